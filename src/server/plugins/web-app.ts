import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isKnownWebPath, publicPaths } from '#shared/routes/site-routes.ts';

export const webDistDir = path.resolve(import.meta.dirname, '../../../dist/web');
/** Prerendered public pages (scripts/prerender.ts); decision 007. */
const pagesDir = path.join(webDistDir, 'pages');

// Hosts that must never be indexed (spec section 2): local, staging and acceptance copies.
const nonProductionHost = /^(localhost|127\.|\[::1\]|0\.0\.0\.0)|stage|acceptance/i;
export const isProductionHost = (host: string) => !nonProductionHost.test(host.replace(/:\d+$/, ''));

// Forms, not content: left out of the sitemap.
const accountPaths = new Set([
  '/login',
  '/verification',
  '/forgot-password',
  '/reset-password',
  '/join-team',
]);

type CachedFile = { mtimeMs: number; body: Buffer };

/** Reads a file once per change, so a rebuild is served without a restart. */
const fileCache = () => {
  const cache = new Map<string, CachedFile>();
  return (file: string): Buffer | null => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    const hit = cache.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.body;
    const body = readFileSync(file);
    cache.set(file, { mtimeMs, body });
    return body;
  };
};

/** The prerendered file for a page path, in either slash form; null when the path has none. */
const prerenderedFile = (pathname: string) => {
  const clean = pathname.replace(/^\/+|\/+$/g, '');
  if (clean.includes('..') || clean.includes('\\') || !/^[a-z0-9/-]*$/.test(clean)) return null;
  return path.join(pagesDir, clean, 'index.html');
};

/** Serves the built web app (precompressed) and answers unknown non-API paths with its shell. */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { devMailbox: boolean }) => {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      preCompressed: true,
      // Looked up per request, so assets of a rebuild are served without a restart.
      wildcard: true,
      index: false,
      // Pages are served below under their own paths, never as /pages/….
      allowedPath: (pathName) => !pathName.startsWith('/pages/'),
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
  const read = fileCache();

  /** Sends an HTML file, brotli or gzip when the client accepts it and the build made one. */
  const sendHtml = (request: FastifyRequest, reply: FastifyReply, file: string, status: number) => {
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const compressed = encoding ? read(`${file}.${encoding === 'br' ? 'br' : 'gz'}`) : null;
    const body = compressed ?? read(file);
    if (!body) return false;
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (compressed && encoding) reply.header('content-encoding', encoding);
    reply.send(body);
    return true;
  };

  // Non-production hosts carry the robots directive as a header on every response (pages, shell,
  // assets): crawlers honour it without running JavaScript, and one rule covers all paths.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isProductionHost(request.hostname)) reply.header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });

  app.get('/robots.txt', (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const body = isProductionHost(request.hostname)
      ? `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /company\nDisallow: /candidate\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`
      : 'User-agent: *\nDisallow: /\n';
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    if (!isProductionHost(request.hostname)) return reply.callNotFound();
    const origin = `${request.protocol}://${request.host}`;
    const urls = publicPaths
      .filter((page) => !accountPaths.has(page))
      .map((page) => `  <url><loc>${origin}${page}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api';
    if (!wantsPage || !existsSync(indexFile)) {
      return reply
        .status(404)
        .send({ success: false, message: `No route for ${request.method} ${pathname}` });
    }
    const page = isKnownWebPath(pathname) ? prerenderedFile(pathname) : null;
    if (page && sendHtml(request, reply, page, 200)) return reply;
    const known = isKnownWebPath(pathname) && (pathname !== '/dev/mail' || options.devMailbox);
    sendHtml(request, reply, indexFile, known ? 200 : 404);
    return reply;
  });
});
