import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiFieldError } from '#shared/http/api-envelope.ts';
import { snakeCaseKey } from '#shared/lib/case-conversion.ts';
import { messages } from '#shared/validation/messages.ts';
import { AppError, validationFailed } from '../lib/app-error.ts';

const fieldName = (instancePath: string) =>
  instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => snakeCaseKey(part))
    .join('.');

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.status)
        .send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: ApiFieldError[] = error.validation.map((issue) => ({
        msg: issue.message ?? 'Invalid value',
        field: fieldName(issue.instancePath),
      }));
      const failure = validationFailed(errors);
      return reply.status(failure.status).send({ success: false, message: failure.message, errors });
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // Details stay in the log; the client gets the generic text.
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ success: false, message: messages.genericError });
    }
    if (status === 413)
      return reply.status(413).send({ success: false, message: 'The request is too large.' });
    if (status === 415)
      return reply.status(415).send({ success: false, message: 'Send the request body as JSON.' });
    return reply.status(status).send({ success: false, message: error.message });
  });
});
