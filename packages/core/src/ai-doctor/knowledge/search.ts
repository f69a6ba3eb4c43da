/**
 * Retrieval over the knowledge base with MiniSearch (BM25 with prefix and fuzzy matching). Every
 * text, indexed or asked, goes through the same folding (normalize.ts), so Devanagari, romanized
 * Nepali and English spellings meet; a synonym list joins English and Nepali words for the same
 * thing ("vaccine" = "khop" = "खोप"), and common question words of both languages are ignored.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { foldWord, latinWords } from '../normalize.ts';
import { AFTER_BIRTH_ENTRIES } from './after-birth.ts';
import { ANTENATAL_BIRTH_ENTRIES } from './antenatal-birth.ts';
import { BABY_CARE_ENTRIES } from './baby-care.ts';
import type { KnowledgeEntry, KnowledgeStage } from './entry.ts';
import { NUTRITION_ENTRIES } from './nutrition.ts';
import { PREGNANCY_ENTRIES } from './pregnancy.ts';
import { VACCINES_GROWTH_ENTRIES } from './vaccines-growth.ts';

/** Every entry of the knowledge base. */
export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  ...PREGNANCY_ENTRIES,
  ...NUTRITION_ENTRIES,
  ...ANTENATAL_BIRTH_ENTRIES,
  ...BABY_CARE_ENTRIES,
  ...VACCINES_GROWTH_ENTRIES,
  ...AFTER_BIRTH_ENTRIES,
];

const BY_ID = new Map(KNOWLEDGE_BASE.map((e) => [e.id, e]));

export function knowledgeEntry(id: string): KnowledgeEntry | undefined {
  return BY_ID.get(id);
}

/** Words for the same thing in English, Nepali and romanized Nepali (each line one group). */
const SYNONYM_GROUPS: string[][] = [
  ['vaccine', 'vaccination', 'immunization', 'khop', 'खोप', 'टीका', 'tika', 'sui', 'सुई', 'injection'],
  ['baby', 'bachha', 'baccha', 'बच्चा', 'nani', 'नानी', 'shishu', 'शिशु', 'infant', 'newborn', 'chhora', 'chhori', 'छोरा', 'छोरी'],
  ['pregnant', 'pregnancy', 'garbha', 'गर्भ', 'garbhawati', 'गर्भवती', 'pet ma bachha'],
  ['milk', 'dudh', 'दूध', 'breastfeed', 'breastfeeding', 'breast milk', 'stanpan', 'स्तनपान'],
  ['food', 'khana', 'खाना', 'eat', 'diet', 'aahar', 'आहार', 'khane', 'खाने'],
  ['belly', 'stomach', 'abdomen', 'tummy', 'pet', 'पेट'],
  ['fever', 'jwaro', 'ज्वरो', 'temperature'],
  ['pain', 'dukhne', 'दुख्ने', 'dukhyo', 'दुख्यो', 'hurt', 'ache'],
  ['blood', 'ragat', 'रगत'],
  ['iron', 'aairan', 'आइरन', 'ayron', 'falam', 'फलाम'],
  ['tablet', 'pill', 'chakki', 'चक्की', 'goli', 'गोली', 'medicine', 'ausadhi', 'औषधि'],
  ['weight', 'taul', 'तौल'],
  ['sleep', 'sutne', 'सुत्ने', 'nindra', 'निद्रा'],
  ['delivery', 'birth', 'sutkeri', 'सुत्केरी', 'prasuti', 'प्रसूति', 'janma', 'जन्म'],
  ['labour', 'labor', 'betha', 'बेथा', 'byatha', 'व्यथा', 'contraction'],
  ['checkup', 'check up', 'janch', 'जाँच', 'visit'],
  ['cord', 'navel', 'naito', 'नाइटो', 'nabhi', 'नाभि'],
  ['yellow', 'jaundice', 'pahelo', 'पहेँलो', 'jandis', 'जण्डिस'],
  ['vomit', 'vomiting', 'banta', 'बान्ता', 'ulti', 'उल्टी', 'nausea', 'wakwaki', 'वाकवाकी'],
  ['swelling', 'swollen', 'sunnine', 'सुन्निने', 'sunniyo', 'सुन्नियो'],
  ['headache', 'tauko dukhne', 'टाउको दुख्ने'],
  ['water', 'pani', 'पानी'],
  ['egg', 'anda', 'अण्डा'],
  ['meat', 'masu', 'मासु'],
  ['mother', 'aama', 'आमा'],
  ['month', 'mahina', 'महिना'],
  ['week', 'hapta', 'हप्ता'],
  ['stool', 'disa', 'दिसा', 'poo'],
  ['urine', 'pisab', 'पिसाब', 'pee'],
  ['breast', 'stan', 'स्तन'],
  ['nipple', 'munta', 'मुन्टा'],
  ['cry', 'crying', 'runa', 'रुन', 'runchha', 'रुन्छ'],
  ['sad', 'dukhi', 'दुःखी', 'udas', 'उदास', 'depression', 'tanav', 'तनाव'],
  ['family planning', 'contraception', 'parivar niyojan', 'परिवार नियोजन'],
  ['period', 'menstruation', 'mahinawari', 'महिनावारी', 'mens'],
  ['diarrhoea', 'diarrhea', 'pakhala', 'पखाला', 'loose motion'],
  ['teeth', 'daant', 'दाँत'],
  ['walk', 'hidne', 'हिँड्ने'],
  ['eye', 'aankha', 'आँखा'],
  ['heavy', 'gahraun', 'गह्रौँ', 'bhari', 'भारी'],
  ['ultrasound', 'video xray', 'भिडियो एक्सरे', 'usg', 'scan'],
  ['operation', 'caesarean', 'cesarean', 'aparation', 'अप्रेसन', 'सिजेरियन', 'section', 'c section', 'सेक्सन'],
  ['blood pressure', 'bp', 'pressure', 'raktachap', 'रक्तचाप', 'presar', 'प्रेसर'],
];

/**
 * Nepali words whose folded spelling is an English question word ("anda", egg, folds to "and";
 * "tel", oil, to "tell"): kept apart under their own spelling, in the index and in questions alike.
 */
const KEPT_APART: Readonly<Record<string, string>> = {
  anda: 'anda',
  andaa: 'anda',
  chana: 'chana',
  chanaa: 'chana',
  tel: 'tela',
  tela: 'tela',
  sal: 'saal',
  saal: 'saal',
  anna: 'anna',
  ann: 'anna',
};

/** The words of a text as the search sees them: folded (normalize.ts), with KEPT_APART's words kept apart. */
function foldedWords(text: string): string[] {
  return latinWords(text).map((w) => KEPT_APART[w] ?? foldWord(w));
}

/** Question words that say nothing about the topic (both languages, folded). */
const STOP_WORDS = new Set(
  foldedWords(
    'a an the is are am was were be been do does did i my me you your it its this that what which who when how why where can could should would will shall ' +
      'to of in on for with at by from and or but if so not no yes please tell about any some much many very have has had get got ok okay doctor ' +
      'ke k ho hun cha chha chhu chhan hunchha huncha ma mero meri malai lai le ko ka ki ra ani pani kasari kina kahile kaha kati kun kasto garne garnu gareko ' +
      'bhayo bhaeko huna hola ta nai re tara yo tyo ek dui hajur sir madam doctor daktar aayo aaeko gayo lagyo lagchha sakchhu sakinchha parchha ' +
      'के हो हुन छ छु छन् हुन्छ म मेरो मेरी मलाई लाई ले को का की र अनि पनि कसरी किन कहिले कहाँ कति कुन कस्तो गर्ने गर्नु गरेको भयो भएको होला त नै तर यो त्यो हजुर डाक्टर ' +
      // "very", "much", "does" in Nepali, as the English ones above
      'dherai धेरै ekdam एकदम garchha गर्छ garchhu गर्छु',
  ),
);

const SYNONYMS = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  const folded = group.map((w) => foldedWords(w).join(' '));
  for (const w of folded) SYNONYMS.set(w, folded);
}

/** Plural "s" and "-ing" off ("vaccines" = "vaccine", "breastfeeding" = "breastfeed"), for indexed and asked words alike. */
function singular(term: string): string {
  if (term.length > 6 && term.endsWith('ing')) return term.slice(0, -3);
  return term.length > 4 && term.endsWith('s') ? term.slice(0, -1) : term;
}

/** The folded words of a text without question words. */
export function searchTerms(text: string): string[] {
  return foldedWords(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map(singular);
}

/** Words that say whom the question is about more than what: they count less than the topic's words. */
const GENERIC_WORDS = new Set(
  foldedWords(
    'baby bachha bacha baccha nani newborn infant child mother aama pregnant pregnancy garbha garbhawati woman month mahina week hapta day din time normal good safe thik ramro eat khane khanu take give dine ' +
      'बच्चा नानी आमा गर्भ गर्भवती महिना हप्ता दिन ठीक राम्रो खाने खानु दिने',
  ),
);

/** The query with synonyms of its words (and word pairs) added. */
export function expandQuery(terms: readonly string[]): string[] {
  const out = new Set(terms);
  terms.forEach((w, i) => {
    for (const key of [w, `${w} ${terms[i + 1] ?? ''}`.trim()]) {
      for (const s of SYNONYMS.get(key) ?? []) for (const part of s.split(' ')) out.add(part);
    }
  });
  return [...out];
}

interface IndexedEntry {
  id: string;
  title: string;
  keywords: string;
  body: string;
}

function fold(text: string): string {
  return foldedWords(text).join(' ');
}

const index = new MiniSearch<IndexedEntry>({
  fields: ['title', 'keywords', 'body'],
  storeFields: ['id'],
  // texts are folded before indexing and searching: split on spaces only, no further processing
  tokenize: (text) => text.split(' ').filter(Boolean),
  // plural "s" off ("vaccines" = "vaccine"), applied to indexed and asked words alike
  processTerm: (term) => (STOP_WORDS.has(term) ? null : singular(term)),
  searchOptions: {
    boost: { title: 3, keywords: 2.5, body: 1 },
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    combineWith: 'OR',
  },
});
index.addAll(
  KNOWLEDGE_BASE.map((e) => ({
    id: e.id,
    title: fold(`${e.title.en} ${e.title.ne}`),
    keywords: fold(e.keywords.join(' ')),
    body: fold(`${e.answer.en} ${e.answer.ne}`),
  })),
);

export interface KnowledgeHit {
  entry: KnowledgeEntry;
  score: number;
  /** How many distinct words of the question the entry matched. */
  matchedTerms: number;
  /** Of those, words about a topic (not "baby", "pregnancy", "eat"). */
  specificTerms: number;
}

/** Weight of a synonym added to the question, against her own words. */
const SYNONYM_WEIGHT = 0.15;
/** Weight of a generic word ("baby", "pregnancy"). */
const GENERIC_WEIGHT = 0.3;

/** Entries whose stage fits hers rank higher (a pregnant woman asking "what to eat"). */
const STAGE_BOOST = 1.4;

/** The best entries for a question, best first. `stage` lifts entries written for her stage. */
export function searchKnowledge(question: string, stage: KnowledgeStage | null, limit = 3): KnowledgeHit[] {
  const terms = searchTerms(question);
  if (terms.length === 0) return [];
  const original = new Set(terms);
  const query = expandQuery(terms).join(' ');
  const results: SearchResult[] = index.search(query, {
    // prefix and fuzzy matching for her own words only: her misspellings, not the synonym list's
    prefix: (term) => original.has(term) && term.length >= 5,
    fuzzy: (term) => (original.has(term) && term.length >= 7 ? 1 : false),
    // her own words count fully (words of whom, not what, less), the synonyms added for them a share
    boostTerm: (term) => (original.has(term) ? (GENERIC_WORDS.has(term) ? GENERIC_WEIGHT : 1) : SYNONYM_WEIGHT),
    boostDocument: (id) => {
      const e = BY_ID.get(String(id));
      return stage && e && (e.stage === stage || e.stage === 'any') ? STAGE_BOOST : 1;
    },
  });
  // each of her words with its synonyms, once per question (not once per result and word)
  const expansions = terms.map((t) => ({ term: t, all: new Set(expandQuery([t])) }));
  return results.slice(0, limit).flatMap((r) => {
    const e = BY_ID.get(String(r.id));
    if (!e) return [];
    const matched = expansions.filter(({ all }) => r.queryTerms.some((q) => all.has(q))).map(({ term }) => term);
    const unique = new Set(matched);
    return [{ entry: e, score: r.score, matchedTerms: unique.size, specificTerms: [...unique].filter((t) => !GENERIC_WORDS.has(t)).length }];
  });
}
