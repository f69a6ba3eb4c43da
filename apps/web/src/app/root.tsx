import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { configureApiClient } from '../lib/api-client.ts';
import { onFirstToast } from '../lib/notify.ts';
import { reloadPreferences } from '../lib/preferences.ts';

const Toaster = lazy(() => import('../components/toaster.tsx'));

let onSessionEndedHandlers: Array<() => void> = [];
/** Lets the query cache (loaded only with the app) clear itself when a session ends. */
export function onSessionEnded(fn: () => void): () => void {
  onSessionEndedHandlers.push(fn);
  return () => {
    onSessionEndedHandlers = onSessionEndedHandlers.filter((f) => f !== fn);
  };
}

/** The root route: the 401 wiring and toasts (a screen whose code is loading says so in its place: lazy-screen.tsx). */
export function Root() {
  const navigate = useNavigate();
  const [toasterWanted, setToasterWanted] = useState(false);

  useEffect(() => {
    onFirstToast(() => setToasterWanted(true));
    configureApiClient({
      navigate: (path) => void navigate(path, { replace: true }),
      onSessionEnded: () => {
        reloadPreferences();
        for (const fn of onSessionEndedHandlers) fn();
      },
    });
  }, [navigate]);

  return (
    <>
      <Outlet />
      {toasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
