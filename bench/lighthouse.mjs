#!/usr/bin/env node
// Lighthouse scores of the public pages and of the demo mother's logged-in pages, as a phone on a
// slow connection sees them. Each page is audited RUNS times (default 5) with Lighthouse's default
// MOBILE settings (Moto G Power emulation, simulated slow 4G + 4x CPU slowdown), performance and
// accessibility only, each run in a fresh headless Chromium; the median of each figure is reported.
// Logged-in pages: the bench logs the demo mother in through the API (base-address lookup, then
// login, as the login page does) and stores the session in the browser the way the app does
// (localStorage `adminInfo`, `mob`, `reg`, `base`, `mode`, `lang`, `date`) before each run, with
// Lighthouse's storage reset off (the HTTP cache is still empty: each run has a new profile).
// Budget (per page, median): public pages performance 100 and accessibility 100, logged-in pages
// performance >= 95 and accessibility 100; exits 1 when missed, after printing the audits that cost
// points and writing bench/results/lighthouse-<date>.json (with the load average before each run).
// Usage: node bench/lighthouse.mjs            (run `npm run build` first if apps/web/dist is missing)
// Env: CHROME_PATH (default /usr/bin/chromium), LH_RUNS (default 5), LH_PAGES (public pages, comma
// list, '' for none), LH_APP_PAGES (logged-in pages, default '/,/schedule,/report', '' for none),
// LH_MAX_LOAD (wait before each run, up to LH_MAX_WAIT_S seconds (default 300), until the 1-minute
// load average is at most this), LH_LHR_DIR (also keep each run's full report there), LH_TRACE_DIR
// (also keep each run's Chromium trace there: the observed main-thread tasks Lighthouse's model scales).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { accessSync, constants as fsConstants, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/chromium.js';

// Lighthouse is installed on demand into bench/.tools (git-ignored), not as a dependency of the
// project: one of its dependencies pins another to "latest", which makes `npm ci` fail whenever
// that package publishes (seen 2026-11-21). 12.x is the newest major that supports Node 20.
const LIGHTHOUSE_VERSION = '12.8.2';
const TOOLS = join(dirname(fileURLToPath(import.meta.url)), '.tools');
const toolsRequire = createRequire(join(TOOLS, 'package.json'));
let lighthousePath;
try {
  lighthousePath = toolsRequire.resolve('lighthouse');
} catch {
  mkdirSync(TOOLS, { recursive: true });
  console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into bench/.tools ...`);
  execFileSync('npm', ['install', '--prefix', TOOLS, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], {
    stdio: 'inherit',
  });
  lighthousePath = toolsRequire.resolve('lighthouse');
}
const { default: lighthouse } = await import(pathToFileURL(lighthousePath).href);
// chrome-launcher is lighthouse's own dependency: resolve it from there rather than depend on it.
const lhRequire = createRequire(toolsRequire.resolve('lighthouse/package.json'));
const chromeLauncher = await import(pathToFileURL(lhRequire.resolve('chrome-launcher')).href);
const lighthouseVersion = toolsRequire('lighthouse/package.json').version;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const list = (value) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
/** The pages and their budgets (per page, median of the runs). */
const BUDGETS = { public: { performance: 100, accessibility: 100 }, app: { performance: 95, accessibility: 100 } };
const PAGES = [
  ...list(process.env.LH_PAGES ?? '/home,/about,/contact,/login/').map((path) => ({ path, kind: 'public' })),
  ...list(process.env.LH_APP_PAGES ?? '/,/schedule,/report').map((path) => ({ path, kind: 'app' })),
];
const RUNS = Number(process.env.LH_RUNS ?? 5) || 5;
const MAX_LOAD = process.env.LH_MAX_LOAD ? Number(process.env.LH_MAX_LOAD) : null;
const MAX_WAIT_S = Number(process.env.LH_MAX_WAIT_S ?? 300);
/** The demo mother of the README (seeded with SEED_DEMO). */
const DEMO_MOTHER = { mobile_number: '9800000001', password: 'Mamata@2025' };
// Optional: a larger CPU slowdown than the default 4x, to see this host as a slower one would be
// (the slowdown is relative to the host; benchmarkIndex ~3,300 here vs ~1,000 on a slow day).
const CPU_SLOWDOWN = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
process.env.CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first');
  process.exit(2);
}
try {
  accessSync(process.env.CHROME_PATH, fsConstants.X_OK);
} catch {
  console.error(`no Chromium at ${process.env.CHROME_PATH}: set CHROME_PATH`);
  process.exit(2);
}
// The server reads the prerendered HTML once at start: a rebuild while this runs makes the pages
// reference assets that no longer exist, and the scores meaningless. Checked after every run.
const distStamp = () =>
  ['index.html', 'assets', 'prerendered/en']
    .map((f) => (existsSync(join(ROOT, 'apps/web/dist', f)) ? statSync(join(ROOT, 'apps/web/dist', f)).mtimeMs : 0))
    .join();
const distAtStart = distStamp();

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED_DEMO: 'true' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome = null;
const stopAll = () => {
  try {
    chrome?.kill();
  } catch {}
  if (server.exitCode === null && !server.killed) server.kill('SIGTERM');
};
process.on('exit', stopAll);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));
process.on('uncaughtException', (err) => {
  console.error(`FATAL: ${err.stack ?? err}`);
  process.exit(1); // the 'exit' handler stops Chromium and the server
});

async function waitUp() {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start within 60 s');
}

const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const pct = (score) => (typeof score === 'number' ? Math.round(score * 100) : null);

/**
 * Logs the demo mother in as the login page does (spec §4: the base-address lookup, then the login)
 * and returns what the app keeps in localStorage afterwards (lib/storage.ts, features/auth/login-page.tsx).
 */
async function demoSession() {
  const json = async (res) => {
    if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const lookup = await json(await fetch(`${base}/api/v1/provider-map-palika/base-url?mobile_number=${DEMO_MOTHER.mobile_number}`));
  const login = await json(
    await fetch(`${base}/api/v1/provider/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_MOTHER) }),
  );
  if (!login.token) throw new Error('the demo mother could not log in');
  return {
    adminInfo: JSON.stringify({ accessToken: login.token }),
    mob: login.provider.mobile_number,
    reg: login.provider.registration_type,
    base: lookup.data.baseUrl,
    mode: 'light',
    lang: 'en',
    date: 'ad',
  };
}

/** Puts the session into the new browser's localStorage for this origin (puppeteer-core comes with Lighthouse). */
async function storeSession(port, storage) {
  const puppeteer = await import(pathToFileURL(lhRequire.resolve('puppeteer-core')).href);
  const browser = await (puppeteer.default ?? puppeteer).connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // a JSON address of the same origin: none of the app's files enter the HTTP cache
    await page.goto(`${base}/api/v1/health`);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    browser.disconnect();
  }
}

/** Waits (up to LH_MAX_WAIT_S) for the 1-minute load average to come down to LH_MAX_LOAD; returns it. */
async function quietEnough() {
  const started = Date.now();
  while (MAX_LOAD !== null && loadavg()[0] > MAX_LOAD && Date.now() - started < MAX_WAIT_S * 1000) await new Promise((r) => setTimeout(r, 5000));
  return loadavg().map((x) => +x.toFixed(2));
}

/** One Lighthouse run in a fresh Chromium (logged in when a session is given); returns the LHR. */
async function runOnce(url, session) {
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
    if (session) {
      await storeSession(chrome.port, session);
      flags.disableStorageReset = true;
    }
    if (CPU_SLOWDOWN) flags.throttling = { cpuSlowdownMultiplier: CPU_SLOWDOWN };
    const result = await lighthouse(url, flags);
    if (!result?.lhr) throw new Error('lighthouse returned no result');
    const runName = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}`;
    if (process.env.LH_TRACE_DIR) {
      mkdirSync(process.env.LH_TRACE_DIR, { recursive: true });
      writeFileSync(join(process.env.LH_TRACE_DIR, `${runName}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    if (process.env.LH_LHR_DIR) {
      mkdirSync(process.env.LH_LHR_DIR, { recursive: true });
      writeFileSync(join(process.env.LH_LHR_DIR, `${runName}.json`), JSON.stringify(result.lhr));
    }
    return result.lhr;
  } finally {
    try {
      await chrome.kill();
    } catch {}
    chrome = null;
  }
}

/** Figures of one run. */
function summarize(lhr) {
  const a = lhr.audits;
  const num = (id) => a[id]?.numericValue ?? null;
  const requests = a['network-requests']?.details?.items ?? [];
  const scriptBytes = requests.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + (r.transferSize ?? 0), 0);
  return {
    performance: pct(lhr.categories.performance?.score),
    accessibility: pct(lhr.categories.accessibility?.score),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcpMs: num('first-contentful-paint'),
    siMs: num('speed-index'),
    totalBytes: num('total-byte-weight'),
    scriptBytes,
    // Points each metric costs the performance score: weight x (1 - score).
    pointsLost: Object.fromEntries(
      (lhr.categories.performance?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => [r.id, +(r.weight * (1 - (a[r.id]?.score ?? 0))).toFixed(1)]),
    ),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedRequests: requests
      .filter((r) => r.url.startsWith(base) && (r.statusCode >= 400 || r.statusCode === -1))
      .map((r) => `${r.statusCode} ${short(r.url)}`),
    finalPath: lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings ?? [],
  };
}

const nodeOf = (item) => item?.node ?? (item?.type === 'node' ? item : null);

/** Accessibility audits that fail (score < 1, scored), with the offending elements. */
function failingA11y(lhr) {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  const out = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
    const items = (audit.details?.items ?? []).map((it) => {
      const n = nodeOf(it);
      return {
        selector: n?.selector ?? null,
        snippet: n?.snippet ?? null,
        label: n?.nodeLabel ?? null,
        explanation: n?.explanation ?? null,
      };
    });
    out.push({ id: ref.id, title: audit.title, weight: ref.weight, items });
  }
  return out;
}

const short = (u) => String(u ?? '').replace(base, '');

/** Rows of an audit's details: table items, the tables of a list, the longest chain of a network tree. */
function tableItems(details) {
  if (!details) return [];
  if (details.type === 'table' || details.type === 'opportunity') return details.items ?? [];
  if (details.type === 'list') return (details.items ?? []).flatMap((d) => tableItems(d));
  if (details.type === 'list-section') return tableItems(details.value);
  if (details.type === 'network-tree') {
    const chain = [];
    let level = details.chains;
    while (level && Object.keys(level).length) {
      const next = Object.values(level).find((n) => n.isLongest) ?? Object.values(level)[0];
      chain.push(`${short(next.url)} (${Math.round(next.navStartToEndTime)} ms, ${(next.transferSize / 1024).toFixed(1)} KB)`);
      level = next.children;
    }
    return chain.length ? [{ chain: chain.join(' -> ') }] : [];
  }
  return [];
}

/** What the performance score is made of on the median run: long tasks (TBT), CPU per script, LCP element and phases. */
function perfDiagnostics(lhr) {
  const a = lhr.audits;
  const lcp = a['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcp[0]?.items?.[0]?.node;
  return {
    longTasks: (a['long-tasks']?.details?.items ?? []).map((t) => ({
      url: short(t.url),
      startTime: Math.round(t.startTime),
      duration: Math.round(t.duration),
    })),
    bootupTime: (a['bootup-time']?.details?.items ?? []).map((t) => ({ url: short(t.url), total: Math.round(t.total), scripting: Math.round(t.scripting) })),
    mainThread: (a['mainthread-work-breakdown']?.details?.items ?? []).map((t) => ({ group: t.groupLabel ?? t.group, duration: Math.round(t.duration) })),
    lcpElement: lcpNode ? { selector: lcpNode.selector, snippet: lcpNode.snippet, label: lcpNode.nodeLabel } : null,
    lcpPhases: (lcp[1]?.items ?? []).map((p) => ({ phase: p.phase, timing: Math.round(p.timing), percent: p.percent })),
  };
}

/** Performance audits that cost points or flag savings: metrics below 0.9 and opportunities/diagnostics that fail. */
function lowPerf(lhr) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const out = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
    const isMetric = ref.group === 'metrics' || ref.weight > 0;
    const informative = audit.scoreDisplayMode === 'informative';
    if (isMetric ? audit.score >= 0.9 : informative || audit.score >= 0.9) continue;
    const items = tableItems(audit.details)
      .slice(0, 8)
      .map((it) => {
        const n = nodeOf(it);
        const o = {};
        if (it.url) o.url = String(it.url).replace(base, '');
        if (n?.selector) o.selector = n.selector;
        if (n?.snippet) o.snippet = n.snippet;
        if (it.chain) o.chain = it.chain;
        for (const k of ['wastedBytes', 'wastedMs', 'totalBytes', 'transferSize', 'duration', 'total', 'scripting', 'blockingTime'])
          if (typeof it[k] === 'number') o[k] = Math.round(it[k]);
        return o;
      });
    out.push({
      id: ref.id,
      title: audit.title,
      weight: ref.weight,
      score: audit.score,
      displayValue: audit.displayValue ?? null,
      metricSavings: audit.metricSavings ?? undefined,
      items,
    });
  }
  return out.sort((x, y) => y.weight - x.weight || x.score - y.score);
}

const started = new Date();
const loadAtStart = loadavg().map((x) => +x.toFixed(2));
if (loadAtStart[0] > 1)
  console.warn(`warning: load average ${loadAtStart[0]} at start; TBT (and so the performance score) is sensitive to other work on the machine`);
const results = [];
let failed = false;
let fatal = null;
try {
  await waitUp();
  // Warm the server (first requests compile/prerender caches) so run 1 is not an outlier.
  for (const { path } of PAGES)
    await fetch(base + path)
      .then((r) => r.arrayBuffer())
      .catch(() => {});
  const session = PAGES.some((p) => p.kind === 'app') ? await demoSession() : null;

  for (const { path, kind } of PAGES) {
    const url = base + path;
    const budget = BUDGETS[kind];
    const runs = [];
    const lhrs = [];
    // A run that Lighthouse reports as broken (e.g. NO_NAVSTART, a flaky trace) is retried, twice at most per page.
    for (let i = 1, good = 0; good < RUNS && i <= RUNS + 2; i++) {
      const load = await quietEnough();
      process.stdout.write(`${path} run ${i} (${good + 1}/${RUNS}, load ${load[0]}) ... `);
      try {
        const lhr = await runOnce(url, kind === 'app' ? session : null);
        if (distStamp() !== distAtStart) throw new Error('apps/web/dist was rebuilt during the benchmark; rerun it once the build is done');
        const s = { ...summarize(lhr), loadAverage: load };
        if (s.failedRequests.length) s.runtimeError = `same-origin requests failed: ${s.failedRequests.join(', ')}`;
        // a logged-in page that shows the public site (or a page that moved) is not the page asked for
        if (s.finalPath !== null && s.finalPath !== path) s.runtimeError = `ended at ${s.finalPath}, not ${path}`;
        runs.push(s);
        if (!s.runtimeError) {
          good++;
          lhrs.push(lhr);
        }
        const m = (v) => (v === null ? '-' : Math.round(v));
        console.log(
          `perf ${s.performance} a11y ${s.accessibility} (FCP ${m(s.fcpMs)}, LCP ${m(s.lcpMs)}, TBT ${m(s.tbtMs)}, SI ${m(s.siMs)}, bench ${m(s.benchmarkIndex)})${s.runtimeError ? ` (runtime error ${s.runtimeError})` : ''}`,
        );
      } catch (err) {
        if (/rebuilt/.test(err.message)) throw err;
        console.log(`error: ${err.message}`);
        runs.push({ error: String(err.message ?? err) });
      }
    }
    const ok = runs.filter((r) => !r.error && !r.runtimeError).slice(0, RUNS);
    const med = (k) => median(ok.map((r) => r[k]));
    const row = {
      path,
      kind,
      budget,
      performance: med('performance'),
      accessibility: med('accessibility'),
      lcpMs: med('lcpMs'),
      tbtMs: med('tbtMs'),
      cls: med('cls'),
      fcpMs: med('fcpMs'),
      siMs: med('siMs'),
      totalBytes: med('totalBytes'),
      scriptBytes: med('scriptBytes'),
      benchmarkIndex: med('benchmarkIndex'),
      okRuns: ok.length,
      runs,
    };
    // The run whose performance score is the median gives the audit details.
    const okLhrs = lhrs.slice(0, RUNS);
    const medianLhr = okLhrs.slice().sort((x, y) => (x.categories.performance?.score ?? 0) - (y.categories.performance?.score ?? 0))[
      Math.floor((okLhrs.length - 1) / 2)
    ];
    row.lowPerformanceAudits = medianLhr ? lowPerf(medianLhr) : [];
    row.performanceDiagnostics = medianLhr ? perfDiagnostics(medianLhr) : null;
    // Accessibility: union over runs (they are deterministic, but a flaky one still deserves a look).
    const a11y = new Map();
    for (const l of okLhrs) for (const f of failingA11y(l)) if (!a11y.has(f.id)) a11y.set(f.id, f);
    row.failingAccessibilityAudits = [...a11y.values()];
    row.loadAverage = median(ok.map((r) => r.loadAverage[0]));
    row.pass = ok.length === RUNS && row.performance >= budget.performance && row.accessibility >= budget.accessibility;
    if (!row.pass) failed = true;
    results.push(row);
  }
} catch (err) {
  fatal = err;
  failed = true;
  console.error(`FATAL: ${err.stack ?? err}`);
} finally {
  stopAll();
}

const kb = (b) => (b === null ? null : +(b / 1024).toFixed(1));
const ms = (v) => (v === null ? null : Math.round(v));
if (results.length) {
  console.log(
    `\nLighthouse ${lighthouseVersion}, ${process.env.CHROME_PATH}, mobile defaults${CPU_SLOWDOWN ? `, CPU slowdown ${CPU_SLOWDOWN}x` : ''}, median of ${RUNS}`,
  );
  console.table(
    results.map((r) => ({
      page: r.path,
      perf: r.performance,
      a11y: r.accessibility,
      'LCP ms': ms(r.lcpMs),
      'TBT ms': ms(r.tbtMs),
      CLS: r.cls === null ? null : +r.cls.toFixed(3),
      'FCP ms': ms(r.fcpMs),
      'SI ms': ms(r.siMs),
      'total KB': kb(r.totalBytes),
      'script KB': kb(r.scriptBytes),
      load: r.loadAverage,
      runs: `${r.okRuns}/${RUNS}`,
      budget: `${r.pass ? 'ok' : 'FAIL'} (${r.budget.performance}/${r.budget.accessibility})`,
    })),
  );
  console.log(`CPU benchmarkIndex (Lighthouse's host speed figure; the 4x slowdown assumes ~1000-2500): ${results.map((r) => r.benchmarkIndex).join(', ')}`);
  for (const r of results) {
    if (r.failingAccessibilityAudits.length) {
      console.log(`\n${r.path}: failing accessibility audits`);
      for (const f of r.failingAccessibilityAudits) {
        console.log(`  - ${f.id} (weight ${f.weight}): ${f.title}`);
        for (const it of f.items.slice(0, 10)) console.log(`      ${it.selector ?? ''}  ${it.snippet ?? ''}`);
      }
    }
    if (r.performance !== null && r.performance < r.budget.performance && r.lowPerformanceAudits.length) {
      console.log(`\n${r.path}: performance audits that cost points (median run)`);
      for (const f of r.lowPerformanceAudits.slice(0, 10)) {
        console.log(`  - ${f.id} (score ${f.score}, weight ${f.weight}): ${f.title}${f.displayValue ? ` — ${f.displayValue}` : ''}`);
        for (const it of f.items.slice(0, 3))
          if (it.url || it.chain)
            console.log(
              `      ${it.chain ?? it.url}${it.wastedBytes ? ` (${(it.wastedBytes / 1024).toFixed(1)} KB)` : ''}${it.wastedMs ? ` (${it.wastedMs} ms)` : ''}`,
            );
      }
      const lost = r.runs.find((x) => x.performance === r.performance)?.pointsLost ?? {};
      console.log(
        `    points lost by metric (a run with the median score): ${Object.entries(lost)
          .filter(([, v]) => v > 0)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
      const d = r.performanceDiagnostics;
      if (d?.longTasks.length) console.log(`    long tasks (TBT): ${d.longTasks.map((t) => `${t.url} ${t.duration} ms @${t.startTime}`).join('; ')}`);
      if (d?.lcpElement) console.log(`    LCP element: ${d.lcpElement.selector} (${d.lcpPhases.map((p) => `${p.phase} ${p.timing} ms`).join(', ')})`);
    }
    for (const run of r.runs) if (run.error || run.runtimeError) console.log(`${r.path}: run failed: ${run.error ?? run.runtimeError}`);
  }
}

const stamp = started
  .toISOString()
  .replace(/\.\d+Z$/, 'Z')
  .replace(/:/g, '-');
const outDir = join(ROOT, 'bench/results');
mkdirSync(outDir, { recursive: true });
const outFile = join(outDir, `lighthouse-${stamp}.json`);
writeFileSync(
  outFile,
  JSON.stringify(
    {
      date: started.toISOString(),
      lighthouse: lighthouseVersion,
      chromePath: process.env.CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      medianOf: 'each figure is the median over the good runs, separately',
      settings: `lighthouse default config (mobile emulation, simulated throttling${CPU_SLOWDOWN ? `, cpuSlowdownMultiplier ${CPU_SLOWDOWN}` : ''}), categories performance + accessibility`,
      runsPerPage: RUNS,
      budgets: BUDGETS,
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? null,
      loadAverageAtStart: loadAtStart,
      fatal: fatal ? String(fatal.message ?? fatal) : null,
      pass: !failed,
      results,
    },
    null,
    2,
  ),
);
console.log(`\nwrote ${outFile.replace(ROOT + '/', '')}`);
console.log(failed ? 'FAIL: a page is below its budget (performance / accessibility, shown per page) or a run failed' : 'ok: every page within budget');
process.exit(failed ? 1 : 0);
