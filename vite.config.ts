import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
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
