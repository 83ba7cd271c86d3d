import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addOnKeys,
  candidateEndpoints,
  inviteResultSchema,
  publicInviteInputSchema,
} from '#shared/candidates/candidates.contract.ts';
import type { ApiFieldError } from '#shared/http/api-envelope.ts';
import { successOf } from '#shared/http/api-envelope.ts';
import { camelCaseKey } from '#shared/lib/case-conversion.ts';
import { birthdatePartsProblem, birthdateProblem } from '#shared/validation/fields.ts';
import { messages } from '#shared/validation/messages.ts';
import { AppError, forbidden, unauthorized, validationFailed } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { parseWith } from '../../lib/route-helpers.ts';
import { authenticateApiKey, withIdempotency } from '../api-keys/api-keys.service.ts';
import { toOrderSpec } from '../companies/companies.service.ts';
import { type InviteePerson, type Inviter, inviteCandidates } from './invitations.service.ts';

// The wire format camelizes keys; the public payload's add-on names are snake_case (spec section 3).
const addOnKeyByCamel = new Map<string, string>(addOnKeys.map((key) => [camelCaseKey(key), key]));
const publicBodySchema = z.preprocess((body) => {
  if (typeof body !== 'object' || body === null) return body;
  const record = body as Record<string, unknown>;
  const addOns = record.addOns;
  if (typeof addOns !== 'object' || addOns === null) return body;
  return {
    ...record,
    addOns: Object.fromEntries(
      Object.entries(addOns).map(([key, value]) => [addOnKeyByCamel.get(key) ?? key, value]),
    ),
  };
}, publicInviteInputSchema);
type PublicInvite = z.output<typeof publicInviteInputSchema>;

// Public add-on names → the pricing module's add-ons (county criminal scope comes with the package).
const addOnIdByPublicKey: Record<string, string | null> = {
  employment: 'employment',
  education: 'education',
  license: 'professional_license',
  driving_license: 'mvr',
  MVR: 'mvr',
  civil_court: 'county_civil',
  all_county_criminal_search: null,
  county_criminal_search: null,
};

const toAddOns = (addOns: PublicInvite['addOns']) => {
  const result: Record<string, number> = {};
  for (const [key, value] of Object.entries(addOns ?? {})) {
    const quantity = value === true ? 1 : value === false || value === undefined ? 0 : value;
    if (quantity <= 0) continue;
    const id = addOnIdByPublicKey[key];
    if (id === null || id === undefined)
      throw new AppError(
        'unprocessable',
        `${key} is not sold as an add-on: silver includes the current county, gold and above every county of the 7-year address history.`,
        { errors: [{ field: `addOns.${key}`, msg: 'Choose a package that includes it' }] },
      );
    result[id] = Math.max(result[id] ?? 0, quantity);
  }
  return result;
};

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * DD-MM-YYYY (the spec's date format) or YYYY-MM-DD, stored as DD-MM-YYYY; a date the calendar does
 * not have or still to come is refused like a CSV row's, quoting what the caller sent.
 */
const birthdateOf = (value: string, today: Date): { value: string } | { problem: string } => {
  const iso = isoDatePattern.exec(value);
  if (!iso) {
    const problem = birthdateProblem(value, today);
    return problem ? { problem } : { value };
  }
  const [, year = '', month = '', day = ''] = iso;
  const problem = birthdatePartsProblem(
    { day: Number(day), month: Number(month), year: Number(year) },
    value,
    today,
  );
  return problem ? { problem } : { value: `${day}-${month}-${year}` };
};

const toPeople = (input: PublicInvite, today: Date): InviteePerson[] => {
  const errors: ApiFieldError[] = [];
  const people: InviteePerson[] = (input.employeeDetails ?? []).map((person, index) => {
    const birthdate = person.birthdate ? birthdateOf(person.birthdate, today) : null;
    if (birthdate && 'problem' in birthdate)
      errors.push({ field: `employee_details.${index}.birthdate`, msg: birthdate.problem });
    return {
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      middleName: person.middleName,
      phone: person.phone,
      birthdate: birthdate && 'value' in birthdate ? birthdate.value : undefined,
    };
  });
  if (errors.length > 0) throw validationFailed(errors);
  const known = new Set(people.map((person) => person.email));
  // Addresses without details: the candidate enters the name in the personal-details step.
  for (const email of input.emailList ?? [])
    if (!known.has(email)) people.push({ email, firstName: '', lastName: '' });
  if (people.length === 0)
    throw new AppError('validation', 'Send at least one candidate in email_list or employee_details.');
  return people;
};

const publicLimit = { limit: 600, windowSeconds: 60 };

export const publicInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/employee/invite',
    {
      // Public in the access table because an API key is not a session; checked here instead.
      config: { access: 'public' },
      schema: {
        headers: z.object({ 'idempotency-key': z.string().min(1).max(255).optional() }),
        response: { 200: successOf(inviteResultSchema) },
      },
    },
    async (request, reply) => {
      let inviter: Inviter;
      if (request.actor) {
        const actor = request.actor;
        if (actor.role !== 'COMPANY' || !actor.companyId) throw forbidden(messages.forbidden);
        if (!actor.teamRole || actor.teamRole === 'viewer') throw forbidden(messages.forbidden);
        inviter = { companyId: actor.companyId, userId: actor.userId, label: actor.email };
      } else {
        const header = request.headers.authorization ?? '';
        const [scheme, secret] = header.split(' ');
        const key =
          scheme?.toLowerCase() === 'bearer' && secret ? await authenticateApiKey(app.ctx, secret) : null;
        if (!key) throw unauthorized(messages.unauthorized);
        inviter = { companyId: key.companyId, userId: null, label: key.label };
      }
      await consumeRateLimit(app.db, `api:invite:${inviter.companyId}`, publicLimit, app.ctx.now());
      const body = request.body;
      const result = await withIdempotency(
        app.ctx,
        {
          companyId: inviter.companyId,
          key: request.headers['idempotency-key'],
          fingerprint: { path: candidateEndpoints.publicInvite, body },
        },
        async () => {
          const input = parseWith(publicBodySchema, body);
          const spec = toOrderSpec({ package: input.package, addOns: toAddOns(input.addOns), counties: [] });
          const data = await inviteCandidates(app.ctx, inviter, toPeople(input, app.ctx.now()), spec);
          return { status: 200, body: { success: true as const, data } };
        },
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(result.status as 200).send(result.body);
    },
  );
};
