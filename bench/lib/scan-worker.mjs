#!/usr/bin/env node
// One server process of bench/reminder-scan.mjs: the reminder engine (apps/server/src/jobs/engine.ts: pg-boss, the
// start-up catch-up, the daily scan's range jobs) against the PostgreSQL of DATABASE_URL, with its clock starting at
// CLOCK_MS, no push service and no SMS gateway (the outbox keeps them). Prints 'ready' once started; runs until killed.
import { tsImport } from 'tsx/esm/api';

const { openDatabase } = await tsImport('../../apps/server/src/db/client.ts', import.meta.url);
const { ReminderEngine } = await tsImport('../../apps/server/src/jobs/engine.ts', import.meta.url);

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const offset = Number(process.env.CLOCK_MS) - Date.now();
const quiet = () => undefined;
const log = { info: quiet, debug: quiet, trace: quiet, warn: console.warn, error: console.error, fatal: console.error };
log.child = () => log;
const database = await openDatabase({ url, dataDir: '' });
const engine = new ReminderEngine({
  database,
  log,
  push: async () => ({ kind: 'skipped', reason: 'bench' }),
  sms: null,
  now: () => new Date(Date.now() + offset),
  pollingSeconds: Number(process.env.POLLING_SECONDS ?? 2),
});
await engine.start();
console.log('ready');
