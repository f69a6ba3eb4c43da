import { useEffect, useRef, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { staffPaths } from '../../lib/paths.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { LoadingState } from '../../components/ui/page-state.tsx';
import { Logo } from '../../components/logo.tsx';
import { PreferenceControls } from '../../components/preference-controls.tsx';
import { LogoutDialog } from '../../components/logout-dialog.tsx';
import { LogoutButton } from '../../components/logout-button.tsx';
import { RouteFocus } from '../../components/route-focus.tsx';
import { endStaffSession, useStaffToken } from './staff-session.ts';
import { InboxNavLink } from './inbox-nav-link.tsx';
import { useStaffMe } from './api/get-staff-me.ts';
import { logOutStaff } from './api/log-out-staff.ts';
import { staffKeys } from './api/staff-keys.ts';
import { afterLoad } from '../../lib/after-load.ts';
import { registerServiceWorker } from '../../lib/push.ts';
import { setOutboxOwner, unsent, useOutbox, useOutboxSender } from './outbox/outbox.ts';
import { OutboxBadge } from './outbox/outbox-list.tsx';

/** The staff console frame: guard, navigation, preferences, logout. */
export function StaffLayout() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const token = useStaffToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useStaffMe(Boolean(token));
  const [confirmLogout, setConfirmLogout] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // the outbox of this account only: another nurse's entries on this device stay hidden and unsent
  useOutboxSender(me.data?.staff.id);
  const waiting = unsent(useOutbox()).length;
  // the service worker keeps the console's files and last reads for a health post without a signal; once it
  // takes control (the first visit), what is on screen is asked again so that it is saved too
  useEffect(
    () =>
      afterLoad(() => {
        if (!('serviceWorker' in navigator)) return;
        if (!navigator.serviceWorker.controller) {
          navigator.serviceWorker.addEventListener('controllerchange', () => void queryClient.invalidateQueries({ queryKey: staffKeys.all }), { once: true });
        }
        void registerServiceWorker();
      }),
    [queryClient],
  );

  // on a phone the links scroll sideways: the screen she is on is always in view
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = nav.current;
    if (!current || !box || box.scrollWidth <= box.clientWidth) return;
    const at = current.getBoundingClientRect().left - box.getBoundingClientRect().left + box.scrollLeft;
    box.scrollLeft = Math.max(0, at - (box.clientWidth - current.offsetWidth) / 2);
  }, [pathname, me.isPending]);

  useEffect(() => {
    if (me.error instanceof ApiError && me.error.status === 401) endStaffSession('expired');
  }, [me.error]);

  if (!token) return <Navigate to={staffPaths.login} replace />;
  if (me.isPending) return <LoadingState />;

  const place = me.data?.staff.healthPost ?? me.data?.staff.palika;
  // the staff accounts screen is for administrators (the server refuses anyone else too)
  const isAdmin = me.data?.staff.role === 'palika_admin' || me.data?.staff.role === 'system_admin';
  const logout = async () => {
    await logOutStaff().catch(() => undefined);
    setOutboxOwner(null);
    endStaffSession();
    queryClient.removeQueries({ queryKey: staffKeys.all });
    await navigate(staffPaths.login, { replace: true });
  };
  const link = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`;
  return (
    <div className="min-h-dvh">
      <RouteFocus />
      <header className="border-b border-slate-200 bg-white print:hidden dark:border-slate-800 dark:bg-slate-950">
        <div className="mx-auto max-w-6xl px-4 py-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex min-w-0 items-center gap-3">
              <Logo compact />
              <span className="hidden text-sm font-semibold text-slate-600 sm:inline dark:text-slate-300">{t('staff.console')}</span>
              {place ? (
                <span className="hidden text-sm text-slate-600 dark:text-slate-400 2xl:inline">· {lang === 'ne' ? place.name_ne : place.name}</span>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-2 sm:gap-3">
              <OutboxBadge />
              <PreferenceControls showCalendar />
              <LogoutButton label={t('staff.nav.logout')} onClick={() => setConfirmLogout(true)} />
            </div>
          </div>
          {/* one row that scrolls sideways on a phone (three rows of links pushed her work off the first screen); it wraps on a wide screen. Relative: what a link positions (its badge, its screen-reader text) scrolls with it, not past the page edge */}
          <nav
            ref={nav}
            aria-label={t('staff.console')}
            className="scroll-edges relative -mx-4 mt-1 flex gap-1 overflow-x-auto px-4 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 dark:[--edge-cover:var(--color-slate-950)] [&>a]:shrink-0 [&>a]:whitespace-nowrap"
          >
            <NavLink to={staffPaths.people} end className={link}>
              {t('staff.nav.people')}
            </NavLink>
            <NavLink to={staffPaths.due} className={link}>
              {t('staff.nav.due')}
            </NavLink>
            <NavLink to={staffPaths.scheduleItems} className={link}>
              {t('staff.nav.scheduleItems')}
            </NavLink>
            <NavLink to={staffPaths.register} className={link}>
              {t('staff.nav.register')}
            </NavLink>
            <NavLink to={staffPaths.notices} className={link}>
              {t('staff.nav.notices')}
            </NavLink>
            <InboxNavLink className={link} />
            <NavLink to={staffPaths.support} className={link}>
              {t('staff.nav.support')}
            </NavLink>
            <NavLink to={staffPaths.hmis} className={link}>
              {t('staff.nav.hmis')}
            </NavLink>
            {isAdmin ? (
              <NavLink to={staffPaths.staffUsers} className={link}>
                {t('staff.nav.staffUsers')}
              </NavLink>
            ) : null}
            <NavLink to={staffPaths.account} className={link}>
              {t('staff.nav.account')}
            </NavLink>
          </nav>
        </div>
      </header>
      {confirmLogout ? (
        <LogoutDialog
          onClose={() => setConfirmLogout(false)}
          onConfirm={() => void logout()}
          warning={waiting ? t('staff.outbox.logoutWarning', { count: waiting }) : undefined}
        />
      ) : null}
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
