import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '#shared/accounts/roles.ts';
import type { Executor } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared.ts';
import { accountTokens, companies, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export const findUserByEmail = async (db: Executor, role: Role, email: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.role, role), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row ?? null;
};

export const findUserById = async (db: Executor, userId: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
};

export const findUserWithCompany = async (db: Executor, userId: string) => {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row ?? null;
};

/** The session with the user it belongs to, when it is neither revoked nor expired. */
export const findActiveSession = async (db: Executor, sessionId: string, now: Date) => {
  const [row] = await runPrepared(
    db,
    'find_active_session',
    (db) =>
      db
        .select({
          userId: users.id,
          role: users.role,
          email: users.email,
          companyId: users.companyId,
          teamRole: users.teamRole,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sql.placeholder('sessionId')),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql.placeholder('now')),
          ),
        ),
    { sessionId, now: now.toISOString() },
  );
  return row ?? null;
};

export const insertSession = async (db: Executor, values: typeof sessions.$inferInsert) => {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session was not stored');
  return row;
};

export const revokeSession = (db: Executor, sessionId: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

export const revokeUserSessions = (db: Executor, userId: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

export const insertCompany = async (db: Executor, values: typeof companies.$inferInsert) => {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('company was not stored');
  return row;
};

export const insertUser = async (db: Executor, values: typeof users.$inferInsert) => {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user was not stored');
  return row;
};

export const updateUser = (db: Executor, userId: string, values: Partial<typeof users.$inferInsert>) =>
  db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));

export const insertAccountToken = (db: Executor, values: typeof accountTokens.$inferInsert) =>
  db.insert(accountTokens).values(values);

export const findAccountToken = async (db: Executor, purpose: AccountTokenPurpose, tokenHash: string) => {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.purpose, purpose), eq(accountTokens.tokenHash, tokenHash)));
  return row ?? null;
};

/** Marks a token used; false when another request used it first (single use under concurrency). */
export const spendAccountToken = async (db: Executor, tokenId: string, now: Date) => {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
};

/** A new link makes the older unused links of the same purpose void. */
export const voidAccountTokens = (db: Executor, userId: string, purpose: AccountTokenPurpose, now: Date) =>
  db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
