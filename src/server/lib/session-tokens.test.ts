import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readSessionToken, signSessionToken } from './session-tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const claims = { userId: 'user-1', sessionId: 'session-1', role: 'COMPANY' as const };
const inOneHour = () => new Date(Date.now() + 3_600_000);

describe('session tokens', () => {
  it('reads back the claims it signed', async () => {
    const expiresAt = inOneHour();
    const token = await signSessionToken(secret, claims, expiresAt);
    // The token carries whole seconds.
    expect(await readSessionToken(secret, token)).toEqual({
      ...claims,
      expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000),
    });
  });

  it('rejects a token signed with another secret', async () => {
    const token = await signSessionToken(`${secret}-other`, claims, inOneHour());
    expect(await readSessionToken(secret, token)).toBeNull();
  });

  it('rejects an expired token', async () => {
    const token = await signSessionToken(secret, claims, new Date(Date.now() - 60_000));
    expect(await readSessionToken(secret, token)).toBeNull();
  });

  it('rejects a token whose payload was altered', async () => {
    const token = await signSessionToken(secret, claims, inOneHour());
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'user-2', sid: 'session-1', role: 'ADMIN', iss: 'verity', exp: 4_000_000_000 }),
    ).toString('base64url');
    expect(await readSessionToken(secret, `${header}.${payload}.${signature}`)).toBeNull();
  });

  it('rejects other issuers, other algorithms, missing claims and garbage', async () => {
    const key = new TextEncoder().encode(secret);
    const foreign = await new SignJWT({ sid: 's', role: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer('someone-else')
      .setExpirationTime('1h')
      .sign(key);
    expect(await readSessionToken(secret, foreign)).toBeNull();

    const hs512 = await new SignJWT({ sid: 's', role: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('u')
      .setIssuer('verity')
      .setExpirationTime('1h')
      .sign(key);
    expect(await readSessionToken(secret, hs512)).toBeNull();

    const noSession = await new SignJWT({ role: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer('verity')
      .setExpirationTime('1h')
      .sign(key);
    expect(await readSessionToken(secret, noSession)).toBeNull();

    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"u","sid":"s","role":"ADMIN","iss":"verity"}').toString('base64url')}.`;
    expect(await readSessionToken(secret, unsigned)).toBeNull();
    expect(await readSessionToken(secret, 'not-a-token')).toBeNull();
  });
});
