import { clauseEndsOf, foldedWords, sentenceEndsOf } from './normalize.ts';

/**
 * Phrases matched against a question's folded words (normalize.ts). A phrase is written in any
 * script and folded once; each of its words matches a word of the question that starts with it
 * ("ragat bag" matches "ragat bagyo", "रगत बगेको"), or exactly when the word ends with "=" ("ma=").
 * A word ending with "~" also matches a word with one typo after its first letter ("bleeding~"
 * matches "bleding"): only for English words of five letters or more, chosen one by one, since one letter
 * turns Nepali "chaleko" (moved) into "chalena" (did not move) and "khane" (eat) into "kamne" (fits).
 * Up to two other words may sit between the words of a phrase ("pet ma dherai dukhyo"); after a "*" up to
 * six ("pet * dukh": "पेटको तल्लो भाग मा निचोरे जस्तो असह्य दुखाइ"), for a place and what is felt there; a word
 * written with "+" before it comes right after the one before ("dudh +pahelo": not "dudh khanchha, pahelo bhayo").
 */
export interface Phrase {
  words: { stem: string; exact: boolean; typo?: boolean; wide?: boolean; next?: boolean }[];
  /** The source text, for debugging and tests. */
  text: string;
}

/** Words a phrase's words may skip between them; after a "*", WIDE_GAP_WORDS. */
const MAX_GAP_WORDS = 2;
const WIDE_GAP_WORDS = 6;

export function phrase(text: string): Phrase {
  let wide = false;
  const words = text.split(/\s+/).flatMap((raw) => {
    if (raw === '*') {
      wide = true;
      return [];
    }
    const next = raw.startsWith('+');
    const bare = next ? raw.slice(1) : raw;
    const exact = bare.endsWith('=');
    const typo = bare.endsWith('~');
    const out = foldedWords(exact || typo ? bare.slice(0, -1) : bare).map((stem) => ({
      stem,
      exact,
      typo,
      ...(wide ? { wide } : {}),
      ...(next ? { next } : {}),
    }));
    wide = false;
    return out;
  });
  return { words, text };
}

/** Phrases of texts; a phrase already made (vocabulary.ts's pairs) passes as it is. */
export function phrases(...texts: (string | Phrase)[]): Phrase[] {
  return texts.map((t) => (typeof t === 'string' ? phrase(t) : t));
}

/** Where a phrase matched: the index of its first and last word in the question. */
export interface Hit {
  start: number;
  end: number;
  phrase: Phrase;
}

const NO = 'no';

/** Typo-tolerant stems ("~") at least this long also match a word with one typo ("bleding", "siezure"). */
const TYPO_MIN_STEM = 5;

/** Edit distance of at most 1 (a letter added, dropped, changed, or two swapped). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length || i === b.length) return Math.abs(a.length - b.length) <= 1;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return swapped || a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

function wordMatches(word: string, w: { stem: string; exact: boolean; typo?: boolean }): boolean {
  if (w.exact) return word === w.stem;
  // a phrase's "no" is a "no", "none" or "not" ("no kick": "not kicking", "none kick"), not "now" or "normal" ("now he
  // is kicking", "normal kicks")
  if (w.stem === NO) return word === NO || word === 'none' || word.startsWith('not');
  if (word.startsWith(w.stem)) return true;
  // a typo keeps the first letter ("feaver", "siezure"): with it dropped, "every" would be "fever"
  if (!w.typo || w.stem.length < TYPO_MIN_STEM || word[0] !== w.stem[0]) return false;
  // the word's beginning, as long as the stem (give or take a letter), within one typo of it
  const n = w.stem.length;
  return [n - 1, n, n + 1].some((len) => len <= word.length && withinOneEdit(word.slice(0, len), w.stem));
}

/**
 * Every place the phrase matches in `words` (first match per start word). `starts`, when given, are the only words its
 * first word can match (findAny's index of the question's words by their first letters), in order.
 */
export function findPhrase(words: readonly string[], p: Phrase, starts?: readonly number[], bounds: Bounds = boundsOf(words)): Hit[] {
  const hits: Hit[] = [];
  const first = p.words[0];
  if (!first) return hits;
  // a phrase's words stay in one sentence (normalize.ts sentenceEnds); one that starts with its own "not" in one clause
  // ("palms and soles not yellow, feeding well" is no "not ... feeding")
  const { sentences, clauses } = bounds;
  const ends = NEGATION_START.has(first.stem) ? clauses : sentences;
  const count = starts ? starts.length : words.length;
  for (let s = 0; s < count; s++) {
    const start = starts ? (starts[s] ?? 0) : s;
    if (!wordMatches(words[start] ?? '', first)) continue;
    let at = start;
    let ok = true;
    for (let k = 1; k < p.words.length; k++) {
      const w = p.words[k];
      if (!w) continue;
      let found = -1;
      for (let j = at + 1; j <= Math.min(words.length - 1, at + 1 + (w.next ? 0 : w.wide ? WIDE_GAP_WORDS : MAX_GAP_WORDS)); j++) {
        // (words side by side, "+", are in one clause too: "jiu pahelo, dudh khayo" is no "pahelo +dudh")
        if ((w.next ? clauses : ends)?.has(j - 1)) break;
        if (wordMatches(words[j] ?? '', w)) {
          found = j;
          break;
        }
      }
      if (found < 0) {
        ok = false;
        break;
      }
      at = found;
    }
    if (ok) hits.push({ start, end: at, phrase: p });
  }
  return hits;
}

/** A question's sentence and clause ends (none for words not from foldedWords: a slice of them). */
interface Bounds {
  sentences: ReadonlySet<number> | undefined;
  clauses: ReadonlySet<number> | undefined;
}

function boundsOf(words: readonly string[]): Bounds {
  const sentences = sentenceEndsOf(words);
  return { sentences, clauses: sentences && clauseEndsOf(sentences) };
}

/** English negators a phrase may start with ("not * feeding", "no * movement"). */
const NEGATION_START = new Set(['not', 'no', 'never', 'cant', 'dont', 'doesnt', 'didnt', 'isnt', 'wont', 'cannot']);

/**
 * A phrase in its list's buckets, with the key of the question's words its first word can match: a stem's first two
 * letters begin the word, or its first alone when the stem is one letter or may hold a typo after it. `tried` is the
 * last findAny call that tried it (a typo's phrase is under two keys: one entry in both).
 */
interface Bucketed {
  p: Phrase;
  startKey: string;
  tried: number;
  /** Its first word, kept beside the key: most phrases are ruled out by it without reading the phrase. */
  first: FirstWord;
}

/** A first word, one object for every phrase that starts with it: a question asks each once (Positions.firstMatches). */
interface FirstWord {
  stem: string;
  exact: boolean;
  typo?: boolean;
  id: number;
}
const FIRST_WORDS = new Map<string, FirstWord>();

function firstWord(w: Phrase['words'][number]): FirstWord {
  const key = `${w.stem} ${w.exact ? 1 : 0}${w.typo ? 1 : 0}`;
  let first = FIRST_WORDS.get(key);
  if (!first) FIRST_WORDS.set(key, (first = { stem: w.stem, exact: w.exact, typo: w.typo, id: FIRST_WORDS.size }));
  return first;
}

/** Phrases of a list by the first two letters of their first word (built once per list). */
const BUCKETS = new WeakMap<readonly Phrase[], Map<string, Bucketed[]>>();

function bucketsOf(list: readonly Phrase[]): Map<string, Bucketed[]> {
  let buckets = BUCKETS.get(list);
  if (!buckets) {
    buckets = new Map();
    const put = (key: string, b: Bucketed) => {
      const bucket = buckets?.get(key);
      if (bucket) bucket.push(b);
      else buckets?.set(key, [b]);
    };
    // (a phrase twice in a list is tried once, where it first stands)
    const seen = new Set<Phrase>();
    for (const p of list) {
      const first = p.words[0];
      if (!first || seen.has(p)) continue;
      seen.add(p);
      const stem = first.stem;
      const b = { p, startKey: first.typo || stem.length < 2 ? stem.slice(0, 1) : stem.slice(0, 2), tried: 0, first: firstWord(first) };
      put(stem.slice(0, 2), b);
      // a typo may be in the second letter ("siezure"): also under the first letter alone
      if (first.typo) put(stem.slice(0, 1), b);
    }
    BUCKETS.set(list, buckets);
  }
  return buckets;
}

/**
 * Every hit of any of the phrases. Only phrases whose first word can match one of the question's
 * words are tried (a phrase's first stem shares the first two letters of the word it matches).
 */
export function findAny(words: readonly string[], list: readonly Phrase[]): Hit[] {
  // the rules ask for the same list in the same words more than once (a rule, then its evidence)
  let known = FOUND.get(words);
  const hit = known?.get(list);
  if (hit) return hit;
  const buckets = bucketsOf(list);
  const { at, firstMatches } = positionsOf(words);
  // each phrase once (a typo's phrase is under two keys), in the order the question's words first reach it
  const call = ++calls;
  const hits: Hit[] = [];
  const bounds = boundsOf(words);
  for (const key of at.keys()) {
    const bucket = buckets.get(key);
    if (!bucket) continue;
    for (const b of bucket) {
      if (b.tried === call) continue;
      b.tried = call;
      const starts = at.get(b.startKey);
      if (!starts) continue;
      let matches = firstMatches[b.first.id];
      if (matches === undefined) matches = firstMatches[b.first.id] = starts.some((i) => wordMatches(words[i] ?? '', b.first));
      if (matches) for (const h of findPhrase(words, b.p, starts, bounds)) hits.push(h);
    }
  }
  if (!known) FOUND.set(words, (known = new Map<readonly Phrase[], Hit[]>()));
  known.set(list, hits);
  return hits;
}

/** findAny's calls, counted: a phrase is tried once a call (Bucketed.tried). */
let calls = 0;

/**
 * The question's words by their first letter and by their first two letters: where each key's words are, in order; and
 * whether each first word (FirstWord.id) matches one of them, as asked.
 */
interface Positions {
  at: Map<string, number[]>;
  firstMatches: (boolean | undefined)[];
}

function positionsOf(words: readonly string[]): Positions {
  let positions = POSITIONS.get(words);
  if (!positions) {
    const at = new Map<string, number[]>();
    for (let i = 0; i < words.length; i++) {
      const w = words[i] ?? '';
      for (const key of w.length > 1 ? [w.slice(0, 2), w.slice(0, 1)] : [w]) {
        const list = at.get(key);
        if (list) list.push(i);
        else at.set(key, [i]);
      }
    }
    POSITIONS.set(words, (positions = { at, firstMatches: [] }));
  }
  return positions;
}

const POSITIONS = new WeakMap<readonly string[], Positions>();

/** Hits already found, by the words (a question's frozen words are one array: normalize.ts) and the list. */
const FOUND = new WeakMap<readonly string[], Map<readonly Phrase[], Hit[]>>();
