import { hash, verify } from '@node-rs/argon2';
import { hmacSha256Hex } from './crypto.ts';

// OWASP's argon2id floor (19 MiB, t=2, p=1) is about 35 ms here; we go a little above it.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 /* argon2id */ } as const;

// The client sends sha256(password). That digest is a password equivalent and may sit in other
// breach lists unsalted, so it is peppered with a server secret before the slow hash ("shucking").
const pepperDigest = (pepper: string, clientDigest: string) => hmacSha256Hex(pepper, clientDigest);

export const hashPassword = (pepper: string, clientDigest: string) =>
  hash(pepperDigest(pepper, clientDigest), options);

export const verifyPassword = async (pepper: string, stored: string, clientDigest: string) => {
  try {
    return await verify(stored, pepperDigest(pepper, clientDigest));
  } catch {
    return false;
  }
};

/** A real hash to verify against when the account does not exist, so timing does not reveal it. */
let decoy: Promise<string> | undefined;
export const decoyHash = (pepper: string) => {
  decoy ??= hashPassword(pepper, '0'.repeat(64));
  return decoy;
};
