import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** docs/spec/architecture.md: retry 3 (not for answers that will not change), cache 5 minutes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: false,
    },
  },
});
