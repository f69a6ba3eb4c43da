// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { request, startEarlyRequests } from './api-client.ts';
import { endSession, startSession } from './session.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  endSession([], 'logout');
});

/** A server that answers each GET with a numbered body, or with the given status. */
function server(status = 200) {
  let n = 0;
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    n += 1;
    return new Response(JSON.stringify(status === 200 ? { url: new URL(url, 'http://x').pathname, n } : { message: 'no', code: 'INTERNAL' }), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

test("an early request's answer is used by the screen's own request, once", async () => {
  startSession('token-a');
  const fetch = server();
  startEarlyRequests(['/provider/me']);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(await request('GET', '/provider/me')).toEqual({ url: '/api/v1/provider/me', n: 1 });
  expect(fetch).toHaveBeenCalledTimes(1);
  // the next request asks the server again
  expect(await request('GET', '/provider/me')).toEqual({ url: '/api/v1/provider/me', n: 2 });
  expect(fetch).toHaveBeenCalledTimes(2);
});

test('nothing is asked early without a session, and another session does not get the answer', async () => {
  const fetch = server();
  startEarlyRequests(['/provider/me']);
  expect(fetch).not.toHaveBeenCalled();
  startSession('token-a');
  startEarlyRequests(['/provider/me']);
  startSession('token-b');
  await request('GET', '/provider/me');
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(fetch.mock.calls[1]?.[1]).toMatchObject({ headers: { authorization: 'Bearer token-b' } });
});

test('a failed early request is made again by the screen, whose error it gets', async () => {
  startSession('token-a');
  const fetch = server(500);
  startEarlyRequests(['/provider/provider-report']);
  await expect(request('GET', '/provider/provider-report')).rejects.toMatchObject({ status: 500 });
  expect(fetch).toHaveBeenCalledTimes(2);
});
