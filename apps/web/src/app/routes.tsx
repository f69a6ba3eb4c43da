import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/page-state.tsx';
import { RouteError } from '../features/errors/route-error.tsx';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { Root } from './root.tsx';
import { loadLandingContent, loadPagesContent } from '../features/public/public-content.ts';
import { loadStaffAdminStrings } from '../features/staff/staff-admin-strings.ts';
import { loadHealthStrings } from '../features/health/health-strings.ts';
import { loadProfileStrings } from '../features/profile/profile-strings.ts';
import { loadSupportStrings } from '../features/support/support-strings.ts';
import { loadRecordsStrings } from '../features/staff/records/records-strings.ts';
import { loadAiDoctorStrings } from '../features/ai-doctor/ai-doctor-strings.ts';
import { loadNotificationStrings } from '../features/notifications/notifications-strings.ts';
import { loadNoticeStrings } from '../features/staff/notices/notices-strings.ts';

/** A health screen: its page and the `health.*` strings load together, on first visit. */
function healthRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadHealthStrings()]);
      return { Component };
    },
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
  lazy: async () => {
    const [{ StaticPage }] = await Promise.all([import('../features/public/static-page.tsx'), loadLandingContent(), loadPagesContent()]);
    return { Component: () => <StaticPage page={page} /> };
  },
});

/**
 * Spec §2 routes. Public pages share PublicLayout and are guest-only; every other path goes to
 * the logged-in layout behind RequireAuth, whose `*` is the not-found page. Screens load lazily
 * so a phone downloads only the code of the screen it shows.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              {
                path: 'home',
                lazy: async () => {
                  const [{ HomePage }] = await Promise.all([import('../features/public/home-page.tsx'), loadLandingContent()]);
                  return { Component: HomePage };
                },
              },
              {
                path: 'contact',
                lazy: async () => {
                  const [{ ContactPage }] = await Promise.all([import('../features/public/contact-page.tsx'), loadLandingContent()]);
                  return { Component: ContactPage };
                },
              },
              ...STATIC_PAGES.map(staticPageRoute),
            ],
          },
        ],
      },
      {
        // TanStack Query is loaded with the login page and the app only, never on public pages.
        lazy: async () => ({ Component: (await import('./query-provider.tsx')).QueryProvider }),
        children: [
          // The staff console: its own login and session, before the provider catch-all.
          { path: 'staff/login', lazy: async () => ({ Component: (await import('../features/staff/staff-login-page.tsx')).StaffLoginPage }) },
          {
            path: 'staff',
            lazy: async () => ({ Component: (await import('../features/staff/staff-layout.tsx')).StaffLayout }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('../features/staff/people-page.tsx')).PeoplePage }) },
              {
                path: 'inbox',
                lazy: async () => {
                  const [{ InboxPage }] = await Promise.all([import('../features/staff/inbox-page.tsx'), loadStaffAdminStrings()]);
                  return { Component: InboxPage };
                },
              },
              {
                path: 'support',
                lazy: async () => {
                  const [{ SupportPage }] = await Promise.all([import('../features/staff/support-page.tsx'), loadStaffAdminStrings()]);
                  return { Component: SupportPage };
                },
              },
              {
                path: 'account',
                lazy: async () => {
                  const [{ AccountPage }] = await Promise.all([import('../features/staff/account-page.tsx'), loadStaffAdminStrings()]);
                  return { Component: AccountPage };
                },
              },
              {
                path: 'staff-users',
                lazy: async () => {
                  const [{ StaffUsersPage }] = await Promise.all([import('../features/staff/staff-users-page.tsx'), loadStaffAdminStrings()]);
                  return { Component: StaffUsersPage };
                },
              },
              {
                path: 'register',
                lazy: async () => {
                  const [{ RegisterPage }] = await Promise.all([import('../features/staff/register-page.tsx'), loadRecordsStrings()]);
                  return { Component: RegisterPage };
                },
              },
              {
                path: 'people/:id',
                lazy: async () => {
                  const [{ PersonPage }] = await Promise.all([import('../features/staff/person-page.tsx'), loadRecordsStrings(), loadNoticeStrings()]);
                  return { Component: PersonPage };
                },
              },
              {
                path: 'notices',
                lazy: async () => {
                  const [{ NoticePage }] = await Promise.all([import('../features/staff/notices/notice-page.tsx'), loadNoticeStrings()]);
                  return { Component: NoticePage };
                },
              },
              {
                path: 'schedule-items',
                lazy: async () => {
                  const [{ ScheduleItemsPage }] = await Promise.all([import('../features/staff/records/schedule-items-page.tsx'), loadRecordsStrings()]);
                  return { Component: ScheduleItemsPage };
                },
              },
              {
                path: 'due',
                lazy: async () => {
                  const [{ DuePage }] = await Promise.all([import('../features/staff/records/due-page.tsx'), loadRecordsStrings()]);
                  return { Component: DuePage };
                },
              },
            ],
          },
          {
            element: <GuestOnly />,
            children: [
              {
                path: 'login',
                lazy: async () => {
                  const [{ LoginPage }] = await Promise.all([import('../features/auth/login-page.tsx'), loadLandingContent()]);
                  return { Component: LoginPage };
                },
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                lazy: async () => ({ Component: (await import('./app-layout.tsx')).AppLayout }),
                children: [
                  {
                    index: true,
                    lazy: async () => {
                      // the dashboard shows the health feature's cards: composed here, features do not import each other
                      const [{ DashboardPage }, { NextDueCard, LatestReadingsCard, ReadingEmergencyCard }] = await Promise.all([
                        import('../features/dashboard/dashboard-page.tsx'),
                        import('../features/health/dashboard-cards.tsx'),
                        loadHealthStrings(),
                      ]);
                      return {
                        Component: () => <DashboardPage cards={{ Emergency: ReadingEmergencyCard, NextDue: NextDueCard, Latest: LatestReadingsCard }} />,
                      };
                    },
                  },
                  healthRoute('schedule', async () => (await import('../features/health/schedule-page.tsx')).SchedulePage),
                  healthRoute('report', async () => (await import('../features/health/report-page.tsx')).ReportPage),
                  healthRoute('reminder', async () => (await import('../features/health/reminder-page.tsx')).ReminderPage),
                  healthRoute('profile/view', async () => (await import('../features/health/profile-view-page.tsx')).ProfileViewPage),
                  {
                    path: 'profile',
                    lazy: async () => {
                      // the profile opens the support feature's modals: composed here, features do not import each other
                      const [{ ProfilePage }, { SupportNumbersModal, MessageModal }] = await Promise.all([
                        import('../features/profile/profile-page.tsx'),
                        import('../features/support/support-modals.tsx'),
                        loadProfileStrings(),
                        loadSupportStrings(),
                      ]);
                      const supportModals = { SupportNumbers: SupportNumbersModal, Message: MessageModal };
                      return { Component: () => <ProfilePage supportModals={supportModals} /> };
                    },
                  },
                  {
                    path: 'emergency',
                    lazy: async () => {
                      const [{ EmergencyPage }] = await Promise.all([import('../features/support/emergency-page.tsx'), loadSupportStrings()]);
                      return { Component: EmergencyPage };
                    },
                  },
                  {
                    path: 'ai-doctor',
                    lazy: async () => {
                      const [{ AiDoctorPage }] = await Promise.all([import('../features/ai-doctor/ai-doctor-page.tsx'), loadAiDoctorStrings()]);
                      return { Component: AiDoctorPage };
                    },
                  },
                  {
                    path: 'ai-doctor/history',
                    lazy: async () => {
                      const [{ AiDoctorHistoryPage }] = await Promise.all([import('../features/ai-doctor/ai-doctor-history-page.tsx'), loadAiDoctorStrings()]);
                      return { Component: AiDoctorHistoryPage };
                    },
                  },
                  {
                    path: 'health-posts',
                    lazy: async () => {
                      const [{ HealthPostsPage }] = await Promise.all([import('../features/support/health-posts-page.tsx'), loadSupportStrings()]);
                      return { Component: HealthPostsPage };
                    },
                  },
                  {
                    path: 'notification-list',
                    lazy: async () => {
                      const [{ NotificationListPage }] = await Promise.all([
                        import('../features/notifications/notification-list-page.tsx'),
                        loadNotificationStrings(),
                      ]);
                      return { Component: NotificationListPage };
                    },
                  },
                  ...IN_APP_PAGES.map(staticPageRoute),
                  { path: '*', lazy: async () => ({ Component: (await import('../features/errors/not-found-page.tsx')).NotFoundPage }) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
