import { addFeatureStrings } from '../../lib/feature-strings.ts';

/** The support screens' and modals' strings (`support.*`): loaded by the routes that show them. */
export function loadSupportStrings(): Promise<void> {
  return addFeatureStrings('support', (lang) => (lang === 'en' ? import('./i18n/en.json') : import('./i18n/ne.json')));
}
