import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { MarketingApp, ownPathFor } from './app/marketing/marketing-app.tsx';

// Built by `vite build --ssr` and run by scripts/prerender.ts after the client build: renders a
// public page to HTML with the same tree and CSS-module class names as the public client app
// (app/marketing/marketing-app.tsx), which then hydrates it. See docs/decisions/007 and 009.

export { prerenderedPages } from './app/marketing/marketing-pages.ts';
export { pageChunkSource } from './app/marketing/marketing-routes.tsx';

const collect = (stream: NodeJS.ReadableStream) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.pipe(
      new Writable({
        write(chunk, _encoding, done) {
          chunks.push(Buffer.from(chunk));
          done();
        },
        final(done) {
          resolve(Buffer.concat(chunks).toString('utf8'));
          done();
        },
      }),
    );
    stream.on('error', reject);
  });

const render = async (pathname: string) => {
  const { prelude } = await prerenderToNodeStream(
    <MarketingApp pathname={pathname} />,
    // Otherwise React outlines large boundaries into out-of-order segments revealed by inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return collect(prelude);
};

/**
 * The page's body HTML and its status. Rendered twice: the first pass loads the lazy page chunk; the
 * second finds it resolved, so the HTML has no suspense fallback and no inline script (which the
 * content security policy would block).
 */
export const renderPage = async (pathname: string): Promise<{ html: string; status: number }> => {
  if (!ownPathFor(pathname)) return { html: '', status: 404 };
  await render(pathname);
  const html = await render(pathname);
  if (html.includes('<template') || html.includes('<script'))
    throw new Error(`${pathname} still suspended on the second pass`);
  return { html, status: 200 };
};
