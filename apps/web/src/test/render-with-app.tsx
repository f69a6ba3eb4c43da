import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { attachToaster } from '../lib/notify.ts';

type Reply = { status?: number; body: unknown };
/** Answers of the fake API, keyed `"METHOD /path"` (the path after `/api/v1`). */
export type FakeRoutes = Record<string, Reply | ((body: unknown) => Reply)>;

/**
 * Replaces `fetch` with a fake API for a component test and records every call. A call with no
 * answer is a 404 in the core error shape, so a wrong path shows up as a failing test.
 */
export function fakeApi(routes: FakeRoutes) {
  const calls: Array<{ key: string; body: unknown; headers: Record<string, string> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1/, '')}`;
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, body, headers: (init.headers ?? {}) as Record<string, string> });
      const route = routes[key];
      const reply = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } });
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** Collects the toasts shown (instead of mounting the toast library). */
export function captureToasts() {
  const toasts: Array<{ kind: string; message: string }> = [];
  attachToaster((kind, message) => toasts.push({ kind, message }));
  return toasts;
}

/**
 * Renders `ui` at `path` with what the logged-in app provides: i18n, a fresh query cache (no
 * retries) and a router; `other` adds routes to land on (e.g. `/home` after logout); `at` is the
 * address opened when `path` is a pattern (`/staff/people/:id`).
 */
export function renderWithApp(ui: ReactNode, { path = '/', other = {}, at = path }: { path?: string; other?: Record<string, ReactNode>; at?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(other).map(([p, element]) => (
            <Route key={p} path={p} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
