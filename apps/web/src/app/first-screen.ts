import type { QueryClient } from '@tanstack/react-query';
import { healthKeys } from '../features/health/api/health-keys.ts';
import { startEarlyRequests, takeEarlyAnswer } from '../lib/api-client.ts';
import { providerKeys } from '../lib/provider-keys.ts';
import { getAccessToken } from '../lib/session.ts';

/**
 * The data a logged-in screen shows first: her profile (the layout's, every screen's) and, on the
 * dashboard and the report, the report. Only answers that do not depend on the language, so an
 * answer asked for before the language is known is right whatever it turns out to be.
 */
function firstScreenQueries(pathname: string) {
  if (pathname.startsWith('/staff') || !getAccessToken()) return [];
  return [
    { path: '/provider/me', key: providerKeys.me },
    ...(pathname === '/' || pathname === '/report' ? [{ path: '/provider/provider-report', key: healthKeys.report() }] : []),
  ];
}

/** Asks for the first screen's data while its code loads (main.tsx), so data and code come in parallel. */
export function startFirstScreenRequests(pathname: string): void {
  startEarlyRequests(firstScreenQueries(pathname).map((q) => q.path));
}

/**
 * Puts the first screen's answers that have already arrived into the query cache, before the
 * screen first renders: it is drawn once, with her data, instead of a spinner and then again (a
 * phone's main thread spends most of its first second on those renders). An answer still on its
 * way is left to the screen's own request, which waits for it (api-client.ts).
 */
export function seedFirstScreen(client: QueryClient, pathname: string): void {
  for (const { path, key } of firstScreenQueries(pathname)) {
    const got = takeEarlyAnswer(path);
    if (got) client.setQueryData(key, got.data);
  }
}
