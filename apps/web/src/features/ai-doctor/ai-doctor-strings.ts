import { addFeatureStrings } from '../../lib/feature-strings.ts';

/** The AI doctor screens' strings (`aiDoctor.*`): loaded by the routes that show them. */
export function loadAiDoctorStrings(): Promise<void> {
  return addFeatureStrings('aiDoctor', (lang) => (lang === 'en' ? import('./i18n/en.json') : import('./i18n/ne.json')));
}
