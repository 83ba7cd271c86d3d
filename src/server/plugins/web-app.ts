import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isKnownWebPath } from '#shared/routes/site-routes.ts';

export const webDistDir = path.resolve(import.meta.dirname, '../../../dist/web');

/** Serves the built web app (precompressed) and answers unknown non-API paths with its shell. */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { devMailbox: boolean }) => {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders: (response, filePath) => {
        // Hashed assets never change; the HTML shell must always be fresh.
        response.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  // Re-read after a rebuild, so a running server never serves a shell that names deleted assets.
  let cached: { mtimeMs: number; html: string } | null = null;
  const readShell = () => {
    if (!existsSync(indexFile)) return null;
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return cached.html;
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !pathname.startsWith('/api/') && pathname !== '/api';
    const shell = wantsPage ? readShell() : null;
    if (!wantsPage || !shell) {
      return reply
        .status(404)
        .send({ success: false, message: `No route for ${request.method} ${pathname}` });
    }
    const known = isKnownWebPath(pathname) && (pathname !== '/dev/mail' || options.devMailbox);
    return reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(shell);
  });
});
