import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiKeys, idempotencyKeys } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export const insertApiKey = async (db: Executor, values: typeof apiKeys.$inferInsert) => {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('api key was not stored');
  return row;
};

export const listApiKeys = (db: Executor, companyId: string) =>
  db.select().from(apiKeys).where(eq(apiKeys.companyId, companyId)).orderBy(desc(apiKeys.createdAt));

export const revokeApiKeyRow = async (db: Executor, companyId: string, keyId: string, now: Date) => {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? null;
};

export const findApiKey = async (db: Executor, companyId: string, keyId: string) => {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, keyId)));
  return row ?? null;
};

export const findActiveApiKeyByHash = async (db: Executor, secretHash: string) => {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)));
  return row ?? null;
};

export const touchApiKey = (db: Executor, keyId: string, now: Date) =>
  db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));

/** Claims a key for a request; null when the key already exists (in flight or completed). */
export const claimIdempotencyKey = async (
  db: Executor,
  values: { companyId: string; key: string; requestSha256: string },
) => {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ ...values, status: 'in_flight' })
    .onConflictDoNothing({ target: [idempotencyKeys.companyId, idempotencyKeys.key] })
    .returning();
  return row ?? null;
};

export const findIdempotencyKey = async (db: Executor, companyId: string, key: string) => {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
  return row ?? null;
};

export const completeIdempotencyKey = (
  db: Executor,
  id: string,
  response: { status: number; body: unknown },
) =>
  db
    .update(idempotencyKeys)
    .set({ status: 'completed', responseStatus: response.status, responseBody: response.body })
    .where(eq(idempotencyKeys.id, id));

export const releaseIdempotencyKey = (db: Executor, id: string) =>
  db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
