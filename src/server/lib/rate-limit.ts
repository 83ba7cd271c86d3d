import { sql } from 'drizzle-orm';
import { messages } from '#shared/validation/messages.ts';
import type { Executor } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * Counts one hit against `key` in a fixed window kept in the database (so every API process
 * shares it) and throws 429 with Retry-After once the limit is passed.
 */
export const consumeRateLimit = async (db: Executor, key: string, rule: RateLimitRule, now = new Date()) => {
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${rateLimitBuckets.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then 1 else ${rateLimitBuckets.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimitBuckets.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimitBuckets.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimitBuckets.count, windowStartedAt: rateLimitBuckets.windowStartedAt });
  if (row && row.count > rule.limit) {
    const retryAfter = Math.max(
      1,
      Math.ceil((row.windowStartedAt.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000),
    );
    throw new AppError('rate_limited', messages.tooManyAttempts, {
      headers: { 'retry-after': String(retryAfter) },
    });
  }
};

/**
 * Throws 429 when `key` has already used up its current window, without counting a hit. Login checks
 * the per-account failure bucket with this before the password, so a locked account stays locked even
 * for the right password (otherwise 429 versus 200 would tell an attacker which guess was right).
 */
export const assertUnderRateLimit = async (
  db: Executor,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
) => {
  const [row] = await db
    .select({ count: rateLimitBuckets.count, windowStartedAt: rateLimitBuckets.windowStartedAt })
    .from(rateLimitBuckets)
    .where(sql`${rateLimitBuckets.key} = ${key}`);
  if (!row || row.count < rule.limit) return;
  const retryAfter = Math.ceil(
    (row.windowStartedAt.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000,
  );
  if (retryAfter <= 0) return;
  throw new AppError('rate_limited', messages.tooManyAttempts, {
    headers: { 'retry-after': String(retryAfter) },
  });
};

export const resetRateLimit = async (db: Executor, key: string) => {
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${key}`);
};
