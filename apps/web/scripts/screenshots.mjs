// Regenerates the landing carousel's screenshots (public/images/screens/*.webp) from this app's own
// screens at phone size, logged in as the demo accounts. Run after screens change:
//   npm run build && npm run screenshots -w @mamata/web
// Starts the built server on a throw-away database; WebP is encoded by Chromium itself.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../tools/chromium.js';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const out = fileURLToPath(new URL('../public/images/screens/', import.meta.url));
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: repo,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  stdio: 'ignore',
});
process.on('exit', () => server.kill('SIGTERM'));
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/v1/health`)).ok) break;
  } catch {}
  if (i > 120) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 500));
}

/** Each slide: who is logged in, which screen, which preferences (spec §2 slide titles). */
const SLIDES = [
  { name: 'summary', mobile: '9800000001', path: '/', prefs: { lang: 'en', date: 'ad', mode: 'light' } },
  { name: 'profile', mobile: '9800000001', path: '/profile/view', prefs: { lang: 'en', date: 'ad', mode: 'light' } },
  // the demo baby has doses due (the demo mother's next visit is weeks away)
  { name: 'reminders', mobile: '9800000002', path: '/reminder', prefs: { lang: 'ne', date: 'bs', mode: 'light' } },
  { name: 'reports', mobile: '9800000001', path: '/report', prefs: { lang: 'ne', date: 'bs', mode: 'dark' } },
];

const browser = await chromium.launch(chromiumLaunchOptions());
for (const slide of SLIDES) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const login = await (
    await fetch(`${base}/api/v1/provider/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile_number: slide.mobile, password: 'Mamata@2025' }),
    })
  ).json();
  await page.goto(`${base}/home`);
  await page.evaluate(
    ({ token, prefs }) => {
      localStorage.setItem('adminInfo', JSON.stringify({ accessToken: token }));
      for (const [k, v] of Object.entries(prefs)) localStorage.setItem(k, v);
    },
    { token: login.token, prefs: slide.prefs },
  );
  await page.goto(`${base}${slide.path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  const png = await page.screenshot({ type: 'png' });
  const webp = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    canvas.getContext('2d').drawImage(img, 0, 0);
    return canvas.toDataURL('image/webp', 0.8).split(',')[1];
  }, png.toString('base64'));
  writeFileSync(`${out}${slide.name}.webp`, Buffer.from(webp, 'base64'));
  console.log(`${slide.name}.webp ${(Buffer.from(webp, 'base64').length / 1024).toFixed(1)} KB`);
  await context.close();
}
await browser.close();
process.exit(0);
