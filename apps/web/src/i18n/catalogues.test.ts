import { expect, test } from 'vitest';
import coreEn from '@mamata/core/i18n/en/messages.json';
import coreNe from '@mamata/core/i18n/ne/messages.json';
import en from './en.json';
import ne from './ne.json';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))),
  );
}

// Strings that may read the same in both: digits, punctuation, placeholders and the password mask.
const MAY_MATCH = /^[\W\d_]*$/;

test.each([
  ['web', en, ne],
  ['core messages', coreEn, coreNe],
])('%s: English and Nepali have the same keys, no empty values, no English copied over', (_, enTree, neTree) => {
  const e = flatten(enTree);
  const n = flatten(neTree);
  expect(Object.keys(n).sort()).toEqual(Object.keys(e).sort());
  for (const [key, value] of Object.entries(n)) {
    expect(value.trim(), key).not.toBe('');
    if (!MAY_MATCH.test(value)) expect(value, key).not.toBe(e[key]);
    // the same placeholders on both sides
    expect([...value.matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort(), key).toEqual([...(e[key] ?? '').matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort());
  }
});

test('every Nepali string that is prose is written in Devanagari', () => {
  const n = flatten(ne);
  // placeholders and email addresses are not prose; the switch to English is written in English on purpose
  const prose = (v: string) => v.replace(/\{\{[^}]*\}\}|\S+@\S+/g, '');
  const exempt = new Set(['prefs.language.switchTo', 'prefs.language.short']);
  const latinOnly = Object.entries(n).filter(([k, v]) => !exempt.has(k) && /[a-z]{4,}/i.test(prose(v)) && !/[\u0900-\u097F]/.test(prose(v)));
  expect(latinOnly).toEqual([]);
});
