import { i18n } from './i18n.ts';

type Bundle = { default: Record<string, unknown> };

/**
 * Adds a feature's own strings (its `i18n/en.json` and `i18n/ne.json`) under `namespace`, so that a
 * screen's texts download with the screen and not with every public page. Both languages load, so
 * switching language needs no further download. Call it from the route's `lazy()`.
 *
 * @example addFeatureStrings('health', (lang) => (lang === 'en' ? import('./i18n/en.json') : import('./i18n/ne.json')))
 */
export async function addFeatureStrings(namespace: string, load: (lang: 'en' | 'ne') => Promise<Bundle>): Promise<void> {
  const [en, ne] = await Promise.all([load('en'), load('ne')]);
  i18n.addResourceBundle('en', 'translation', { [namespace]: en.default }, true, true);
  i18n.addResourceBundle('ne', 'translation', { [namespace]: ne.default }, true, true);
}
