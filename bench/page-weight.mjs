#!/usr/bin/env node
// Page weight of the public pages, and of the logged-in app's screens, as a phone loads them: every
// JavaScript file requested before any interaction, gzipped (as the budget counts it), plus CSS,
// fonts and images. The app's screens are each a first load (empty cache) as the demo mother.
// Usage: node bench/page-weight.mjs [--budget-js-kb 120] [--app-budget-js-kb 150] [--json out.json]
// The app budget applies to every logged-in screen but /report, which alone may add the chart
// library; no other screen may load it. Starts the built server on an in-memory database with the
// demo data; run `npm run build` first.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tools/chromium.js';

const args = process.argv.slice(2);
const budgetJsKb = Number(args[args.indexOf('--budget-js-kb') + 1] || 0) || null;
const appBudgetJsKb = args.includes('--app-budget-js-kb') ? Number(args[args.indexOf('--app-budget-js-kb') + 1]) || null : null;
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const PAGES = ['/home', '/about', '/contact', '/login/'];
/** Logged-in screens; '/report' is the only one allowed the chart library. */
const APP_PAGES = ['/', '/schedule', '/reminder', '/profile/view', '/report'];
/** uPlot's own chunk: fetched by the report's charts once the report is on screen (line-chart.tsx). */
const CHART_CHUNK = /^uPlot\.esm-/;
const port = 3300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED_DEMO: 'true' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitUp() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

await waitUp();
const browser = await chromium.launch(chromiumLaunchOptions());
const results = [];
let failed = false;
const login = await (
  await fetch(`${base}/api/v1/provider/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile_number: '9800000001', password: 'Mamata@2025' }),
  })
).json();
for (const [path, app] of [...PAGES.map((p) => [p, false]), ...APP_PAGES.map((p) => [p, true])]) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  // logged in before the first script runs, as after a login on this phone
  if (app) await context.addInitScript((token) => localStorage.setItem('adminInfo', JSON.stringify({ accessToken: token })), login.token);
  const page = await context.newPage();
  const seen = new Map();
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (url.origin !== base) return;
    try {
      const body = await res.body();
      const type = res.headers()['content-type'] ?? '';
      const kind = /javascript/.test(type)
        ? 'js'
        : /css/.test(type)
          ? 'css'
          : /font|woff/.test(type)
            ? 'font'
            : /image/.test(type)
              ? 'image'
              : /html/.test(type)
                ? 'html'
                : 'other';
      seen.set(url.pathname, { kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {}
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  if (app) await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(500);
  const sum = (kind, field) => [...seen.values()].filter((r) => r.kind === kind).reduce((a, r) => a + r[field], 0);
  const row = {
    path: app ? `app ${path}` : path,
    jsFiles: [...seen.entries()].filter(([, r]) => r.kind === 'js').map(([p, r]) => `${p.replace('/assets/', '')} ${(r.gzip / 1024).toFixed(1)}`),
    jsGzipKb: +(sum('js', 'gzip') / 1024).toFixed(1),
    cssGzipKb: +(sum('css', 'gzip') / 1024).toFixed(1),
    fontKb: +(sum('font', 'raw') / 1024).toFixed(1),
    imageKb: +(sum('image', 'raw') / 1024).toFixed(1),
    htmlGzipKb: +(sum('html', 'gzip') / 1024).toFixed(1),
  };
  results.push(row);
  const charts = row.jsFiles.some((f) => CHART_CHUNK.test(f));
  if (!app && budgetJsKb && row.jsGzipKb > budgetJsKb) failed = true;
  if (app && path !== '/report' && appBudgetJsKb && row.jsGzipKb > appBudgetJsKb) failed = true;
  if (app && charts !== (path === '/report')) {
    console.log(`${path}: the chart library ${charts ? 'loads here' : 'did not load'}`);
    failed = true;
  }
  await context.close();
}
await browser.close();
stop();
console.table(results.map(({ jsFiles, ...r }) => r));
for (const r of results) console.log(`${r.path}: ${r.jsFiles.join(', ')}`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
if (budgetJsKb || appBudgetJsKb)
  console.log(
    failed
      ? `FAIL: a page is over its budget (public ${budgetJsKb ?? '-'} KB, app ${appBudgetJsKb ?? '-'} KB of JavaScript, gzip) or the charts load outside /report`
      : `ok: public pages within ${budgetJsKb ?? '-'} KB, app screens within ${appBudgetJsKb ?? '-'} KB of JavaScript (gzip), charts only on /report`,
  );
process.exit(failed ? 1 : 0);
