import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { onSessionEnded } from './root.tsx';

/** Server state for the login page and the logged-in app; public pages do not load it. */
export function QueryProvider() {
  useEffect(() => onSessionEnded(() => queryClient.clear()), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
