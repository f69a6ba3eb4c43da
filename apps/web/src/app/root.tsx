import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
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

/** The root route: the 401 wiring, the "Loading..." bar while a screen's code loads, and toasts. */
export function Root() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
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
      {navigation.state === 'loading' ? (
        <div role="status" className="fixed inset-x-0 top-0 z-50 bg-brand-700 py-1 text-center text-xs font-semibold text-white">
          {t('common.loading')}
        </div>
      ) : null}
      <Outlet />
      {toasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
