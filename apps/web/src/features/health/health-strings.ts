import { addFeatureStrings } from '../../lib/feature-strings.ts';

/** The health screens' strings (`health.*`), loaded with each of their routes. */
export const loadHealthStrings = () => addFeatureStrings('health', (lang) => (lang === 'en' ? import('./i18n/en.json') : import('./i18n/ne.json')));
