import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { seedFirstScreen } from './first-screen.ts';
import { onSessionEnded } from './root.tsx';

/** Server state for the login page and the logged-in app; public pages do not load it. */
export function QueryProvider() {
  // once, as late as possible before the screens under it first render (first-screen.ts)
  const { pathname } = useLocation();
  useState(() => seedFirstScreen(queryClient, pathname));
  useEffect(() => onSessionEnded(() => queryClient.clear()), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
