/**
 * Build-time rendering of the public pages (docs/spec/architecture.md: prerendered HTML for a fast first
 * paint on a low-end phone). scripts/prerender.mjs calls `render` for each page and language.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, routes } from './app/routes.tsx';
import { preloadScreens } from './app/lazy-screen.tsx';
import { i18n } from './lib/i18n.ts';
import { primePreferences } from './lib/preferences.ts';

/** Renders one public page in one language: its markup, title and description. */
export async function render(path: string, lang: 'en' | 'ne') {
  primePreferences({ theme: 'light', lang, calendar: 'ad' });
  await i18n.changeLanguage(lang);
  await preloadScreens(routes, path);
  const html = renderToString(
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>,
  );
  const page = path === '/' ? 'home' : path.replace(/\/$/, '').slice(1);
  const metaKey =
    {
      home: 'home',
      about: 'about',
      contact: 'contact',
      'terms-and-conditions': 'terms',
      'privacy-policy': 'privacy',
      disclaimer: 'disclaimer',
      login: 'login',
    }[page] ?? 'home';
  return { html, title: i18n.t(`public.meta.${metaKey}.title`), description: i18n.t(`public.meta.${metaKey}.description`) };
}
