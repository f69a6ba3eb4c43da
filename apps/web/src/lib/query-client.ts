import { QueryClient } from '@tanstack/react-query';
import { ApiError, isOffline } from './api-client.ts';

/**
 * docs/spec/architecture.md: retry 3 (not for answers that will not change, nor for a network failure while the
 * phone is offline: it says so at once), cache 5 minutes. `networkMode: 'always'`: offline, a query still asks,
 * and the service worker answers from what it saved (docs/decisions/024-offline-app.md); TanStack Query's default
 * would pause it and leave "Loading..." on screen, and pause a mutation (the urgent message spun with no word).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    mutations: { networkMode: 'always' },
    queries: {
      networkMode: 'always',
      retry: (failures, error) =>
        failures < 3 && !(error instanceof ApiError && ((error.status >= 400 && error.status < 500) || (error.code === 'NETWORK' && isOffline()))),
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: false,
    },
  },
});
