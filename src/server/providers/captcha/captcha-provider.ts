import { type Challenge, createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchaSpends } from '../../db/schema/index.ts';

/** Bot check at sign-up. Self-hosted proof of work (ALTCHA): no outside service, works offline. */
export type CaptchaProvider = {
  createChallenge: () => Promise<Challenge>;
  /**
   * True for a solved, unexpired challenge signed by us. With `spend`, true only once per challenge:
   * the check before a form is sent does not spend it, the form's own submission does.
   */
  verify: (payload: string, options: { spend: boolean }) => Promise<boolean>;
};

const CHALLENGE_TTL_SECONDS = 10 * 60;

export const createAltchaProvider = (
  db: Db,
  secret: string,
  options: { cost?: number } = {},
): CaptchaProvider => {
  // Spent challenges live in the database so a payload cannot be replayed against another process.
  const store = {
    get: async () => undefined,
    set: async () => {},
    setIfAbsent: async (id: string) => {
      await db.delete(captchaSpends).where(lt(captchaSpends.expiresAt, new Date()));
      const rows = await db
        .insert(captchaSpends)
        .values({ signature: id, expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000) })
        .onConflictDoNothing()
        .returning({ signature: captchaSpends.signature });
      return rows.length === 1;
    },
  };
  return {
    createChallenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: options.cost ?? 1,
        // A few thousand SHA-256 rounds: a blink for a person's browser, a real cost at bot scale.
        counter: randomInt(2_000, 6_000),
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
      }),
    verify: async (payload, { spend }) => {
      const result = await verify(
        payload,
        deriveKey,
        secret,
        undefined,
        spend ? (store as never) : undefined,
      );
      return result.error === null && result.verification?.verified === true;
    },
  };
};
