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

/**
 * Someone on a slow phone may start typing into the prerendered page before the app has loaded.
 * Mounting the app replaces those inputs; this carries what was typed (and the focus) across.
 */
function keepTypedValues(root: HTMLElement): () => void {
  const typed = new Map<string, string>();
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    if (el.type !== 'checkbox' && el.value) typed.set(el.name, el.value);
  }
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement.getAttribute('name') : null;
  return () => {
    for (const [name, value] of typed) {
      const el = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`);
      if (!el || el.value === value) continue;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
      setter?.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) root.querySelector<HTMLElement>(`[name="${CSS.escape(focused)}"]`)?.focus();
  };
}

async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root is missing from index.html');
  await preloadMatchedRoutes(routes).catch(() => undefined);
  const restoreTyped = keepTypedValues(rootElement);
  const router = createBrowserRouter(routes);
  createRoot(rootElement).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
  // After the first render has reached the DOM: put back what was typed, then say the app is ready.
  requestAnimationFrame(() =>
    setTimeout(() => {
      restoreTyped();
      document.documentElement.dataset.ready = 'true';
    }, 0),
  );
}

void start();
