import { addFeatureStrings } from '../../lib/feature-strings.ts';

/** The profile screen's and its modals' strings (`profile.*`). */
export function loadProfileStrings(): Promise<void> {
  return addFeatureStrings('profile', (lang) => (lang === 'en' ? import('./i18n/en.json') : import('./i18n/ne.json')));
}
