import { randomUUID } from 'node:crypto';
import type { Invitee } from '#shared/candidates/candidates.contract.ts';
import { planById } from '#shared/pricing/pricing.ts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import type { candidates } from '../../db/schema/index.ts';
import { activities, invitations, orders, sessions, transactions } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { encrypt, sha256Hex } from '../../lib/crypto.ts';
import { signSessionToken } from '../../lib/session-tokens.ts';
import { candidateInvitationEmails } from '../../providers/mail/templates/candidate-emails.tsx';
import { type OrderSpec, plannedChecks, quoteOrder, requireCompany } from '../companies/companies.service.ts';
import { queueInvitationMail } from './candidates.jobs.ts';
import {
  bumpCounters,
  counterBucket,
  ensureCandidateUsers,
  findCandidatesByEmail,
  insertCandidates,
  insertMany,
  insertOrderChecks,
} from './candidates.queries.ts';

export const INVITATION_DAYS = 7;
export const MAX_INVITES_PER_REQUEST = 10_000;

export type InviteePerson = Invitee & { birthdate?: string | undefined };
export type Inviter = { companyId: string; userId: string | null; label: string };
export type InviteDuplicate = { email: string; reason: string };

export const searchTextOf = (person: {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  email: string;
}) =>
  [person.firstName, person.middleName, person.lastName, person.email]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

/**
 * Candidate-session links that open the candidate flow, one session per link, each valid until the
 * invitation expires; only a sha256 of the token is kept.
 */
export const createInvitationLinks = async (
  ctx: AppContext,
  db: Executor,
  items: { companyId: string; candidateId: string; userId: string }[],
  expiresAt: Date,
  kind: 'email' | 'resend' | 'link',
) => {
  const now = ctx.now();
  const links = await Promise.all(
    items.map(async (item) => {
      const sessionId = randomUUID();
      const token = await signSessionToken(
        ctx.config.secrets.jwt,
        { userId: item.userId, sessionId, role: 'CANDIDATE' },
        expiresAt,
      );
      const url = `${ctx.config.publicUrl}/candidate/personal-details?token=${encodeURIComponent(token)}`;
      return { ...item, sessionId, token, url };
    }),
  );
  await insertMany(
    db,
    sessions,
    links.map((link) => ({ id: link.sessionId, userId: link.userId, expiresAt, createdAt: now })),
  );
  await insertMany(
    db,
    invitations,
    links.map((link) => ({
      companyId: link.companyId,
      candidateId: link.candidateId,
      sessionId: link.sessionId,
      tokenHash: sha256Hex(link.token),
      kind,
      expiresAt,
      createdAt: now,
    })),
  );
  return links;
};

/**
 * The one invitation path (web form, CSV file, public API): for each new person a candidate, a
 * CANDIDATE account, an order with its checks (status NULL), a ledger charge (0 in demo mode), an
 * activity and the invitation e-mail — all in one transaction with the mail jobs. An e-mail already
 * invited by the company is reported in `duplicates` and not invited twice.
 */
export const inviteCandidates = async (
  ctx: AppContext,
  inviter: Inviter,
  people: InviteePerson[],
  spec: OrderSpec,
) => {
  if (people.length > MAX_INVITES_PER_REQUEST)
    throw new AppError(
      'payload_too_large',
      `At most ${MAX_INVITES_PER_REQUEST.toLocaleString('en-US')} candidates per request.`,
    );
  const plan = planById(spec.package);
  if (!plan) throw conflict(`Unknown package ${spec.package}`);
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  const duplicates: InviteDuplicate[] = [];
  const seen = new Set<string>();
  const unique: InviteePerson[] = [];
  for (const person of people) {
    const email = person.email.toLowerCase();
    if (seen.has(email)) {
      duplicates.push({ email, reason: 'Listed more than once in this request' });
      continue;
    }
    seen.add(email);
    unique.push({ ...person, email });
  }
  const planned = plannedChecks(spec);

  return ctx.db.transaction(async (tx) => {
    const company = await requireCompany(tx, inviter.companyId);
    const companyName = company.name ?? 'Your prospective employer';
    const existing = new Map(
      (
        await findCandidatesByEmail(
          tx,
          inviter.companyId,
          unique.map((person) => person.email),
        )
      ).map((row) => [row.email, row.createdAt]),
    );
    const fresh = unique.filter((person) => {
      const invitedAt = existing.get(person.email);
      if (invitedAt)
        duplicates.push({
          email: person.email,
          reason: `Already invited on ${invitedAt.toISOString().slice(0, 10)}`,
        });
      return !invitedAt;
    });
    const quote = quoteOrder(ctx, spec, 1, company.demoMode);
    const userIds = await ensureCandidateUsers(
      tx,
      fresh.map((person) => ({
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone ?? null,
      })),
    );
    const rows: (typeof candidates.$inferInsert & { id: string; userId: string })[] = fresh.map((person) => ({
      id: randomUUID(),
      companyId: inviter.companyId,
      userId: userIds.get(person.email) ?? '',
      email: person.email,
      firstName: person.firstName,
      middleName: person.middleName || null,
      lastName: person.lastName,
      phone: person.phone ?? null,
      birthdateEncrypted: person.birthdate
        ? encrypt(ctx.config.secrets.encryptionKey, person.birthdate)
        : null,
      package: spec.package,
      status: 'NULL',
      invitationStage: 'invited',
      invitationExpiresAt: expiresAt,
      searchText: searchTextOf(person),
      createdBy: inviter.userId,
      createdAt: now,
      updatedAt: now,
    }));
    const inserted = await insertCandidates(tx, rows);
    const created = rows.filter((row) => {
      if (inserted.has(row.id)) return true;
      duplicates.push({ email: row.email, reason: 'Already invited' });
      return false;
    });

    const orderRows = created.map((row) => ({
      id: randomUUID(),
      companyId: inviter.companyId,
      candidateId: row.id,
      package: spec.package,
      addOns: spec.addOns as Record<string, number>,
      counties: spec.counties,
      priceCents: quote.chargeCents,
      listPriceCents: quote.totalCents,
      passThroughMinCents: quote.passThrough.minCents,
      passThroughMaxCents: quote.passThrough.maxCents,
      demo: company.demoMode,
      createdBy: inviter.userId,
      createdAt: now,
    }));
    await insertMany(tx, orders, orderRows, 500);
    await insertOrderChecks(tx, inviter.companyId, orderRows, planned, now);
    await insertMany(
      tx,
      transactions,
      orderRows.map((order, index) => ({
        companyId: inviter.companyId,
        orderId: order.id,
        kind: 'charge',
        amountCents: order.priceCents,
        demo: order.demo,
        description: `${plan.name} package for ${created[index]?.firstName} ${created[index]?.lastName}${order.demo ? ' (demo: not charged)' : ''}`,
        createdAt: now,
      })),
    );
    await insertMany(
      tx,
      activities,
      created.map((row) => ({
        companyId: inviter.companyId,
        candidateId: row.id,
        actor: inviter.label,
        action: 'candidate.invited',
        text: `Invited ${row.firstName} ${row.lastName} (${row.email}) to the ${plan.name} package`,
        createdAt: now,
      })),
    );

    const links = await createInvitationLinks(
      ctx,
      tx,
      created.map((row) => ({ companyId: inviter.companyId, candidateId: row.id, userId: row.userId })),
      expiresAt,
      'email',
    );
    const byId = new Map(created.map((row) => [row.id, row]));
    const recipients = links.map((link) => {
      const row = byId.get(link.candidateId);
      return { to: row?.email ?? '', firstName: row?.firstName || 'there', link: link.url };
    });
    const emails = candidateInvitationEmails({ companyName, expiresAt }, recipients);
    await queueInvitationMail(
      tx,
      ctx.jobs,
      emails.map((email, index) => ({ id: randomUUID(), to: recipients[index]?.to ?? '', email })),
    );
    await bumpCounters(tx, inviter.companyId, [
      { archived: false, bucket: counterBucket({ kind: 'all' }), delta: created.length },
      { archived: false, bucket: counterBucket({ kind: 'status', value: 'NULL' }), delta: created.length },
      { archived: false, bucket: counterBucket({ kind: 'stage', value: 'invited' }), delta: created.length },
    ]);
    ctx.log.info(
      {
        companyId: inviter.companyId,
        invited: created.length,
        duplicates: duplicates.length,
        event: 'candidates.invited',
      },
      'candidates invited',
    );
    return {
      invited: created.length,
      duplicates,
      candidates: created.map((row) => ({ id: row.id, email: row.email })),
      totalCents: quote.chargeCents * created.length,
    };
  });
};
