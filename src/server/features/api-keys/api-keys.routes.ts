import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeySchema,
  createApiKeyInputSchema,
  createdApiKeySchema,
} from '#shared/companies/companies.contract.ts';
import { listOf, successOf } from '#shared/http/api-envelope.ts';
import { ok } from '../../lib/route-helpers.ts';
import { requireActor, requireCompanyId } from '../../plugins/access-control.ts';
import { createApiKey, listCompanyApiKeys, revokeApiKey } from './api-keys.service.ts';

// DOMAIN.md section 1: API keys are for owners and admins.
const keyRoles = ['owner', 'admin'] as const;

export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/api-keys',
    {
      config: { access: 'company', teamRoles: keyRoles },
      schema: { response: { 200: successOf(listOf(apiKeySchema)) } },
    },
    async (request) => ok(await listCompanyApiKeys(app.ctx, requireCompanyId(request))),
  );

  app.post(
    '/company/api-keys',
    {
      config: { access: 'company', teamRoles: keyRoles },
      schema: { body: createApiKeyInputSchema, response: { 200: successOf(createdApiKeySchema) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await createApiKey(app.ctx, requireActor(request), requireCompanyId(request), request.body.name),
      );
    },
  );

  app.delete(
    '/company/api-keys/:id',
    {
      config: { access: 'company', teamRoles: keyRoles },
      schema: { params: z.object({ id: z.string().max(64) }), response: { 200: successOf(apiKeySchema) } },
    },
    async (request) => ok(await revokeApiKey(app.ctx, requireCompanyId(request), request.params.id)),
  );
};
