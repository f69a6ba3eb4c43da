import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import coreEn from '@mamata/core/i18n/en/messages.json';
import coreNe from '@mamata/core/i18n/ne/messages.json';
import { readChoice, STORAGE_KEYS } from './storage.ts';
import en from '../i18n/en.json';
import ne from '../i18n/ne.json';

/**
 * i18next with the web app's strings and core's shared messages (validation and server
 * messages, whose keys the zod schemas carry) under `messages.*`.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: { ...en, messages: coreEn } },
    ne: { translation: { ...ne, messages: coreNe } },
  },
  lng: readChoice(STORAGE_KEYS.lang, ['en', 'ne'] as const, 'en'),
  fallbackLng: 'en',
  // i18next's default separators, said explicitly: it then skips guessing, for every key it
  // translates, whether the key is a sentence (a regular-expression test per call)
  keySeparator: '.',
  nsSeparator: ':',
  interpolation: { escapeValue: false },
  returnNull: false,
});

// `{{count, localnum}}` writes numbers in Devanagari digits in Nepali (docs/spec/decisions.md).
i18n.services.formatter?.add('localnum', (value: unknown, lng: string | undefined) => localDigits(String(value), lng));

/**
 * `{{mother, name}}को`: a Nepali postposition joins a Devanagari name ("गीताको शिशु"); a name typed
 * in Latin letters gets a space before it ("Gita को शिशु", "Gita (2) को"), as Nepali writes a foreign
 * word, rather than "Gitaको". Which it is goes by the name's last letter, so "गीताको शिशु (२)" stays
 * joined. English is left as it is.
 */
i18n.services.formatter?.add('name', (value: unknown, lng: string | undefined) => {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return lng === 'ne' && /[A-Za-z][^\p{L}]*$/u.test(text) ? `${text} ` : text;
});
