import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role, TeamRole } from '#shared/accounts/roles.ts';
import { messages } from '#shared/validation/messages.ts';
import { findActiveSession } from '../features/accounts/accounts.queries.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { readSessionToken } from '../lib/session-tokens.ts';

/** Who may call a route. Every /api route must say; a forgotten declaration fails startup. */
export type Access = 'public' | 'authenticated' | 'company' | 'candidate' | 'admin';

export type Actor = {
  userId: string;
  sessionId: string;
  role: Role;
  email: string;
  companyId: string | null;
  teamRole: TeamRole | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Team roles allowed on a company route; all roles when omitted. */
    teamRoles?: readonly TeamRole[];
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const roleForAccess: Record<Exclude<Access, 'public' | 'authenticated'>, Role> = {
  company: 'COMPANY',
  candidate: 'CANDIDATE',
  admin: 'ADMIN',
};

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/** The caller of a request, or 401. */
export const requireActor = (request: FastifyRequest): Actor => {
  if (!request.actor) throw unauthorized(messages.unauthorized);
  return request.actor;
};

/** The caller's company id, for tenant-scoped queries; never taken from the request. */
export const requireCompanyId = (request: FastifyRequest): string => {
  const actor = requireActor(request);
  if (!actor.companyId) throw forbidden(messages.forbidden);
  return actor.companyId;
};

export const accessControlPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path ?? '';
    if (!url.startsWith('/api')) return;
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${url} does not declare config.access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = bearerToken(request);
    if (access === 'public') {
      // Public routes may still learn who is calling (logout, profile-aware pages).
      if (token) request.actor = await resolveActor(app, token);
      return;
    }
    if (!token) throw unauthorized(messages.unauthorized);
    const actor = await resolveActor(app, token);
    if (!actor) throw unauthorized(messages.unauthorized);
    if (access !== 'authenticated' && actor.role !== roleForAccess[access])
      throw forbidden(messages.forbidden);
    const teamRoles = request.routeOptions.config.teamRoles;
    if (access === 'company' && teamRoles && (!actor.teamRole || !teamRoles.includes(actor.teamRole))) {
      throw forbidden(messages.forbidden);
    }
    request.actor = actor;
  });
});

const resolveActor = async (app: FastifyInstance, token: string): Promise<Actor | null> => {
  const cache = app.ctx.sessions;
  const cached = cache.get(token, Date.now());
  if (cached) return cached;
  const claims = await readSessionToken(app.config.secrets.jwt, token);
  if (!claims) return null;
  const now = new Date();
  const row = await findActiveSession(app.db, claims.sessionId, now);
  if (!row || row.userId !== claims.userId || row.role !== claims.role) return null;
  const actor: Actor = {
    userId: row.userId,
    sessionId: claims.sessionId,
    role: row.role,
    email: row.email,
    companyId: row.companyId,
    teamRole: row.teamRole,
  };
  cache.set(token, actor, now.getTime(), Math.min(row.expiresAt.getTime(), claims.expiresAt.getTime()));
  return actor;
};
