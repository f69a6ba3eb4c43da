import { NavLink, Outlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation.ts';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { formatDate, localDigits } from '@mamata/core/calendar/bikram-sambat';
import { toNepalDate } from '@mamata/core/calendar/nepal-time';
import { loadServerCalendarTable } from '../lib/calendar-table.ts';
import { afterLoad } from '../lib/after-load.ts';
import { paths } from '../lib/paths.ts';
import { BellIcon, BotIcon, CalendarIcon, ChartIcon, HomeIcon, MoreIcon, UserIcon } from '../components/ui/icons.tsx';
import { useLogout } from '../lib/use-logout.ts';
import { useNextTask } from '../lib/use-next-task.ts';
import { meQuery } from '../lib/me-query.ts';
import { LoadingState } from '../components/ui/page-state.tsx';
import { Logo } from '../components/logo.tsx';
import { PreferenceControls } from '../components/preference-controls.tsx';
import { LogoutDialog } from '../components/logout-dialog.tsx';
import { LogoutButton } from '../components/logout-button.tsx';
import { RouteFocus } from '../components/route-focus.tsx';
import { useUnreadCount } from '../lib/unread-notifications.ts';
import { refreshPush } from '../lib/push.ts';
import { useSavedAt } from '../lib/offline.ts';
import { saveForOffline } from '../lib/save-for-offline.ts';
import { watchUrgentOutbox } from '../features/support/urgent-outbox.ts';
import { usePreferences } from '../lib/preferences.ts';
import { MixedText } from '../components/mixed-text.tsx';
import { useWideScreen } from '../lib/use-wide-screen.ts';

type NavItem = { to: string; key: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

/** Spec §2: the bottom navigation of small screens. */
const BOTTOM_NAV: NavItem[] = [
  { to: paths.dashboard, key: 'nav.dashboard', icon: HomeIcon },
  { to: paths.schedule, key: 'nav.schedule', icon: CalendarIcon },
  { to: paths.report, key: 'nav.report', icon: ChartIcon },
  { to: paths.aiDoctor, key: 'nav.aiDoctor', icon: BotIcon },
  { to: paths.profile, key: 'nav.profile', icon: UserIcon },
];

/** Only a one-time password needs this form (and its zod and form library): loaded then, not on every screen. */
const ChoosePasswordPage = lazy(async () => ({ default: (await import('../features/auth/choose-password-page.tsx')).ChoosePasswordPage }));

/** The desktop navbar also has the reminder screen. */
const TOP_NAV: NavItem[] = [...BOTTOM_NAV.slice(0, 3), { to: paths.reminder, key: 'nav.reminder', icon: CalendarIcon }, ...BOTTOM_NAV.slice(3)];

/** The navbar bell: opens the notification list; a badge shows the unread count (99+ above 99). */
function NotificationBell() {
  const { t, i18n } = useTranslation();
  const unread = useUnreadCount() ?? 0;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <NavLink
      to={paths.notifications}
      aria-label={t('nav.bell', { count: unread })}
      data-testid="notification-bell"
      className={({ isActive }) =>
        `relative inline-flex h-11 w-11 items-center justify-center rounded-full border ${isActive ? 'border-brand-700 bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200' : 'border-slate-500 hover:bg-slate-100 dark:border-slate-400 dark:hover:bg-slate-800'}`
      }
    >
      <BellIcon className="h-5 w-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          data-testid="notification-badge"
          aria-hidden="true"
        >
          {localDigits(shown, i18n.language)}
        </span>
      ) : null}
    </NavLink>
  );
}

/** Shown while the screen reads what the service worker saved (no network). */
function OfflineBanner() {
  const { t } = useTranslation();
  const { calendar, lang } = usePreferences();
  const savedAt = useSavedAt();
  if (!savedAt) return null;
  const date = formatDate(toNepalDate(new Date(savedAt)), { calendar, lang });
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
    >
      {t('offline.banner', { date })}
    </p>
  );
}

/**
 * Keeps --header-height (styles.css scroll-padding) equal to the sticky header's height, or 0 where
 * the header scrolls away with the page, so a focused control is never scrolled under it.
 */
function useHeaderHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const sticky = getComputedStyle(header).position === 'sticky';
      root.style.setProperty('--header-height', `${sticky ? header.offsetHeight : 0}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, []);
  return ref;
}

/**
 * Whether the app's frame has been drawn once: the app's very first render draws the frame and,
 * a task later, the screen (lib/use-next-task.ts); later screens render with the frame at once.
 */
let framed = false;

/** The logged-in frame: navbar on larger screens, bottom navigation on phones, logout. */
export function AppLayout() {
  const { t } = useTranslation();
  const frameDrawn = useNextTask(framed);
  useEffect(() => {
    if (frameDrawn) framed = true;
  }, [frameDrawn]);
  const me = useQuery(meQuery());
  // Dates are shown here: use the month-length table in force on the server (docs/decisions/004),
  // once the screen has loaded (the bundled table is the same but for a newly published year).
  useEffect(() => afterLoad(() => void loadServerCalendarTable()), []);
  // the service worker (offline reading, push) and the push subscription's 7-day refresh: after load
  useEffect(() => afterLoad(() => void refreshPush().catch(() => undefined)), []);
  // urgent messages pressed offline go as soon as the phone is online (features/support/urgent-outbox.ts)
  useEffect(() => watchUrgentOutbox(), []);
  // the emergency screen's numbers, kept by the service worker for offline (lib/save-for-offline.ts)
  useEffect(() => {
    let stop = () => {};
    const cancel = afterLoad(() => (stop = saveForOffline()));
    return () => {
      cancel();
      stop();
    };
  }, []);
  const logout = useLogout();
  const [confirmLogout, setConfirmLogout] = useState(false);
  // with enlarged text on a phone the switches and the logout would fill the first screen: they fold behind "More"
  const [moreOpen, setMoreOpen] = useState(false);
  const headerRef = useHeaderHeight();
  const wide = useWideScreen();

  const name = me.data ? `${me.data.provider.profile.first_name} ${me.data.provider.profile.last_name}` : '';

  return (
    <div className="flex min-h-dvh flex-col pb-20 md:pb-0">
      <RouteFocus />
      <header
        ref={headerRef}
        className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95 narrow:static"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2 narrow:gap-2 narrow:px-2">
          <NavLink to={paths.dashboard} end aria-label={`${t('common.appName')}: ${t('nav.dashboard')}`} className="inline-flex min-h-11 min-w-11 items-center">
            <Logo compact />
          </NavLink>
          {wide ? (
            <nav aria-label={t('nav.mainMenu')} className="hidden md:ml-auto md:block">
              <ul className="flex items-center gap-1">
                {TOP_NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.to !== paths.profile && item.to !== paths.aiDoctor}
                      className={({ isActive }) =>
                        `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'}`
                      }
                    >
                      {t(item.key)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="ml-auto flex items-center gap-3 narrow:gap-2">
            <NotificationBell />
            <button
              type="button"
              onClick={() => setMoreOpen((o) => !o)}
              aria-expanded={moreOpen}
              aria-controls="header-controls"
              aria-label={t('nav.more')}
              data-testid="header-more"
              className="hidden h-11 w-11 items-center justify-center rounded-full border border-slate-500 hover:bg-slate-100 narrow:inline-flex dark:border-slate-400 dark:hover:bg-slate-800"
            >
              <MoreIcon className="h-5 w-5" />
            </button>
          </div>
          <div id="header-controls" className={`flex flex-wrap items-center gap-3 ${moreOpen ? 'narrow:basis-full' : 'narrow:hidden'}`}>
            <PreferenceControls showCalendar />
            {name ? (
              <span className="hidden max-w-40 truncate text-sm text-slate-600 lg:inline dark:text-slate-300">
                <MixedText text={name} />
              </span>
            ) : null}
            <LogoutButton label={t('nav.logout')} onClick={() => setConfirmLogout(true)} pending={logout.isPending} />
          </div>
        </div>
      </header>
      {confirmLogout ? <LogoutDialog onClose={() => setConfirmLogout(false)} onConfirm={() => logout.mutate()} pending={logout.isPending} /> : null}

      <OfflineBanner />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 narrow:px-2">
        {me.data?.provider.mustChangePassword ? (
          <Suspense fallback={<LoadingState />}>
            <ChoosePasswordPage />
          </Suspense>
        ) : frameDrawn ? (
          <Outlet />
        ) : null}
      </main>

      {wide ? null : (
        <nav
          aria-label={t('nav.mainMenu')}
          className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-slate-800 dark:bg-slate-950"
          data-testid="bottom-nav"
        >
          <ul className="grid grid-cols-5">
            {BOTTOM_NAV.map(({ to, key, icon: NavIcon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  // Profile and the AI doctor stay highlighted on their sub-screens (/profile/view,
                  // /ai-doctor/history); the others match exactly
                  end={to !== paths.profile && to !== paths.aiDoctor}
                  aria-label={t(key)}
                  className={({ isActive }) =>
                    `flex min-h-16 flex-col items-center justify-center gap-0.5 text-center text-xs ${isActive ? 'font-semibold text-brand-700 dark:text-brand-300' : 'text-slate-500 dark:text-slate-400'}`
                  }
                >
                  {({ isActive }) => (
                    <>
                      <span
                        className={`flex h-8 w-12 max-w-full items-center justify-center rounded-full ${isActive ? 'bg-brand-100 dark:bg-brand-900/50' : ''}`}
                      >
                        <NavIcon className="h-5 w-5" />
                      </span>
                      {/* with enlarged text the label has no room beside its neighbours: the link keeps its name */}
                      {isActive ? <span className="whitespace-nowrap narrow:sr-only">{t(key)}</span> : null}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
