import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { type candidateListQuerySchema, invitationStages } from '#shared/candidates/candidates.contract.ts';
import { checkStatuses, overallStatus, toCheckStatus } from '#shared/checks/check-status.ts';
import { toasts } from '#shared/validation/messages.ts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { activities } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/access-control.ts';
import { candidateInvitationEmail } from '../../providers/mail/templates/candidate-emails.tsx';
import { requireCompany } from '../companies/companies.service.ts';
import { findCounty } from '../companies/us-counties.ts';
import { queueInvitationMail } from './candidates.jobs.ts';
import {
  presentActivity,
  presentCandidateRow,
  presentCheck,
  presentNote,
  presentOrder,
  stageOf,
} from './candidates.presenter.ts';
import {
  bumpCounters,
  type CandidateRow,
  counterBucket,
  dailySeries,
  deleteCandidateRow,
  findActivities,
  findCandidate,
  findChecks,
  findLatestOrder,
  findNeedingAttention,
  findNotes,
  insertMany,
  insertNote,
  type ListFilter,
  listCandidatesPage,
  readCounters,
  revokeInvitationSessions,
  searchCandidates,
  updateCandidate,
} from './candidates.queries.ts';
import { createInvitationLinks, INVITATION_DAYS } from './invitations.service.ts';

type ListQuery = z.output<typeof candidateListQuerySchema>;

const getCandidateRow = async (db: Executor, companyId: string, candidateId: string) => {
  // Ids of another company and malformed ids answer alike: 404, nothing to learn.
  if (!/^[0-9a-f-]{36}$/i.test(candidateId)) throw notFound('Candidate');
  const row = await findCandidate(db, companyId, candidateId);
  if (!row) throw notFound('Candidate');
  return row;
};

const logActivity = (
  db: Executor,
  actor: Actor,
  companyId: string,
  candidateId: string | null,
  action: string,
  text: string,
) => insertMany(db, activities, [{ companyId, candidateId, actor: actor.email, action, text }]);

const nameOf = (row: CandidateRow) => `${row.firstName} ${row.lastName}`;

const toFilter = (filter: string | undefined, now: Date): ListFilter => {
  if (!filter || filter === 'all') return { kind: 'all' };
  const upper = filter.toUpperCase();
  if ((checkStatuses as readonly string[]).includes(upper)) return { kind: 'status', value: upper };
  if (filter === 'expired') return { kind: 'expired', now };
  if ((invitationStages as readonly string[]).includes(filter)) return { kind: 'stage', value: filter };
  throw badRequest(
    `Unknown filter "${filter}". Use a status (${checkStatuses.join(', ')}) or a stage (${invitationStages.join(', ')}).`,
    [{ field: 'filter', msg: 'Unknown filter' }],
  );
};

/** A page of the candidate table; the count comes from the per-company counters (O(1)). */
export const listCompanyCandidates = async (ctx: AppContext, companyId: string, query: ListQuery) => {
  const now = ctx.now();
  const { rows, count } = await listCandidatesPage(ctx.db, companyId, {
    archived: query.isArchived,
    filter: toFilter(query.filter, now),
    sort: query.sort,
    order: query.order,
    limit: query.limit,
    offset: query.offset,
  });
  return { rows: rows.map((row) => presentCandidateRow(row, now)), count };
};

export const searchCompanyCandidates = async (
  ctx: AppContext,
  companyId: string,
  query: { query: string; limit: number; isArchived: boolean },
) => {
  const rows = await searchCandidates(ctx.db, companyId, {
    query: query.query,
    archived: query.isArchived,
    limit: query.limit,
  });
  const now = ctx.now();
  return { rows: rows.map((row) => presentCandidateRow(row, now)), count: rows.length };
};

export const getCandidateDetail = async (ctx: AppContext, companyId: string, candidateId: string) => {
  const row = await getCandidateRow(ctx.db, companyId, candidateId);
  const [order, checkRows, activityRows, noteRows] = await Promise.all([
    findLatestOrder(ctx.db, companyId, candidateId),
    findChecks(ctx.db, companyId, candidateId),
    findActivities(ctx.db, companyId, { candidateId, limit: 100, offset: 0 }),
    findNotes(ctx.db, companyId, candidateId),
  ]);
  if (!order) throw notFound('Order');
  const now = ctx.now();
  return {
    ...presentCandidateRow(row, now),
    middleName: row.middleName,
    phone: row.phone,
    invitationExpiresAt: row.invitationExpiresAt?.toISOString() ?? null,
    order: presentOrder(order),
    checks: checkRows.map((check) => ({
      ...presentCheck(check),
      detail: check.countyFips ? (findCounty(check.countyFips)?.name ?? check.countyFips) : check.detail,
    })),
    activities: activityRows.map(presentActivity),
    notes: noteRows.map(presentNote),
  };
};

const counterChanges = (
  row: { archived: boolean; status: string; invitationStage: string },
  delta: number,
) => [
  { archived: row.archived, bucket: counterBucket({ kind: 'all' }), delta },
  { archived: row.archived, bucket: counterBucket({ kind: 'status', value: row.status }), delta },
  { archived: row.archived, bucket: counterBucket({ kind: 'stage', value: row.invitationStage }), delta },
];

export const deleteCandidate = async (
  ctx: AppContext,
  actor: Actor,
  companyId: string,
  candidateId: string,
) => {
  const revoked = await ctx.db.transaction(async (tx) => {
    const row = await getCandidateRow(tx, companyId, candidateId);
    const sessionsEnded = await revokeInvitationSessions(tx, candidateId, ctx.now());
    // Charges stay in the ledger (order_id becomes null); the row and its checks go.
    const deleted = await deleteCandidateRow(tx, companyId, candidateId);
    if (deleted.length === 0) throw notFound('Candidate');
    await bumpCounters(tx, companyId, counterChanges(row, -1));
    await logActivity(
      tx,
      actor,
      companyId,
      null,
      'candidate.deleted',
      `Deleted ${nameOf(row)} (${row.email})`,
    );
    return sessionsEnded;
  });
  ctx.sessions.forgetSessions(revoked.map((session) => session.id));
  return { message: toasts.candidateDeleted };
};

export const setArchived = async (
  ctx: AppContext,
  actor: Actor,
  companyId: string,
  candidateId: string,
  archived: boolean,
) =>
  ctx.db.transaction(async (tx) => {
    const row = await getCandidateRow(tx, companyId, candidateId);
    if (row.archived === archived) return presentCandidateRow(row, ctx.now());
    const [updated] = await updateCandidate(tx, companyId, candidateId, {
      archived,
      archivedAt: archived ? ctx.now() : null,
    });
    if (!updated) throw notFound('Candidate');
    await bumpCounters(tx, companyId, [...counterChanges(row, -1), ...counterChanges(updated, 1)]);
    await logActivity(
      tx,
      actor,
      companyId,
      candidateId,
      archived ? 'candidate.archived' : 'candidate.restored',
      `${archived ? 'Archived' : 'Restored'} ${nameOf(row)}`,
    );
    return presentCandidateRow(updated, ctx.now());
  });

/**
 * Moves a candidate to another status or invitation stage and its counters with it, in the
 * caller's transaction. The candidate flow and checks call this; nothing else writes those columns.
 */
export const recordCandidateProgress = async (
  db: Executor,
  companyId: string,
  candidateId: string,
  change: { status?: string; invitationStage?: string; completedAt?: Date },
) => {
  const row = await getCandidateRow(db, companyId, candidateId);
  const [updated] = await updateCandidate(db, companyId, candidateId, change);
  if (updated) await bumpCounters(db, companyId, [...counterChanges(row, -1), ...counterChanges(updated, 1)]);
  return updated ?? row;
};

const requireOpenInvitation = (row: CandidateRow) => {
  if (row.archived) throw new AppError('conflict', 'Restore the candidate before sending a new invitation.');
  if (row.invitationStage === 'submitted')
    throw new AppError('conflict', 'The candidate has already submitted their information.');
};

/** Sends the invitation again with a fresh link and a new 7-day expiry. */
export const resendInvitation = async (
  ctx: AppContext,
  actor: Actor,
  companyId: string,
  candidateId: string,
) =>
  ctx.db.transaction(async (tx) => {
    const row = await getCandidateRow(tx, companyId, candidateId);
    requireOpenInvitation(row);
    const company = await requireCompany(tx, companyId);
    const expiresAt = new Date(ctx.now().getTime() + INVITATION_DAYS * 86_400_000);
    const [link] = await createInvitationLinks(
      ctx,
      tx,
      [{ companyId, candidateId, userId: row.userId }],
      expiresAt,
      'resend',
    );
    await queueInvitationMail(tx, ctx.jobs, [
      {
        id: randomUUID(),
        to: row.email,
        email: candidateInvitationEmail({
          firstName: row.firstName,
          companyName: company.name ?? 'Your prospective employer',
          link: link?.url ?? '',
          expiresAt,
        }),
      },
    ]);
    const [updated] = await updateCandidate(tx, companyId, candidateId, { invitationExpiresAt: expiresAt });
    await logActivity(
      tx,
      actor,
      companyId,
      candidateId,
      'candidate.invitation_resent',
      `Re-sent the invitation to ${row.email}`,
    );
    return {
      message: toasts.inviteSent,
      invitationExpiresAt: (updated?.invitationExpiresAt ?? expiresAt).toISOString(),
    };
  });

/** A link the employer can copy and send themselves, valid until the invitation expires. */
export const invitationLink = async (ctx: AppContext, actor: Actor, companyId: string, candidateId: string) =>
  ctx.db.transaction(async (tx) => {
    const row = await getCandidateRow(tx, companyId, candidateId);
    requireOpenInvitation(row);
    if (!row.invitationExpiresAt || row.invitationExpiresAt <= ctx.now())
      throw new AppError(
        'gone',
        'This invitation has expired. Resend the invitation to renew it for 7 days.',
      );
    const [link] = await createInvitationLinks(
      ctx,
      tx,
      [{ companyId, candidateId, userId: row.userId }],
      row.invitationExpiresAt,
      'link',
    );
    await logActivity(
      tx,
      actor,
      companyId,
      candidateId,
      'candidate.invitation_link',
      `Copied an invitation link for ${row.email}`,
    );
    return { url: link?.url ?? '', expiresAt: row.invitationExpiresAt.toISOString() };
  });

export const listActivities = async (
  ctx: AppContext,
  companyId: string,
  query: { limit: number; offset: number },
) => {
  const rows = await findActivities(ctx.db, companyId, query);
  return { rows: rows.map(presentActivity), count: rows.length };
};

export const listNotes = async (ctx: AppContext, companyId: string, candidateId?: string) => {
  if (candidateId) await getCandidateRow(ctx.db, companyId, candidateId);
  const rows = await findNotes(ctx.db, companyId, candidateId);
  return { rows: rows.map(presentNote), count: rows.length };
};

export const addNote = async (
  ctx: AppContext,
  actor: Actor,
  companyId: string,
  input: { candidateId: string; text: string },
) =>
  ctx.db.transaction(async (tx) => {
    const row = await getCandidateRow(tx, companyId, input.candidateId);
    const note = await insertNote(tx, {
      companyId,
      candidateId: row.id,
      authorId: actor.userId,
      authorEmail: actor.email,
      text: input.text,
    });
    await logActivity(tx, actor, companyId, row.id, 'note.added', `Added a note on ${nameOf(row)}`);
    return presentNote(note);
  });

export const getBgvProgress = async (ctx: AppContext, companyId: string, candidateId: string) => {
  const row = await getCandidateRow(ctx.db, companyId, candidateId);
  const checkRows = await findChecks(ctx.db, companyId, candidateId);
  const statuses = checkRows.map((check) => toCheckStatus(check.status));
  return {
    candidateId,
    stage: stageOf(row, ctx.now()),
    completedChecks: statuses.filter((status) => ['VERIFIED', 'FAILED', 'UNABLE_TO_VERIFY'].includes(status))
      .length,
    totalChecks: statuses.length,
    overallStatus: overallStatus(statuses),
    checks: checkRows.map(presentCheck),
  };
};

export const getDashboard = async (ctx: AppContext, companyId: string) => {
  const company = await requireCompany(ctx.db, companyId);
  const now = ctx.now();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 29));
  const [counters, attention, recent, series] = await Promise.all([
    readCounters(ctx.db, companyId, false),
    findNeedingAttention(ctx.db, companyId, now, 10),
    findActivities(ctx.db, companyId, { limit: 10, offset: 0 }),
    dailySeries(ctx.db, companyId, new Date(since.getTime() - 1)),
  ]);
  const countsByStatus: Record<string, number> = Object.fromEntries(
    checkStatuses.map((status) => [status, 0]),
  );
  const countsByStage: Record<string, number> = Object.fromEntries(
    invitationStages.map((stage) => [stage, 0]),
  );
  let total = 0;
  for (const counter of counters) {
    if (counter.bucket === 'all') total = counter.count;
    else if (counter.bucket.startsWith('status:')) countsByStatus[counter.bucket.slice(7)] = counter.count;
    else if (counter.bucket.startsWith('stage:')) countsByStage[counter.bucket.slice(6)] = counter.count;
  }
  const orders = new Map(series.ordered.map((entry) => [entry.day, Number(entry.total)]));
  const completions = new Map(series.completed.map((entry) => [entry.day, Number(entry.total)]));
  const days = Array.from({ length: 30 }, (_, index) =>
    new Date(since.getTime() + index * 86_400_000).toISOString().slice(0, 10),
  );
  return {
    countsByStatus,
    countsByStage,
    total,
    needsAttention: attention.map((row) => presentCandidateRow(row, now)),
    recentActivity: recent.map(presentActivity),
    series: days.map((date) => ({
      date,
      orders: orders.get(date) ?? 0,
      completions: completions.get(date) ?? 0,
    })),
    demoMode: company.demoMode,
  };
};
