import { addFeatureStrings } from '../../../lib/feature-strings.ts';

/** The HMIS month screen's strings (`hmis.*`), loaded with that screen only. */
export function loadHmisStrings(): Promise<void> {
  return addFeatureStrings('hmis', (lang) => (lang === 'en' ? import('./i18n/en.json') : import('./i18n/ne.json')));
}
