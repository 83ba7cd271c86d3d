import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Runs after `vite build` (client, with manifest) and `vite build --ssr src/web/entry-server.tsx`:
// writes every public marketing page as full HTML to dist/web/pages/<path>/index.html (home:
// dist/web/pages/index.html), which src/server/plugins/web-app.ts serves for both slash forms.
// Decision record: docs/decisions/007-marketing-prerender.md.

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;
type EntryServer = {
  renderPage: (pathname: string) => Promise<{ html: string; status: number }>;
  prerenderedPages: { path: string; metaTitle: string; description: string }[];
  pageChunkSource: (path: string) => string | undefined;
};

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist/web');
const outDir = path.join(webDir, 'pages');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JS and CSS files a chunk needs, following its static imports. */
const chunkFiles = (manifest: Manifest, key: string, seen = new Set<string>()) => {
  const js: string[] = [];
  const css: string[] = [];
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    js.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js, css };
};

const linksFor = (css: string[], js: string[]) => [
  ...[...new Set(css)].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ...[...new Set(js)].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
];

const withPreloads = (html: string, links: string[]) =>
  html.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);

/**
 * Stylesheets inlined into a prerendered page: no render-blocking request before first paint (the
 * public pages' CSS is a few kilobytes compressed). The CSP allows inline styles (Mantine needs them).
 */
const inlineStyles = async (html: string) => {
  const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g)];
  let out = html;
  for (const [tag, file] of links) {
    const css = await readFile(path.join(webDir, file!), 'utf8');
    out = out.replace(
      tag,
      () => `<style data-href="/${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    );
  }
  return out;
};

/**
 * Inter's Latin file, which every page's text needs: requested with the HTML instead of after the
 * first style pass finds its @font-face, so the swap from the fallback comes sooner.
 */
const withFontPreload = async (html: string, css: string[]) => {
  for (const file of css) {
    const font = (await readFile(path.join(webDir, file), 'utf8')).match(
      /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/,
    )?.[1];
    if (font)
      return html.replace(
        '<script type="module"',
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">\n    <script type="module"`,
      );
  }
  throw new Error('Inter Latin font not found in the entry stylesheet');
};

const main = async () => {
  const builtTemplate = await readFile(path.join(webDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  // The entry carries the public app (src/web/main.tsx imports it statically) and the built
  // index.html already loads it and its static imports; only the page's own chunk needs a preload.
  const entry = chunkFiles(manifest, entryKey);
  const template = await withFontPreload(builtTemplate, entry.css);
  const fullApp = chunkFiles(manifest, 'src/web/full-app.tsx', new Set([entryKey]));
  if (fullApp.js.length === 0) throw new Error('full app chunk missing from the manifest');
  const server = (await import(
    pathToFileURL(path.join(root, 'dist/ssr/entry-server.js')).href
  )) as EntryServer;

  await rm(outDir, { recursive: true, force: true });
  const started = performance.now();
  for (const page of server.prerenderedPages) {
    const { html, status } = await server.renderPage(page.path);
    if (status !== 200 || !html.includes('<h1')) throw new Error(`${page.path} rendered status ${status}`);
    const source = server.pageChunkSource(page.path);
    if (!source) throw new Error(`${page.path} has no page chunk`);
    const pageChunk = chunkFiles(manifest, source, new Set([entryKey]));
    const preloads = linksFor(
      pageChunk.css.filter((file) => !entry.css.includes(file)),
      pageChunk.js.filter((file) => !entry.js.includes(file)),
    );
    const document = withPreloads(template, preloads)
      // Mantine keys its light-scheme variables on this attribute; without JavaScript nobody sets it.
      .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.metaTitle)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
      )
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="true">${html}</div>`)
      // The page reads fine without JavaScript, so the shell's warning does not apply.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
    const inlined = await inlineStyles(document);
    const target = path.join(outDir, page.path.replace(/^\/|\/$/g, ''), 'index.html');
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, inlined);
  }
  // The shell (every other path) starts the full app's chunks with the entry, not after it.
  await writeFile(
    path.join(webDir, 'index.html'),
    withPreloads(
      template,
      linksFor(
        fullApp.css.filter((file) => !entry.css.includes(file)),
        fullApp.js.filter((file) => !entry.js.includes(file)),
      ),
    ),
  );
  console.log(
    `prerendered ${server.prerenderedPages.length} pages in ${Math.round(performance.now() - started)} ms`,
  );
};

await main();
