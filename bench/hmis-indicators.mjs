#!/usr/bin/env node
// The palika's indicators (docs/decisions/029-hmis-push.md): GET /api/v1/staff/hmis/palikas/:id/indicators?to=<period>
// (twelve BS months per health post, and the children with no dose) for the demo palika grown to BENCH_POSTS (default
// 10) health posts and BENCH_PEOPLE (default 20,000) people with their records (bench/lib/population.mjs), on real
// PostgreSQL and the compiled server. Budget: 500 ms.
//
// 1. a throwaway database and the real server on it (migrations + demo seed);
// 2. the palika's extra health posts, then the bench population spread over all of them;
// 3. a staff session for the demo palika admin 9800000020 straight in the sessions table;
// 4. BENCH_RUNS (default 5) sequential requests for the twelve months to the current BS month after one warm-up: min,
//    median, max;
// 5. writes bench/results/hmis-indicators-<ISO date>.json.
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_POSTS, BENCH_PEOPLE, BENCH_RUNS.
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { seedPopulation } from './lib/population.mjs';
import { log, machineInfo, positiveInt, round, withServer, writeResult } from './lib/server-bench.mjs';

const { periodOf } = await tsImport('../packages/core/src/hmis/period.ts', import.meta.url);
const { nepalToday } = await tsImport('../packages/core/src/calendar/nepal-time.ts', import.meta.url);

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTS = positiveInt(process.env.BENCH_POSTS, 10);
const PEOPLE = positiveInt(process.env.BENCH_PEOPLE, 20_000);
const RUNS = positiveInt(process.env.BENCH_RUNS, 5);
const BUDGET_MS = 500;

const loadBefore = os.loadavg().map((x) => round(x));
const machine = await machineInfo(ADMIN_URL, loadBefore);

await withServer({ adminUrl: ADMIN_URL, dbName: `mamata_bench_hmis_ind_${crypto.randomBytes(4).toString('hex')}` }, async ({ baseUrl, databaseUrl }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select id, palika_id from staff_users where mobile_number = '9800000020'`);
    const admin = rows[0];
    await client.query(
      `insert into health_posts (palika_id, name, name_ne) select $1, 'Bench Health Post ' || i, 'बेन्च स्वास्थ्य चौकी ' || i
       from generate_series(1, greatest(0, $2::int - (select count(*)::int from health_posts where palika_id = $1))) i`,
      [admin.palika_id, POSTS],
    );
    const counts = await seedPopulation(client, { providers: PEOPLE });
    const token = crypto.randomBytes(32).toString('base64url');
    await client.query("insert into staff_sessions (token_hash, staff_id, expires_at) values ($1, $2, now() + interval '1 day')", [
      crypto.createHash('sha256').update(token).digest('hex'),
      admin.id,
    ]);
    const { rows: sizes } = await client.query(
      `select (select count(*)::int from health_posts where palika_id = $1) posts,
              (select count(*)::int from providers p join health_posts h on h.id = p.health_post_id where h.palika_id = $1) people,
              (select count(*)::int from item_records) item_records, (select count(*)::int from antenatal_visits) visits`,
      [admin.palika_id],
    );
    const period = periodOf(nepalToday());
    const url = `${baseUrl}/api/v1/staff/hmis/palikas/${admin.palika_id}/indicators?to=${period}`;
    const once = async () => {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.json();
      if (!res.ok) throw new Error(`GET hmis indicators: HTTP ${res.status} ${JSON.stringify(body)}`);
      const counted = body.palikaMonths.reduce((sum, m) => sum + Object.values(m.values).reduce((a, v) => a + (v ?? 0), 0), 0);
      return { ms: performance.now() - t0, counted, noDose: body.noDose.length };
    };
    await once();
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once());
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
    const result = {
      date: new Date().toISOString(),
      machine,
      load_after: os.loadavg().map((x) => round(x)),
      palika: sizes[0],
      seeded: counts,
      period,
      counted: runs[0].counted,
      no_dose: runs[0].noDose,
      latency_ms: { min: round(ms[0]), median: round(ms[Math.floor(ms.length / 2)]), max: round(ms[ms.length - 1]) },
      budget_ms: BUDGET_MS,
      within_budget: ms[Math.floor(ms.length / 2)] <= BUDGET_MS,
      runs: RUNS,
    };
    log(
      `HMIS indicators of a palika of ${sizes[0].posts} posts, ${sizes[0].people} people, twelve months: ${result.counted} counted, ${result.no_dose} with no dose; ${JSON.stringify(result.latency_ms)} ms (budget ${BUDGET_MS})`,
    );
    writeResult('hmis-indicators', result);
    if (!result.within_budget) process.exitCode = 1;
  } finally {
    await client.end();
  }
});
