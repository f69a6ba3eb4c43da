/**
 * One spelling for English, Nepali in Devanagari and romanized Nepali, so that a rule or a search
 * term written once matches "रगत बग्यो", "ragat bagyo" and "ragat bagyoo". Devanagari is written
 * out in Latin letters (the inherent vowel dropped at the end of a word, as Nepali is spoken), then
 * the usual romanization variants fold together: aspirates lose their h (kh -> k, chh -> c), long
 * vowels become short (aa -> a, ee -> i), x -> c ("xaina" = "chhaina"), f -> p, v -> w, an h before a
 * consonant goes ("gahro" = "garo"), doubled letters become single, a final a goes ("ferna" = फेर्न). English words pass through the same folding; rules and texts are folded alike,
 * so only consistency matters, not a faithful transliteration.
 */

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'ng',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'w',
  श: 's',
  ष: 's',
  स: 's',
  ह: 'h',
  ड़: 'r',
  ढ़: 'rh',
};

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ii',
  उ: 'u',
  ऊ: 'uu',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
};

const MATRAS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ii',
  'ु': 'u',
  'ू': 'uu',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
};

const HALANT = '्';
const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** Devanagari written out in Latin letters (rough, consistent); other characters pass through. */
export function transliterate(text: string): string {
  let out = '';
  // true while the last letter written is a consonant's inherent "a" (dropped at a word's end)
  let inherent = false;
  // a vowel sign typed in two parts (ा + े for ो, as in "टाउकाे") is the one sign
  const chars = [
    ...text
      .normalize('NFC')
      .replace(/\u093e\u0947/g, '\u094b')
      .replace(/\u093e\u0948/g, '\u094c'),
  ];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? '';
    const consonant = CONSONANTS[ch];
    if (consonant !== undefined) {
      out += `${consonant}a`;
      inherent = true;
      continue;
    }
    const matra = MATRAS[ch];
    if (matra !== undefined) {
      if (inherent) out = out.slice(0, -1);
      out += matra;
      inherent = false;
      continue;
    }
    if (ch === HALANT) {
      if (inherent) out = out.slice(0, -1);
      inherent = false;
      continue;
    }
    if (ch === 'ं' || ch === 'ँ') {
      // at a word's end the nasal marks "I" (भएँ, गरेँ) and is not typed ("bhae", "gare"); written as
      // "n" there it would make भएँ (I became) the same word as भएन (did not happen)
      if (!/[\p{L}\p{M}]/u.test(chars[i + 1] ?? ' ')) {
        inherent = false;
        continue;
      }
      out += 'n';
      inherent = false;
      continue;
    }
    // joiners shape a conjunct (र्‍य in पर्‍यो) and do not end a word
    if (ch === '\u200d' || ch === '\u200c') continue;
    if (ch === 'ः') {
      out += 'h';
      inherent = false;
      continue;
    }
    if (ch === '़') continue;
    const vowel = VOWELS[ch];
    if (vowel !== undefined) {
      out += vowel;
      inherent = false;
      continue;
    }
    const digit = DEVANAGARI_DIGITS.indexOf(ch);
    if (digit >= 0) {
      if (inherent) out = out.slice(0, -1);
      out += String(digit);
      inherent = false;
      continue;
    }
    // a word ends: Nepali does not say the final inherent vowel (रगत = ragat)
    if (inherent && !/[\p{L}\p{M}]/u.test(ch)) out = out.slice(0, -1);
    inherent = false;
    out += ch === '।' ? '.' : ch;
  }
  if (inherent) out = out.slice(0, -1);
  return out;
}

/**
 * Common misspellings, folded, with the word they mean: आखा for आँखा (eye) drops the nasal that आँखा and
 * "aankha" keep. A misspelling also counts with a postposition joined to it (आखामा, आखाको).
 */
const MISSPELLINGS: readonly { wrong: string; alone: string; joined: string }[] = [
  // आखा -> "aka"; आँखा -> "ank" alone (its final vowel dropped), "anka" before a postposition (आँखामा -> "ankam")
  { wrong: 'aka', alone: 'ank', joined: 'anka' },
];
const JOINED_POSTPOSITIONS = new Set(['m', 'ko', 'bat', 'le', 'lai', 'haru', 'sam']);

function spelledRight(folded: string): string {
  for (const m of MISSPELLINGS) {
    if (folded === m.wrong) return m.alone;
    if (folded.startsWith(m.wrong) && JOINED_POSTPOSITIONS.has(folded.slice(m.wrong.length))) return m.joined + folded.slice(m.wrong.length);
  }
  return folded;
}

/** Folds one Latin-letter word to the common spelling (see the file comment). */
export function foldWord(word: string): string {
  const folded = word
    .replace(/x/g, 'c')
    .replace(/([kgtdpbjsc])h+/g, '$1')
    .replace(/f/g, 'p')
    .replace(/v/g, 'w')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/h(?=[^aeiouy])/g, '')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    // doubled letters, not digits: "11 mahina" stays eleven
    .replace(/([^0-9])\1+/g, '$1');
  // romanized Nepali often writes the final vowel Devanagari drops ("ferna" = फेर्न)
  return spelledRight(folded.length > 3 ? folded.replace(/a$/, '') : folded);
}

/**
 * The words of a text in folded spelling: lower case, accents and apostrophes removed ("don't" ->
 * "dont"), Devanagari transliterated, split at anything that is not a letter or digit.
 */
export function foldedWords(text: string): readonly string[] {
  const words = remembered(FOLDED, text, () => latinWords(text).map(foldWord));
  if (!SENTENCE_ENDS.has(words)) SENTENCE_ENDS.set(words, sentenceEnds(text));
  return words;
}

/**
 * Where a text's sentences end, as the indices of the words they end with: a full stop followed by a space, "?", "!" or
 * "।" ("we do everything but not stop. he feeds well": a phrase's words do not reach across it, phrases.ts), after a
 * sentence of MIN_SENTENCE_WORDS words or more. A run of dots ("sas... chhito") is a pause of chat, no end; a dot between
 * digits ("38.5") none either.
 */
function sentenceEnds(text: string): ReadonlySet<number> {
  const latin = transliterate(text).toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/['’`]/g, '');
  const ends = new Set<number>();
  const commas = new Set<number>();
  let index = -1;
  // the first word of the sentence being read
  let from = 0;
  for (const m of latin.matchAll(/[a-z0-9]+|[^a-z0-9]+/g)) {
    const piece = m[0];
    if (/^[a-z0-9]/.test(piece)) index++;
    else if (index >= 0 && (/[?!\u0964\u0965]/.test(piece) || /(^|[^.])\.\s/.test(piece))) {
      // a topic of a few words is no sentence of its own: "baby ko sas. ekdam chhito chha", "पानी? बग्यो अहिले"
      if (index - from + 1 >= MIN_SENTENCE_WORDS) {
        ends.add(index);
        from = index + 1;
      } else commas.add(index);
    } else if (index >= 0 && /[,;]/.test(piece)) commas.add(index);
  }
  CLAUSE_ENDS.set(ends, new Set([...ends, ...commas]));
  return ends;
}

/** Where a text's clauses end (its sentence ends and its commas), by the sentence ends' own set. */
export function clauseEndsOf(sentenceEnds: ReadonlySet<number>): ReadonlySet<number> | undefined {
  return CLAUSE_ENDS.get(sentenceEnds);
}
const CLAUSE_ENDS = new WeakMap<ReadonlySet<number>, ReadonlySet<number>>();

/** The clause ends (commas and sentence ends) of a question's folded words; none for words not from foldedWords. */
export function clauseEnds(words: readonly string[]): ReadonlySet<number> {
  const sentences = sentenceEndsOf(words);
  return (sentences && clauseEndsOf(sentences)) ?? new Set<number>();
}

/** A sentence shorter than this ("baby ko sas.", "Kam bhayo.") is a topic or a fragment: it runs on into the next. */
const MIN_SENTENCE_WORDS = 4;

/** The sentence ends of a text's folded words (foldedWords), by the words' own array. */
export function sentenceEndsOf(words: readonly string[]): ReadonlySet<number> | undefined {
  return SENTENCE_ENDS.get(words);
}
const SENTENCE_ENDS = new WeakMap<readonly string[], ReadonlySet<number>>();

/** The words of a text in Latin letters before folding (lower case, Devanagari transliterated). */
export function latinWords(text: string): readonly string[] {
  return remembered(LATIN, text, () => {
    const latin = transliterate(text).toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/['’`]/g, '');
    return latin.split(/[^a-z0-9]+/).filter(Boolean);
  });
}

/**
 * One question is read by the rules, both models and the search: its words are worked out once. The last
 * few texts are kept (frozen, so no reader can change another's copy).
 */
const REMEMBERED = 8;
const LATIN = new Map<string, readonly string[]>();
const FOLDED = new Map<string, readonly string[]>();
function remembered(memo: Map<string, readonly string[]>, text: string, work: () => string[]): readonly string[] {
  const known = memo.get(text);
  if (known) return known;
  const words = Object.freeze(work());
  if (memo.size >= REMEMBERED) memo.delete(memo.keys().next().value ?? '');
  memo.set(text, words);
  return words;
}

/** The whole text folded, words joined by single spaces. */
export function foldText(text: string): string {
  return foldedWords(text).join(' ');
}

/** True when the text has any Devanagari letter (she typed in Nepali script). */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}
