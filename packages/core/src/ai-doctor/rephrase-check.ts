/**
 * What a language model's rephrasing may not add (docs/decisions/027-limits-that-hold.md): the optional model
 * only rewords a passage of the knowledge base, so any number, dose or medicine in its text must already be in
 * that passage. A reply that names one the passage does not (an injected "Call 9800000001 and stop all
 * medicine", a dose, a drug) is not shown to her: the offline answer goes out instead. The check errs on the
 * side of the offline answer, which is always safe to show.
 */

/** The longest rephrasing shown, relative to its passage: twice as long, and 200 characters more. */
export const rephraseMaxLength = (passage: string) => 2 * passage.length + 200;

/** Digits of every script (Devanagari ०-९, Arabic-Indic, fullwidth ...) as ASCII, after NFKC (superscripts). */
function asciiDigits(text: string): string {
  return text.normalize('NFKC').replace(/\p{Nd}/gu, (d) => {
    // Unicode lays every set of decimal digits out as ten code points in a row, zero first
    // (NFKC has already turned the sets that sit side by side, the mathematical digits, into ASCII)
    const cp = d.codePointAt(0)!;
    let zero = cp;
    for (let i = 0; i < 9 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1)); i++) zero--;
    return String(cp - zero);
  });
}

/** The numbers written with digits, separators of thousands dropped ("1,000" and "१०००" are both "1000"). */
function numbersIn(text: string): Set<string> {
  return new Set((asciiDigits(text).match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,/g, '')));
}

const NUMBER_WORDS = [
  'zero',
  'oh',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
  'hundred',
  'thousand',
  'lakh',
  'शून्य',
  'एक',
  'दुई',
  'तीन',
  'चार',
  'पाँच',
  'पांच',
  'सात',
  'आठ',
  'नौ',
  'दश',
  'दस',
];
/** Three or more number words in a row: a phone number or an amount spelled out. */
const SPELLED_NUMBER = new RegExp(`(?<![\\p{L}\\p{M}])(?:(?:${NUMBER_WORDS.join('|')})[\\s,-]+){2,}(?:${NUMBER_WORDS.join('|')})(?![\\p{L}\\p{M}])`, 'giu');

/**
 * An English term as a whole word (its plural too), or a Nepali one at the start of a word (endings attach);
 * the first group is the term itself, so "tablets" and "tablet" are one term.
 */
const en = (words: string) => new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(${words})(?:e?s)?(?![\\p{L}\\p{M}])`, 'giu');
const ne = (words: string) => new RegExp(`(?<![\\p{L}\\p{M}])(${words})`, 'gu');

/** Doses: units, spoons and how often. */
const DOSES: readonly [string, RegExp][] = [
  ['mg', en('mg|mcg|µg|μg|milligram|microgram|iu|ml|millilitre|milliliter|cc|gm')],
  ['spoon', en('teaspoon|tablespoon|spoonful|spoon')],
  ['how often', /\b(twice|thrice|times? (?:a|per|each|every) (?:day|week)|times daily|once (?:a|per) (?:day|week)|every \S+ hours?)\b/giu],
  ['mg (ne)', ne('मिलिग्राम|मि\\.\\s?ग्रा|एमजी|मिलिलिटर|एमएल|चम्चा')],
  ['how often (ne)', /(दिन(?:को|मा|हुँ)\s+\S+\s+(?:पटक|पल्ट|चोटि))/gu],
];

/**
 * Medicines and their forms: the words for a medicine, the medicines of Nepal's maternal and child programmes
 * and the ones most often bought over the counter, in English and in Nepali spelling, and the endings of
 * generic drug names (WHO INN stems: -cillin, -mycin, -floxacin ..., cef-), so a name not listed is caught too.
 */
const MEDICINES: readonly [string, RegExp][] = [
  ['medicine', en('medicine|medication|drug|tablet|pill|capsule|syrup|injection|inject|jab|dose|dosage|antibiotic|painkiller|ointment|drop|steroid')],
  [
    'a named medicine',
    en(
      'iron|folic|folate|calcium|albendazole|mebendazole|paracetamol|acetaminophen|ibuprofen|aspirin|diclofenac|misoprostol|oxytocin|ergometrine|' +
        'vitamin(?:\\s+[a-k]\\d{0,2}(?![\\p{L}]))?|ors|zinc|amoxicillin|ampicillin|gentamicin|metronidazole|cotrimoxazole|ciprofloxacin|doxycycline|tetracycline|azithromycin|' +
        'ceftriaxone|codeine|tramadol|morphine|dexamethasone|betamethasone|nifedipine|methyldopa|labetalol|magnesium|metformin|insulin|' +
        'chlorhexidine|chloroquine|primaquine|artemether|quinine|warfarin|heparin|diazepam|phenobarbital|omeprazole|ranitidine|antacid|' +
        'ivermectin|loperamide|domperidone|ondansetron|promethazine|cetirizine|chlorpheniramine|salbutamol|prednisolone|hydrocortisone|' +
        'levothyroxine|tranexamic|clotrimazole|fluconazole|bcg|td|tetanus|vaccine|penta|rota|pcv|mr|opv|ipv',
    ),
  ],
  [
    'a drug name',
    /(?<![\p{L}\p{M}])(cef\p{L}{3,}|\p{L}{2,}(?:cillin|mycin|micin|floxacin|cycline|azole|prazole|tidine|olol|pril|sartan|dipine|statin|profen|barbital|azepam|caine|olone|thasone|oxetine|triptyline))(?![\p{L}\p{M}])/giu,
  ],
  [
    'medicine (ne)',
    ne(
      'औषधि|औषधी|ओखती|चक्की|गोली|सिरप|सुई|इन्जेक्सन|इन्जेक्शन|क्याप्सुल|मात्रा|मलम|थोपा|एन्टिबायोटिक|आइरन|फोलिक|क्याल्सियम|जुकाको|' +
        'पारासिटामोल|प्यारासिटामोल|सिटामोल|आइबुप्रोफेन|एस्पिरिन|मिसोप्रोस्टोल|अक्सिटोसिन|भिटामिन|जिंक|जिङ्क|ओआरएस|जीवनजल|खोप|टीडी|बीसीजी',
    ),
  ],
];

/** The terms of one kind a text names (lower case, each once). */
function termsIn(text: string, pattern: RegExp): Set<string> {
  return new Set(Array.from(text.matchAll(pattern), (m) => (m[1] ?? m[0]).toLowerCase().replace(/[\s,-]+/g, ' ')));
}

/**
 * Why `text`, a rephrasing of `passage`, may not be shown (null: it may): a number, a spelled-out number, a
 * dose or a medicine that the passage does not name, or a length beyond {@link rephraseMaxLength}.
 */
export function rephraseAddsFacts(passage: string, text: string): string | null {
  if (text.length > rephraseMaxLength(passage)) return 'too long';
  const known = numbersIn(passage);
  for (const n of numbersIn(text)) if (!known.has(n)) return `the number ${n}`;
  const source = passage.normalize('NFKC');
  const said = text.normalize('NFKC');
  for (const [what, pattern] of [['a spelled-out number', SPELLED_NUMBER] as const, ...DOSES, ...MEDICINES]) {
    const inPassage = termsIn(source, pattern);
    for (const term of termsIn(said, pattern)) if (!inPassage.has(term)) return `${what} "${term}"`;
  }
  return null;
}
