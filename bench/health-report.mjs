#!/usr/bin/env node
// Health screens at scale: GET /provider/mother-table and /provider/provider-report against the bare
// health route, on real PostgreSQL with the demo data scaled to BENCH_PROVIDERS providers (default
// 100,000) with realistic records, in one run (~2-4 minutes; not part of `npm test`).
//
// 1. creates a throwaway database and starts the real server on it (migrations + demo seed at start);
// 2. bulk-inserts the scaled population with generate_series (no per-row round trips):
//    60 % MOTHER (LMP 0-279 days ago), 25 % BABY (0-539 days old), 15 % MOTHER_AND_BABY (birth 0-499 days
//    ago, 1 in 50 of them twins); per pregnancy the antenatal visits every 4 weeks from week 12 and fetal
//    weight estimates at 20/28/36 weeks up to today or the birth; schedule items given on their due day
//    (9 in 10 of them; the keys and days are the app's own templates); growth at the baby contacts; 1 visit
//    in 20 corrected (a superseded row kept beside its replacement), then VACUUM (ANALYZE) and a CHECKPOINT;
// 3. opens sessions for BENCH_USERS mothers (MOTHER and MOTHER_AND_BABY, chosen at random) straight in the
//    sessions table (login is rate-limited), and rotates their tokens across requests so the queries do not
//    all hit the same rows;
// 4. autocannon per route (warm-up, then measured), server CPU use, and how often PostgreSQL scanned each
//    table sequentially vs by index during the measured runs (a sequential scan of a big table on a hot path
//    means a missing index);
// 5. writes bench/results/health-report-<ISO date>.json; stops the server and drops the database.
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_PROVIDERS (100000),
// BENCH_USERS (200), BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_CONNECTIONS (50).

import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { openSessions, seedPopulation } from './lib/population.mjs';
import { failOnErrors, log, machineInfo, measure, nonNegativeInt, positiveInt, printTable, round, withServer, writeResult } from './lib/server-bench.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PROVIDERS = positiveInt(process.env.BENCH_PROVIDERS, 100_000);
const USERS = positiveInt(process.env.BENCH_USERS, 200);
const SETTINGS = {
  seconds: positiveInt(process.env.BENCH_SECONDS, 10),
  warmup: nonNegativeInt(process.env.BENCH_WARMUP, 2),
  connections: positiveInt(process.env.BENCH_CONNECTIONS, 50),
};
const TABLES = ['providers', 'sessions', 'pregnancies', 'babies', 'item_records', 'antenatal_visits', 'fetal_weight_estimates', 'growth_measurements'];

async function scanCounts(client) {
  const { rows } = await client.query(`select relname, seq_scan, coalesce(idx_scan, 0) idx_scan from pg_stat_user_tables where relname = any($1)`, [TABLES]);
  return Object.fromEntries(rows.map((r) => [r.relname, { seq_scan: Number(r.seq_scan), idx_scan: Number(r.idx_scan) }]));
}

const loadBefore = os.loadavg().map((x) => round(x));
const machine = await machineInfo(ADMIN_URL, loadBefore).catch((e) => {
  console.error(`[bench] failed: ${e.message}`);
  process.exit(1);
});
log(`PostgreSQL ${machine.database.version} at ${machine.database.host}; ${PROVIDERS.toLocaleString('en')} providers`);

await withServer({ adminUrl: ADMIN_URL, dbName: `mamata_bench_health_${crypto.randomBytes(4).toString('hex')}` }, async ({ baseUrl, pid, databaseUrl }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const t0 = Date.now();
    const counts = await seedPopulation(client, { providers: PROVIDERS });
    const seedSeconds = round((Date.now() - t0) / 1000, 1);
    const tokens = await openSessions(client, USERS);
    let next = 0;
    const rotating = (path) => ({
      requests: [
        { method: 'GET', path, setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }) },
      ],
    });

    // Every token works on both routes before measuring.
    for (const path of ['/api/v1/provider/mother-table', '/api/v1/provider/provider-report']) {
      const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${tokens[0]}` } });
      if (!res.ok) throw new Error(`GET ${path} failed: HTTP ${res.status} ${await res.text()}`);
      log(`${path}: ${(await res.arrayBuffer()).byteLength.toLocaleString('en')} bytes for one mother`);
    }

    const run = { serverPid: pid, ...SETTINGS };
    const scansBefore = await scanCounts(client);
    const health = await measure('health', `${baseUrl}/api/v1/health`, {}, run);
    const motherTable = await measure('mother_table', `${baseUrl}/api/v1/provider/mother-table`, rotating('/api/v1/provider/mother-table'), run);
    const report = await measure('provider_report', `${baseUrl}/api/v1/provider/provider-report`, rotating('/api/v1/provider/provider-report'), run);
    const scansAfter = await scanCounts(client);
    const scans = Object.fromEntries(
      TABLES.map((t) => [
        t,
        {
          seq_scan: (scansAfter[t]?.seq_scan ?? 0) - (scansBefore[t]?.seq_scan ?? 0),
          idx_scan: (scansAfter[t]?.idx_scan ?? 0) - (scansBefore[t]?.idx_scan ?? 0),
        },
      ]),
    );
    const ratioOf = (r) => ({
      requests_per_sec_over_health: health.requests_per_sec_avg ? round(r.requests_per_sec_avg / health.requests_per_sec_avg, 3) : null,
      p99_over_health: health.latency_ms.p99 ? round(r.latency_ms.p99 / health.latency_ms.p99, 2) : null,
      server_cpu_per_request_over_health: health.server_cpu_ms_per_request ? round(r.server_cpu_ms_per_request / health.server_cpu_ms_per_request, 2) : null,
    });
    const ratio = { mother_table: ratioOf(motherTable), provider_report: ratioOf(report) };

    printTable([health, motherTable, report]);
    console.log(`load average at start: ${loadBefore.join(' ')} (on ${os.cpus().length} cpus; other work on the machine skews the numbers)`);
    console.log(
      `ratios to health: mother-table req/s ${ratio.mother_table.requests_per_sec_over_health}, p99 ${ratio.mother_table.p99_over_health}; provider-report req/s ${ratio.provider_report.requests_per_sec_over_health}, p99 ${ratio.provider_report.p99_over_health}`,
    );
    console.log(`scans during the measured runs: ${JSON.stringify(scans)}`);
    const file = writeResult('health-report', {
      benchmark: 'health-report',
      date: new Date().toISOString(),
      settings: { ...SETTINGS, providers: PROVIDERS, users_rotated: tokens.length, tool: 'autocannon 9' },
      machine,
      seed: { seconds: seedSeconds, rows: counts },
      routes: { health, mother_table: motherTable, provider_report: report },
      ratio,
      table_scans_during_measured_runs: scans,
    });
    log(`wrote ${file}`);
    failOnErrors([health, motherTable, report]);
  } finally {
    await client.end();
  }
});
