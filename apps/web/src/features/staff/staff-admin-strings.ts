import { addFeatureStrings } from '../../lib/feature-strings.ts';

/** The inbox and support screens' strings (`staffAdmin.*`), loaded with those screens only. */
export function loadStaffAdminStrings(): Promise<void> {
  return addFeatureStrings('staffAdmin', (lang) => (lang === 'en' ? import('./i18n-admin/en.json') : import('./i18n-admin/ne.json')));
}
