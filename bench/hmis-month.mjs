#!/usr/bin/env node
// The HMIS month of a palika (docs/decisions/025-hmis-month.md): GET /api/v1/staff/hmis/palikas/:id/months/:period
// for the demo palika grown to BENCH_POSTS (default 10) health posts and BENCH_PEOPLE (default 20,000) people with
// their records (bench/lib/population.mjs), on real PostgreSQL and the compiled server. Budget: 2 s.
//
// 1. the palika of bench/lib/hmis-palika.mjs (throwaway database, server, posts, population, admin session);
// 2. BENCH_RUNS (default 5) sequential requests for the current BS month after one warm-up: min, median, max;
// 3. writes bench/results/hmis-month-<ISO date>.json.
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
const BUDGET_MS = 2000;

const loadBefore = os.loadavg().map((x) => round(x));
const machine = await machineInfo(ADMIN_URL, loadBefore);

await withBenchPalika(
  { adminUrl: ADMIN_URL, dbPrefix: 'mamata_bench_hmis', posts: POSTS, people: PEOPLE },
  async ({ baseUrl, token, palikaId, sizes, counts }) => {
    const period = periodOf(nepalToday());
    const url = `${baseUrl}/api/v1/staff/hmis/palikas/${palikaId}/months/${period}`;
    const once = async () => {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.json();
      if (!res.ok) throw new Error(`GET hmis palika month: HTTP ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - t0, counted: body.cells.reduce((sum, c) => sum + (c.value ?? 0), 0) };
    };
    await once();
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once());
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
      latency_ms: latency,
      budget_ms: BUDGET_MS,
      within_budget: latency.median <= BUDGET_MS,
      runs: RUNS,
    };
    log(
      `HMIS month of a palika of ${sizes.posts} posts, ${sizes.people} people: ${result.counted} counted; ${JSON.stringify(latency)} ms (budget ${BUDGET_MS})`,
    );
    writeResult('hmis-month', result);
    if (!result.within_budget) process.exitCode = 1;
  },
);
