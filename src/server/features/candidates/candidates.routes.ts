import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activitySchema,
  bgvProgressSchema,
  candidateDetailSchema,
  candidateEndpoints,
  candidateListQuerySchema,
  candidateRowSchema,
  candidateSearchQuerySchema,
  inviteInputSchema,
  invitePreviewSchema,
  inviteResultSchema,
  noteSchema,
  packageIds,
} from '#shared/candidates/candidates.contract.ts';
import { listOf, successOf } from '#shared/http/api-envelope.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { ok, parseWith, routePath } from '../../lib/route-helpers.ts';
import { type Actor, requireActor, requireCompanyId } from '../../plugins/access-control.ts';
import { toOrderSpec } from '../companies/companies.service.ts';
import { csvMessages } from './candidate-csv.ts';
import {
  addNote,
  deleteCandidate,
  getBgvProgress,
  getCandidateDetail,
  invitationLink,
  listActivities,
  listCompanyCandidates,
  listNotes,
  resendInvitation,
  searchCompanyCandidates,
  setArchived,
} from './candidates.service.ts';
import { csvInvite, previewCsvInvite } from './csv-invite.service.ts';
import { inviteCandidates } from './invitations.service.ts';

const idParams = z.object({ id: z.string().max(64) });
const writers = ['owner', 'admin', 'recruiter'] as const;
const messageSchema = successOf(z.object({ message: z.string() }));

export const inviterOf = (actor: Actor) => ({
  companyId: actor.companyId ?? '',
  userId: actor.userId,
  label: actor.email,
});

const csvFieldsSchema = z.object({
  package: z.enum(packageIds, { message: `Choose a package: ${packageIds.join(', ')}` }),
  addOns: z.record(z.string(), z.number().int().min(0).max(20)).default({}),
  counties: z.array(z.string().length(5)).max(50).default([]),
  fromApp: z.boolean().default(false),
});

/** add_ons in a form: JSON ({"mvr":1}) or a comma list ("mvr,education"). */
const parseAddOnsField = (value: string | undefined) => {
  if (!value?.trim()) return {};
  if (value.trim().startsWith('{')) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw badRequest('add_ons must be JSON such as {"mvr": 1} or a list such as mvr,education.');
    }
  }
  return Object.fromEntries(
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => [entry, 1]),
  );
};

/** Reads a multipart CSV invite: the file and its fields (file, package, add_ons, counties, from_app). */
const readCsvForm = async (request: FastifyRequest) => {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; name: string; type: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const upload = part as MultipartFile;
        file = { bytes: await upload.toBuffer(), name: upload.filename, type: upload.mimetype };
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413)
      throw new AppError('payload_too_large', csvMessages.tooLarge, {
        errors: [{ field: 'file', msg: csvMessages.tooLarge }],
      });
    throw error;
  }
  const spec = parseWith(csvFieldsSchema, {
    package: fields.package,
    addOns: parseAddOnsField(fields.add_ons ?? fields.addOns),
    counties: fields.counties
      ? fields.counties
          .split(',')
          .map((fips) => fips.trim())
          .filter(Boolean)
      : [],
    fromApp: fields.from_app === 'true' || fields.from_app === '1',
  });
  if (!file)
    throw badRequest('Attach the CSV file in a field named file.', [
      { field: 'file', msg: 'Attach the CSV file.' },
    ]);
  return { file, spec: toOrderSpec(spec), fromApp: spec.fromApp };
};

export const candidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routePath(candidateEndpoints.invite),
    {
      config: { access: 'company', teamRoles: writers },
      schema: { response: { 200: successOf(inviteResultSchema) } },
    },
    async (request) => {
      const actor = requireActor(request);
      requireCompanyId(request);
      if (request.isMultipart()) {
        const form = await readCsvForm(request);
        return ok(await csvInvite(app.ctx, inviterOf(actor), form.file, form.spec));
      }
      const input = parseWith(inviteInputSchema, request.body);
      return ok(await inviteCandidates(app.ctx, inviterOf(actor), input.candidates, toOrderSpec(input)));
    },
  );

  app.post(
    routePath(candidateEndpoints.invitePreview),
    {
      config: { access: 'company', teamRoles: writers },
      schema: { response: { 200: successOf(invitePreviewSchema) } },
    },
    async (request) => {
      const companyId = requireCompanyId(request);
      if (!request.isMultipart())
        throw new AppError('validation', 'Send the CSV file as multipart/form-data in a field named file.');
      const form = await readCsvForm(request);
      return ok(await previewCsvInvite(app.ctx, companyId, form.file, form.spec));
    },
  );

  // The spec names the same list twice: the table's page and the bulk export.
  for (const endpoint of [candidateEndpoints.list, candidateEndpoints.bulk]) {
    app.get(
      routePath(endpoint),
      {
        config: { access: 'company' },
        schema: {
          querystring: candidateListQuerySchema,
          response: { 200: successOf(listOf(candidateRowSchema)) },
        },
      },
      async (request) => ok(await listCompanyCandidates(app.ctx, requireCompanyId(request), request.query)),
    );
  }

  app.get(
    routePath(candidateEndpoints.search),
    {
      config: { access: 'company' },
      schema: {
        querystring: candidateSearchQuerySchema,
        response: { 200: successOf(listOf(candidateRowSchema)) },
      },
    },
    async (request) => ok(await searchCompanyCandidates(app.ctx, requireCompanyId(request), request.query)),
  );

  app.get(
    '/company/candidate/:id',
    {
      config: { access: 'company' },
      schema: { params: idParams, response: { 200: successOf(candidateDetailSchema) } },
    },
    async (request) => ok(await getCandidateDetail(app.ctx, requireCompanyId(request), request.params.id)),
  );

  app.delete(
    '/company/candidate/:id',
    {
      config: { access: 'company', teamRoles: writers },
      schema: { params: idParams, response: { 200: messageSchema } },
    },
    async (request) =>
      ok(await deleteCandidate(app.ctx, requireActor(request), requireCompanyId(request), request.params.id)),
  );

  for (const [suffix, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    for (const method of ['POST', 'PATCH'] as const) {
      app.route({
        method,
        url: `/company/candidate/:id/${suffix}`,
        config: { access: 'company', teamRoles: writers },
        schema: { params: idParams, response: { 200: successOf(candidateRowSchema) } },
        handler: async (request) =>
          ok(
            await setArchived(
              app.ctx,
              requireActor(request),
              requireCompanyId(request),
              request.params.id,
              archived,
            ),
          ),
      });
    }
  }

  app.post(
    '/company/candidate/:id/resend-invitation',
    {
      config: { access: 'company', teamRoles: writers },
      schema: {
        params: idParams,
        response: { 200: successOf(z.object({ message: z.string(), invitationExpiresAt: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await resendInvitation(app.ctx, requireActor(request), requireCompanyId(request), request.params.id),
      ),
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/company/candidate/:id/invitation-link',
      config: { access: 'company', teamRoles: writers },
      schema: {
        params: idParams,
        response: { 200: successOf(z.object({ url: z.string(), expiresAt: z.string() })) },
      },
      handler: async (request) =>
        ok(
          await invitationLink(app.ctx, requireActor(request), requireCompanyId(request), request.params.id),
        ),
    });
  }

  app.get(
    routePath(candidateEndpoints.actions),
    {
      config: { access: 'company' },
      schema: {
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(20),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: successOf(listOf(activitySchema)) },
      },
    },
    async (request) => ok(await listActivities(app.ctx, requireCompanyId(request), request.query)),
  );

  app.get(
    routePath(candidateEndpoints.notes),
    {
      config: { access: 'company' },
      schema: {
        querystring: z.object({ candidateId: z.string().max(64).optional() }),
        response: { 200: successOf(listOf(noteSchema)) },
      },
    },
    async (request) => ok(await listNotes(app.ctx, requireCompanyId(request), request.query.candidateId)),
  );

  app.post(
    routePath(candidateEndpoints.notes),
    {
      config: { access: 'company', teamRoles: writers },
      schema: {
        body: z.object({
          candidateId: z.string().max(64),
          text: z.string().trim().min(1, '*Required').max(5000),
        }),
        response: { 200: successOf(noteSchema) },
      },
    },
    async (request) =>
      ok(await addNote(app.ctx, requireActor(request), requireCompanyId(request), request.body)),
  );

  app.get(
    '/company/employee/bgv-progress/:id',
    {
      config: { access: 'company' },
      schema: {
        params: idParams,
        response: { 200: successOf(bgvProgressSchema.extend({ overallStatus: z.string() })) },
      },
    },
    async (request) => ok(await getBgvProgress(app.ctx, requireCompanyId(request), request.params.id)),
  );
};
