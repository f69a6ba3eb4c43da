import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))),
  );
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Tree;

/** Every English catalogue of the repository with its Nepali sibling: `en.json` beside `ne.json`, or `en/x.json` beside `ne/x.json`. */
function cataloguePairs(dir: string): [string, string][] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const names = new Set(entries.map((e) => e.name));
  const pairs: [string, string][] = [];
  if (names.has('en.json')) pairs.push([join(dir, 'en.json'), join(dir, 'ne.json')]);
  if (names.has('en')) {
    for (const f of readdirSync(join(dir, 'en')).filter((n) => n.endsWith('.json'))) pairs.push([join(dir, 'en', f), join(dir, 'ne', f)]);
  }
  for (const e of entries) {
    if (e.isDirectory() && !['node_modules', 'dist', 'en', 'ne'].includes(e.name)) pairs.push(...cataloguePairs(join(dir, e.name)));
  }
  return pairs;
}

const pairs = ['apps', 'packages'].flatMap((d) => cataloguePairs(join(root, d)));

// Strings that may read the same in both: digits, punctuation, placeholders, the password mask, the
// brand, addresses and short acronyms written in Latin letters in Nepali too (SMS).
const MAY_MATCH = /^(Mamata|[\W\d_]*|\{\{[^}]*\}\}|https?:\/\/\S+|[A-Z0-9 ./+-]{1,6})$/;
const placeholders = (v: string) => [...v.matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort();

test('every catalogue of the web app and core is found (a new feature catalogue is checked too)', () => {
  expect(pairs.length).toBeGreaterThanOrEqual(12);
  expect(pairs.map(([e]) => relative(root, e))).toContain('packages/core/src/i18n/en/messages.json');
});

test.each(pairs.map(([e, n]) => [relative(root, e), e, n]))(
  '%s: English and Nepali have the same keys, no empty values, no English copied over, the same placeholders',
  (_, enPath, nePath) => {
    const e = flatten(read(enPath));
    const n = flatten(read(nePath));
    expect(Object.keys(n).sort()).toEqual(Object.keys(e).sort());
    for (const [key, value] of Object.entries(n)) {
      expect(value.trim(), key).not.toBe('');
      if (!MAY_MATCH.test(value.trim())) expect(value, key).not.toBe(e[key]);
      // a singular may say "one" in words (एउटा सेवा) instead of the count
      if (key.endsWith('_one'))
        expect(
          placeholders(value).every((p) => placeholders(e[key] ?? '').includes(p)),
          key,
        ).toBe(true);
      else expect(placeholders(value), key).toEqual(placeholders(e[key] ?? ''));
    }
  },
);

test('every Nepali string that is prose is written in Devanagari', () => {
  // placeholders and email addresses are not prose; the switch to English is written in English on purpose
  const prose = (v: string) => v.replace(/\{\{[^}]*\}\}|\S+@\S+/g, '');
  const exempt = new Set(['prefs.language.switchTo', 'prefs.language.short']);
  const latinOnly = pairs.flatMap(([, nePath]) =>
    Object.entries(flatten(read(nePath)))
      .filter(([k, v]) => !exempt.has(k) && /[a-z]{4,}/i.test(prose(v)) && !/[\u0900-\u097F]/.test(prose(v)))
      .map(([k, v]) => `${relative(root, nePath)} ${k}: ${v}`),
  );
  expect(latinOnly).toEqual([]);
});
