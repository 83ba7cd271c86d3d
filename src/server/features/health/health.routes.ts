import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successOf } from '#shared/http/api-envelope.ts';
import { ok } from '../../lib/route-helpers.ts';

const healthSchema = successOf(
  z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['pglite', 'postgres']),
    uptimeSeconds: z.number(),
    version: z.string(),
  }),
);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      let status: 'ok' | 'degraded' = 'ok';
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        status = 'degraded';
      }
      return reply.status(status === 'ok' ? 200 : 503).send({
        success: true,
        data: {
          status,
          database: app.database.kind,
          uptimeSeconds: Math.round(process.uptime()),
          version: app.appVersion,
        },
      });
    },
  );

  // A constant answer with no database work: the baseline every benchmark compares against.
  app.get(
    '/ping',
    {
      config: { access: 'public' },
      schema: { response: { 200: successOf(z.object({ pong: z.literal(true) })) } },
    },
    async () => ok({ pong: true as const }),
  );
};
