import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { KNOWLEDGE_SOURCES } from '../ai-doctor/knowledge/entry.ts';
import { KNOWLEDGE_BASE } from '../ai-doctor/knowledge/search.ts';
import { reminderText, type ReminderGroup } from '../domain/reminders.ts';
import type { ScheduledItem } from '../domain/schedule.ts';
import { DANGER_SIGNS } from '../reference/danger-signs.ts';
import { BABY_PERIODS, MOTHER_PERIODS, MOTHER_POSTNATAL_PERIODS, type ScheduleItemTemplate } from '../reference/schedule-templates.ts';
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
 * vocabulary (vocabulary.ts), which must recognise every way a mother writes a danger sign.
 */
const TYPED_BY_PEOPLE_FILES = [/[/\\]evaluation[/\\]/, /[/\\]knowledge[/\\]search\.ts$/, /[/\\]ai-doctor[/\\](triage|vocabulary)\.ts$/];
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

/** The AI doctor's knowledge base with its English: every entry's title and answer, and the sources' names. */
const KNOWLEDGE_TEXTS: NepaliText[] = [
  ...KNOWLEDGE_BASE.flatMap((e) => [
    { where: `knowledge ${e.id} title`, en: e.title.en, ne: e.title.ne },
    { where: `knowledge ${e.id} answer`, en: e.answer.en, ne: e.answer.ne },
  ]),
  ...Object.entries(KNOWLEDGE_SOURCES).map(([id, s]) => ({ where: `knowledge source ${id}`, en: s.en, ne: s.ne })),
];

/**
 * Every reminder core writes (`reminderText`, the in-app list, push and SMS): each item of every schedule alone
 * and each baby period's vaccines together, in every kind (coming up, today, due on a past day, overdue, still to
 * do), for the mother and the baby, in English (AD) and Nepali (BS).
 */
const DUE = '2026-11-25';
const withStatus = (items: readonly ScheduleItemTemplate[], status: ScheduledItem['status']): ScheduledItem[] =>
  items.map((i) => ({ ...i, dueDate: DUE, status, givenOn: null }));
const REMINDER_GROUPS: { where: string; subject: 'mother' | 'baby'; group: Pick<ReminderGroup, 'birthDays' | 'items' | 'kind' | 'dueDate'>; today: string }[] =
  [
    ...[...MOTHER_PERIODS, ...MOTHER_POSTNATAL_PERIODS].flatMap((p) =>
      p.items.map((i) => ({ subject: 'mother' as const, birthDays: null, items: [i], where: i.key })),
    ),
    ...BABY_PERIODS.flatMap((p) => [
      ...p.items.map((i) => ({ subject: 'baby' as const, birthDays: p.birthDays, items: [i], where: i.key })),
      { subject: 'baby' as const, birthDays: p.birthDays, items: p.items, where: p.key },
    ]),
  ].flatMap(({ subject, birthDays, items, where }) =>
    (
      [
        ['upcoming', 'upcoming', '2026-11-22'],
        ['due', 'due', DUE],
        ['due', 'due', '2026-11-28'],
        ['overdue', 'overdue', '2026-12-02'],
        ['overdue', 'due', '2026-12-02'],
      ] as const
    ).map(([kind, status, today]) => ({
      where: `reminder ${where} ${kind} ${status} ${today}`,
      subject,
      today,
      group: { birthDays, kind, dueDate: DUE, items: withStatus(items, status) },
    })),
  );
const REMINDER_TEXTS: NepaliText[] = REMINDER_GROUPS.flatMap(({ where, subject, group, today }) => {
  const en = reminderText(group, { lang: 'en', calendar: 'ad', place: 'Tokha Health Post', subject, today });
  const ne = reminderText(group, { lang: 'ne', calendar: 'bs', place: 'टोखा स्वास्थ्य चौकी', subject, today });
  return [
    { where: `${where} title`, en: en.title, ne: ne.title },
    { where: `${where} body`, en: en.body, ne: ne.body },
  ];
});

const ALL = [...CATALOGUE_TEXTS, ...CODE_TEXTS, ...TEMPLATE_TEXTS, ...KNOWLEDGE_TEXTS, ...REMINDER_TEXTS];
const PAIRED = [...CATALOGUE_TEXTS, ...TEMPLATE_TEXTS, ...KNOWLEDGE_TEXTS, ...REMINDER_TEXTS].filter((t): t is Required<NepaliText> => t.en !== undefined);

/** Placeholders (`{{count, localnum}}`, `${...}`) are filled in later; an email address is not Nepali prose. */
// a placeholder, an address, or a system's own name with its digit (DHIS2, its token's d2pat_ prefix) is no number in prose
const prose = (text: string) => text.replace(/\{\{[^}]*\}\}|\$\{[^}]*\}|\S+@\S+|DHIS2|d2pat_/g, '');

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

  test('the knowledge base and every reminder text are read with their English', () => {
    expect(KNOWLEDGE_TEXTS.length).toBe(KNOWLEDGE_BASE.length * 2 + Object.keys(KNOWLEDGE_SOURCES).length);
    expect(KNOWLEDGE_TEXTS.every((t) => DEVANAGARI.test(t.ne) && t.en)).toBe(true);
    // five kinds of each single item and baby period, title and body
    expect(REMINDER_TEXTS.length).toBe(REMINDER_GROUPS.length * 2);
    expect(REMINDER_TEXTS.length).toBeGreaterThan(400);
    expect(REMINDER_TEXTS.filter((t) => t.where.endsWith('body')).every((t) => t.ne.includes('टोखा स्वास्थ्य चौकी'))).toBe(true);
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
