import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const marketingDir = path.resolve(import.meta.dirname, 'src/web/app/marketing');

/**
 * Tabler icons that more than one public page imports (read from the sources, so the list cannot go
 * stale). Left to the bundler, each becomes a chunk of a few hundred bytes and a request of its own.
 */
const sharedPageIcons = (() => {
  const uses = new Map<string, number>();
  for (const file of readdirSync(marketingDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx')) continue;
    const source = readFileSync(path.join(marketingDir, file), 'utf8');
    const names = source.match(/import \{([^}]*)\} from '@tabler\/icons-react'/)?.[1] ?? '';
    // ui.tsx is in the kit itself, so its icons count as shared.
    const weight = file === 'ui.tsx' ? 2 : 1;
    for (const name of names.split(',').map((part) => part.trim()))
      if (name) uses.set(name, (uses.get(name) ?? 0) + weight);
  }
  return new Set([...uses].filter(([, count]) => count > 1).map(([name]) => name));
})();

/** The kit every public page is built from (ui.tsx) and the icons the pages share: one chunk. */
const isPageKit = (id: string) => {
  const icon = id.match(/@tabler[\\/]icons-react[\\/].*[\\/](Icon\w+)\.m?js$/)?.[1];
  if (icon) return sharedPageIcons.has(icon);
  return /src[\\/]web[\\/]app[\\/]marketing[\\/]ui\.tsx$/.test(id);
};

export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/prerender.ts reads it to preload each prerendered page's own chunk and CSS.
    manifest: true,
    // The entry is the public app (React, the router, the site chrome); every page, the full app
    // and the areas are chunks loaded on demand.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Without this, zod lands in a chunk the home page imports for the small session helpers.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Its dependencies (React, the stylesheet module) stay where they are.
            { name: 'page-kit', test: isPageKit, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
});
