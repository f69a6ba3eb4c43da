import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/page-state.tsx';
import { RouteError } from '../features/errors/route-error.tsx';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { Root } from './root.tsx';

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
              { path: 'home', lazy: async () => ({ Component: (await import('../features/public/home-page.tsx')).HomePage }) },
              ...(['about', 'contact', 'terms', 'privacy', 'disclaimer'] as const).map((page) => ({
                path: { about: 'about', contact: 'contact', terms: 'terms-and-conditions', privacy: 'privacy-policy', disclaimer: 'disclaimer' }[page],
                lazy: async () => {
                  const { StaticPage } = await import('../features/public/static-page.tsx');
                  return { Component: () => <StaticPage page={page} /> };
                },
              })),
            ],
          },
        ],
      },
      {
        // TanStack Query is loaded with the login page and the app only, never on public pages.
        lazy: async () => ({ Component: (await import('./query-provider.tsx')).QueryProvider }),
        children: [
          {
            element: <GuestOnly />,
            children: [{ path: 'login', lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }) }],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                lazy: async () => ({ Component: (await import('../features/layout/app-layout.tsx')).AppLayout }),
                children: [
                  { index: true, lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage }) },
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

/** The app's router. */
export const router = createBrowserRouter(routes);
