import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { DANGER_SIGNS } from '../reference/danger-signs.ts';
import { BABY_PERIODS, MOTHER_PERIODS } from '../reference/schedule-templates.ts';
import glossary from './glossary-ne.json' with { type: 'json' };

/**
 * Every piece of Nepali the app shows, checked against the glossary (glossary-ne.json, docs/glossary-ne.md):
 * every Nepali catalogue of the repository (each `ne.json` and `ne/*.json` beside its English), the
 * Nepali string literals in the source code, and the English/Nepali pairs of the schedule templates and the
 * danger signs.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SOURCE_DIRS = ['packages', 'apps'].map((d) => path.join(ROOT, d));
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '.cache', 'sources', 'migrations']);
const DEVANAGARI = /[\u0900-\u097F]/;

interface Term {
  en: string;
  ne: string;
  note: string;
  whenEnglish?: string;
  nepaliHas?: string;
  never?: string[];
}
const TERMS: Term[] = glossary.terms;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(path.join(dir, entry.name), out);
    } else out.push(path.join(dir, entry.name));
  }
  return out;
}
const FILES = SOURCE_DIRS.flatMap((d) => walk(d));
const rel = (file: string) => path.relative(ROOT, file);

type Tree = string | Tree[] | { [key: string]: Tree };
function flatten(tree: Tree, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  const entries: [string, Tree][] = Array.isArray(tree) ? tree.map((v, i) => [`[${i}]`, v]) : Object.entries(tree).map(([k, v]) => [`.${k}`, v]);
  return entries.flatMap(([k, v]) => flatten(v, `${prefix}${k}`));
}

/** A Nepali text and where it is. `en` is the English it translates, when known. */
interface NepaliText {
  where: string;
  ne: string;
  en?: string;
}

/** Every Nepali catalogue: `.../ne.json` beside `en.json`, and `.../ne/<name>.json` beside `.../en/<name>.json`. */
const CATALOGUES = FILES.filter((f) => /[/\\]ne\.json$/.test(f) || /[/\\]ne[/\\][^/\\]+\.json$/.test(f)).map((ne) => ({
  ne,
  en: /ne\.json$/.test(ne) ? ne.replace(/ne\.json$/, 'en.json') : ne.replace(/([/\\])ne([/\\][^/\\]+)$/, '$1en$2'),
}));

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;

const CATALOGUE_TEXTS: NepaliText[] = CATALOGUES.flatMap(({ ne, en }) => {
  const english = new Map(flatten(readJson(en)));
  return flatten(readJson(ne)).map(([key, value]) => ({ where: `${rel(ne)} ${key}`, ne: value, en: english.get(key) }));
});

/**
 * What people type rather than what the app says: sample questions of mothers and search synonyms are kept
 * as people write them (बच्चा, काम्यो), so they are not held to the glossary; so are the triage's
 * phrases, which must recognise every way a mother writes a danger sign.
 */
const TYPED_BY_PEOPLE_FILES = [/[/\\]evaluation[/\\]/, /[/\\]knowledge[/\\]search\.ts$/, /[/\\]ai-doctor[/\\]triage\.ts$/];
/** A search keyword list: 'newborn danger signs, baby, bachha, बच्चा, ...' (romanized words among them). */
const isKeywordList = (text: string) => {
  const parts = text.split(',').map((p) => p.trim());
  return parts.length >= 3 && parts.some((p) => /^[a-z' -]+$/.test(p));
};

/** String literals with Devanagari in non-test source files (comments removed first). */
const CODE_TEXTS: NepaliText[] = FILES.filter(
  (f) => /\.(ts|tsx)$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f) && !TYPED_BY_PEOPLE_FILES.some((p) => p.test(f)),
).flatMap((file) => {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const literals = (code.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? []).map((l) => l.slice(1, -1));
  // text between JSX tags, such as the login page's Nepali header
  const jsxText = file.endsWith('.tsx') ? [...code.matchAll(/>([^<>{}]+)</g)].map((m) => m[1] ?? '') : [];
  return [...literals, ...jsxText].filter((l) => DEVANAGARI.test(l) && !isKeywordList(l)).map((l) => ({ where: rel(file), ne: l.trim() }));
});

/** The schedule templates' {en, ne} pairs (names, doses, descriptions). */
function pairs(node: unknown, where: string, out: NepaliText[] = []): NepaliText[] {
  if (Array.isArray(node)) node.forEach((v, i) => pairs(v, `${where}[${i}]`, out));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (typeof o.en === 'string' && typeof o.ne === 'string') out.push({ where, en: o.en, ne: o.ne });
    else for (const [k, v] of Object.entries(o)) pairs(v, `${where}.${k}`, out);
  }
  return out;
}
const TEMPLATE_TEXTS = [
  ...pairs(MOTHER_PERIODS, 'MOTHER_PERIODS'),
  ...pairs(BABY_PERIODS, 'BABY_PERIODS'),
  // the danger signs as the emergency screen shows them (the reference's labels with the review's corrections)
  ...DANGER_SIGNS.map((s) => ({ where: `DANGER_SIGNS ${s.id}`, en: s.en, ne: s.ne })),
];

const ALL = [...CATALOGUE_TEXTS, ...CODE_TEXTS, ...TEMPLATE_TEXTS];
const PAIRED = [...CATALOGUE_TEXTS, ...TEMPLATE_TEXTS].filter((t): t is Required<NepaliText> => t.en !== undefined);

/** Placeholders (`{{count, localnum}}`, `${...}`) are filled in later; an email address is not Nepali prose. */
const prose = (text: string) => text.replace(/\{\{[^}]*\}\}|\$\{[^}]*\}|\S+@\S+/g, '');

describe('the Nepali text checked here is all of it', () => {
  test('every catalogue of the web app and of core is found, each with its English', () => {
    expect(CATALOGUES.length).toBeGreaterThanOrEqual(9);
    expect(CATALOGUES.map((c) => rel(c.ne))).toContain(path.join('packages', 'core', 'src', 'i18n', 'ne', 'messages.json'));
    for (const { en } of CATALOGUES) expect(() => readFileSync(en), en).not.toThrow();
    expect(CATALOGUE_TEXTS.length).toBeGreaterThan(700);
  });

  test('the Nepali in code is found: schedule templates, danger signs, month names, the login header', () => {
    const files = new Set(CODE_TEXTS.map((t) => t.where));
    expect([...files]).toEqual(
      expect.arrayContaining([
        path.join('packages', 'core', 'src', 'reference', 'schedule-templates.ts'),
        path.join('packages', 'core', 'src', 'calendar', 'bikram-sambat.ts'),
        path.join('apps', 'web', 'src', 'features', 'auth', 'login-page.tsx'),
      ]),
    );
    expect(TEMPLATE_TEXTS.length).toBeGreaterThan(50);
  });
});

describe('glossary (docs/glossary-ne.md)', () => {
  test.each(TERMS.filter((t) => t.never?.length).map((t) => [t.en, t] as const))('"%s" is never written another way', (_, term) => {
    const found = ALL.flatMap(({ where, ne }) =>
      (term.never ?? []).filter((variant) => new RegExp(variant, 'u').test(ne)).map((variant) => `${where}: «${variant}» in «${ne}»`),
    );
    expect(found).toEqual([]);
  });

  test.each(TERMS.filter((t) => t.whenEnglish).map((t) => [t.en, t] as const))('where the English says "%s", the Nepali uses the glossary word', (_, term) => {
    const english = new RegExp(term.whenEnglish ?? '', 'iu');
    const nepali = new RegExp(term.nepaliHas ?? '', 'u');
    const applies = PAIRED.filter(({ en }) => english.test(prose(en)));
    const wrong = applies.filter(({ ne }) => !nepali.test(ne)).map(({ where, en, ne }) => `${where}: «${en}» → «${ne}»`);
    expect(wrong).toEqual([]);
  });

  test('every term has a Nepali word and is enforced one way or the other', () => {
    for (const term of TERMS) {
      expect(term.ne.trim(), term.en).not.toBe('');
      expect(Boolean(term.never?.length) || Boolean(term.whenEnglish && term.nepaliHas), term.en).toBe(true);
    }
  });

  test('the people-readable glossary lists every term with its Nepali', () => {
    const doc = readFileSync(path.join(ROOT, 'docs', 'glossary-ne.md'), 'utf8');
    const missing = TERMS.filter((t) => !doc.includes(`| ${t.en} | ${t.ne} |`)).map((t) => t.en);
    expect(missing).toEqual([]);
  });

  test('a search keyword list is told apart from a sentence', () => {
    expect(isKeywordList('newborn danger signs, baby danger signs, bachha birami, नवजातका खतराका लक्षण')).toBe(true);
    expect(isKeywordList('धेरै रगत बगेमा, ऐंठन (छारे रोग जस्तै काम्ने) वा बेहोस भएमा, धेरै ज्वरो आएमा')).toBe(false);
  });

  test('the check can fail: a forbidden variant and a wrong pairing are caught', () => {
    const fits = TERMS.find((t) => t.en.startsWith('fits'));
    expect(fits?.never?.some((v) => new RegExp(v, 'u').test('काम्ने / बेहोस हुने'))).toBe(true);
    expect(new RegExp(fits?.nepaliHas ?? '', 'u').test('कम्पन')).toBe(false);
  });
});

describe('numbers and units in Nepali', () => {
  test('no Nepali string has Latin digits (Devanagari ०-९ instead) or "mmHg"', () => {
    const latin = ALL.filter(({ ne, en }) => (en !== undefined || DEVANAGARI.test(ne)) && /[0-9]|mmHg/.test(prose(ne))).map(
      ({ where, ne }) => `${where}: «${ne}»`,
    );
    expect(latin).toEqual([]);
  });
});
