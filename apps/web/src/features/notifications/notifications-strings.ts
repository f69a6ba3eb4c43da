import { addFeatureStrings } from '../../lib/feature-strings.ts';

/** The notification list's strings (`notifications.*`). */
export function loadNotificationStrings(): Promise<void> {
  return addFeatureStrings('notifications', (lang) => (lang === 'en' ? import('./i18n/en.json') : import('./i18n/ne.json')));
}
