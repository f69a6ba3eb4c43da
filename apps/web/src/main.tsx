import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './styles.css';
import { AppRoutes, routes } from './app/routes.tsx';
import { preloadScreens } from './app/lazy-screen.tsx';
import { i18n } from './lib/i18n.ts';
import { getPreferences, initPreferences, primePreferences, reloadPreferences } from './lib/preferences.ts';
import { getAccessToken } from './lib/session.ts';
import { storeLinkFor } from './lib/links.ts';
import { startFirstScreenRequests } from './app/first-screen.ts';
import { hydrateOnDemand } from './app/hydrate-on-demand.ts';

/** The language the server prerendered this page in (read before the stored preferences are applied). */
const pageLang = document.documentElement.lang;
initPreferences();

/**
 * Someone on a slow phone may start typing into the prerendered page before the app has loaded.
 * Mounting the app may replace those inputs, and a form's state starts empty either way; this
 * carries what was typed (and the focus) across. The returned function puts back what was typed
 * before the call, or, where hydration kept the field, what is in it by then.
 */
function keepTypedValues(root: HTMLElement): () => void {
  const fields = () => root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]');
  const typed = new Map<string, string>();
  for (const el of fields()) {
    if (el.type !== 'checkbox' && el.type !== 'radio' && el.value) typed.set(el.name, el.value);
  }
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement.getAttribute('name') : null;
  return () => {
    for (const el of fields()) {
      if (el.type === 'checkbox' || el.type === 'radio') continue;
      const value = el.value || typed.get(el.name);
      if (!value) continue;
      if (el.value !== value) Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, value);
      // also when hydration kept the value in the DOM: the form's own state learns it from the event
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused && document.activeElement?.getAttribute('name') !== focused) root.querySelector<HTMLElement>(`[name="${CSS.escape(focused)}"]`)?.focus();
  };
}

/** What the app does at once with a prerendered page that needs no interaction first. */
function prepareStaticPage(root: HTMLElement) {
  // the download banner's link goes to this phone's app store even before the page is hydrated
  const store = storeLinkFor(navigator.userAgent);
  for (const a of root.querySelectorAll<HTMLAnchorElement>('a[data-store-link]')) a.setAttribute('href', store);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Marks the app as ready for input (the inline guard of index.html holds form submits until then). */
function markReady() {
  document.documentElement.dataset.ready = 'true';
}

async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root is missing from index.html');
  startFirstScreenRequests(window.location.pathname);
  // A logged-in screen's start is three tasks, so a phone's main thread is never blocked by all of
  // it at once: this code's evaluation, then asking for the screen's code, then (once it has been
  // evaluated) drawing. A public page is only wired up here, at once.
  const screen = !rootElement.hasAttribute('data-app');
  if (screen) await nextTask();
  // the screen's code before the first render, so a prerendered public page stays on screen until
  // the same content is ready (no "Loading..." flash) and a screen is drawn once
  await preloadScreens(routes, window.location.pathname).catch(() => undefined);
  if (screen) await nextTask();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // A prerendered public page in the reader's language is hydrated: its DOM is kept and only
  // wired up, which costs a phone far less main-thread time than building it again. The page was
  // rendered light and AD (scripts/prerender.mjs), so hydration uses those.
  if (rootElement.hasAttribute('data-app') && pageLang === i18n.language) {
    const hydrate = () => {
      const restoreTyped = keepTypedValues(rootElement);
      primePreferences({ theme: 'light', lang: pageLang === 'ne' ? 'ne' : 'en', calendar: 'ad' });
      hydrateRoot(rootElement, app);
      restoreTyped();
      setTimeout(reloadPreferences, 0);
    };
    const stored = getPreferences();
    // Logged in (the guest-only page sends her to her dashboard) or a stored theme or calendar that
    // the page was not rendered with: the page must change now, so it is hydrated now. Otherwise it
    // is hydrated when first used (app/hydrate-on-demand.ts): a reader who only reads runs none of it.
    // A button tapped before the app's code arrived (index.html marks it and holds back a form's
    // submission): the page is wired up at once and the tap is made again, so "Reach out to health
    // post" opens and "Subscribe" checks the address, instead of nothing happening.
    const tapped = rootElement.querySelector<HTMLElement>('[data-tapped]');
    if (getAccessToken() || stored.theme !== 'light' || stored.calendar !== 'ad' || tapped) {
      hydrate();
    } else {
      prepareStaticPage(rootElement);
      hydrateOnDemand(rootElement, hydrate);
    }
    if (tapped) {
      setTimeout(() => {
        tapped.removeAttribute('data-tapped');
        if (tapped.isConnected) tapped.click();
      }, 0);
    }
    markReady();
    return;
  }
  const restoreTyped = keepTypedValues(rootElement);
  createRoot(rootElement).render(app);
  // After the first render has reached the DOM: put back what was typed, then say the app is ready.
  requestAnimationFrame(() =>
    setTimeout(() => {
      restoreTyped();
      markReady();
    }, 0),
  );
}

void start();
