import { addFeatureStrings } from '../../../lib/feature-strings.ts';

/** The staff notice form's and delivery list's strings (`notices.*`). */
export function loadNoticeStrings(): Promise<void> {
  return addFeatureStrings('notices', (lang) => (lang === 'en' ? import('./i18n/en.json') : import('./i18n/ne.json')));
}
