import { useEffect, type ComponentType } from 'react';
import { renderMatches, useLocation, type RouteObject } from 'react-router';
import { lazyScreen, preloadScreens, RouteErrorBoundary, routeMatches } from './lazy-screen.tsx';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { Root } from './root.tsx';
import { loadLandingContent, loadPagesContent } from '../features/public/public-content.ts';
import { loadStaffAdminStrings } from '../features/staff/staff-admin-strings.ts';
import { loadHealthStrings } from '../features/health/health-strings.ts';
import { loadProfileStrings } from '../features/profile/profile-strings.ts';
import { loadSupportStrings } from '../features/support/support-strings.ts';
import { loadRecordsStrings } from '../features/staff/records/records-strings.ts';
import { loadHmisStrings } from '../features/staff/hmis/hmis-strings.ts';
import { loadAiDoctorStrings } from '../features/ai-doctor/ai-doctor-strings.ts';
import { loadNotificationStrings } from '../features/notifications/notifications-strings.ts';
import { loadNoticeStrings } from '../features/staff/notices/notices-strings.ts';

/** A health screen: its page and the `health.*` strings load together, on first visit. */
function healthRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    ...lazyScreen(async () => {
      const [Screen] = await Promise.all([load(), loadHealthStrings()]);
      return Screen;
    }),
  };
}

/** The text pages and their paths (spec §2). */
const STATIC_PAGES = [
  ['about', 'about'],
  ['terms', 'terms-and-conditions'],
  ['privacy', 'privacy-policy'],
  ['disclaimer', 'disclaimer'],
] as const;

/** The same pages inside the logged-in layout (spec §2 internal links). */
const IN_APP_PAGES = [
  ['about', 'about-us'],
  ['terms', 'terms-and-condition'],
  ['privacy', 'privacypolicy'],
  ['disclaimer', 'disclaimers'],
] as const;

/** A text page's route (public or in-app): the page with its texts. */
const staticPageRoute = ([page, path]: (typeof STATIC_PAGES | typeof IN_APP_PAGES)[number]): RouteObject => ({
  path,
  ...lazyScreen(async () => {
    const [{ StaticPage }] = await Promise.all([import('../features/public/static-page.tsx'), loadLandingContent(), loadPagesContent()]);
    return () => <StaticPage page={page} />;
  }),
});

/**
 * Spec §2 routes. Public pages share PublicLayout and are guest-only; every other path goes to
 * the logged-in layout behind RequireAuth, whose `*` is the not-found page. Screens load lazily
 * so a phone downloads only the code of the screen it shows.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              {
                path: 'home',
                ...lazyScreen(async () => {
                  const [{ HomePage }] = await Promise.all([import('../features/public/home-page.tsx'), loadLandingContent()]);
                  return HomePage;
                }),
              },
              {
                path: 'contact',
                ...lazyScreen(async () => {
                  const [{ ContactPage }] = await Promise.all([import('../features/public/contact-page.tsx'), loadLandingContent()]);
                  return ContactPage;
                }),
              },
              ...STATIC_PAGES.map(staticPageRoute),
            ],
          },
        ],
      },
      {
        // TanStack Query is loaded with the login page and the app only, never on public pages.
        ...lazyScreen(async () => (await import('./query-provider.tsx')).QueryProvider),
        children: [
          // The staff console: its own login and session, before the provider catch-all.
          { path: 'staff/login', ...lazyScreen(async () => (await import('../features/staff/staff-login-page.tsx')).StaffLoginPage) },
          {
            path: 'staff',
            ...lazyScreen(async () => (await import('../features/staff/staff-layout.tsx')).StaffLayout),
            children: [
              { index: true, ...lazyScreen(async () => (await import('../features/staff/people-page.tsx')).PeoplePage) },
              {
                path: 'inbox',
                ...lazyScreen(async () => {
                  const [{ InboxPage }] = await Promise.all([import('../features/staff/inbox-page.tsx'), loadStaffAdminStrings()]);
                  return InboxPage;
                }),
              },
              {
                path: 'support',
                ...lazyScreen(async () => {
                  const [{ SupportPage }] = await Promise.all([import('../features/staff/support-page.tsx'), loadStaffAdminStrings()]);
                  return SupportPage;
                }),
              },
              { path: 'outbox', ...lazyScreen(async () => (await import('../features/staff/outbox/outbox-list.tsx')).OutboxPage) },
              {
                path: 'account',
                ...lazyScreen(async () => {
                  const [{ AccountPage }] = await Promise.all([import('../features/staff/account-page.tsx'), loadStaffAdminStrings()]);
                  return AccountPage;
                }),
              },
              {
                path: 'staff-users',
                ...lazyScreen(async () => {
                  const [{ StaffUsersPage }] = await Promise.all([import('../features/staff/staff-users-page.tsx'), loadStaffAdminStrings()]);
                  return StaffUsersPage;
                }),
              },
              {
                path: 'hmis',
                ...lazyScreen(async () => {
                  const [{ HmisMonthPage }] = await Promise.all([import('../features/staff/hmis/hmis-month-page.tsx'), loadHmisStrings()]);
                  return HmisMonthPage;
                }),
              },
              {
                path: 'hmis/indicators',
                ...lazyScreen(async () => {
                  const [{ HmisIndicatorsPage }] = await Promise.all([import('../features/staff/hmis/hmis-indicators-page.tsx'), loadHmisStrings()]);
                  return HmisIndicatorsPage;
                }),
              },
              {
                path: 'register',
                ...lazyScreen(async () => {
                  const [{ RegisterPage }] = await Promise.all([import('../features/staff/register-page.tsx'), loadRecordsStrings()]);
                  return RegisterPage;
                }),
              },
              {
                path: 'people/:id',
                ...lazyScreen(async () => {
                  const [{ PersonPage }] = await Promise.all([import('../features/staff/person-page.tsx'), loadRecordsStrings(), loadNoticeStrings()]);
                  return PersonPage;
                }),
              },
              {
                path: 'notices',
                ...lazyScreen(async () => {
                  const [{ NoticePage }] = await Promise.all([import('../features/staff/notices/notice-page.tsx'), loadNoticeStrings()]);
                  return NoticePage;
                }),
              },
              {
                path: 'schedule-items',
                ...lazyScreen(async () => {
                  const [{ ScheduleItemsPage }] = await Promise.all([import('../features/staff/records/schedule-items-page.tsx'), loadRecordsStrings()]);
                  return ScheduleItemsPage;
                }),
              },
              {
                path: 'due',
                ...lazyScreen(async () => {
                  const [{ DuePage }] = await Promise.all([import('../features/staff/records/due-page.tsx'), loadRecordsStrings()]);
                  return DuePage;
                }),
              },
            ],
          },
          {
            element: <GuestOnly />,
            children: [
              {
                path: 'login',
                ...lazyScreen(async () => {
                  const [{ LoginPage }] = await Promise.all([import('../features/auth/login-page.tsx'), loadLandingContent()]);
                  return LoginPage;
                }),
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                ...lazyScreen(async () => (await import('./app-layout.tsx')).AppLayout),
                children: [
                  {
                    index: true,
                    ...lazyScreen(async () => {
                      // the dashboard shows the health feature's cards: composed here, features do not import each other
                      const [{ DashboardPage }, { NextDueCard, LatestReadingsCard, ReadingEmergencyCard }] = await Promise.all([
                        import('../features/dashboard/dashboard-page.tsx'),
                        import('../features/health/dashboard-cards.tsx'),
                        loadHealthStrings(),
                      ]);
                      return () => <DashboardPage cards={{ Emergency: ReadingEmergencyCard, NextDue: NextDueCard, Latest: LatestReadingsCard }} />;
                    }),
                  },
                  healthRoute('schedule', async () => (await import('../features/health/schedule-page.tsx')).SchedulePage),
                  healthRoute('report', async () => (await import('../features/health/report-page.tsx')).ReportPage),
                  healthRoute('reminder', async () => (await import('../features/health/reminder-page.tsx')).ReminderPage),
                  healthRoute('profile/view', async () => (await import('../features/health/profile-view-page.tsx')).ProfileViewPage),
                  {
                    path: 'profile',
                    ...lazyScreen(async () => {
                      // the profile opens the support feature's modals: composed here, features do not import each other
                      const [{ ProfilePage }, { SupportNumbersModal, MessageModal }] = await Promise.all([
                        import('../features/profile/profile-page.tsx'),
                        import('../features/support/support-modals.tsx'),
                        loadProfileStrings(),
                        loadSupportStrings(),
                      ]);
                      const supportModals = { SupportNumbers: SupportNumbersModal, Message: MessageModal };
                      return () => <ProfilePage supportModals={supportModals} />;
                    }),
                  },
                  {
                    path: 'emergency',
                    ...lazyScreen(async () => {
                      const [{ EmergencyPage }] = await Promise.all([import('../features/support/emergency-page.tsx'), loadSupportStrings()]);
                      return EmergencyPage;
                    }),
                  },
                  {
                    path: 'ai-doctor',
                    ...lazyScreen(async () => {
                      const [{ AiDoctorPage }] = await Promise.all([import('../features/ai-doctor/ai-doctor-page.tsx'), loadAiDoctorStrings()]);
                      return AiDoctorPage;
                    }),
                  },
                  {
                    path: 'ai-doctor/history',
                    ...lazyScreen(async () => {
                      const [{ AiDoctorHistoryPage }] = await Promise.all([import('../features/ai-doctor/ai-doctor-history-page.tsx'), loadAiDoctorStrings()]);
                      return AiDoctorHistoryPage;
                    }),
                  },
                  {
                    path: 'health-posts',
                    ...lazyScreen(async () => {
                      const [{ HealthPostsPage }] = await Promise.all([import('../features/support/health-posts-page.tsx'), loadSupportStrings()]);
                      return HealthPostsPage;
                    }),
                  },
                  {
                    path: 'notification-list',
                    ...lazyScreen(async () => {
                      const [{ NotificationListPage }] = await Promise.all([
                        import('../features/notifications/notification-list-page.tsx'),
                        loadNotificationStrings(),
                      ]);
                      return NotificationListPage;
                    }),
                  },
                  ...IN_APP_PAGES.map(staticPageRoute),
                  { path: '*', ...lazyScreen(async () => (await import('../features/errors/not-found-page.tsx')).NotFoundPage) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The screen at the current address, with the error screen in place of one that fails (spec §8). */
export function AppRoutes() {
  const { pathname } = useLocation();
  // the code of every screen this address shows, asked for at once: a layout's screen does not wait for the layout's code
  useEffect(() => void preloadScreens(routes, pathname).catch(() => undefined), [pathname]);
  const element = renderMatches(routeMatches(routes, pathname));
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
