/**
 * One server process of the exactly-once test (src/modules/reminders/exactly-once.test.ts): the app with its reminder
 * engine on (pg-boss, the start-up scan, the senders) against the PostgreSQL of DATABASE_URL, with its clock
 * starting at CLOCK_MS, draining the outbox in a loop as fast as it can until it is killed.
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ url, dataDir: '' });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  REMINDERS: 'on',
  SMS_GATEWAY_URL: process.env.SMS_GATEWAY_URL,
  SMS_GATEWAY_TOKEN: 'test-token',
  OUTBOX_LEASE_SECONDS: '3',
});
// the clock starts at CLOCK_MS and runs (leases expire, backoffs pass)
const offset = Number(process.env.CLOCK_MS) - Date.now();
const app = await buildApp({ config, database, now: () => new Date(Date.now() + offset) });
await app.ready();
console.log('ready');
for (;;) {
  await app.reminderEngine?.drain();
  await new Promise((r) => setTimeout(r, 100));
}
