import type { ApiKey } from '#shared/companies/companies.contract.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { Actor } from '../../plugins/access-control.ts';
import {
  type ApiKeyRow,
  claimIdempotencyKey,
  completeIdempotencyKey,
  findActiveApiKeyByHash,
  findIdempotencyKey,
  insertApiKey,
  listApiKeys,
  releaseIdempotencyKey,
  revokeApiKeyRow,
  touchApiKey,
} from './api-keys.queries.ts';

export const API_KEY_PREFIX = 'vrt_live_';
const MAX_ACTIVE_KEYS = 20;

const presentApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export const listCompanyApiKeys = async (ctx: AppContext, companyId: string) => {
  const rows = await listApiKeys(ctx.db, companyId);
  return { rows: rows.map(presentApiKey), count: rows.length };
};

/** Creates a key; the secret is returned this once and only its sha256 is kept. */
export const createApiKey = async (ctx: AppContext, actor: Actor, companyId: string, name: string) => {
  const active = (await listApiKeys(ctx.db, companyId)).filter((row) => !row.revokedAt);
  if (active.length >= MAX_ACTIVE_KEYS)
    throw conflict(
      `A company can have at most ${MAX_ACTIVE_KEYS} active API keys. Revoke one you no longer use.`,
    );
  const secret = `${API_KEY_PREFIX}${randomToken(32)}`;
  const row = await insertApiKey(ctx.db, {
    companyId,
    name,
    prefix: secret.slice(0, API_KEY_PREFIX.length + 6),
    secretHash: sha256Hex(secret),
    createdBy: actor.userId,
    createdAt: ctx.now(),
  });
  ctx.log.info({ companyId, keyId: row.id, event: 'api_key.created' }, 'API key created');
  return { ...presentApiKey(row), secret };
};

export const revokeApiKey = async (ctx: AppContext, companyId: string, keyId: string) => {
  if (!/^[0-9a-f-]{36}$/i.test(keyId)) throw notFound('API key');
  const row = await revokeApiKeyRow(ctx.db, companyId, keyId, ctx.now());
  if (!row) throw notFound('API key');
  ctx.log.info({ companyId, keyId, event: 'api_key.revoked' }, 'API key revoked');
  return presentApiKey(row);
};

/** The company of an active API key, or null. */
export const authenticateApiKey = async (ctx: AppContext, secret: string) => {
  if (!secret.startsWith(API_KEY_PREFIX)) return null;
  const row = await findActiveApiKeyByHash(ctx.db, sha256Hex(secret));
  if (!row) return null;
  await touchApiKey(ctx.db, row.id, ctx.now());
  return { keyId: row.id, companyId: row.companyId, label: `API key ${row.prefix}…` };
};

export const IDEMPOTENCY_MISMATCH =
  'This Idempotency-Key was already used with a different request body. Use a new key for a new request.';
export const IDEMPOTENCY_IN_FLIGHT =
  'A request with this Idempotency-Key is still being processed. Retry after it completes.';

/**
 * Runs `work` once per (company, key): the same key and body replay the stored response; a
 * different body, or the first request still running, is a 409. Failures of `work` are not stored,
 * so the client may retry with the same key.
 */
export const withIdempotency = async <T>(
  ctx: AppContext,
  input: { companyId: string; key: string | undefined; fingerprint: unknown },
  work: () => Promise<{ status: number; body: T }>,
): Promise<{ status: number; body: T; replayed: boolean }> => {
  if (!input.key) return { ...(await work()), replayed: false };
  if (input.key.length > 255)
    throw new AppError('validation', 'Idempotency-Key must be at most 255 characters.');
  const requestSha256 = sha256Hex(JSON.stringify(input.fingerprint));
  const claimed = await claimIdempotencyKey(ctx.db, {
    companyId: input.companyId,
    key: input.key,
    requestSha256,
  });
  if (!claimed) {
    const existing = await findIdempotencyKey(ctx.db, input.companyId, input.key);
    if (!existing) throw conflict(IDEMPOTENCY_IN_FLIGHT);
    if (existing.requestSha256 !== requestSha256) throw conflict(IDEMPOTENCY_MISMATCH);
    if (existing.status !== 'completed') throw conflict(IDEMPOTENCY_IN_FLIGHT);
    return { status: existing.responseStatus ?? 200, body: existing.responseBody as T, replayed: true };
  }
  try {
    const result = await work();
    await completeIdempotencyKey(ctx.db, claimed.id, result);
    return { ...result, replayed: false };
  } catch (error) {
    await releaseIdempotencyKey(ctx.db, claimed.id);
    throw error;
  }
};
