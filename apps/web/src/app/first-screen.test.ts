// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';
import { endSession, startSession } from '../lib/session.ts';
import { providerKeys } from '../lib/provider-keys.ts';
import { healthKeys } from '../features/health/api/health-keys.ts';
import { providerReportQuery } from '../features/health/api/get-provider-report.ts';
import { seedFirstScreen, startFirstScreenRequests } from './first-screen.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  endSession([], 'logout');
});

/** A server whose answers wait until `release()`; each body names its path and its number. */
function slowServer() {
  let n = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const fetch = vi.fn(async (url: string) => {
    n += 1;
    const body = JSON.stringify({ path: new URL(url, 'http://x').pathname, n });
    await gate;
    return new Response(body, { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release: open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('answers that arrived before the first render are in the cache, once; the dashboard asks for her profile and her report', async () => {
  startSession('token-a');
  const { fetch, release } = slowServer();
  startFirstScreenRequests('/');
  expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/v1/provider/me', '/api/v1/provider/provider-report']);
  release();
  await settle();
  const client = new QueryClient();
  seedFirstScreen(client, '/');
  expect(client.getQueryData(providerKeys.me)).toEqual({ path: '/api/v1/provider/me', n: 1 });
  expect(client.getQueryData(healthKeys.report())).toEqual({ path: '/api/v1/provider/provider-report', n: 2 });
  // taken: the screen's next request asks the server again
  expect(await request('GET', '/provider/me')).toEqual({ path: '/api/v1/provider/me', n: 3 });
});

test('an answer still on its way is not put in the cache: the screen’s own request waits for it', async () => {
  startSession('token-a');
  const { fetch, release } = slowServer();
  startFirstScreenRequests('/schedule');
  expect(fetch).toHaveBeenCalledTimes(1);
  const client = new QueryClient();
  seedFirstScreen(client, '/schedule');
  expect(client.getQueryData(providerKeys.me)).toBeUndefined();
  const answer = request('GET', '/provider/me');
  release();
  expect(await answer).toEqual({ path: '/api/v1/provider/me', n: 1 });
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('another session, or the staff console, gets nothing from them', async () => {
  startSession('token-a');
  const { fetch, release } = slowServer();
  startFirstScreenRequests('/report');
  release();
  await settle();
  startSession('token-b');
  const client = new QueryClient();
  seedFirstScreen(client, '/report');
  expect(client.getQueryData(providerKeys.me)).toBeUndefined();
  expect(client.getQueryData(healthKeys.report())).toBeUndefined();
  startFirstScreenRequests('/staff');
  expect(fetch).toHaveBeenCalledTimes(2);
});

test('a report that has just arrived is not asked for again when its screen mounts; an older one is', async () => {
  // (a session of its own: the early answers of the tests above are still kept for theirs)
  startSession('token-d');
  const { fetch, release } = slowServer();
  release();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(healthKeys.report(), { fresh: true });
  const mounted = new QueryObserver(client, providerReportQuery()).subscribe(() => undefined);
  await settle();
  expect(fetch).not.toHaveBeenCalled();
  mounted();

  client.setQueryData(healthKeys.report(), { fresh: false }, { updatedAt: Date.now() - 5_000 });
  const again = new QueryObserver(client, providerReportQuery()).subscribe(() => undefined);
  await settle();
  expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/v1/provider/provider-report']);
  again();
});
