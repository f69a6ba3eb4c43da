// Shared pieces of the API benchmarks (api-latency.mjs, health-report.mjs): a throwaway PostgreSQL
// database, the real server started against it, autocannon runs with the server's CPU use, and the
// result file. Every script stops the server and drops its database on every exit path.

import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const START_TIMEOUT_MS = 120_000;

export function positiveInt(v, dflt) {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isInteger(n) && n > 0 ? n : dflt;
}
export function nonNegativeInt(v, dflt) {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isInteger(n) && n >= 0 ? n : dflt;
}
export const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export function log(msg) {
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

export function withDatabase(url, dbName) {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.toString();
}

/** One statement on a fresh connection of `url`. */
export async function query(url, sql, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

let currentRun = null;
/**
 * One autocannon run; `onResponse(statusCode, ms, context)` sees every answer with its latency (hrtime,
 * fractional ms) and the context its request's setupRequest was given (one request at a time per connection).
 */
function runAutocannon(opts, onResponse) {
  return new Promise((resolve, reject) => {
    currentRun = autocannon(opts, (err, result) => {
      currentRun = null;
      if (err) reject(err);
      else resolve(result);
    });
    if (onResponse) currentRun.on('response', (client, statusCode, _bytes, ms) => onResponse(statusCode, ms, client.requestIterator?.context));
  });
}

/** Nearest-rank percentiles of latencies (ms), computed from every recorded request. */
export function percentiles(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
  const r3 = (x) => (x === null ? null : round(x, 3));
  return {
    count: sorted.length,
    p50: r3(at(50)),
    p90: r3(at(90)),
    p95: r3(at(95)),
    p99: r3(at(99)),
    max: r3(sorted.length ? sorted[sorted.length - 1] : null),
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where unavailable. */
export function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/**
 * Warm-up, then a measured run of `url`; `extra` goes to autocannon (headers, or requests whose
 * setupRequest rotates tokens). Returns the summary, with the server's CPU use. `classOf(context)`,
 * when given, names the kind of each request (from what its setupRequest put in the context), and
 * the percentiles are also given per kind.
 */
export async function measure(name, url, extra, { serverPid, seconds, warmup, connections }, classOf) {
  const opts = { url, connections, ...extra };
  if (warmup > 0) {
    log(`${name}: warm-up ${warmup}s`);
    await runAutocannon({ ...opts, duration: warmup });
  }
  log(`${name}: measuring ${seconds}s with ${connections} connections`);
  // every 2xx answer's latency, for percentiles autocannon does not report (p95)
  const latencies = [];
  const byClass = new Map();
  const cpu0 = cpuSeconds(serverPid);
  const t0 = process.hrtime.bigint();
  const r = await runAutocannon({ ...opts, duration: seconds }, (status, ms, context) => {
    if (status < 200 || status >= 300) return;
    latencies.push(ms);
    if (!classOf) return;
    const kind = classOf(context);
    if (!byClass.has(kind)) byClass.set(kind, []);
    byClass.get(kind).push(ms);
  });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu1 = cpuSeconds(serverPid);
  return {
    name,
    path: new URL(url).pathname,
    requests_per_sec_avg: r.requests.average,
    requests_total: r.requests.total,
    latency_ms: { avg: r.latency.average, p50: r.latency.p50, p90: r.latency.p90, p97_5: r.latency.p97_5, p99: r.latency.p99, max: r.latency.max },
    // from every 2xx answer of the measured run (autocannon's own figures above have no p95)
    latency_ms_recorded: percentiles(latencies),
    ...(classOf ? { latency_ms_recorded_by_kind: Object.fromEntries([...byClass].map(([k, v]) => [k, percentiles(v)])) } : {}),
    throughput_bytes_per_sec_avg: r.throughput.average,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    status_codes: r.statusCodeStats,
    server_cpu_percent_of_one_core: cpu0 !== null && cpu1 !== null ? round((100 * (cpu1 - cpu0)) / wall, 0) : null,
    // Server CPU per answered request: steadier than req/s when other work shares the cores.
    server_cpu_ms_per_request: cpu0 !== null && cpu1 !== null && r.requests.total > 0 ? round((1000 * (cpu1 - cpu0)) / r.requests.total, 3) : null,
  };
}

/**
 * Creates database `dbName` on the server of `adminUrl`, starts the app against it (migrations and the
 * demo seed at start) and waits for /api/v1/health. `run(ctx)` gets `{ baseUrl, pid, databaseUrl }`;
 * afterwards (also on failure or Ctrl-C) the server is stopped and the database dropped.
 *
 * `production: true` runs the server as it is deployed (NODE_ENV=production, which never seeds): the
 * migrations and the demo seed are then applied first by the compiled seed CLI (dist/seed-cli.js), and
 * the reminder engine is off (its scans would compete for the CPU being measured). `beforeStart(url)`
 * runs after that and before the server starts (bulk loads that should not share the CPU with it).
 */
export async function withServer({ adminUrl, dbName, production = false, beforeStart }, run) {
  let dbCreated = false;
  let child;
  let childExited = false;
  let stopping = false;
  let serverOutput = '';

  const cleanup = async () => {
    stopping = true;
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
    if (dbCreated && process.env.BENCH_KEEP_DATABASE) {
      log(`keeping database ${dbName} (BENCH_KEEP_DATABASE): drop it with dropdb -h <host> -U <user> ${dbName}`);
    } else if (dbCreated) {
      log(`dropping database ${dbName}`);
      try {
        await query(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
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

  try {
    await query(adminUrl, `CREATE DATABASE "${dbName}"`);
    dbCreated = true;
    const databaseUrl = withDatabase(adminUrl, dbName);
    if (production) {
      log('migrating and seeding the demo data (dist/seed-cli.js)');
      execFileSync(process.execPath, [path.join(ROOT, 'apps/server/dist/seed-cli.js')], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    if (beforeStart) await beforeStart(databaseUrl);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // the server on `port`; started again by `restart` (a first request after a start, on the same database)
    const startServer = async () => {
      childExited = false;
      stopping = false;
      log(`starting server on port ${port} (database ${dbName})`);
      // BENCH_NODE_ARGS: extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the time goes
      const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
      child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', path.join(ROOT, 'apps/server/dist/server.js')], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...(production
            ? { NODE_ENV: 'production', SEED_DEMO: 'false', REMINDERS: 'off', PUBLIC_BASE_URL: `http://127.0.0.1:${port}` }
            : { NODE_ENV: 'development', SEED_DEMO: 'true' }),
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: databaseUrl,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk) => {
        serverOutput += chunk.toString();
        if (serverOutput.length > 20_000) serverOutput = serverOutput.slice(-20_000);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.once('exit', (code, signal) => {
        childExited = true;
        if (!stopping) console.error(`[bench] the server exited on its own (code ${code}, signal ${signal}); its last output:\n${serverOutput.slice(-4000)}`);
      });

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
    };
    await startServer();
    const restart = async () => {
      stopping = true;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await startServer();
    };
    return await run({ baseUrl, pid: child.pid, databaseUrl, restart });
  } catch (e) {
    console.error(`[bench] failed: ${e.stack || e.message}`);
    process.exitCode = 1;
    return undefined;
  } finally {
    await cleanup();
  }
}

/** The machine the numbers come from (load average at start: other work skews them). */
export async function machineInfo(adminUrl, loadBefore) {
  const pgVersion = (await query(adminUrl, 'SHOW server_version')).rows[0].server_version;
  return {
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model ?? null,
    total_memory_gib: round(os.totalmem() / 2 ** 30, 1),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    load_average_at_start: loadBefore,
    database: { kind: 'postgres', version: pgVersion, host: new URL(adminUrl).host },
    server: 'node apps/server/dist/server.js (compiled), NODE_ENV=development, LOG_LEVEL=warn, same machine as the load generator',
  };
}

/** Writes bench/results/<prefix>-<ISO date>.json and returns its path relative to the repository. */
export function writeResult(prefix, result, now = new Date()) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(
    RESULTS_DIR,
    `${prefix}-${now
      .toISOString()
      .replace(/:/g, '-')
      .replace(/\.\d+Z$/, 'Z')}.json`,
  );
  fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  return path.relative(ROOT, file);
}

/** Prints a table of route summaries. */
export function printTable(rows) {
  const table = [
    ['route', 'req/s (avg)', 'p99 ms', 'avg ms', 'errors', 'non-2xx', 'server CPU %', 'CPU ms/req'],
    ...rows.map((r) => [
      `GET ${r.path}`,
      round(r.requests_per_sec_avg, 0),
      r.latency_ms.p99,
      round(r.latency_ms.avg),
      r.errors + r.timeouts,
      r.non2xx,
      r.server_cpu_percent_of_one_core ?? '-',
      r.server_cpu_ms_per_request ?? '-',
    ]),
  ];
  console.log('');
  for (const row of table) console.log(row.map((c, i) => String(c).padEnd(i === 0 ? 40 : 12)).join(''));
  console.log('');
}

/** Sets a non-zero exit code when any route errored, timed out or answered non-2xx. */
export function failOnErrors(rows) {
  const bad = rows.filter((r) => r.errors > 0 || r.timeouts > 0 || r.non2xx > 0);
  for (const r of bad) console.error(`[bench] ${r.path}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx responses`);
  if (bad.length) process.exitCode = 1;
}
