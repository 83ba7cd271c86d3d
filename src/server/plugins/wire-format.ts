import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { camelizeKeys, snakeizeKeys } from '#shared/lib/case-conversion.ts';

// The one place where the server converts between the snake_case wire and camelCase code.
export const wireFormatPlugin = fp(async (app: FastifyInstance) => {
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

  // Response schemas are allowlists: zod drops any field the contract does not name.
  app.setSerializerCompiler(({ schema }) => {
    const zodSchema = schema as ZodType;
    return (data) => JSON.stringify(snakeizeKeys(zodSchema.parse(data)));
  });
  app.setReplySerializer((payload) => JSON.stringify(snakeizeKeys(payload)));
});
