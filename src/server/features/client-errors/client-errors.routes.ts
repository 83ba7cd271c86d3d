import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successOf } from '#shared/http/api-envelope.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { ok } from '../../lib/route-helpers.ts';

const clientErrorSchema = z.object({
  message: z.string().max(2000),
  stack: z.string().max(10_000).optional(),
  componentStack: z.string().max(10_000).optional(),
  url: z.string().max(2000),
  userAgent: z.string().max(500).optional(),
  comment: z.string().max(2000).optional(),
});

/** "Report error" on the root failure screen posts here; the server log is where it is read. */
export const clientErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-errors',
    {
      config: { access: 'public' },
      schema: { body: clientErrorSchema, response: { 200: successOf(z.object({ reference: z.string() })) } },
    },
    async (request) => {
      await consumeRateLimit(
        app.db,
        `client-errors:${request.ip}`,
        { limit: 30, windowSeconds: 600 },
        app.ctx.now(),
      );
      const { url, ...report } = request.body;
      // Query strings can carry tokens; keep only the path.
      request.log.error(
        { clientError: { ...report, path: url.split('?')[0] }, userId: request.actor?.userId },
        'client error reported',
      );
      return ok({ reference: request.id });
    },
  );
};
