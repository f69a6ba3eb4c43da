import { i18n } from '../../lib/i18n.ts';

type Bundle = { default: Record<string, unknown> };

async function addBoth(load: (lang: 'en' | 'ne') => Promise<Bundle>) {
  const [en, ne] = await Promise.all([load('en'), load('ne')]);
  // Both languages, so switching language on a public page needs no further download.
  i18n.addResourceBundle('en', 'translation', { public: en.default }, true, true);
  i18n.addResourceBundle('ne', 'translation', { public: ne.default }, true, true);
}

/** Landing texts (features, showcase, contact card, page titles): loaded by the public routes only. */
export function loadLandingContent(): Promise<void> {
  return addBoth((lang) => (lang === 'en' ? import('./i18n/landing/en.json') : import('./i18n/landing/ne.json')));
}

/** The long legal and about texts: loaded only by those pages. */
export function loadPagesContent(): Promise<void> {
  return addBoth((lang) => (lang === 'en' ? import('./i18n/pages/en.json') : import('./i18n/pages/ne.json')));
}
