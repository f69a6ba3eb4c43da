/**
 * Numbers a mother types, read and judged by core's own rules (never new thresholds): blood pressure
 * ("170/110", "pressure 170 110", "प्रेसर १७०/११०", "upper 160 lower 100") by bloodPressureVerdict, a
 * temperature in °C or °F, a baby's breaths a minute by its age, days of diarrhoea, hours of labour and the
 * weeks or months of her pregnancy. Digits may be Devanagari or Latin; the text is read after
 * transliteration (normalize.ts), so "ज्वरो ३९.५" and "jwaro 39.5" read alike.
 */
import { bloodPressureVerdict } from '../domain/verdict-levels.ts';
import { transliterate } from './normalize.ts';

export type ReadingKind = 'blood_pressure' | 'temperature' | 'breaths' | 'diarrhoea_days' | 'labour_hours' | 'pregnancy_weeks' | 'baby_weight';

export interface Reading {
  kind: ReadingKind;
  /** As read, for the nurse: "170/110", "39.5 °C", "70/min", "15 days", "14 h", "30 weeks". */
  text: string;
  /** The value(s): [systolic, diastolic], [°C], [breaths], [days], [hours], [weeks]. */
  values: number[];
  /** Index in the prepared text, to tell whose it is from the words around it. */
  at: number;
  /** The words just before it (prepared text), to tell whose it is: "mero 37.6", "nani ko 38". */
  before?: string;
  /** The reading and the words just after it (prepared text): "150/100 thiyo" was, not is. */
  after?: string;
  /** The index of its first word among the question's words (normalize.ts foldedWords), to tell whose span it is in. */
  word?: number;
}

/** Latin letters and digits, lower case, punctuation kept: "प्रेसर १७०/११०" -> "presar 170/110". */
export function prepare(text: string): string {
  return transliterate(text).toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

const NUM = String.raw`(\d{1,3}(?:[.,]\d{1,2})?)`;
const near = (text: string, at: number, re: RegExp, before = 40, after = 30) => re.test(text.slice(Math.max(0, at - before), at + after));

/** Words for blood pressure, as typed and as Devanagari transliterates ("प्रेसर" -> "presar", "रक्तचाप" -> "raktachaap"). */
const BP_WORDS = /\b(bp|b\.p|blood ?pres|pres+[aeu]r|pre+sar|pres+ure|raktachaa?p|ragatchaa?p|ragat ?chaa?p|bipi|presur|pressar)/;

function bloodPressures(t: string): Reading[] {
  const out: Reading[] = [];
  const seen = new Set<number>();
  // 170/110, 170\110, 170 by 110, 170 over 110, 170-110; with a BP word: also "170 110"
  // a full stop just after it ends the sentence ("165/105. im 34 weeks"); only a decimal's point is no reading
  const pair = /(?<![\d.])(\d{2,3})\s*(\/|\\|by|over|-|x|upar|ma|ko)\s*(\d{2,3})(?!\d|\.\d)|(?<![\d.])(\d{2,3})\s+(\d{2,3})(?!\d|\.\d)/g;
  for (const m of t.matchAll(pair)) {
    const sys = Number(m[1] ?? m[4]);
    const dia = Number(m[3] ?? m[5]);
    const slash = m[2] === '/' || m[2] === '\\';
    const hasWord = near(t, m.index, BP_WORDS, 50, 40);
    if (!(slash || hasWord)) continue;
    if (sys < 70 || sys > 260 || dia < 35 || dia > 170 || dia >= sys) continue;
    // a date (25/11) or a week and a day is no blood pressure: both numbers must be in range, and without a BP word a slash pair must look like one
    if (!hasWord && (sys < 80 || dia < 40)) continue;
    seen.add(m.index);
    out.push({ kind: 'blood_pressure', text: `${sys}/${dia}`, values: [sys, dia], at: m.index });
  }
  // "upper 160 lower 100", "mathi 160 tala 100"
  const upperLower = /(upper|maa?thi|maa?thiko|systolic|sys)\D{0,12}(\d{2,3})\D{1,20}?(lower|taa?la|taa?lako|taa?l+o\b|diastolic|dia)\D{0,12}(\d{2,3})/g;
  // "तलको ११२ माथिको १५५", "तल को ११० आयो माथि को १५५", "तल्लो ११२ माथिल्लो १५२": the lower first
  const lowerUpper = /(lower|taa?l\s?ko|taa?lako|taa?l+o\b|diastolic)\D{0,12}(\d{2,3})\D{1,20}?(upper|maa?thi\s?ko|maa?thil+o\b|systolic)\D{0,12}(\d{2,3})/g;
  for (const m of t.matchAll(upperLower)) {
    const sys = Number(m[2]);
    const dia = Number(m[4]);
    if (sys < 70 || sys > 260 || dia < 35 || dia > 170) continue;
    if ([...seen].some((i) => Math.abs(i - m.index) < 20)) continue;
    out.push({ kind: 'blood_pressure', text: `${sys}/${dia}`, values: [sys, dia], at: m.index });
  }
  for (const m of t.matchAll(lowerUpper)) {
    const dia = Number(m[2]);
    const sys = Number(m[4]);
    if (sys < 70 || sys > 260 || dia < 35 || dia > 170 || out.some((b) => Math.abs(b.at - m.index) < 20)) continue;
    out.push({ kind: 'blood_pressure', text: `${sys}/${dia}`, values: [sys, dia], at: m.index });
  }
  // one number after a BP word ("BP 170 cha", "pressure 165 aayo"): the systolic alone
  if (out.length === 0) {
    for (const m of t.matchAll(new RegExp(`${BP_WORDS.source}\\D{0,15}(?<![\\d.])(\\d{2,3})(?![\\d./])`, 'g'))) {
      const sys = Number(m[2]);
      if (sys >= 90 && sys <= 260) out.push({ kind: 'blood_pressure', text: `${sys}`, values: [sys], at: m.index });
    }
  }
  return out;
}

const TEMP_WORDS =
  /(temp|taa?to\b|\bhot body|\bbody hot|\bnaa?p|kaa?khi|taa?pa?kraa?m|\btaa?p\b|fever|fevar|feaver|[jz]war|[jz]or|[jz]wor|bukhar|thermomet|tharmaa?mi|degree|digri|digree|°)/;

function temperatures(t: string): Reading[] {
  const out: Reading[] = [];
  const re = new RegExp(
    `(?<![\\d/])${NUM}\\s*(°\\s*[cf]\\b|°|deg(?:ree)?s?\\s*[cf]?\\b|digri\\s*[cf]?|[cf]\\b|celsius|farenheit|fahrenheit|sel?siy?as)?(?![\\d/])`,
    'g',
  );
  for (const m of t.matchAll(re)) {
    const raw = Number((m[1] ?? '').replace(',', '.'));
    const unit = (m[2] ?? '').replace(/[^a-z°]/g, '');
    const hasUnit = unit.length > 0;
    // a number with a decimal beside the body ("jiu 37.2 chha") is a temperature too
    const bodyDecimal = /[.,]\d/.test(m[1] ?? '') && near(t, m.index, /\bjiu\b/, 15, 0);
    // and a body's degrees with a decimal (35-42.5) in a message that names a temperature further back: "थर्मामिटर ...
    // नाप्यौ, उहाँको 37 मात्र आयो, मेरो चाहि 38.6 आयो"
    const after = t.slice(m.index + m[0].length);
    const farDecimal =
      /[.,]\d/.test(m[1] ?? '') &&
      raw >= 35 &&
      raw <= 42.5 &&
      TEMP_WORDS.test(t) &&
      // (nor weeks, months, days or hours: "37.2 saptah", "36.5 hapta")
      !/^\s*(kg|kilo|ke ?ji|din|dina|days?\b|ghanta|hours?\b|hrs?\b)/.test(after) &&
      !NOT_A_TEMPERATURE.test(after);
    if (!hasUnit && !bodyDecimal && !farDecimal && !near(t, m.index, TEMP_WORDS, 40, 25)) continue;
    // a number of weeks, days, hours, years or times is no temperature ("jwaro 103 F, 31 hapta": 31 weeks, not 31 °C)
    if (!hasUnit && !/[.,]/.test(m[1] ?? '') && NOT_A_TEMPERATURE.test(after)) continue;
    // the weather's, named just before it ("Terai ko 42 degree", "mausam 40 degree"), no one's body (not "gham ma basyo,
    // jiu 39": a body's after the sun; nor "garmi", which is also a hot body: "baby ko jiu garmi 38.5")
    if (near(t, m.index, WEATHER_WORDS, 14, 0) || hotAirBefore(t, m.index)) continue;
    let c: number | null = null;
    if (/f|far/.test(unit) && !/^c/.test(unit)) c = raw >= 90 && raw <= 110 ? ((raw - 32) * 5) / 9 : null;
    else if (/c|sel/.test(unit)) c = raw >= 30 && raw <= 44 ? raw : null;
    else if (raw >= 30 && raw <= 44) c = raw;
    else if (raw >= 90 && raw <= 110) c = ((raw - 32) * 5) / 9;
    if (c === null) continue;
    const shown = raw >= 90 ? `${raw} °F` : `${raw} °C`;
    out.push({ kind: 'temperature', text: shown, values: [Math.round(c * 10) / 10], at: m.index });
  }
  return out;
}

/** The weather, as typed and as Devanagari transliterates ("तराई" -> "taraaii"), or a season ("summer"). */
const WEATHER_WORDS = /\b(weather|mausam|mosam|terai|taraa?ii?|summer)\b/;
/** The air of a place, further before ("it is very hot here in Nepalgunj 40 degree", "hot outside, 41"), not "baby outside, temp 39". */
const HOT_AIR = /\b(hot here|hot outside|outside is|garmi chha yaha)\b/;

/** The air of a place just before a number, with no body or temperature word between ("hot outside, baby temp 38.8" is the baby's). */
function hotAirBefore(t: string, at: number): boolean {
  const before = t.slice(Math.max(0, at - 30), at);
  const air = before.search(HOT_AIR);
  return air >= 0 && !/(temp|jiu|body|baby|nani|bacc|bach|jwar|jvar|jor|fever|tap|naap|nap)/.test(before.slice(air));
}

/**
 * A count of weeks, months or years just after a whole number ("31 hapta", "३० हप्ता" -> "30 hapta"), or of days or hours
 * told as lasted or as an age ("3 din dekhi", "2 days old"): no temperature. Not "39 din bhari" (all day long) nor
 * "39 ghanta ghanta ma" (every hour), a temperature with a time after it.
 */
const NOT_A_TEMPERATURE =
  /^\s*(weeks?\b|wks?\b|hapta|hafta|saptaa?h|months?\b|mahina|mhina|years?\b|yrs?\b|barsa|barsha|(days?|din|dina|hours?|hrs?|ghanta|ganta)\s*(dekhi|deki|bhayo|bhaeko|ko\b|old|ago|agadi|pachhi|after))/;

const BREATH_WORDS = /(breath|breat|brith|breth|sas\b|saas|saa?ns|swas|shwas|swaas|श्वास|respirat|pher(y|ch|n))/;

/** The breath word just before a number ("saas 48", "breathing rate 48"), and what tells it as a reading after it. */
const BREATH_JUST_BEFORE = /\b(breath\w*|breat\w*|sas|saas|swas|shwas|swaas)\s+(ko\s+|rate\s+|is\s+|count\s+)?$/;
const TOLD_AFTER = /^\s*(aayo|ayo|aaeko|aayeko|cha\b|chha?\b|xa\b|thiyo|bhayo)/;

function breaths(t: string): Reading[] {
  const out: Reading[] = [];
  for (const m of t.matchAll(/(?<![\d./])(\d{2,3})(?![\d./])\s*(times|time|choti|patak|palta|bar\b|per|a min|\/\s*min|breaths|bpm|pali)?/g)) {
    const n = Number(m[1]);
    if (n < 15 || n > 160) continue;
    if (!near(t, m.index, BREATH_WORDS, 60, 35)) continue;
    // (the seconds are no count: "30 second ma"; nor an age or a weight: "sas 1 min ma 66 gane, 15 din ko")
    if (/^\s*(sec|second|sekend|din|day|mahin|month|hapta|week|barsa|year|kg|kilo|gram)/.test(t.slice(m.index + (m[1] ?? '').length))) continue;
    // a count over part of a minute, told after it ("saas 45 aayo, 30 second ma gane", "adha minet ma 46"): a minute's
    // is that many times more (IMNCI counts a whole minute)
    const part = t.slice(m.index + m[0].length, m.index + m[0].length + 30);
    const seconds =
      /^\D{0,12}?\b(10|15|20|30)\s*(sec|second|sekend)/.exec(part) ??
      // (or before it, a few words between: "30 second ma sas gane 36 choti aayo", "३० सेकेन्ड गन्दा २८ पटक")
      /\b(10|15|20|30)\s*(sec|second|sekend)\S*(\s+[a-z]+){0,3}\s*$/.exec(t.slice(Math.max(0, m.index - 40), m.index));
    const perMinute = seconds ? n * (60 / Number(seconds[1])) : /^\D{0,12}?(adha|aadha|half)\s*(a\s*)?(min|minet|minat)/.test(part) ? n * 2 : n;
    // a count per minute: "per minute", "a minute", "/min", "minute ma", "मिनेटमा" -> "minetma"; or the number told just
    // after the breath word ("saas 48 aayo", "सास ५५ छ")
    const told = BREATH_JUST_BEFORE.test(t.slice(Math.max(0, m.index - 24), m.index)) && TOLD_AFTER.test(t.slice(m.index + m[0].length));
    if (!near(t, m.index, /(min|minet|minat|mint|count|gan|sec)/, 30, 30) && !m[2] && !told) continue;
    out.push({ kind: 'breaths', text: `${perMinute}/min`, values: [perMinute], at: m.index });
  }
  return out;
}

function counts(t: string, unit: RegExp, kind: ReadingKind, context: RegExp | null, label: (n: number) => string, max: number): Reading[] {
  const out: Reading[] = [];
  const re = new RegExp(`(?<![\\d./])(\\d{1,3})\\s*(?:-\\s*\\d{1,3}\\s*)?${unit.source}`, 'g');
  for (const m of t.matchAll(re)) {
    const n = Number(m[1]);
    if (n <= 0 || n > max) continue;
    // the word it counts must be near: "baby 2 weeks ... no diarrhoea" is no diarrhoea of two weeks
    if (context && !near(t, m.index, context, 45, 45)) continue;
    out.push({ kind, text: label(n), values: [n], at: m.index });
  }
  return out;
}

/** Number words for short counts ("one month", "dui hapta", "दुई हप्ता" -> "dui hapta"). */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  a: 1,
  ek: 1,
  euta: 1,
  dui: 2,
  duii: 2,
  tin: 3,
  teen: 3,
  char: 4,
  chaar: 4,
  panch: 5,
  paanch: 5,
  // counts of days that reach the 14 of persistent diarrhoea, as Devanagari transliterates them ("सोह्र" -> "sohr")
  // and as they are typed
  seven: 7,
  saat: 7,
  sat: 7,
  das: 10,
  dash: 10,
  ten: 10,
  fourteen: 14,
  chaudh: 14,
  chaudha: 14,
  pandhr: 15,
  pandhra: 15,
  pandrah: 15,
  fifteen: 15,
  sohr: 16,
  sohra: 16,
  solah: 16,
  bis: 20,
  twenty: 20,
};

/** Words put in digits, so that "one month" reads as "1 month". */
function digitsForWords(t: string): string {
  return t.replace(/\b([a-z]+)\b(?=\s+(?:months?|weeks?|mahina|hapta|days?|din))/g, (w) => (NUMBER_WORDS[w] !== undefined ? String(NUMBER_WORDS[w]) : w));
}

/** A baby's weight: "2 kg", "1.4 kg", "2200 gram", "२ केजी" -> "2 keji". */
function babyWeights(t: string): Reading[] {
  const out: Reading[] = [];
  for (const m of t.matchAll(
    /(?<![\d.])(\d{1,4}(?:[.,]\d{1,3})?)\s*(kg|kilogram|kilo|kejii|keji|kejee|g\b|gm|graa?ms?|garam)(?:\s+(\d{3})(?![\d.])|\s+(\d)\s*(?:saya?|sau)\b)?/g,
  )) {
    const n = Number((m[1] ?? '').replace(',', '.'));
    // "2 kilo 800 (gram)": the grams after the kilos; "२ केजी ६ सय" (six hundred)
    const grams = m[3] ? Number(m[3]) / 1000 : m[4] ? Number(m[4]) / 10 : 0;
    const kg = /^(kg|kilo|keji|kejee)/.test(m[2] ?? '') ? n + grams : n / 1000;
    if (kg < 0.4 || kg > 6) continue;
    const text = grams ? `${Math.round(kg * 1000) / 1000} kg` : `${n} ${/^g|^gr|^ga/.test(m[2] ?? '') ? 'g' : 'kg'}`;
    out.push({ kind: 'baby_weight', text, values: [kg], at: m.index });
  }
  return out;
}

const DIARRHOEA =
  /(diar|diar+h|loose ?motion|loose stool|watery stool|stool watery|watery|pakhala|pakala|pakhaa?laa?|dis[ah]?a+ pa+ta?l|pa+ta?lo dis|dis[ah]?a+ roki|dis[ah]?a+ lage|pa+ta?la+ paikha+na|paikha+na|pa+ni+ ja?so dis|\bjhaa?daa?\b)/;
/** A time told as lasted: after its count ("2 mahina dekhi", "2 months now") or before it ("for 2 months", "since 2 months"). */
const LASTED_AFTER = /^\d+\s*(?:months?|mahina)\s*(?:dekhi|deki|bhayo|bhaeko|bhai|samma|jati|from|now|continuous|lagatar|so\b|straight)/;
const LASTED_BEFORE = /\b(?:for|since|from|lagatar|last|past)\s+$/;
const LABOUR = /(labou?r|contraction|betha|bet+ha|byatha|vyatha|prasab|prasav|delivery pain|pain.{0,20}coming)/;

/** A count a minute just after a number: "40 per min", "40/min", "40 times", "40 choti". */
const PER_MINUTE = /^\d{2,3}\s*(per\s*min|\/\s*min|a min|times|choti|patak|breaths|bpm)/;

/**
 * A number counted as breaths, not a temperature: no unit after it, a word of breathing or counting just before it and no
 * word of temperature there ("sas ganda 38 aayo. jwaro chaina"; not "temperature 35 matra, sas ganda 40").
 */
function countedAsBreaths(t: string, at: number): boolean {
  if (/^\d+(?:[.,]\d+)?\s*(?:°|deg|digri|[cf]\b)/.test(t.slice(at, at + 12))) return false;
  const before = t.slice(Math.max(0, at - 16), at);
  return BREATH_COUNT_BEFORE.test(before) && !TEMP_WORDS.test(before);
}
/** The breath words, or counting, just before a number ("sas ganda 38"). */
const BREATH_COUNT_BEFORE = new RegExp(`${BREATH_WORDS.source}|ganda|gande|ganeko|count|गन्दा|गनेको|सास`);

/** Every number of the question the AI doctor knows how to judge. */
export function readMeasurements(question: string): Reading[] {
  const t = digitsForWords(prepare(question));
  const bp = bloodPressures(t);
  // a blood pressure's numbers are not also a temperature or breaths
  const inBp = (r: Reading) => bp.some((b) => Math.abs(b.at - r.at) < 12);
  const days = [
    ...counts(t, /\s*(days?|din|dinn?a?|dina)(dekhi)?\b/, 'diarrhoea_days', DIARRHOEA, (n) => `${n} days`, 400),
    ...counts(t, /\s*(weeks?|wks?|hapta|haptaa)\b/, 'diarrhoea_days', DIARRHOEA, (n) => `${n} weeks`, 50).map((r) => ({
      ...r,
      values: [(r.values[0] ?? 0) * 7],
    })),
    // months of diarrhoea told as a time it has lasted ("2 mahina dekhi", "for 2 months"), not the baby's age beside it
    // ("aaja 2 choti patalo disa, 7 months": a baby of 7 months)
    ...counts(t, /\s*(months?|mahina)\b/, 'diarrhoea_days', DIARRHOEA, (n) => `${n} months`, 12)
      .filter((r) => LASTED_AFTER.test(t.slice(r.at)) || LASTED_BEFORE.test(t.slice(Math.max(0, r.at - 12), r.at)))
      .map((r) => ({ ...r, values: [(r.values[0] ?? 0) * 30] })),
  ];
  const weeks = counts(t, /\s*(weeks?|wks?|hapta|haptaa|hafta|saptaa?h)/, 'pregnancy_weeks', null, (n) => `${n} weeks`, 45);
  const months = counts(t, /\s*(months?|mahina|mahinaa|mahin|mhina)/, 'pregnancy_weeks', null, (n) => `${n} months`, 10).map((r) => ({
    ...r,
    // a pregnancy's month n has begun after about 4.3 (n - 1) weeks: "7 months" is at least 26 weeks
    values: [Math.floor(((r.values[0] ?? 0) - 1) * 4.33)],
  }));
  const hours = counts(t, /\s*(hours?|hrs?|ghanta|ganta|gantaa|ghantaa)/, 'labour_hours', LABOUR, (n) => `${n} h`, 96);
  const labourDays = counts(t, /\s*(days?|din)\b/, 'labour_hours', LABOUR, (n) => `${n} days`, 5)
    // "40 hapta 1 din" is her week and a day, not a day of labour
    .filter((r) => !/(hapt|week|wk)\w*\s*$/.test(t.slice(Math.max(0, r.at - 12), r.at)))
    .map((r) => ({ ...r, values: [(r.values[0] ?? 0) * 24] }));
  const breathsRead = breaths(t).filter((r) => !inBp(r));
  const all = [
    ...bp,
    // "temperature 36.8 and breathing 40 per min": a number counted a minute is not also a temperature
    // nor a number of a blood pressure told as upper and lower ("mathi ko 172 tala ko 108": 108 is no 108 °F)
    // nor a number with no unit read as breaths counted ("sas ganda 38 aayo. jwaro chaina": 38 breaths, not 38 °C)
    ...temperatures(t).filter(
      (r) =>
        !inBp(r) &&
        !PER_MINUTE.test(t.slice(r.at, r.at + 20)) &&
        !bp.some((b) => b.values.some((v) => r.text.startsWith(`${v} `))) &&
        !(breathsRead.some((b) => b.at === r.at) && countedAsBreaths(t, r.at)),
    ),
    ...breathsRead,
    ...days,
    ...weeks,
    ...months,
    ...hours,
    ...labourDays,
    ...babyWeights(t),
  ];
  return all.map((r) => ({
    ...r,
    before: t.slice(Math.max(0, r.at - 40), r.at),
    after: t.slice(r.at, r.at + 30),
    // the words before it, counted as normalize.ts latinWords splits them (apostrophes dropped first)
    word:
      t
        .slice(0, r.at)
        .replace(/['’`]/g, '')
        .match(/[a-z0-9]+/g)?.length ?? 0,
  }));
}

/** The blood pressure's verdict level of a reading (core's rule). */
export function bloodPressureLevel(r: Reading) {
  return bloodPressureVerdict(r.values[0] ?? null, r.values[1] ?? null).level;
}
