import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { expect, test, vi } from 'vitest';

/**
 * The service worker's push side (public/sw.js), run in a sandbox with a fake `self`: each notification is
 * shown under its own tag, so a push that comes twice (a resend after a crash) replaces the first on her
 * phone instead of showing it twice (docs/decisions/012-reminders.md); tapping it opens its screen.
 */
const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../public/sw.js'), 'utf8');

function worker(env: { caches?: unknown; fetch?: typeof fetch } = {}) {
  const handlers = new Map<string, (event: unknown) => void>();
  /** What the phone shows, by tag: showNotification with a tag already shown replaces that notification. */
  const shown = new Map<string, { title: string; options: { body: string; tag: string; data: { url: string } } }>();
  const opened: string[] = [];
  const navigated: string[] = [];
  const windows: Array<{ url: string; navigate: (u: string) => Promise<unknown>; focus: () => Promise<unknown> }> = [];
  const self = {
    location: { origin: 'https://app.example' },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    registration: {
      showNotification: vi.fn(async (title: string, options: { body: string; tag: string; data: { url: string } }) => {
        shown.set(options.tag, { title, options });
      }),
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => opened.push(url),
      claim: async () => undefined,
    },
    skipWaiting: async () => undefined,
  };
  runInNewContext(source, { self, caches: env.caches ?? {}, fetch: env.fetch ?? fetch, URL, Headers, Response, console });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { self, shown, opened, navigated, windows, dispatch };
}

const pushEvent = (payload: object) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });

test('each notification shows under its tag: the same push twice is one notification on the phone', async () => {
  const w = worker();
  const reminder = { title: 'Overdue: 14-week vaccines', body: "Your baby's 14-week vaccines were due…", url: '/schedule?item=penta-3&baby=b1', tag: 'n-1' };
  await w.dispatch('push', pushEvent(reminder));
  await w.dispatch('push', pushEvent(reminder));
  await w.dispatch('push', pushEvent({ ...reminder, title: 'Notice', tag: 'n-2', url: '/notification-list' }));
  expect(w.self.registration.showNotification).toHaveBeenCalledTimes(3);
  expect(w.self.registration.showNotification.mock.calls[0]![1]).toMatchObject({ tag: 'n-1', body: reminder.body, data: { url: reminder.url } });
  expect([...w.shown.keys()]).toEqual(['n-1', 'n-2']);
});

test('tapping opens the screen of the notification: a new window, or the open one navigated there', async () => {
  const w = worker();
  const close = vi.fn();
  await w.dispatch('notificationclick', { notification: { close, data: { url: '/schedule?item=bcg' } } });
  expect(close).toHaveBeenCalled();
  expect(w.opened).toEqual(['https://app.example/schedule?item=bcg']);

  const open = { url: 'https://app.example/', navigate: vi.fn(async () => open), focus: vi.fn(async () => open) };
  w.windows.push(open);
  await w.dispatch('notificationclick', { notification: { close, data: { url: '/' } } });
  expect(open.navigate).toHaveBeenCalledWith('https://app.example/');
  expect(open.focus).toHaveBeenCalled();
});

test('a saved answer keeps its decoded body without the encoding it came in, so it reads offline as it did online', async () => {
  const report = JSON.stringify({ patientReportDetails: { weeks: 28 } });
  // what the page's fetch hands the worker for a gzipped answer: the body decoded, the headers as sent
  const network = new Response(report, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip', 'content-length': '61', vary: 'Accept-Encoding' },
  });
  const saved = new Map<string, Response>();
  const caches = { open: async () => ({ put: async (url: string, res: Response) => void saved.set(url, res), match: async (url: string) => saved.get(url) }) };
  const w = worker({ caches, fetch: (async () => network) as unknown as typeof fetch });
  let answered: Promise<Response> | undefined;
  const url = 'https://app.example/api/v1/provider/provider-report';
  await w.dispatch('fetch', { request: { method: 'GET', url, mode: 'cors' }, respondWith: (p: Promise<Response>) => (answered = p) });
  expect(await (await answered!).text()).toBe(report);
  const kept = saved.get(url)!;
  expect(kept.headers.get('content-encoding')).toBeNull();
  expect(kept.headers.get('content-length')).toBeNull();
  expect(kept.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(kept.headers.get('x-mamata-saved-at')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(await kept.text()).toBe(report);
});

/** A fake CacheStorage: caches by name, each a map of URL to Response. */
function fakeCaches() {
  const store = new Map<string, Map<string, Response>>();
  const urlOf = (r: string | Request | { url: string }) => (typeof r === 'string' ? new URL(r, 'https://app.example').href : r.url);
  const open = async (name: string) => {
    if (!store.has(name)) store.set(name, new Map());
    const cache = store.get(name)!;
    return {
      put: async (r: string | Request, res: Response) => void cache.set(urlOf(r), res),
      match: async (r: string | Request) => cache.get(urlOf(r))?.clone(),
      addAll: async (requests: Request[]) => {
        // all or nothing, as the browser's addAll
        const got = await Promise.all(requests.map(async (q) => [q.url, await fetchFor(q.url)] as const));
        if (got.some(([, res]) => !res.ok)) throw new TypeError('addAll: a request failed');
        for (const [u, res] of got) cache.set(u, res);
      },
    };
  };
  let fetchFor: (url: string) => Promise<Response> = async () => new Response('');
  return {
    store,
    setFetch: (f: (url: string) => Promise<Response>) => (fetchFor = f),
    api: {
      open,
      keys: async () => [...store.keys()],
      delete: async (name: string) => store.delete(name),
      match: async (r: string, opts: { cacheName: string }) => store.get(opts.cacheName)?.get(urlOf(r))?.clone(),
    },
  };
}

/** The worker of a build: its sw.js with the BUILD and PRECACHE that scripts/precache.mjs writes. */
function buildWorker(build: string, files: string[], caches: ReturnType<typeof fakeCaches>, network: (url: string) => Promise<Response>) {
  const built = source.replace(/const BUILD = '[^']*';\nconst PRECACHE = \[[^\]]*\];/, `const BUILD = '${build}';\nconst PRECACHE = ${JSON.stringify(files)};`);
  expect(built).not.toBe(source);
  caches.setFetch(network);
  const handlers = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: 'https://app.example' },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    registration: { showNotification: vi.fn() },
    clients: { matchAll: async () => [], openWindow: async () => undefined, claim: async () => undefined },
    skipWaiting: vi.fn(async () => undefined),
  };
  const request = (url: string) => ({ url: new URL(url, 'https://app.example').href, method: 'GET', mode: url.startsWith('/assets/') ? 'cors' : 'navigate' });
  runInNewContext(built, {
    self,
    caches: caches.api,
    fetch: (r: string | { url: string }) => network(typeof r === 'string' ? r : r.url),
    Request: class {
      constructor(readonly url: string) {
        this.url = new URL(url, 'https://app.example').href;
      }
    },
    URL,
    Headers,
    Response,
    console,
  });
  const lifecycle = async (type: string) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ waitUntil: (p: Promise<unknown>) => (work = p) });
    return work;
  };
  const get = async (url: string) => {
    let answer: Promise<Response> | undefined;
    handlers.get('fetch')!({ request: request(url), respondWith: (p: Promise<Response>) => (answer = p) });
    return answer!;
  };
  return { self, lifecycle, get };
}

test('a build is saved whole at install, and a new build replaces it only once all of its files are saved', async () => {
  const caches = fakeCaches();
  const files = ['/', '/assets/index-a1.js', '/assets/report-page-a1.js', '/assets/index-a1.css'];
  const served = (names: string[]) => async (url: string) =>
    names.some((n) => url.endsWith(n) && (n !== '/' || new URL(url).pathname === '/'))
      ? new Response(`body of ${new URL(url).pathname}`)
      : new Response('', { status: 404 });
  const v1 = buildWorker('b1', files, caches, served(files));
  await v1.lifecycle('install');
  await v1.lifecycle('activate');
  expect([...caches.store.keys()]).toEqual(['mamata-shell-b1']);
  expect(caches.store.get('mamata-shell-b1')!.size).toBe(4);

  // offline: a screen never opened has its code, and any address opens the saved shell
  const offline = async () => Promise.reject(new TypeError('Failed to fetch'));
  const v1Offline = buildWorker('b1', files, caches, offline);
  expect(await (await v1Offline.get('/assets/report-page-a1.js')).text()).toBe('body of /assets/report-page-a1.js');
  expect(await (await v1Offline.get('/report')).text()).toBe('body of /');

  // a new build whose download fails half-way: its install fails, the old build stays whole
  const files2 = ['/', '/assets/index-b2.js', '/assets/report-page-b2.js'];
  const broken = buildWorker('b2', files2, caches, served(['/', '/assets/index-b2.js']));
  await expect(broken.lifecycle('install')).rejects.toThrow();
  expect(broken.self.skipWaiting).not.toHaveBeenCalled();
  expect(caches.store.get('mamata-shell-b1')!.size).toBe(4);

  // the same build downloaded completely: it takes over and the old build's files go
  const v2 = buildWorker('b2', files2, caches, served(files2));
  await v2.lifecycle('install');
  expect(v2.self.skipWaiting).toHaveBeenCalled();
  await v2.lifecycle('activate');
  expect([...caches.store.keys()]).toEqual(['mamata-shell-b2']);
  expect(caches.store.get('mamata-shell-b2')!.size).toBe(3);
});
