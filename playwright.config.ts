import { defineConfig, devices } from '@playwright/test';
import { e2eLaunchOptions } from './tools/chromium.js';

const PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * End-to-end journeys in Debian's Chromium, its headless shell where installed (docs/spec/stack-notes.md:
 * playwright-core cannot download browsers here; tools/chromium.js e2eChromiumPath). The server is the real one, built web app included, on a fresh in-memory
 * PGlite seeded with the demo data.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // a trace (DOM snapshots and screenshots at every step) only of a failed journey's retry in CI:
    // recording one for every journey made the suite a third slower on two cores (2.2 -> 1.5 min on
    // three of its files); locally `--trace on` records them
    trace: 'on-first-retry',
    launchOptions: e2eLaunchOptions(),
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: ['clinical-safety.spec.ts', 'reminders-given.spec.ts'] },
    // changes the demo mother's readings for a while, so it runs once the journeys that read them are done
    { name: 'clinical', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: 'clinical-safety.spec.ts', dependencies: ['chromium'] },
    // records the demo baby's 14-week doses given, which other journeys read as overdue: after them too
    { name: 'demo-baby', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: 'reminders-given.spec.ts', dependencies: ['chromium'] },
  ],
  webServer: {
    // the compiled server, as production runs it (npm run build)
    command: 'node --enable-source-maps apps/server/dist/server.js',
    url: `http://localhost:${PORT}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      REMINDERS: 'on',
      READ_CACHE: 'on',
      // synthetic DHIS2 identifiers the tests' fake DHIS2 knows (e2e/hmis-push.spec.ts)
      HMIS_DHIS2_MAPPING: 'apps/server/test/fixtures/dhis2-mapping.synthetic.json',
    },
  },
});
