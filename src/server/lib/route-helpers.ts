import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiFieldError } from '#shared/http/api-envelope.ts';
import { snakeCaseKey } from '#shared/lib/case-conversion.ts';
import type { RequestMeta } from '../app-context.ts';
import { validationFailed } from './app-error.ts';

/** The success envelope of DOMAIN.md section 6. */
export const ok = <T>(data: T) => ({ success: true as const, data });

/** A spec path ('/api/login') as registered inside the plugin mounted under /api. */
export const routePath = (endpoint: string) => endpoint.replace(/^\/api/, '');

/** Where a request came from, for sessions, consent records and rate limits. */
export const requestMeta = (request: Pick<FastifyRequest, 'ip' | 'headers'>): RequestMeta => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

/**
 * Validates a value the route validator cannot see (multipart fields, public API payloads) with
 * the same answer: 400 naming each field on the wire.
 */
export const parseWith = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: ApiFieldError[] = result.error.issues.map((issue) => ({
    msg: issue.message,
    field: issue.path.map((part) => snakeCaseKey(String(part))).join('.'),
  }));
  throw validationFailed(errors);
};
