import { and, asc, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { isoFromTimestampText, runPreparedRows } from '../../db/prepared.ts';
import {
  activities,
  candidateCounters,
  candidates,
  checks,
  invitations,
  notes,
  orders,
  sessions,
  type transactions,
  users,
} from '../../db/schema/index.ts';

export type CandidateRow = typeof candidates.$inferSelect;
export type CheckRow = typeof checks.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type NoteRow = typeof notes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

// Parameters per statement stay under PostgreSQL's 65,535 limit.
const CHUNK = 1000;
export const chunked = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
};

export const candidateColumns = {
  id: candidates.id,
  email: candidates.email,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  package: candidates.package,
  status: candidates.status,
  invitationStage: candidates.invitationStage,
  invitationExpiresAt: candidates.invitationExpiresAt,
  archived: candidates.archived,
  createdAt: candidates.createdAt,
  updatedAt: candidates.updatedAt,
};
/** Timestamps that are only shown may already be the wire's ISO text (the page query's). */
export type CandidateListRow = {
  [K in Exclude<keyof typeof candidateColumns, 'createdAt' | 'updatedAt'>]:
    | (typeof candidateColumns)[K]['_']['data']
    | null;
} & {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  package: string;
  status: string;
  createdAt: Date | string | null;
  updatedAt: Date | string | null;
};

/** Existing candidates of a company with these e-mails (lower-case), archived or not. */
export const findCandidatesByEmail = async (db: Executor, companyId: string, emails: string[]) => {
  const found: { email: string; createdAt: Date }[] = [];
  for (const part of chunked(emails)) {
    found.push(
      ...(await db
        .select({ email: candidates.email, createdAt: candidates.createdAt })
        .from(candidates)
        .where(and(eq(candidates.companyId, companyId), inArray(candidates.email, part)))),
    );
  }
  return found;
};

/** CANDIDATE accounts for these e-mails, creating the missing ones (no password yet). */
export const ensureCandidateUsers = async (
  db: Executor,
  people: { email: string; firstName: string; lastName: string; phone: string | null }[],
) => {
  const ids = new Map<string, string>();
  for (const part of chunked(people)) {
    await db
      .insert(users)
      .values(part.map((person) => ({ role: 'CANDIDATE' as const, ...person })))
      .onConflictDoNothing();
    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.role, 'CANDIDATE'),
          inArray(
            sql`lower(${users.email})`,
            part.map((person) => person.email),
          ),
        ),
      );
    for (const row of rows) ids.set(row.email.toLowerCase(), row.id);
  }
  return ids;
};

/** Inserts candidates; returns the ids that were new (a concurrent invite of the same e-mail loses). */
export const insertCandidates = async (db: Executor, rows: (typeof candidates.$inferInsert)[]) => {
  const inserted = new Set<string>();
  for (const part of chunked(rows, 500)) {
    const result = await db
      .insert(candidates)
      .values(part)
      .onConflictDoNothing({ target: [candidates.companyId, candidates.email] })
      .returning({ id: candidates.id });
    for (const row of result) inserted.add(row.id);
  }
  return inserted;
};

export const insertMany = async <T extends Record<string, unknown>>(
  db: Executor,
  table:
    | typeof orders
    | typeof checks
    | typeof transactions
    | typeof activities
    | typeof sessions
    | typeof invitations,
  rows: T[],
  size = CHUNK,
) => {
  for (const part of chunked(rows, size)) await db.insert(table).values(part as never);
};

/**
 * One check row per (order, planned check), expanded inside PostgreSQL: a 10,000-candidate CSV makes
 * ~70,000 rows, which as bound parameters took seconds of round trips.
 */
export const insertOrderChecks = async (
  db: Executor,
  companyId: string,
  ordersOf: { id: string; candidateId: string }[],
  planned: { type: string; countyFips: string | null; detail: string | null }[],
  now: Date,
) => {
  for (const part of chunked(ordersOf, 5000)) {
    await db.execute(sql`
      insert into ${checks} (order_id, company_id, candidate_id, type, status, county_fips, detail, created_at, updated_at)
      select o.id, ${companyId}::uuid, o.candidate_id, p.type, null, p.county_fips, p.detail, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(part.map((order) => ({ id: order.id, candidate_id: order.candidateId })))}::jsonb)
        as o(id uuid, candidate_id uuid)
      cross join jsonb_to_recordset(${JSON.stringify(planned.map((check) => ({ type: check.type, county_fips: check.countyFips, detail: check.detail })))}::jsonb)
        as p(type text, county_fips text, detail text)`);
  }
};

/** Adds `delta` to each counter bucket (upsert): the list and dashboard read these, never count(*). */
export const bumpCounters = async (
  db: Executor,
  companyId: string,
  changes: { archived: boolean; bucket: string; delta: number }[],
) => {
  const merged = new Map<string, { archived: boolean; bucket: string; delta: number }>();
  for (const change of changes) {
    const key = `${change.archived}:${change.bucket}`;
    const current = merged.get(key);
    merged.set(key, { ...change, delta: (current?.delta ?? 0) + change.delta });
  }
  const values = [...merged.values()].filter((change) => change.delta !== 0);
  if (values.length === 0) return;
  await db
    .insert(candidateCounters)
    .values(
      values.map((change) => ({
        companyId,
        archived: change.archived,
        bucket: change.bucket,
        count: change.delta,
      })),
    )
    .onConflictDoUpdate({
      target: [candidateCounters.companyId, candidateCounters.archived, candidateCounters.bucket],
      set: { count: sql`${candidateCounters.count} + excluded.count` },
    });
};

export const readCounters = async (db: Executor, companyId: string, archived?: boolean) =>
  db
    .select({
      archived: candidateCounters.archived,
      bucket: candidateCounters.bucket,
      count: candidateCounters.count,
    })
    .from(candidateCounters)
    .where(
      and(
        eq(candidateCounters.companyId, companyId),
        archived === undefined ? undefined : eq(candidateCounters.archived, archived),
      ),
    );

export const readCounter = async (db: Executor, companyId: string, archived: boolean, bucket: string) => {
  const [row] = await db
    .select({ count: candidateCounters.count })
    .from(candidateCounters)
    .where(
      and(
        eq(candidateCounters.companyId, companyId),
        eq(candidateCounters.archived, archived),
        eq(candidateCounters.bucket, bucket),
      ),
    );
  return row?.count ?? 0;
};

export type ListFilter =
  | { kind: 'all' }
  | { kind: 'status'; value: string }
  | { kind: 'stage'; value: string }
  | { kind: 'expired'; now: Date };

const filterCondition = (filter: ListFilter): SQL | undefined => {
  switch (filter.kind) {
    case 'all':
      return undefined;
    case 'status':
      return eq(candidates.status, filter.value);
    case 'stage':
      return eq(candidates.invitationStage, filter.value);
    case 'expired':
      return and(
        inArray(candidates.invitationStage, ['invited', 'opened']),
        lt(candidates.invitationExpiresAt, filter.now),
      );
  }
};

export type ListOptions = {
  archived: boolean;
  filter: ListFilter;
  sort: 'created_at' | 'name' | 'status';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

const listOrder = (options: Pick<ListOptions, 'sort' | 'order'>) => {
  const direction = options.order === 'asc' ? asc : desc;
  return options.sort === 'name'
    ? [direction(candidates.lastName), direction(candidates.firstName), direction(candidates.id)]
    : options.sort === 'status'
      ? [direction(candidates.status), direction(candidates.createdAt), direction(candidates.id)]
      : [direction(candidates.createdAt), direction(candidates.id)];
};

/** The counter bucket that holds the size of a filter (expired invitations have none). */
export const counterBucket = (filter: Exclude<ListFilter, { kind: 'expired' }>) =>
  filter.kind === 'all' ? 'all' : `${filter.kind}:${filter.value}`;

/**
 * A page of the candidate table and the number of rows its filter matches. The hot filters run as one
 * prepared statement that reads the page and its counter together (the table's most frequent call);
 * an empty page (past the end) reads the counter on its own.
 */
export const listCandidatesPage = async (
  db: Executor,
  companyId: string,
  options: ListOptions,
): Promise<{ rows: CandidateListRow[]; count: number }> => {
  const { filter } = options;
  if (filter.kind === 'expired') {
    const [rows, count] = await Promise.all([
      db
        .select(candidateColumns)
        .from(candidates)
        .where(
          and(
            eq(candidates.companyId, companyId),
            eq(candidates.archived, options.archived),
            filterCondition(filter),
          ),
        )
        .orderBy(...listOrder(options))
        .limit(options.limit)
        .offset(options.offset),
      countExpired(db, companyId, options.archived, filter.now),
    ]);
    return { rows, count };
  }
  const bucket = counterBucket(filter);
  const rows = await runPreparedRows<Record<string, unknown>, CandidatePageRow>(
    db,
    `candidate_page_${filter.kind}_${options.sort}_${options.order}`,
    (db) =>
      db
        .select({
          ...candidateColumns,
          // The expiry is compared, so it comes as epoch milliseconds (cheap to make a Date of); the
          // shown times stay PostgreSQL's text and become ISO text by slicing (fromPageRow).
          invitationExpiresAt: epochMilliseconds(candidates.invitationExpiresAt).as('invitation_expires_ms'),
          total: sql<number | null>`(select ${candidateCounters.count} from ${candidateCounters}
            where ${candidateCounters.companyId} = ${sql.placeholder('companyId')}
              and ${candidateCounters.archived} = ${sql.placeholder('archived')}
              and ${candidateCounters.bucket} = ${sql.placeholder('bucket')})`.as('total'),
        })
        .from(candidates)
        .where(
          and(
            eq(candidates.companyId, sql.placeholder('companyId')),
            eq(candidates.archived, sql.placeholder('archived')),
            filter.kind === 'status'
              ? eq(candidates.status, sql.placeholder('value'))
              : filter.kind === 'stage'
                ? eq(candidates.invitationStage, sql.placeholder('value'))
                : undefined,
          ),
        )
        .orderBy(...listOrder(options))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    {
      companyId,
      archived: options.archived,
      bucket,
      value: filter.kind === 'all' ? null : filter.value,
      limit: options.limit,
      offset: options.offset,
    },
  );
  const first = rows[0];
  if (!first) return { rows: [], count: await readCounter(db, companyId, options.archived, bucket) };
  return { rows: rows.map(fromPageRow), count: first.total ?? 0 };
};

const epochMilliseconds = (column: AnyPgColumn) =>
  sql<number | null>`(extract(epoch from date_trunc('milliseconds', ${column})) * 1000)::float8`;

/** A page row as the driver returns it: column names and aliases. */
type CandidatePageRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  package: string;
  status: string;
  invitation_stage: string | null;
  invitation_expires_ms: number | null;
  archived: boolean | null;
  created_at: string | null;
  updated_at: string | null;
  total: number | null;
};

const timestampOf = (milliseconds: number | null) => (milliseconds === null ? null : new Date(milliseconds));

const fromPageRow = (row: CandidatePageRow): CandidateListRow => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  package: row.package,
  status: row.status,
  invitationStage: row.invitation_stage,
  invitationExpiresAt: timestampOf(row.invitation_expires_ms),
  archived: row.archived,
  createdAt: row.created_at === null ? null : isoFromTimestampText(row.created_at),
  updatedAt: row.updated_at === null ? null : isoFromTimestampText(row.updated_at),
});

/** The number of rows matching a filter that has no counter (expired invitations: few rows). */
export const countExpired = async (db: Executor, companyId: string, archived: boolean, now: Date) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(candidates)
    .where(
      and(
        eq(candidates.companyId, companyId),
        eq(candidates.archived, archived),
        filterCondition({ kind: 'expired', now }),
      ),
    );
  return Number(row?.total ?? 0);
};

/** Escapes LIKE wildcards so a user's % or _ match themselves. */
const likePattern = (query: string) => `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const searchCandidates = (
  db: Executor,
  companyId: string,
  options: { query: string; archived: boolean; limit: number },
) =>
  db
    .select(candidateColumns)
    .from(candidates)
    .where(
      and(
        eq(candidates.companyId, companyId),
        eq(candidates.archived, options.archived),
        sql`${candidates.searchText} like ${likePattern(options.query)}`,
      ),
    )
    .limit(options.limit);

export const findCandidate = async (db: Executor, companyId: string, candidateId: string) => {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)));
  return row ?? null;
};

export const updateCandidate = (
  db: Executor,
  companyId: string,
  candidateId: string,
  values: Partial<typeof candidates.$inferInsert>,
) =>
  db
    .update(candidates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)))
    .returning();

export const deleteCandidateRow = (db: Executor, companyId: string, candidateId: string) =>
  db
    .delete(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)))
    .returning({ id: candidates.id });

export const findLatestOrder = async (db: Executor, companyId: string, candidateId: string) => {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.candidateId, candidateId)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
};

export const findChecks = (db: Executor, companyId: string, candidateId: string) =>
  db
    .select()
    .from(checks)
    .where(and(eq(checks.companyId, companyId), eq(checks.candidateId, candidateId)))
    .orderBy(asc(checks.createdAt), asc(checks.type));

export const findActivities = (
  db: Executor,
  companyId: string,
  options: { candidateId?: string; limit: number; offset: number },
) =>
  db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.companyId, companyId),
        options.candidateId ? eq(activities.candidateId, options.candidateId) : undefined,
      ),
    )
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(options.limit)
    .offset(options.offset);

export const findNotes = (db: Executor, companyId: string, candidateId?: string) =>
  db
    .select()
    .from(notes)
    .where(and(eq(notes.companyId, companyId), candidateId ? eq(notes.candidateId, candidateId) : undefined))
    .orderBy(desc(notes.createdAt))
    .limit(200);

export const insertNote = async (db: Executor, values: typeof notes.$inferInsert) => {
  const [row] = await db.insert(notes).values(values).returning();
  if (!row) throw new Error('note was not stored');
  return row;
};

/** Ends the candidate sessions opened by a candidate's invitation links (deletion). */
export const revokeInvitationSessions = (db: Executor, candidateId: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(sessions.revokedAt),
        inArray(
          sessions.id,
          db
            .select({ id: sql<string>`${invitations.sessionId}` })
            .from(invitations)
            .where(eq(invitations.candidateId, candidateId)),
        ),
      ),
    )
    .returning({ id: sessions.id });

/** Candidates needing the employer: a failed or inconclusive result, or an invitation about to lapse. */
export const findNeedingAttention = async (db: Executor, companyId: string, now: Date, limit: number) => {
  const soon = new Date(now.getTime() + 2 * 86_400_000);
  return db
    .select(candidateColumns)
    .from(candidates)
    .where(
      and(
        eq(candidates.companyId, companyId),
        eq(candidates.archived, false),
        or(
          inArray(candidates.status, ['FAILED', 'UNABLE_TO_VERIFY']),
          and(
            inArray(candidates.invitationStage, ['invited', 'opened']),
            lt(candidates.invitationExpiresAt, soon),
          ),
        ),
      ),
    )
    .orderBy(desc(candidates.updatedAt))
    .limit(limit);
};

/** Orders and completions per UTC day since `since`. */
export const dailySeries = async (db: Executor, companyId: string, since: Date) => {
  const ordered = await db
    .select({
      day: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      total: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), gt(orders.createdAt, since)))
    .groupBy(sql`1`);
  const completed = await db
    .select({
      day: sql<string>`to_char(${candidates.completedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      total: sql<number>`count(*)::int`,
    })
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), gt(candidates.completedAt, since)))
    .groupBy(sql`1`);
  return { ordered, completed };
};
