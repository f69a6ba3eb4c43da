#!/usr/bin/env node
// The daily reminder scan at scale (docs/spec/decisions.md "When reminders go out"): apps/server/src/modules/reminders/reminder-scan.ts
// over the population of bench/lib/population.mjs (default 100,000 people) on real PostgreSQL, in this process.
//
// 1. creates a throwaway database, migrates it and seeds the demo data, then the scaled population;
// 2. run 1: the first scan at 10:00 Nepal time today: every reminder the rules give today is created, with its
//    push and SMS outbox rows (a deployment's first day: the backlog of overdue items of the whole population);
// 3. run 2: the same day again: nothing new (the unique keys), which is the cost of reading and checking
//    everyone, as in a second process or a retry;
// 4. run 3: the next day's scan: only that day's new reminders (a normal day);
// 5. writes bench/results/reminder-scan-<ISO date>.json with times, rates, where the time goes (reading
//    candidates / applying the rules in JavaScript / writing) and the extrapolation to 1.5 million people.
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_PROVIDERS (100000),
// BENCH_BATCH (the scan's batch size, default the app's SCAN_BATCH).

import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { seedPopulation } from './lib/population.mjs';
import { log, machineInfo, positiveInt, query, round, withDatabase, writeResult } from './lib/server-bench.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PROVIDERS = positiveInt(process.env.BENCH_PROVIDERS, 100_000);
const TARGET = 1_500_000;

const { openDatabase } = await tsImport('../apps/server/src/db/client.ts', import.meta.url);
const { seedDemoData } = await tsImport('../apps/server/src/db/seed.ts', import.meta.url);
const { scanReminders, SCAN_BATCH } = await tsImport('../apps/server/src/modules/reminders/reminder-scan.ts', import.meta.url);
const { nepalInstant } = await tsImport('../packages/core/src/domain/reminders.ts', import.meta.url);
const { nepalToday, addDays } = await tsImport('../packages/core/src/calendar/nepal-time.ts', import.meta.url);
const BATCH = positiveInt(process.env.BENCH_BATCH, SCAN_BATCH);

const loadBefore = os.loadavg().map((x) => round(x));
const machine = await machineInfo(ADMIN_URL, loadBefore);
// BENCH_REUSE_DATABASE=<name>: a database seeded by an earlier run (kept with BENCH_KEEP_DATABASE); its
// notifications are emptied first. Saves the 2-3 minutes of seeding while tuning.
const reuse = process.env.BENCH_REUSE_DATABASE;
const dbName = reuse ?? `mamata_bench_scan_${crypto.randomBytes(4).toString('hex')}`;
if (!reuse) await query(ADMIN_URL, `CREATE DATABASE "${dbName}"`);
const url = withDatabase(ADMIN_URL, dbName);
const database = await openDatabase({ url, dataDir: '' });
try {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = Date.now();
  let rows = 'reused';
  if (reuse) await client.query('truncate notifications, notification_deliveries, reminder_scans');
  else {
    await seedDemoData(database.db);
    rows = await seedPopulation(client, { providers: PROVIDERS });
  }
  const seedSeconds = round((Date.now() - t0) / 1000, 1);
  const people = Number((await client.query(`select count(*) n from providers where active`)).rows[0].n);
  log(`${people.toLocaleString('en')} active people`);

  const today = nepalToday();
  const runs = {};
  for (const [name, day] of [
    ['first_scan', today],
    ['same_day_again', today],
    ['next_day', addDays(today, 1)],
  ]) {
    const timings = { read: 0, rules: 0, write: 0 };
    const start = performance.now();
    const result = await scanReminders(database.db, { now: nepalInstant(day, 10), batchSize: BATCH, timings });
    const seconds = (performance.now() - start) / 1000;
    runs[name] = {
      day,
      seconds: round(seconds, 2),
      people: result.people,
      notifications_created: result.created,
      people_per_second: round(result.people / seconds, 0),
      share_of_time: {
        read_candidates: round(timings.read / 1000 / seconds, 2),
        rules_in_js: round(timings.rules / 1000 / seconds, 2),
        write: round(timings.write / 1000 / seconds, 2),
      },
      extrapolated_seconds_for_1_5_million: round((seconds * TARGET) / result.people, 0),
    };
    log(
      `${name}: ${result.people.toLocaleString('en')} people in ${seconds.toFixed(1)}s, ${result.created.toLocaleString('en')} created; ${JSON.stringify(runs[name].share_of_time)}`,
    );
  }
  const outbox = (await client.query(`select channel, state, count(*)::int n from notification_deliveries group by 1, 2 order by 1, 2`)).rows;
  await client.end();
  const file = writeResult('reminder-scan', {
    benchmark: 'reminder-scan',
    date: new Date().toISOString(),
    settings: { providers: PROVIDERS, batch: BATCH, in_process: true, goal: '1.5 million people in under 2 minutes' },
    machine: { ...machine, server: 'the scan function in this Node process (no HTTP), PostgreSQL on the same machine' },
    seed: { seconds: seedSeconds, rows },
    runs,
    outbox_after: outbox,
  });
  log(`wrote ${file}`);
} finally {
  await database.close();
  if (reuse || process.env.BENCH_KEEP_DATABASE) log(`kept database ${dbName}`);
  else await query(ADMIN_URL, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
}
