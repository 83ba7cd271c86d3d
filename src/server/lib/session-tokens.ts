import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '#shared/accounts/roles.ts';

export type SessionClaims = { userId: string; sessionId: string; role: Role };

const ISSUER = 'verity';

export const signSessionToken = async (secret: string, claims: SessionClaims, expiresAt: Date) =>
  new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));

/** Returns the claims of a valid, unexpired token, else null. The session row is checked separately. */
export const readSessionToken = async (
  secret: string,
  token: string,
): Promise<(SessionClaims & { expiresAt: Date }) | null> => {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.role !== 'string' ||
      typeof payload.exp !== 'number'
    )
      return null;
    return {
      userId: payload.sub,
      sessionId: payload.sid,
      role: payload.role as Role,
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch {
    return null;
  }
};
