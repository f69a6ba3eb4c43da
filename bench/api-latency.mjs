#!/usr/bin/env node
// API latency benchmark: bare Fastify, the app's health route and an authenticated route, in one run.
//
// Creates a throwaway PostgreSQL database, starts the real server against it (migrations
// and demo seed applied at start), logs in once, then loads both routes with autocannon
// and records req/s and p99 latency in bench/results/. The server is stopped and the
// database dropped on every exit path (bench/lib/server-bench.mjs).
//
// Env:
//   BENCH_DATABASE_URL  admin connection used to create/drop the database
//                       (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SECONDS       measured seconds per route (default 10)
//   BENCH_WARMUP        warm-up seconds per route (default 2)
//   BENCH_CONNECTIONS   concurrent connections (default 50)

import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { failOnErrors, log, machineInfo, measure, nonNegativeInt, positiveInt, printTable, round, withServer, writeResult } from './lib/server-bench.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SETTINGS = {
  seconds: positiveInt(process.env.BENCH_SECONDS, 10),
  warmup: nonNegativeInt(process.env.BENCH_WARMUP, 2),
  connections: positiveInt(process.env.BENCH_CONNECTIONS, 50),
};
const LOGIN = { mobile_number: '9800000001', password: 'Mamata@2025' };

const loadBefore = os.loadavg().map((x) => round(x));
const machine = await machineInfo(ADMIN_URL, loadBefore).catch((e) => {
  console.error(`[bench] failed: ${e.message}`);
  process.exit(1);
});
log(`PostgreSQL ${machine.database.version} at ${machine.database.host}`);

await withServer({ adminUrl: ADMIN_URL, dbName: `mamata_bench_${crypto.randomBytes(6).toString('hex')}` }, async ({ baseUrl, pid }) => {
  const loginRes = await fetch(`${baseUrl}/api/v1/provider/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN),
  });
  const loginBody = await loginRes.json().catch(() => ({}));
  if (!loginRes.ok || !loginBody.token) throw new Error(`login failed: HTTP ${loginRes.status} ${JSON.stringify(loginBody)}`);
  const auth = { authorization: `Bearer ${loginBody.token}` };
  const meCheck = await fetch(`${baseUrl}/api/v1/provider/me`, { headers: auth });
  if (!meCheck.ok) throw new Error(`GET /api/v1/provider/me failed: HTTP ${meCheck.status}`);
  await meCheck.arrayBuffer();

  const run = { serverPid: pid, ...SETTINGS };
  const bare = await measureBareFastify();
  const health = await measure('health', `${baseUrl}/api/v1/health`, {}, run);
  const me = await measure('provider_me', `${baseUrl}/api/v1/provider/me`, { headers: auth }, run);
  const ratio = {
    requests_per_sec_health_over_bare: bare.requests_per_sec_avg ? health.requests_per_sec_avg / bare.requests_per_sec_avg : null,
    requests_per_sec_me_over_health: health.requests_per_sec_avg ? me.requests_per_sec_avg / health.requests_per_sec_avg : null,
    p99_me_over_health: health.latency_ms.p99 ? me.latency_ms.p99 / health.latency_ms.p99 : null,
  };

  printTable([bare, health, me]);
  console.log(`load average at start: ${loadBefore.join(' ')} (on ${os.cpus().length} cpus; other work on the machine skews the numbers)`);
  console.log(`ratio health/bare Fastify: req/s ${round(ratio.requests_per_sec_health_over_bare, 3)}`);
  console.log(`ratio me/health: req/s ${round(ratio.requests_per_sec_me_over_health, 3)}, p99 ${round(ratio.p99_me_over_health, 3)}`);
  const file = writeResult('api-latency', {
    benchmark: 'api-latency',
    date: new Date().toISOString(),
    settings: { seconds: SETTINGS.seconds, warmup_seconds: SETTINGS.warmup, connections: SETTINGS.connections, tool: 'autocannon 9' },
    machine,
    routes: { bare_fastify: bare, health, provider_me: me },
    ratio,
  });
  log(`wrote ${file}`);
  failOnErrors([bare, health, me]);
});

/** Bare Fastify (bench/lib/bare-fastify.mjs) in its own process, measured like the app's routes. */
async function measureBareFastify() {
  const port = 39_000 + Math.floor(Math.random() * 900);
  const child = spawn(process.execPath, [fileURLToPath(new URL('./lib/bare-fastify.mjs', import.meta.url))], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await once(child.stdout, 'data');
    const result = await measure('bare_fastify', `http://127.0.0.1:${port}/api/v1/health`, {}, { serverPid: child.pid, ...SETTINGS });
    return { ...result, path: `${result.path} (bare Fastify)` };
  } finally {
    child.kill('SIGTERM');
  }
}
