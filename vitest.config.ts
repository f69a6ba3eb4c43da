import { defineConfig } from 'vitest/config';

// One runner for core, server and web unit tests; e2e (*.spec.ts) belongs to Playwright.
export default defineConfig({
  test: {
    include: [
      'tools/**/*.test.js',
      'packages/*/src/**/*.test.ts',
      'apps/server/{src,test}/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/vite-plugins/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // migrate once per run (a PGlite snapshot, a PostgreSQL template), not once per test file
    globalSetup: ['apps/server/test/global-setup.ts'],
  },
});
