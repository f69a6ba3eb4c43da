#!/usr/bin/env node
// The API speed budgets in one run (bench/README.md "API budgets"): bare Fastify, the app's /api/v1/health,
// /provider/me and /provider/provider-report, and for each of the last two its floor (bench/lib/floor-fastify.mjs:
// the same SQL through a pool of the same size, rows returned as JSON, nothing else), on real PostgreSQL with
// BENCH_PROVIDERS people (default 100,000) plus the demo data.
//
// 1. creates a throwaway database, migrates it and seeds the demo data (compiled seed CLI), bulk-inserts the
//    population (bench/lib/population.mjs, generate_series) and opens sessions for BENCH_USERS random mothers
//    plus the demo mother straight in the sessions table (login is rate-limited);
// 2. starts the compiled server (apps/server/dist/server.js) with NODE_ENV=production, bare Fastify and the
//    floor, each in its own process;
// 3. BENCH_RUNS rounds (default 3); in each, every target gets a warm-up then a measured autocannon run
//    (BENCH_CONNECTIONS, default 50; BENCH_SECONDS, default 10), tokens rotated across requests;
// 4. prints and writes bench/results/api-budgets-<ISO date>.json: per round and as medians of the rounds,
//    req/s, p50/p99, server CPU ms per request, the ratios and which budgets are met, and the load average
//    at the start of every round; stops every process and drops the database.
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_PROVIDERS, BENCH_USERS
// (200), BENCH_RUNS (3), BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_CONNECTIONS (50),
// BENCH_NODE_ARGS (extra Node flags for the app's server, e.g. --cpu-prof), BENCH_TARGETS (a comma-separated subset),
// BENCH_ACCEPT_ENCODING (sent with every request of every target, e.g. 'gzip, deflate, br' as a browser does: the
// app's JSON of 1 KB or more then comes gzipped, plugins/compress.ts; the floor and bare Fastify never compress),
// READ_CACHE=off (the app's server without its read cache, docs/decisions/014-read-cache.md: every request reads the
// database; with the cache, after the first request of each rotated session the answers are the cache's until a change).

import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openSessions, seedPopulation } from './lib/population.mjs';
import { failOnErrors, log, machineInfo, measure, nonNegativeInt, positiveInt, printTable, round, withServer, writeResult } from './lib/server-bench.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PROVIDERS = positiveInt(process.env.BENCH_PROVIDERS, 100_000);
const USERS = positiveInt(process.env.BENCH_USERS, 200);
const RUNS = positiveInt(process.env.BENCH_RUNS, 3);
const SETTINGS = {
  seconds: positiveInt(process.env.BENCH_SECONDS, 10),
  warmup: nonNegativeInt(process.env.BENCH_WARMUP, 2),
  connections: positiveInt(process.env.BENCH_CONNECTIONS, 50),
};
/** The budgets (bench/README.md "API budgets"). */
const BUDGET = { healthOverBare: 0.6, overFloor: 0.6, overHealth: 0.3, p99Ms: 50 };
/** Sent as `Accept-Encoding` with every request when set; autocannon sends none by default. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING || null;
const ENCODING_HEADERS = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};
const ME = '/api/v1/provider/me';
const REPORT = '/api/v1/provider/provider-report';

/** A reference server of bench/lib in its own process; resolves once it prints "ready". */
async function startChild(file, env) {
  const port = 39_000 + Math.floor(Math.random() * 900);
  const child = spawn(process.execPath, [fileURLToPath(new URL(file, import.meta.url))], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout, 'data');
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  if (!s.length) return null;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ratio = (a, b) => (a && b ? round(a / b, 3) : null);

function ratiosOf(r) {
  const rps = (k) => r[k].requests_per_sec_avg;
  return {
    health_over_bare: ratio(rps('health'), rps('bare_fastify')),
    me_over_floor: ratio(rps('provider_me'), rps('provider_me_floor')),
    report_over_floor: ratio(rps('provider_report'), rps('provider_report_floor')),
    me_over_health: ratio(rps('provider_me'), rps('health')),
    report_over_health: ratio(rps('provider_report'), rps('health')),
  };
}

function budgetsOf(ratios, p99) {
  return {
    'health >= 0.6 of bare': ratios.health_over_bare >= BUDGET.healthOverBare,
    'me >= 0.6 of its floor': ratios.me_over_floor >= BUDGET.overFloor,
    'report >= 0.6 of its floor': ratios.report_over_floor >= BUDGET.overFloor,
    'me >= 0.3 of health': ratios.me_over_health >= BUDGET.overHealth,
    'report >= 0.3 of health': ratios.report_over_health >= BUDGET.overHealth,
    'me p99 <= 50 ms': p99.provider_me <= BUDGET.p99Ms,
    'report p99 <= 50 ms': p99.provider_report <= BUDGET.p99Ms,
  };
}

const loadBefore = os.loadavg().map((x) => round(x));
const machine = await machineInfo(ADMIN_URL, loadBefore).catch((e) => {
  console.error(`[bench] failed: ${e.message}`);
  process.exit(1);
});
const READ_CACHE = process.env.READ_CACHE ?? 'on';
machine.server = `node apps/server/dist/server.js (compiled), NODE_ENV=production, LOG_LEVEL=warn, REMINDERS=off, READ_CACHE=${READ_CACHE}, same machine as the load generator`;
log(`PostgreSQL ${machine.database.version} at ${machine.database.host}; ${PROVIDERS.toLocaleString('en')} providers; ${RUNS} rounds`);

let tokens = [];
let seed = null;
await withServer(
  {
    adminUrl: ADMIN_URL,
    dbName: `mamata_bench_budgets_${crypto.randomBytes(4).toString('hex')}`,
    production: true,
    beforeStart: async (databaseUrl) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const t0 = Date.now();
        const rows = await seedPopulation(client, { providers: PROVIDERS });
        seed = { seconds: round((Date.now() - t0) / 1000, 1), rows };
        tokens = await openSessions(client, USERS);
      } finally {
        await client.end();
      }
    },
  },
  async ({ baseUrl, pid, databaseUrl }) => {
    const children = [];
    try {
      const bare = await startChild('./lib/bare-fastify.mjs', {});
      children.push(bare.child);
      const floor = await startChild('./lib/floor-fastify.mjs', { DATABASE_URL: databaseUrl });
      children.push(floor.child);

      let next = 0;
      const rotating = (path) => ({
        requests: [
          {
            method: 'GET',
            path,
            setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...ENCODING_HEADERS, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }),
          },
        ],
      });
      // every route answers 200 for a token before measuring, on the app and on the floor
      for (const url of [baseUrl + ME, baseUrl + REPORT, floor.baseUrl + ME, floor.baseUrl + REPORT]) {
        const res = await fetch(url, { headers: { authorization: `Bearer ${tokens[0]}` } });
        if (!res.ok) throw new Error(`GET ${url} failed: HTTP ${res.status} ${await res.text()}`);
        const bytes = (await res.arrayBuffer()).byteLength;
        // an answer without its body (a route that forgot to send it) would measure nothing worth knowing
        if (bytes < 100) throw new Error(`GET ${url} answered only ${bytes} bytes`);
        log(`${url}: ${bytes.toLocaleString('en')} bytes for one mother`);
      }

      const targets = [
        ['bare_fastify', `${bare.baseUrl}/api/v1/health`, { headers: ENCODING_HEADERS }, bare.child.pid],
        ['health', `${baseUrl}/api/v1/health`, { headers: ENCODING_HEADERS }, pid],
        ['provider_me', baseUrl + ME, rotating(ME), pid],
        ['provider_me_floor', floor.baseUrl + ME, rotating(ME), floor.child.pid],
        ['provider_report', baseUrl + REPORT, rotating(REPORT), pid],
        ['provider_report_floor', floor.baseUrl + REPORT, rotating(REPORT), floor.child.pid],
      ];
      // BENCH_TARGETS=provider_report,provider_report_floor: only those (e.g. to profile one route); ratios need all six
      const only = (process.env.BENCH_TARGETS ?? '').split(',').filter(Boolean);
      if (only.length) targets.splice(0, targets.length, ...targets.filter(([name]) => only.includes(name)));
      const rounds = [];
      for (let i = 1; i <= RUNS; i++) {
        const load = os.loadavg().map((x) => round(x));
        log(`round ${i} of ${RUNS}, load average ${load.join(' ')}`);
        const routes = {};
        for (const [name, url, extra, serverPid] of targets) {
          routes[name] = await measure(name, url, extra, { serverPid, ...SETTINGS });
          if (name.endsWith('_floor') || name === 'bare_fastify') routes[name].path += name === 'bare_fastify' ? ' (bare Fastify)' : ' (floor)';
        }
        const ratios = only.length ? {} : ratiosOf(routes);
        printTable(Object.values(routes));
        console.log(`round ${i}: ${JSON.stringify(ratios)}`);
        rounds.push({ load_average_at_start: load, routes, ratios });
        failOnErrors(Object.values(routes));
      }

      const names = targets.map(([n]) => n);
      const medianOf = (pick) => Object.fromEntries(names.map((n) => [n, median(rounds.map((r) => pick(r.routes[n])))]));
      const medians = {
        requests_per_sec: medianOf((r) => round(r.requests_per_sec_avg, 0)),
        p50_ms: medianOf((r) => r.latency_ms.p50),
        p99_ms: medianOf((r) => r.latency_ms.p99),
        server_cpu_ms_per_request: medianOf((r) => r.server_cpu_ms_per_request),
        ratios: Object.fromEntries(Object.keys(rounds[0].ratios).map((k) => [k, median(rounds.map((r) => r.ratios[k]))])),
        load_average_1min_at_round_start: median(rounds.map((r) => r.load_average_at_start[0])),
      };
      const budgets = only.length ? {} : budgetsOf(medians.ratios, medians.p99_ms);
      console.log(`\nmedians of ${RUNS} rounds:`);
      console.log(JSON.stringify(medians, null, 2));
      console.log('budgets (on the medians):');
      for (const [k, ok] of Object.entries(budgets)) console.log(`  ${ok ? 'met    ' : 'NOT met'}  ${k}`);
      console.log(`load average at start: ${loadBefore.join(' ')} (on ${os.cpus().length} cpus; other work on the machine skews the numbers)`);
      const file = writeResult('api-budgets', {
        benchmark: 'api-budgets',
        date: new Date().toISOString(),
        commit: process.env.BENCH_COMMIT ?? null,
        settings: {
          ...SETTINGS,
          rounds: RUNS,
          providers: PROVIDERS,
          users_rotated: tokens.length,
          read_cache: READ_CACHE,
          accept_encoding: ACCEPT_ENCODING,
          tool: 'autocannon 9',
          floor_pool_size: 10,
        },
        machine,
        seed,
        medians,
        budgets,
        rounds,
      });
      log(`wrote ${file}`);
    } finally {
      for (const c of children) c.kill('SIGTERM');
    }
  },
);
