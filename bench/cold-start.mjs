// Cold start of the compiled server on the embedded database (docs/decisions/007-build-and-quality-gate.md):
// the time from spawning `node apps/server/dist/server.js` to the first 200 of /api/v1/health,
// on an empty data directory (the build's pre-migrated snapshot is loaded, then the demo seed runs)
// and on an existing one (the same directory again). Budgets: fresh <= 2.5 s, existing <= 1.5 s.
//
//   npm run build && node bench/cold-start.mjs            # 5 rounds (COLD_START_RUNS)
//
// Writes bench/results/cold-start-<ISO date>.json with every time, the medians and the load average.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, RESULTS_DIR, log, positiveInt, round, sleep } from './lib/server-bench.mjs';

const RUNS = positiveInt(process.env.COLD_START_RUNS, 5);
const FRESH_BUDGET_MS = 2500;
const EXISTING_BUDGET_MS = 1500;
const SERVER = path.join(ROOT, 'apps', 'server', 'dist', 'server.js');
if (!fs.existsSync(SERVER)) {
  console.error('bench/cold-start: apps/server/dist/server.js is missing; run `npm run build` first');
  process.exit(1);
}

/** Starts the server on `dataDir`, waits for /api/v1/health, stops it; resolves to the milliseconds until the first 200. */
async function startOnce(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      REMINDERS: 'off',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('no answer within 60 s');
      await sleep(10);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const loadAtStart = os.loadavg();
const fresh = [];
const existing = [];
for (let i = 0; i < RUNS; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamata-cold-'));
  try {
    fresh.push(round(await startOnce(dir, 3300 + i), 0));
    existing.push(round(await startOnce(dir, 3400 + i), 0));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  log(`round ${i + 1}/${RUNS}: fresh ${fresh.at(-1)} ms, existing ${existing.at(-1)} ms`);
}

const result = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  loadAverageAtStart: loadAtStart.map((x) => round(x)),
  loadAverageAtEnd: os.loadavg().map((x) => round(x)),
  runs: RUNS,
  freshMs: fresh,
  existingMs: existing,
  medianFreshMs: median(fresh),
  medianExistingMs: median(existing),
  budgets: { freshMs: FRESH_BUDGET_MS, existingMs: EXISTING_BUDGET_MS },
};
fs.mkdirSync(RESULTS_DIR, { recursive: true });
const file = path.join(RESULTS_DIR, `cold-start-${result.date.replace(/[:.]/g, '-').slice(0, 19)}Z.json`);
fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
log(
  `median: fresh ${result.medianFreshMs} ms (budget ${FRESH_BUDGET_MS}), existing ${result.medianExistingMs} ms (budget ${EXISTING_BUDGET_MS}); load ${result.loadAverageAtStart.join(' ')}`,
);
log(`wrote ${path.relative(ROOT, file)}`);
