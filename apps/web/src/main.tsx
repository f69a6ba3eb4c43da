import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import './styles.css';
import { routes } from './app/routes.tsx';
import { i18n } from './lib/i18n.ts';
import { initPreferences, primePreferences, reloadPreferences } from './lib/preferences.ts';

/** The language the server prerendered this page in (read before the stored preferences are applied). */
const pageLang = document.documentElement.lang;
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
 * Mounting the app may replace those inputs, and a form's state starts empty either way; this
 * carries what was typed (and the focus) across.
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
      if (!el) continue;
      if (el.value !== value) Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, value);
      // also when hydration kept the value in the DOM: the form's own state learns it from the event
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
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>
  );
  // A prerendered public page in the reader's language is hydrated: its DOM is kept and only
  // wired up, which costs a phone far less main-thread time than building it again. The page was
  // rendered light and AD (scripts/prerender.mjs), so the first render uses those; the stored theme
  // and calendar follow right after as an ordinary update.
  if (rootElement.firstElementChild && pageLang === i18n.language) {
    primePreferences({ theme: 'light', lang: pageLang === 'ne' ? 'ne' : 'en', calendar: 'ad' });
    hydrateRoot(rootElement, app);
    setTimeout(reloadPreferences, 0);
  } else {
    createRoot(rootElement).render(app);
  }
  // After the first render has reached the DOM: put back what was typed, then say the app is ready.
  requestAnimationFrame(() =>
    setTimeout(() => {
      restoreTyped();
      document.documentElement.dataset.ready = 'true';
    }, 0),
  );
}

void start();
