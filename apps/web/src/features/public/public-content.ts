import { addFeatureStrings } from '../../lib/feature-strings.ts';

/** Landing texts (features, showcase, contact card, page titles): loaded by the public routes only. */
export function loadLandingContent(): Promise<void> {
  return addFeatureStrings('public', (lang) => (lang === 'en' ? import('./i18n/landing/en.json') : import('./i18n/landing/ne.json')));
}

/** The long legal and about texts: loaded only by those pages. */
export function loadPagesContent(): Promise<void> {
  return addFeatureStrings('public', (lang) => (lang === 'en' ? import('./i18n/pages/en.json') : import('./i18n/pages/ne.json')));
}
