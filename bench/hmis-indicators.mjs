#!/usr/bin/env node
// The palika's indicators (docs/decisions/029-hmis-push.md): GET /api/v1/staff/hmis/palikas/:id/indicators?to=<period>
// (twelve BS months per health post, and the children with no dose) for the demo palika grown to BENCH_POSTS (default
// 10) health posts and BENCH_PEOPLE (default 20,000) people with their records (bench/lib/population.mjs), on real
// PostgreSQL and the compiled server. Budget: 500 ms.
//
// 1. the palika of bench/lib/hmis-palika.mjs (throwaway database, server, posts, population, admin session);
// 2. the first request (nothing kept: every post's twelve months tallied), then BENCH_RUNS (default 5) sequential
//    requests (each post's months kept while its counter stands still): min, median, max; the budget is on these;
// 3. BENCH_RUNS times: a record changed at one post (its counter raised), then the request (that post tallied again);
// 4. writes bench/results/hmis-indicators-<ISO date>.json.
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_POSTS, BENCH_PEOPLE, BENCH_RUNS.
import os from 'node:os';
import { tsImport } from 'tsx/esm/api';
import { spread, withBenchPalika } from './lib/hmis-palika.mjs';
import { log, machineInfo, positiveInt, round, writeResult } from './lib/server-bench.mjs';

const { periodOf } = await tsImport('../packages/core/src/hmis/period.ts', import.meta.url);
const { nepalToday } = await tsImport('../packages/core/src/calendar/nepal-time.ts', import.meta.url);

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTS = positiveInt(process.env.BENCH_POSTS, 10);
const PEOPLE = positiveInt(process.env.BENCH_PEOPLE, 20_000);
const RUNS = positiveInt(process.env.BENCH_RUNS, 5);
const BUDGET_MS = 500;

const loadBefore = os.loadavg().map((x) => round(x));
const machine = await machineInfo(ADMIN_URL, loadBefore);

await withBenchPalika(
  { adminUrl: ADMIN_URL, dbPrefix: 'mamata_bench_hmis_ind', posts: POSTS, people: PEOPLE },
  async ({ baseUrl, client, token, palikaId, sizes, counts }) => {
    const period = periodOf(nepalToday());
    const url = `${baseUrl}/api/v1/staff/hmis/palikas/${palikaId}/indicators?to=${period}`;
    const once = async () => {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.json();
      if (!res.ok) throw new Error(`GET hmis indicators: HTTP ${res.status} ${JSON.stringify(body)}`);
      const counted = body.palikaMonths.reduce((sum, m) => sum + Object.values(m.values).reduce((a, v) => a + (v ?? 0), 0), 0);
      return { ms: performance.now() - t0, counted, noDose: body.noDose.length };
    };
    const first = await once();
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once());
    // a write at one post: a person's post saved again (the trigger raises that post's counter, as a nurse's record does)
    const { rows: people } = await client.query(
      `select p.id from providers p join health_posts h on h.id = p.health_post_id where h.palika_id = $1 order by p.created_at desc limit $2`,
      [palikaId, RUNS],
    );
    const afterWrite = [];
    for (const person of people) {
      await client.query('update providers set health_post_id = health_post_id where id = $1', [person.id]);
      afterWrite.push(await once());
    }
    const latency = spread(
      runs.map((r) => r.ms),
      round,
    );
    const result = {
      date: new Date().toISOString(),
      machine,
      load_after: os.loadavg().map((x) => round(x)),
      palika: sizes,
      seeded: counts,
      period,
      counted: runs[0].counted,
      no_dose: runs[0].noDose,
      first_ms: round(first.ms),
      latency_ms: latency,
      after_one_post_changed_ms: afterWrite.length
        ? spread(
            afterWrite.map((r) => r.ms),
            round,
          )
        : null,
      budget_ms: BUDGET_MS,
      within_budget: latency.median <= BUDGET_MS,
      same_figures: [first, ...runs, ...afterWrite].every((r) => r.counted === first.counted),
      runs: RUNS,
    };
    log(
      `HMIS indicators of a palika of ${sizes.posts} posts, ${sizes.people} people, twelve months: ${result.counted} counted, ${result.no_dose} with no dose; first ${result.first_ms} ms, then ${JSON.stringify(latency)} ms (budget ${BUDGET_MS}), after one post changed ${JSON.stringify(result.after_one_post_changed_ms)} ms`,
    );
    writeResult('hmis-indicators', result);
    if (!result.within_budget || !result.same_figures) process.exitCode = 1;
  },
);
