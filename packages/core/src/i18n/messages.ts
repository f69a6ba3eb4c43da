import en from './en/messages.json' with { type: 'json' };
import ne from './ne/messages.json' with { type: 'json' };
import { toNepaliDigits } from '../calendar/bikram-sambat.ts';
import type { Lang } from '../preferences.ts';

/**
 * Messages both sides need: validation messages (the zod schemas carry their keys) and the
 * server's answers. The server translates with {@link translateMessage}; the web app loads the
 * same JSON into i18next under the `messages` namespace. Decision 002 records why they live here.
 */
export const MESSAGES = { en, ne } as const;

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** True when `key` names a message of the catalogue. */
export function isMessageKey(key: string): boolean {
  return lookup(en, key) !== undefined;
}

/**
 * The message `key` in `lang`, with `{{name}}` placeholders filled from `vars`. In Nepali a number
 * is written in Devanagari digits ("१५ मिनेटपछि", docs/glossary-ne.md); a string value (a name, a
 * password, a mobile number to type) is kept as given.
 * Falls back to English, then to the key itself (so a typo shows, rather than an empty toast).
 */
export function translateMessage(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const template = lookup(MESSAGES[lang], key) ?? lookup(en, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) return '';
    return typeof value === 'number' && lang === 'ne' ? toNepaliDigits(String(value)) : String(value);
  });
}

/** Picks `ne` or `en` from an `Accept-Language` header (default en, spec §9). */
export function langFromHeader(header: string | undefined): Lang {
  return /^\s*ne\b/i.test(header ?? '') ? 'ne' : 'en';
}
