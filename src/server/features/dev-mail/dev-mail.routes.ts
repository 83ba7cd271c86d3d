import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOf, successOf } from '#shared/http/api-envelope.ts';
import { ok } from '../../lib/route-helpers.ts';
import { listMail } from '../../providers/mail/mail.service.ts';

const mailSchema = z.object({
  id: z.string(),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  status: z.string(),
  createdAt: z.string(),
});

/** The development mailbox: registered only when no SMTP server is configured and not in production. */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mail',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({
          to: z.string().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: successOf(listOf(mailSchema)) },
      },
    },
    async (request) => {
      const rows = (await listMail(app.db, request.query)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      }));
      return ok({ rows, count: rows.length });
    },
  );
};
