import { defineConfig } from 'vitest/config';

// Unit and route tests (src/**/*.test.ts). Browser journeys live in e2e/ and run with Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite start plus migrations takes a few seconds on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file opens its own database; two at a time keeps a shared 2-core machine usable.
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
  },
});
