import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { camelizeKeys, snakeizeKeys } from '#shared/lib/case-conversion.ts';
import { compileRenamer } from '../lib/wire-renamer.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply is not JSON of the contract (an image, a third party's document): no response schema. */
    rawReply?: true;
  }
}

// The one place where the server converts between the snake_case wire and camelCase code.
export const wireFormatPlugin = fp(async (app: FastifyInstance) => {
  // A response schema is what keeps unnamed fields off the wire, so a JSON route cannot go without
  // one. Routes that declare no access are left to the access check, which refuses them.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path ?? '';
    if (!url.startsWith('/api') || route.method === 'HEAD' || !route.config?.access) return;
    if (!route.schema?.response && !route.config.rawReply)
      throw new Error(
        `Route ${String(route.method)} ${url} has no response schema (or config.rawReply for a reply that is not JSON of the contract)`,
      );
  });

  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1_048_576 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, camelizeKeys(JSON.parse(text)));
      } catch {
        const error = Object.assign(new Error('Malformed JSON in request body'), {
          statusCode: 400,
          code: 'MALFORMED_JSON',
        });
        done(error, undefined);
      }
    },
  );

  app.addHook('preValidation', async (request) => {
    if (request.query && typeof request.query === 'object') request.query = camelizeKeys(request.query);
  });

  // Response schemas are allowlists: zod drops any field the contract does not name. The renaming
  // to snake_case is compiled from the same schema; under test every response is also renamed the
  // generic way and the two must agree. There is deliberately no reply serializer: Fastify prefers
  // one to the route's schema, which then never ran (decision 011). Without a schema for its status,
  // a reply is sent as JSON.stringify makes it: the error bodies, already in the wire's shape.
  const verify = app.config.NODE_ENV === 'test';
  app.setSerializerCompiler(({ schema }) => {
    const zodSchema = schema as ZodType;
    const rename = compileRenamer(zodSchema);
    return (data) => {
      const parsed = zodSchema.parse(data);
      const text = JSON.stringify(rename(parsed));
      if (verify && text !== JSON.stringify(snakeizeKeys(parsed)))
        throw new Error(`The compiled renaming differs from snakeizeKeys: ${text}`);
      return text;
    };
  });
});
