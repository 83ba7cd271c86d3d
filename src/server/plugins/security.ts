import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers depend only on its options, so they are computed once at start and copied onto
 * every reply (the Fastify wrapper rebuilt the middleware and re-parsed the policy per request).
 */
const staticHelmetHeaders = (options: HelmetOptions) => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

export const securityPlugin = fp(
  async (app: FastifyInstance, options: { corsOrigins: string[]; production: boolean }) => {
    const securityHeaders = staticHelmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine writes its CSS variables into a style element at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // The captcha widget solves its proof of work in a Web Worker created from a blob.
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: options.production ? [] : null,
        },
      },
      strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });

    // Closed unless origins are configured: the web app is served from the same origin.
    await app.register(cors, {
      origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
      credentials: false,
    });

    // Personal data must not linger in shared caches or the browser's back-forward cache.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      reply.header('x-request-id', request.id);
      return payload;
    });
  },
);
