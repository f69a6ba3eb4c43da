#!/usr/bin/env node
// API latency benchmark: bare health route vs. an authenticated route, in one run.
//
// Creates a throwaway PostgreSQL database, starts the real server against it (migrations
// and demo seed applied at start), logs in once, then loads both routes with autocannon
// and records req/s and p99 latency in bench/results/. The server is stopped and the
// database dropped on every exit path.
//
// Env:
//   BENCH_DATABASE_URL  admin connection used to create/drop the database
//                       (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SECONDS       measured seconds per route (default 10)
//   BENCH_WARMUP        warm-up seconds per route (default 2)
//   BENCH_CONNECTIONS   concurrent connections (default 50)

import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = positiveInt(process.env.BENCH_SECONDS, 10);
const WARMUP = nonNegativeInt(process.env.BENCH_WARMUP, 2);
const CONNECTIONS = positiveInt(process.env.BENCH_CONNECTIONS, 50);
const START_TIMEOUT_MS = 120_000;

const LOGIN = { mobile_number: '9800000001', password: 'Mamata@2025' };

function positiveInt(v, dflt) {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isInteger(n) && n > 0 ? n : dflt;
}
function nonNegativeInt(v, dflt) {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isInteger(n) && n >= 0 ? n : dflt;
}

function log(msg) {
  console.log(`[bench] ${msg}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function withDatabase(url, dbName) {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.toString();
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let currentRun = null;

function runAutocannon(opts) {
  return new Promise((resolve, reject) => {
    currentRun = autocannon(opts, (err, result) => {
      currentRun = null;
      if (err) reject(err);
      else resolve(result);
    });
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where unavailable. */
function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** Warm-up, then a measured run; returns the measured autocannon result and the server's CPU use. */
async function measure(name, baseUrl, urlPath, headers, serverPid) {
  const opts = { url: baseUrl + urlPath, connections: CONNECTIONS, headers };
  if (WARMUP > 0) {
    log(`${name}: warm-up ${WARMUP}s`);
    await runAutocannon({ ...opts, duration: WARMUP });
  }
  log(`${name}: measuring ${SECONDS}s with ${CONNECTIONS} connections`);
  const cpu0 = cpuSeconds(serverPid);
  const t0 = process.hrtime.bigint();
  const result = await runAutocannon({ ...opts, duration: SECONDS });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu1 = cpuSeconds(serverPid);
  const serverCpuPercent = cpu0 !== null && cpu1 !== null ? round((100 * (cpu1 - cpu0)) / wall, 0) : null;
  return { result, serverCpuPercent };
}

function summarize(name, urlPath, { result: r, serverCpuPercent }) {
  return {
    name,
    path: urlPath,
    requests_per_sec_avg: r.requests.average,
    requests_total: r.requests.total,
    latency_ms: {
      avg: r.latency.average,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    throughput_bytes_per_sec_avg: r.throughput.average,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    status_codes: r.statusCodeStats,
    server_cpu_percent_of_one_core: serverCpuPercent,
  };
}

const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

async function main() {
  const dbName = `mamata_bench_${crypto.randomBytes(6).toString('hex')}`;
  let dbCreated = false;
  let child;
  let childExited = false;
  let serverOutput = '';

  const cleanup = async () => {
    if (child && !childExited) {
      log('stopping server');
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const t = setTimeout(() => {
        if (!childExited) child.kill('SIGKILL');
      }, 5000);
      await exited;
      clearTimeout(t);
    }
    if (dbCreated) {
      log(`dropping database ${dbName}`);
      try {
        await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
        dbCreated = false;
      } catch (e) {
        console.error(`[bench] could not drop database ${dbName}: ${e.message}`);
      }
    }
  };

  let interrupted = false;
  const onSignal = (sig) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`[bench] ${sig}: cleaning up`);
    currentRun?.stop();
    cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const loadBefore = os.loadavg().map((x) => round(x));
  try {
    const pgVersion = (await adminQuery('SHOW server_version')).rows[0].server_version;
    log(`PostgreSQL ${pgVersion} at ${new URL(ADMIN_URL).host}; creating database ${dbName}`);
    await adminQuery(`CREATE DATABASE "${dbName}"`);
    dbCreated = true;

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    log(`starting server on port ${port}`);
    child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: withDatabase(ADMIN_URL, dbName),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk) => {
      serverOutput += chunk.toString();
      if (serverOutput.length > 20_000) serverOutput = serverOutput.slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', () => {
      childExited = true;
    });

    // Wait for /api/v1/health.
    const started = Date.now();
    for (;;) {
      if (childExited) throw new Error(`server exited before answering (code ${child.exitCode})\n${serverOutput}`);
      if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`server did not answer within ${START_TIMEOUT_MS / 1000}s\n${serverOutput}`);
      try {
        const res = await fetch(`${baseUrl}/api/v1/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    log(`server up after ${((Date.now() - started) / 1000).toFixed(1)}s`);

    const loginRes = await fetch(`${baseUrl}/api/v1/provider/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN),
    });
    const loginBody = await loginRes.json().catch(() => ({}));
    if (!loginRes.ok || !loginBody.token) {
      throw new Error(`login failed: HTTP ${loginRes.status} ${JSON.stringify(loginBody)}`);
    }
    const auth = { authorization: `Bearer ${loginBody.token}` };
    const meCheck = await fetch(`${baseUrl}/api/v1/provider/me`, { headers: auth });
    if (!meCheck.ok) throw new Error(`GET /api/v1/provider/me failed: HTTP ${meCheck.status}`);
    await meCheck.arrayBuffer();

    const health = summarize('health', '/api/v1/health', await measure('health', baseUrl, '/api/v1/health', {}, child.pid));
    const me = summarize('provider_me', '/api/v1/provider/me', await measure('provider/me', baseUrl, '/api/v1/provider/me', auth, child.pid));

    const ratio = {
      requests_per_sec_me_over_health: health.requests_per_sec_avg ? me.requests_per_sec_avg / health.requests_per_sec_avg : null,
      p99_me_over_health: health.latency_ms.p99 ? me.latency_ms.p99 / health.latency_ms.p99 : null,
    };

    const now = new Date();
    const result = {
      benchmark: 'api-latency',
      date: now.toISOString(),
      settings: { seconds: SECONDS, warmup_seconds: WARMUP, connections: CONNECTIONS, tool: 'autocannon 9' },
      machine: {
        cpus: os.cpus().length,
        cpu_model: os.cpus()[0]?.model ?? null,
        total_memory_gib: round(os.totalmem() / 2 ** 30, 1),
        platform: `${os.platform()} ${os.release()} ${os.arch()}`,
        node: process.version,
        load_average_at_start: loadBefore,
        database: { kind: 'postgres', version: pgVersion, host: new URL(ADMIN_URL).host },
        server: 'tsx apps/server/src/server.ts, NODE_ENV=development, LOG_LEVEL=warn, same machine as the load generator',
      },
      routes: { health, provider_me: me },
      ratio,
    };

    const table = [
      ['route', 'req/s (avg)', 'p99 ms', 'avg ms', 'errors', 'non-2xx', 'server CPU %'],
      ['GET /api/v1/health', round(health.requests_per_sec_avg, 0), health.latency_ms.p99, round(health.latency_ms.avg), health.errors + health.timeouts, health.non2xx, health.server_cpu_percent_of_one_core ?? '-'],
      ['GET /api/v1/provider/me', round(me.requests_per_sec_avg, 0), me.latency_ms.p99, round(me.latency_ms.avg), me.errors + me.timeouts, me.non2xx, me.server_cpu_percent_of_one_core ?? '-'],
    ];
    console.log('');
    for (const row of table) console.log(row.map((c, i) => String(c).padEnd(i === 0 ? 26 : 12)).join(''));
    console.log(`load average at start: ${loadBefore.join(' ')} (on ${os.cpus().length} cpus; other work on the machine skews the numbers)`);
    console.log(`ratio me/health: req/s ${round(ratio.requests_per_sec_me_over_health, 3)}, p99 ${round(ratio.p99_me_over_health, 3)}`);
    console.log('');

    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `api-latency-${now.toISOString().replace(/:/g, '-').replace(/\.\d+Z$/, 'Z')}.json`);
    fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
    log(`wrote ${path.relative(ROOT, file)}`);

    const bad = [health, me].filter((r) => r.errors > 0 || r.timeouts > 0 || r.non2xx > 0);
    if (bad.length) {
      for (const r of bad) console.error(`[bench] ${r.path}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx responses`);
      process.exitCode = 1;
    }
  } catch (e) {
    console.error(`[bench] failed: ${e.stack || e.message}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

await main();
