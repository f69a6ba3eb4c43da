/**
 * Build-time rendering of the public pages (docs/spec/architecture.md: prerendered HTML for a fast first
 * paint on a low-end phone). scripts/prerender.mjs calls `render` for each page and language.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { routes } from './app/routes.tsx';
import { i18n } from './lib/i18n.ts';
import { primePreferences } from './lib/preferences.ts';

/** Renders one public page in one language: its markup, title and description. */
export async function render(path: string, lang: 'en' | 'ne') {
  primePreferences({ theme: 'light', lang, calendar: 'ad' });
  await i18n.changeLanguage(lang);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
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
