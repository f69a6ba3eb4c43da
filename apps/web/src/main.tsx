import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import './styles.css';
import { routes } from './app/routes.tsx';
import { i18n } from './lib/i18n.ts';
import { initPreferences } from './lib/preferences.ts';

initPreferences();

/**
 * Loads the code of the routes matching this address before the first render, so a prerendered
 * public page stays on screen until the same content is ready (no "Loading..." flash).
 */
async function preloadMatchedRoutes(all: RouteObject[]) {
  const matches = matchRoutes(all, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root is missing from index.html');
  await preloadMatchedRoutes(routes).catch(() => undefined);
  const router = createBrowserRouter(routes);
  createRoot(rootElement).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
