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
