#!/usr/bin/env node
// The staff due list at one busy health post: GET /api/v1/staff/due for a nurse of Tokha Health
// Post with BENCH_PEOPLE (default 5,000) people of that post and their records (about ten item
// records each), on real PostgreSQL, the compiled server. The list is computed in the server's
// event loop, so its latency is also how long every other request waits behind it.
//
// 1. a throwaway database, migrated and seeded with the demo data (dist/seed-cli.js);
// 2. the bench population (bench/lib/population.mjs), all in Tokha Health Post, then the server as deployed
//    (NODE_ENV=production: no reminder scan competes with the list);
// 3. a staff session for the demo nurse 9800000010 straight in the sessions table;
// 4. the first request with every due list day unknown (timed on its own), every page once, then BENCH_RUNS
//    (default 20) sequential requests of the first page: min, median, p95 (nearest rank), max latency;
// 5. writes bench/results/due-list-<ISO date>.json.
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_PEOPLE, BENCH_RUNS.
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { seedPopulation } from './lib/population.mjs';
import { cpuSeconds, log, machineInfo, positiveInt, round, withServer, writeResult } from './lib/server-bench.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PEOPLE = positiveInt(process.env.BENCH_PEOPLE, 5_000);
const RUNS = positiveInt(process.env.BENCH_RUNS, 20);

const loadBefore = os.loadavg().map((x) => round(x));
const machine = await machineInfo(ADMIN_URL, loadBefore);

// the server as deployed (production: the reminder engine off, so no scan competes with the list), the population
// loaded before it starts
let counts;
const beforeStart = async (databaseUrl) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select health_post_id from staff_users where mobile_number = '9800000010'`);
    counts = await seedPopulation(client, { providers: PEOPLE, healthPostId: rows[0].health_post_id });
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
};

const dbName = `mamata_bench_due_${crypto.randomBytes(4).toString('hex')}`;
await withServer({ adminUrl: ADMIN_URL, dbName, production: true, beforeStart }, async ({ baseUrl, databaseUrl, pid }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select id, health_post_id from staff_users where mobile_number = '9800000010'`);
    const nurse = rows[0];
    const token = crypto.randomBytes(32).toString('base64url');
    await client.query("insert into staff_sessions (token_hash, staff_id, expires_at) values ($1, $2, now() + interval '1 day')", [
      crypto.createHash('sha256').update(token).digest('hex'),
      nurse.id,
    ]);
    const { rows: sizes } = await client.query(
      `select (select count(*)::int from providers where health_post_id = $1) people,
              (select count(*)::int from item_records r join providers p on p.id = r.provider_id where p.health_post_id = $1) records`,
      [nurse.health_post_id],
    );

    // the screen's first request: the first page (docs/decisions/035-due-list-days.md)
    const url = `${baseUrl}/api/v1/staff/due?days=14`;
    const once = async (page = 0) => {
      const t0 = performance.now();
      const res = await fetch(`${url}&page=${page}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.json();
      if (!res.ok) throw new Error(`GET /staff/due: HTTP ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - t0, entries: body.dueSoon.length + body.overdue.length, more: body.more };
    };
    // the first request with every person's due list day unknown (after the migration, or an edit of the schedule):
    // it reads everyone of the post once and keeps their days; a normal day's first request reads only those due
    const first = await once();
    // every page once: the whole list's size
    let entries = first.entries;
    let pages = 1;
    for (let more = first.more; more; pages++) {
      const next = await once(pages);
      entries += next.entries;
      more = next.more;
    }
    const runs = [];
    // the server's CPU time per request: on a machine shared with other work the wall time is mostly waiting for a core
    const cpu0 = cpuSeconds(pid);
    for (let i = 0; i < RUNS; i++) runs.push(await once());
    const cpu1 = cpuSeconds(pid);
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
    const result = {
      date: new Date().toISOString(),
      machine,
      load_after: os.loadavg().map((x) => round(x)),
      health_post: { people: sizes[0].people, item_records: sizes[0].records },
      seeded: counts,
      entries_first_page: runs[0].entries,
      entries_all_pages: entries,
      pages,
      first_request_every_day_unknown_ms: round(first.ms),
      latency_ms: {
        min: round(ms[0]),
        median: round(ms[Math.floor(ms.length / 2)]),
        // nearest rank: the smallest latency with at least 95 % of the runs at or below it
        p95: round(ms[Math.ceil(0.95 * ms.length) - 1]),
        max: round(ms[ms.length - 1]),
      },
      server_cpu_ms_per_request: cpu0 !== null && cpu1 !== null ? round((1000 * (cpu1 - cpu0)) / RUNS) : null,
      runs: RUNS,
    };
    log(
      `due list of ${sizes[0].people} people, ${sizes[0].records} item records: ${entries} entries in ${pages} pages (${result.entries_first_page} on the first); first request with every day unknown ${result.first_request_every_day_unknown_ms} ms; first page ${JSON.stringify(result.latency_ms)} ms; server CPU ${result.server_cpu_ms_per_request} ms a request`,
    );
    writeResult('due-list', result);
  } finally {
    await client.end();
  }
});
