import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files that replace a module (`vi.mock`) for their own use: each needs a module graph of its
 * own. The other core, server and tool tests share one per worker (below).
 */
const NEEDS_OWN_MODULES = [
  'apps/server/src/modules/auth/session-in-query.test.ts',
  'apps/server/src/plugins/read-cache.test.ts',
  // its lanes' timing passes alone and once lagged in the shared worker: given its own module graph to rule out a leak
  'apps/server/src/modules/reminders/outbox-lanes.test.ts',
];

/**
 * Files that test PostgreSQL itself whatever the run's database (the README's least-privilege roles, two server
 * processes on one database). CI's second run, on the embedded PGlite, sets ONLY_PGLITE_RUN=1 and leaves them out:
 * its first run ran them on the same PostgreSQL server (.ci/run).
 */
const POSTGRES_ONLY = ['apps/server/test/least-privilege.test.ts', 'apps/server/test/two-instances.test.ts'];

/**
 * Files that test the embedded PGlite itself whatever the run's database (a live backup of the server's directory,
 * its flush to disk): the first CI run ran them on it already, on the newer Node, so the second run leaves them out too.
 */
const EMBEDDED_ONLY = ['apps/server/test/pglite-live-backup.test.ts', 'apps/server/src/db/durable-pglite.test.ts'];

// One runner for core, server and web unit tests; e2e (*.spec.ts) belongs to Playwright.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a core for itself (one worker on a 2-core machine), yet it mostly waits
    // while the workers run the app and PGlite: two workers on two cores take 0.55 of the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // migrate once per run (a PGlite snapshot, a PostgreSQL template), not once per test file
    globalSetup: ['apps/server/test/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'core and server',
          include: ['tools/**/*.test.js', 'packages/*/src/**/*.test.ts', 'apps/server/{src,test}/**/*.test.ts'],
          exclude: [...NEEDS_OWN_MODULES, ...(process.env.ONLY_PGLITE_RUN === '1' ? [...POSTGRES_ONLY, ...EMBEDDED_ONLY] : [])],
          // Each file builds its own app on its own database; what they would share is only the code
          // they import (Fastify, Drizzle, PGlite, the app's modules). Importing it once per worker
          // instead of once per file halves the run on a 2-core machine. A file that needs fresh
          // modules goes in NEEDS_OWN_MODULES; `vitest --sequence.shuffle.files` finds one that leaks.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web and isolated',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/vite-plugins/**/*.test.ts', ...NEEDS_OWN_MODULES],
        },
      },
    ],
  },
});
