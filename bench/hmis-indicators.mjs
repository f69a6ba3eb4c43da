#!/usr/bin/env node
// The palika's indicators (docs/decisions/029-hmis-push.md): GET /api/v1/staff/hmis/palikas/:id/indicators?to=<period>
// (twelve BS months per health post, and the children with no dose) for the demo palika grown to BENCH_POSTS (default
// 10) health posts and BENCH_PEOPLE (default 20,000) people with their records (bench/lib/population.mjs), on real
// PostgreSQL and the compiled server. Budget: 500 ms.
//
// 1. the palika of bench/lib/hmis-palika.mjs (throwaway database, server, posts, population, admin session);
// 2. the first request after the bulk load (what the server has not counted yet is counted: the background warmer
//    passes every 60 s and may not have reached it), then BENCH_RUNS (default 20) sequential requests (each post's
//    months kept while its counter stands still): min, median, p95, max;
// 3. BENCH_RUNS times: a record of the last days saved again (its person's posts' counters raised, from its date:
//    docs/decisions/039-hmis-months-since.md), then the request (those posts' months from that date counted again);
// 4. BENCH_RESTARTS (default 3) times: the server stopped and started again, then its first request (the months
//    stored in hmis_month_tallies, docs/decisions/034-hmis-stored-tallies.md); the budget is on these and on step 2;
// 5. writes bench/results/hmis-indicators-<ISO date>.json.
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
const RUNS = positiveInt(process.env.BENCH_RUNS, 20);
const RESTARTS = positiveInt(process.env.BENCH_RESTARTS, 3);
const BUDGET_MS = 500;

const loadBefore = os.loadavg().map((x) => round(x));
const machine = await machineInfo(ADMIN_URL, loadBefore);

await withBenchPalika(
  { adminUrl: ADMIN_URL, dbPrefix: 'mamata_bench_hmis_ind', posts: POSTS, people: PEOPLE },
  async ({ baseUrl, client, token, palikaId, sizes, counts, restart }) => {
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
    // a write: one of a person's records of the last days saved again, as a nurse's work of the day is (the trigger
    // raises the counters of every post her records count at, her own and her recorder's, from the record's date; in
    // this population one nurse recorded everything, so her post, holding most of the palika's rows, is raised each time)
    const { rows: records } = await client.query(
      `select i.id, i.given_on from item_records i join providers p on p.id = i.provider_id join health_posts h on h.id = p.health_post_id
       where h.palika_id = $1 order by i.given_on desc, i.id limit $2`,
      [palikaId, RUNS],
    );
    const afterWrite = [];
    for (const record of records) {
      await client.query('update item_records set given_by = given_by where id = $1', [record.id]);
      afterWrite.push(await once());
    }
    // the first request after a start: months stored by the requests above, nothing in the new process's memory
    const afterRestart = [];
    for (let i = 0; i < RESTARTS; i++) {
      await restart();
      afterRestart.push({ ...(await once()), load: round(os.loadavg()[0]) });
    }
    const p95 = (list) => round([...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.ceil(list.length * 0.95) - 1)]);
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
      latency_ms: { ...latency, p95: p95(runs.map((r) => r.ms)) },
      first_after_restart_ms: afterRestart.map((r) => round(r.ms)),
      load_at_restarts: afterRestart.map((r) => r.load),
      after_one_post_changed_ms: afterWrite.length
        ? spread(
            afterWrite.map((r) => r.ms),
            round,
          )
        : null,
      written_records_dated: [...new Set(records.map((r) => (r.given_on instanceof Date ? r.given_on.toISOString().slice(0, 10) : String(r.given_on))))],
      budget_ms: BUDGET_MS,
      within_budget: latency.median <= BUDGET_MS && afterRestart.every((r) => r.ms <= BUDGET_MS),
      same_figures: [first, ...runs, ...afterWrite, ...afterRestart].every((r) => r.counted === first.counted),
      runs: RUNS,
    };
    log(
      `HMIS indicators of a palika of ${sizes.posts} posts, ${sizes.people} people, twelve months: ${result.counted} counted, ${result.no_dose} with no dose; first ${result.first_ms} ms, first after a restart ${JSON.stringify(result.first_after_restart_ms)} ms, then ${JSON.stringify(latency)} ms (budget ${BUDGET_MS}), after one post changed ${JSON.stringify(result.after_one_post_changed_ms)} ms`,
    );
    writeResult('hmis-indicators', result);
    if (!result.within_budget || !result.same_figures) process.exitCode = 1;
  },
);
