import { useEffect } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bounce, ToastContainer } from 'react-toastify';
import { configureApiClient } from '../lib/api-client.ts';
import { reloadPreferences, usePreferences } from '../lib/preferences.ts';

/** Spec §8: toasts top-centre, 3 s, close on click, pause on hover, draggable. */
export const TOAST_MS = 3000;

/** The root route: toasts, the 401 wiring and the "Loading..." bar while a screen's code loads. */
export function Root() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const { theme } = usePreferences();

  useEffect(() => {
    configureApiClient({
      navigate: (path) => void navigate(path, { replace: true }),
      onSessionEnded: () => {
        reloadPreferences();
        queryClient.clear();
      },
    });
  }, [navigate, queryClient]);

  return (
    <>
      {navigation.state === 'loading' ? (
        <div role="status" className="fixed inset-x-0 top-0 z-50 bg-brand-700 py-1 text-center text-xs font-semibold text-white">
          {t('common.loading')}
        </div>
      ) : null}
      <Outlet />
      <ToastContainer position="top-center" autoClose={TOAST_MS} closeOnClick pauseOnHover draggable theme={theme} transition={Bounce} />
    </>
  );
}
