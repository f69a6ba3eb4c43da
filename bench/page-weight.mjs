#!/usr/bin/env node
// Page weight of the public pages as a phone loads them: every JavaScript file requested before
// any interaction, gzipped (as the budget counts it), plus CSS, fonts and images.
// Usage: node bench/page-weight.mjs [--budget-js-kb 120] [--json out.json]
// Starts the built server on an in-memory database; run `npm run build` first.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const budgetJsKb = Number(args[args.indexOf('--budget-js-kb') + 1] || 0) || null;
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const PAGES = ['/home', '/about', '/contact', '/login/'];
const port = 3300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
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
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const results = [];
let failed = false;
for (const path of PAGES) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const seen = new Map();
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (url.origin !== base) return;
    try {
      const body = await res.body();
      const type = res.headers()['content-type'] ?? '';
      const kind = /javascript/.test(type) ? 'js' : /css/.test(type) ? 'css' : /font|woff/.test(type) ? 'font' : /image/.test(type) ? 'image' : /html/.test(type) ? 'html' : 'other';
      seen.set(url.pathname, { kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {}
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const sum = (kind, field) => [...seen.values()].filter((r) => r.kind === kind).reduce((a, r) => a + r[field], 0);
  const row = {
    path,
    jsFiles: [...seen.entries()].filter(([, r]) => r.kind === 'js').map(([p, r]) => `${p.replace('/assets/', '')} ${(r.gzip / 1024).toFixed(1)}`),
    jsGzipKb: +(sum('js', 'gzip') / 1024).toFixed(1),
    cssGzipKb: +(sum('css', 'gzip') / 1024).toFixed(1),
    fontKb: +(sum('font', 'raw') / 1024).toFixed(1),
    imageKb: +(sum('image', 'raw') / 1024).toFixed(1),
    htmlGzipKb: +(sum('html', 'gzip') / 1024).toFixed(1),
  };
  results.push(row);
  if (budgetJsKb && row.jsGzipKb > budgetJsKb) failed = true;
  await context.close();
}
await browser.close();
stop();
console.table(results.map(({ jsFiles, ...r }) => r));
for (const r of results) console.log(`${r.path}: ${r.jsFiles.join(', ')}`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
if (budgetJsKb) console.log(failed ? `FAIL: a page loads more than ${budgetJsKb} KB of JavaScript (gzip)` : `ok: every page within ${budgetJsKb} KB of JavaScript (gzip)`);
process.exit(failed ? 1 : 0);
