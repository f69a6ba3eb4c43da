import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import i18next from 'i18next';
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

void i18n.init({
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

/**
 * i18next's translate walks fallbacks, nesting, interpolation and plurals on every call: 110-200 µs a
 * call on a first screen, before the browser has optimised that code (trace of the demo mother's
 * report in bench/: 261 calls for 66 texts, 30-52 ms). The same key with the same options in the same
 * language gives the same text until strings are added or the language changes, so the answers are
 * kept per language and forgotten on either; options that are not plain values (objects, arrays,
 * functions, `returnObjects`) always go to i18next.
 */
const MEMO_LIMIT = 5000;
const memo = new Map<string, unknown>();
const translate = i18n.t as unknown as (...args: unknown[]) => unknown;

function memoKey(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  let id = key;
  if (options !== undefined) {
    if (options === null || typeof options !== 'object' || Array.isArray(options)) return null;
    for (const [name, value] of Object.entries(options)) {
      if (value === undefined) continue;
      if (name === 'returnObjects' || name === 'returnDetails' || (value !== null && typeof value === 'object') || typeof value === 'function') return null;
      id += `\u0000${name}\u0001${typeof value}\u0001${String(value)}`;
    }
  }
  const lng = (options as { lng?: unknown } | undefined)?.lng;
  return `${typeof lng === 'string' ? '' : (i18n.language ?? '')}\u0002${id}`;
}

const memoT = (...args: unknown[]) => {
  // before init i18next answers '' for everything: not an answer to keep
  const id = args.length <= 2 && i18n.isInitialized ? memoKey(args[0], args[1]) : null;
  if (id === null) return translate(...args);
  if (memo.has(id)) return memo.get(id);
  const text = translate(...args);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(id, text);
  return text;
};
i18n.t = memoT as unknown as typeof i18n.t;
const forget = () => memo.clear();
i18n.store.on('added', forget);
i18n.store.on('removed', forget);
i18n.on('languageChanged', forget);
