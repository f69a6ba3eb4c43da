#!/usr/bin/env node
// The daily reminder scan at scale (docs/decisions/012-reminders.md, docs/decisions/030-reminders-at-scale.md) over the
// population of bench/lib/population.mjs (default 100,000 people) on real PostgreSQL.
//
// 1. creates a throwaway database, migrates it and seeds the demo data, then the scaled population;
// 2. runs the daily scan as deployed: server processes (bench/lib/scan-worker.mjs: the reminder engine, its queue, the
//    start-up catch-up of a missed day and the day's id ranges as queue jobs) started with their clock at 10:00 Nepal
//    time of a day; wall time from their start until the day is recorded in reminder_scans, and the ranges' own span
//    (the first range job started to the last finished, from the queue's table); then the processes are killed:
//    - first_ever: today, every next reminder day unknown (the day after the migration): everyone is read, 2 processes;
//    - normal_day_1_process / normal_day_2_processes: the next days, only the people whose day has come;
//    - same_day_again: the last day once more with its ranges forgotten (a retry): the due index finds nobody;
//    - start_with_empty_queue: the next day, the queue's tables emptied first, 2 processes;
// 3. where the time goes: one more normal day in this process (scanReminders with timings: reading / rules / writing);
// 4. writes bench/results/reminder-scan-<ISO date>.json with every figure, the load average before each run and the
//    linear extrapolation of each to 1.5 million people.
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_PROVIDERS (100000),
// BENCH_KEEP_DATABASE=1 keeps the database, BENCH_REUSE_DATABASE=<name> reuses one (its reminders emptied first).

import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { seedPopulation } from './lib/population.mjs';
import { ROOT, log, machineInfo, positiveInt, query, round, sleep, withDatabase, writeResult } from './lib/server-bench.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PROVIDERS = positiveInt(process.env.BENCH_PROVIDERS, 100_000);
const TARGET = 1_500_000;

const { openDatabase } = await tsImport('../apps/server/src/db/client.ts', import.meta.url);
const { seedDemoData } = await tsImport('../apps/server/src/db/seed.ts', import.meta.url);
const { scanReminders } = await tsImport('../apps/server/src/modules/reminders/reminder-scan.ts', import.meta.url);
const { nepalInstant } = await tsImport('../packages/core/src/calendar/nepal-time.ts', import.meta.url);
const { nepalToday, addDays } = await tsImport('../packages/core/src/calendar/nepal-time.ts', import.meta.url);

const loadBefore = os.loadavg().map((x) => round(x));
const machine = await machineInfo(ADMIN_URL, loadBefore);
const reuse = process.env.BENCH_REUSE_DATABASE;
const dbName = reuse ?? `mamata_bench_scan_${crypto.randomBytes(4).toString('hex')}`;
if (!reuse) await query(ADMIN_URL, `CREATE DATABASE "${dbName}"`);
const url = withDatabase(ADMIN_URL, dbName);
const database = await openDatabase({ url, dataDir: '' });
const workers = [];

/** Starts a scan-worker process with its clock at `clock`; resolves once it has started its engine. */
function startWorker(clock) {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/lib/scan-worker.mjs')], {
    env: { ...process.env, DATABASE_URL: url, CLOCK_MS: String(clock.getTime()) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  workers.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => d.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`scan worker exited with ${code}`)));
  });
}

const stopWorkers = async () => {
  for (const w of workers.splice(0)) {
    w.removeAllListeners('exit');
    w.kill('SIGKILL');
  }
  await sleep(500);
};

try {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = Date.now();
  let rows = 'reused';
  if (reuse) {
    await client.query('truncate notifications, notification_deliveries, reminder_scans, reminder_scan_ranges');
    await client.query('update reminder_days set next_on = null');
    await client.query('delete from pgboss.job').catch(() => undefined);
  } else {
    await seedDemoData(database.db);
    rows = await seedPopulation(client, { providers: PROVIDERS });
  }
  const seedSeconds = round((Date.now() - t0) / 1000, 1);
  const people = Number((await client.query(`select count(*) n from providers where active`)).rows[0].n);
  log(`${people.toLocaleString('en')} active people`);
  const one = async (sql, params) => (await client.query(sql, params)).rows[0];

  /** The day's scan by `processes` server processes started with their clock at 10:00 Nepal time of `day`. */
  const daily = async (name, day, processes) => {
    const load = os.loadavg().map((x) => round(x));
    const due = Number((await one(`select count(*) n from reminder_days where next_on is null or next_on <= $1::date`, [day])).n);
    const created0 = Number((await one(`select count(*) n from notifications`)).n);
    const start = performance.now();
    await Promise.all(Array.from({ length: processes }, () => startWorker(nepalInstant(day, 10))));
    const started = performance.now();
    for (;;) {
      if ((await client.query(`select 1 from reminder_scans where day = $1::date`, [day])).rowCount > 0) break;
      await sleep(100);
    }
    const seconds = (performance.now() - start) / 1000;
    await stopWorkers();
    const span = await one(
      `select extract(epoch from max(completed_on) - min(started_on))::float s, count(*)::int jobs, count(distinct singleton_key)::int ranges
       from pgboss.job where name = 'reminders-range' and singleton_key like $1`,
      [`${day}:%`],
    );
    const created = Number((await one(`select count(*) n from notifications`)).n) - created0;
    const run = {
      day,
      processes,
      load_average_before: load,
      people_due: due,
      notifications_created: created,
      start_seconds: round((started - start) / 1000, 2),
      wall_seconds_start_to_recorded: round(seconds, 2),
      ranges_span_seconds: span?.s === null || span?.s === undefined ? null : round(span.s, 2),
      range_jobs: span?.jobs ?? 0,
      extrapolated_wall_seconds_for_1_5_million: round((seconds * TARGET) / people, 0),
    };
    log(
      `${name}: ${due.toLocaleString('en')} due, ${created.toLocaleString('en')} created, ${run.wall_seconds_start_to_recorded}s wall (ranges ${run.ranges_span_seconds}s), ${processes} process(es), load ${load[0]}`,
    );
    return run;
  };

  const today = nepalToday();
  const runs = {};
  runs.first_ever = await daily('first_ever', today, 2);
  runs.normal_day_1_process = await daily('normal_day_1_process', addDays(today, 1), 1);
  runs.normal_day_2_processes = await daily('normal_day_2_processes', addDays(today, 2), 2);
  // the same day again, its ranges forgotten (as a retry that finds nothing recorded): the due index finds nobody
  await client.query(`delete from reminder_scans where day = $1::date`, [addDays(today, 2)]);
  await client.query(`delete from reminder_scan_ranges where day = $1::date`, [addDays(today, 2)]);
  await client.query(`delete from pgboss.job where singleton_key like $1`, [`${addDays(today, 2)}:%`]);
  runs.same_day_again = await daily('same_day_again', addDays(today, 2), 2);
  // the first scan after a start with an empty queue (the queue's jobs and schedules gone)
  await client.query(`delete from pgboss.job`);
  runs.start_with_empty_queue = await daily('start_with_empty_queue', addDays(today, 3), 2);

  // where the time goes: the next normal day in this process, timed by part
  const day = addDays(today, 4);
  const timings = { read: 0, rules: 0, write: 0 };
  const load = os.loadavg().map((x) => round(x));
  const start = performance.now();
  const result = await scanReminders(database.db, { now: nepalInstant(day, 10), due: {}, timings });
  const seconds = (performance.now() - start) / 1000;
  runs.where_the_time_goes = {
    day,
    processes: 1,
    in_process: true,
    load_average_before: load,
    people_read: result.people,
    notifications_created: result.created,
    seconds: round(seconds, 2),
    people_per_second: round(result.people / seconds, 0),
    share_of_time: {
      read_due_list_and_candidates: round(timings.read / 1000 / seconds, 2),
      rules_in_js: round(timings.rules / 1000 / seconds, 2),
      write: round(timings.write / 1000 / seconds, 2),
    },
    ms_per_person_rules: round(timings.rules / Math.max(1, result.people), 3),
  };
  log(`where the time goes (${day}): ${result.people} people in ${seconds.toFixed(1)}s; ${JSON.stringify(runs.where_the_time_goes.share_of_time)}`);
  const next = (
    await client.query(
      `select case when next_on is null then 'unknown' when next_on = 'infinity' then 'never' else (next_on - $1::date)::text end k, count(*)::int n
    from reminder_days group by 1 order by count(*) desc limit 12`,
      [day],
    )
  ).rows;
  const outbox = (await client.query(`select channel, state, count(*)::int n from notification_deliveries group by 1, 2 order by 1, 2`)).rows;
  await client.end();
  const file = writeResult('reminder-scan', {
    benchmark: 'reminder-scan',
    date: new Date().toISOString(),
    commit: process.env.BENCH_COMMIT ?? null,
    settings: { providers: PROVIDERS, goal: '1.5 million people: a normal day at most 2 minutes wall, the same day again at most 30 s' },
    machine: { ...machine, server: 'bench/lib/scan-worker.mjs (the reminder engine through tsx), PostgreSQL on the same machine' },
    seed: { seconds: seedSeconds, rows },
    people,
    runs,
    next_reminder_day_in_days_after_the_last_day: next,
    outbox_after: outbox,
  });
  log(`wrote ${file}`);
} finally {
  await stopWorkers();
  await database.close();
  if (reuse || process.env.BENCH_KEEP_DATABASE) log(`kept database ${dbName}`);
  else await query(ADMIN_URL, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
}
