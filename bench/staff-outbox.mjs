// The nurse's outbox on a slow connection (docs/decisions/024-offline-app.md "The nurse's outbox"): 500 entries
// saved on the device reach the server within 30 s over an emulated 400 kbps link with a 400 ms round trip
// (Chromium, CDP Network.emulateNetworkConditions). The console's own code sends them (25 to a request,
// POST /staff/outbox); the bench only puts the entries into its IndexedDB store, as 500 saves offline would.
//
//   npm run build && node bench/staff-outbox.mjs        # STAFF_OUTBOX_ENTRIES (500), _KBPS (400), _RTT_MS (400)
//
// Measured: from the reload that starts the console (it sends its outbox once it knows the nurse) until the
// outbox on the device is empty; then the server is asked (without throttling) that every entry is there once.
// Writes bench/results/staff-outbox-<ISO date>.json; exits 1 when over the 30 s budget or an entry is lost or doubled.

/* global indexedDB, crypto -- run in the page by page.evaluate */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tools/chromium.js';
import { ROOT, log, positiveInt, round, sleep, writeResult } from './lib/server-bench.mjs';

const ENTRIES = positiveInt(process.env.STAFF_OUTBOX_ENTRIES, 500);
const KBPS = positiveInt(process.env.STAFF_OUTBOX_KBPS, 400);
const RTT_MS = positiveInt(process.env.STAFF_OUTBOX_RTT_MS, 400);
const BUDGET_S = 30;
const port = 3800 + Math.floor(Math.random() * 400);
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED_DEMO: 'true' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function api(path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/v1/health`)).ok) break;
  } catch {}
  if (i > 240) throw new Error('the server did not start');
  await sleep(250);
}

const login = await api('/staff/login', { method: 'POST', body: { mobile_number: '9800000010', password: 'Mamata@2025' } });
const { token } = login;
const staffId = login.staff.id;
const mother = (await api('/staff/people?search=9800000001', { token })).people[0];
const visitDate = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
// a health post's day: the entries spread over the demo mother and 49 mothers registered now (10 visits each)
const PEOPLE = 50;
const people = [mother.id];
const lmp = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
for (let i = 1; i < PEOPLE; i++) {
  const mobile = `97${String(Date.now() + i).slice(-8)}`;
  const made = await api('/staff/people/mother', {
    token,
    method: 'POST',
    body: { first_name: 'Bench', last_name: `Mother ${i}`, mobile_number: mobile, address: 'Tokha', lastMenstrualPeriod: lmp },
  });
  people.push(made.id);
}

const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext();
await context.addInitScript((t) => localStorage.setItem('staffInfo', JSON.stringify({ accessToken: t })), token);
const page = await context.newPage();
await page.goto(`${base}/staff/people/${mother.id}`);
await page.getByRole('heading', { name: mother.full_name }).waitFor();

// the entries, as the console keeps them (outbox-core.ts OutboxEntry in idb-keyval's store)
await page.evaluate(
  ({ staffId, people, n, visitDate }) =>
    new Promise((resolve, reject) => {
      const open = indexedDB.open('mamata-staff-outbox');
      open.onupgradeneeded = () => open.result.createObjectStore('entries');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('entries', 'readwrite');
        const store = tx.objectStore('entries');
        const start = Date.now() * 1000;
        for (let i = 0; i < n; i++) {
          const id = crypto.randomUUID();
          const personId = people[i % people.length];
          store.put(
            {
              id,
              staffId,
              seq: start + i,
              createdAt: new Date().toISOString(),
              kind: 'visit',
              personId,
              path: `/staff/people/${personId}/visits`,
              body: { visitDate, systolicPressure: 100 + (i % 30), diastolicPressure: 70, notes: `bench #${i}#`, sameDay: true },
            },
            id,
          );
        }
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    }),
  { staffId, people, n: ENTRIES, visitDate },
);

const outboxSize = () =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('mamata-staff-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('entries').objectStore('entries').count();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result);
          };
        };
      }),
  );

let batches = 0;
let uploaded = 0;
page.on('request', (r) => {
  if (r.method() === 'POST' && r.url().endsWith('/api/v1/staff/outbox')) {
    batches++;
    uploaded += (r.postData() ?? '').length;
  }
});
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
const bytesPerSecond = (KBPS * 1000) / 8;
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT_MS, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
log(`${ENTRIES} entries kept; reloading the console at ${KBPS} kbps, ${RTT_MS} ms round trip`);
const loadAtStart = os.loadavg();
const started = performance.now();
await page.reload();
let left = ENTRIES;
while (left > 0) {
  if (performance.now() - started > 180_000) break;
  await sleep(100);
  left = await outboxSize();
}
const seconds = (performance.now() - started) / 1000;

const notes = [];
for (const id of people) {
  const person = await api(`/staff/people/${id}`, { token });
  notes.push(...person.visits.map((v) => v.notes).filter((n) => n.startsWith('bench #')));
}
const seen = new Map();
for (const n of notes) seen.set(n, (seen.get(n) ?? 0) + 1);
const lost = Array.from({ length: ENTRIES }, (_, i) => `bench #${i}#`).filter((n) => !seen.has(n)).length;
const doubled = [...seen.values()].filter((c) => c > 1).length;
await browser.close();
stop();

const result = {
  bench: 'staff-outbox',
  entries: ENTRIES,
  people: PEOPLE,
  network: { kbps: KBPS, rttMs: RTT_MS, how: 'CDP Network.emulateNetworkConditions on the page (up and down)' },
  batchRequests: batches,
  uploadedKb: round(uploaded / 1024, 1),
  seconds: round(seconds, 1),
  budgetSeconds: BUDGET_S,
  leftOnDevice: left,
  onServer: notes.length,
  lost,
  doubled,
  passed: left === 0 && lost === 0 && doubled === 0 && seconds <= BUDGET_S,
  server: 'node apps/server/dist/server.js, embedded PGlite in memory, NODE_ENV=test, same machine',
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadAtStart },
};
const file = writeResult('staff-outbox', result);
log(
  `${ENTRIES} entries in ${result.seconds} s (${batches} requests, ${result.uploadedKb} KB up); on the server ${notes.length}, lost ${lost}, doubled ${doubled}: ${result.passed ? 'within' : 'NOT within'} ${BUDGET_S} s -> ${file}`,
);
process.exit(result.passed ? 0 : 1);
