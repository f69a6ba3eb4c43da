import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { configureApiClient } from '../lib/api-client.ts';
import { onFirstToast } from '../lib/notify.ts';
import { reloadPreferences } from '../lib/preferences.ts';

const Toaster = lazy(() => import('../components/toaster.tsx'));

/**
 * The toasts' code (and its style sheet) could not be fetched: offline on a phone whose service worker has not
 * saved the app yet. The page goes on without toasts (a form says its error in its own alert too) instead of
 * the whole screen becoming "Unexpected Application Error!" (it did on the login page: "Unable to preload CSS").
 */
export class ToasterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
        <ToasterBoundary>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </ToasterBoundary>
      ) : null}
    </>
  );
}
