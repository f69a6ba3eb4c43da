import { addFeatureStrings } from '../../../lib/feature-strings.ts';

/** The records screens' strings (`records.*`), loaded with those screens only. */
export function loadRecordsStrings(): Promise<void> {
  return addFeatureStrings('records', (lang) => (lang === 'en' ? import('./i18n/en.json') : import('./i18n/ne.json')));
}
