/**
 * Builds the AI doctor's answer: danger-sign triage first (triage.ts), then retrieval from the
 * knowledge base (knowledge/search.ts), her own context (week, baby's age, next due item), the
 * source, and a closing line saying this is information and not a diagnosis, with her health post.
 * An unknown or off-topic question gets an honest "I can't answer that; ask your health post".
 */
import { localDigits } from '../calendar/bikram-sambat.ts';
import { translateMessage } from '../i18n/messages.ts';
import type { Lang } from '../preferences.ts';
import { AMBULANCE_NUMBER, SUICIDE_HELPLINE_NUMBER, type DangerAction } from '../reference/danger-signs.ts';
import type { ChatContact, ChatSource } from '../schemas/ai-doctor.ts';
import { KNOWLEDGE_SOURCES, type KnowledgeEntry, type KnowledgeStage } from './knowledge/entry.ts';
import { entryModel, type EntryVote } from './knowledge/entry-model.ts';
import { KNOWLEDGE_BASE, knowledgeEntry, searchKnowledge, type KnowledgeHit } from './knowledge/search.ts';
import { triage, type FoundSign, type TriageStage } from './triage.ts';
import { foldedWords } from './normalize.ts';
import { ALARM_AT, MIND_AT, mindAsked, mindScore, REVIEW_AT, REVIEW_LOW, urgencyFor, urgencyScore } from './urgency.ts';

export interface AnswerContext {
  /** Pregnant, after the birth (mother with a baby), a baby's own account, or not known. */
  stage: 'pregnancy' | 'after_delivery' | 'baby' | 'unknown';
  gestationalWeek?: number | null;
  babyAgeDays?: number | null;
  babyAgeMonths?: number | null;
  /** Her next due or overdue schedule item: its name in both languages and days until due (negative: late). */
  nextDue?: { name: { en: string; ne: string }; dueInDays: number } | null;
  healthPost: { name: string; nameNe: string; phone: string | null };
  ambulances: { name: string; phone: string }[];
  /** The language she chose in the app. */
  preferredLang: Lang;
}

export interface BuiltAnswer {
  response: string;
  urgent: boolean;
  action: DangerAction | null;
  sources: ChatSource[];
  contacts: ChatContact[];
  lang: Lang;
  /** Danger signs found (ids), for the health post's inbox, with the words of her question that showed each. */
  signs: { id: string; label_en: string; label_ne: string; evidence: string[] }[];
  /** Numbers read in her question ("BP 170/110", "39.5 °C"), for the inbox. */
  readings: string[];
  /** Not sure: the honest answer, and the question goes to the inbox "to review". */
  review: boolean;
  /** The urgency model's probability (0-1), for the record. */
  modelScore: number;
  /** The knowledge entries used, for an optional rephrasing. */
  entries: KnowledgeEntry[];
  /** True when no entry answered (the honest fallback). */
  unknown: boolean;
  /** Thoughts of self-harm: the contacts add the suicide helpline. */
  selfHarm: boolean;
}

/**
 * The answer's language: the app's, always. A question typed in romanized Nepali in the Nepali app is
 * answered in Devanagari; an English question in the English app in English (docs/decisions/022).
 */
export function answerLanguage(_question: string, preferred: Lang): Lang {
  return preferred;
}

function knowledgeStage(stage: AnswerContext['stage']): KnowledgeStage | null {
  if (stage === 'pregnancy') return 'pregnancy';
  if (stage === 'after_delivery') return 'after_delivery';
  if (stage === 'baby') return 'baby';
  return null;
}

function triageStage(stage: AnswerContext['stage']): TriageStage {
  // a baby's account and a mother after the birth: the signs after the birth, hers and the baby's
  return stage === 'pregnancy' ? 'pregnancy' : stage === 'unknown' ? 'unknown' : 'after_delivery';
}

/** A hit good enough to answer with: one of her topic words matched, or two of her words. */
const MIN_SCORE = 8;
function isAnswer(hit: KnowledgeHit | undefined): hit is KnowledgeHit {
  return Boolean(hit && (hit.specificTerms > 0 || hit.matchedTerms >= 2) && hit.score >= MIN_SCORE);
}

/** Babies this old or older have IMCI's signs and thresholds (entry danger-infant), younger ones the newborn's. */
const INFANT_FROM_DAYS = 60;

/** The entry model is sure enough alone when its nearest example is this similar (cross-validated on the development part). */
export const ENTRY_NEAREST_SURE = 0.75;
/** Votes of the entry model's nearest examples that, with the words ranking the same entry first, answer a question of one everyday word ("What should I eat?"). */
export const AGREE_VOTES = 1.5;
/** A question this short may be answered on one everyday word (AGREE_VOTES). */
const SHORT_WORDS = 5;

/**
 * The entry that answers, or none (the honest fallback): the entry model's when it is sure; else the one
 * both the entry model and the words (MiniSearch) rank first; else none. A wrong-topic answer is worse
 * than "I don't know" (docs/decisions/022).
 */
export function chooseEntry(question: string, stage: KnowledgeStage | null, votes?: EntryVote[]): { hit: KnowledgeHit; sure: boolean } | undefined {
  const ranked = votes ?? entryModel(KNOWLEDGE_BASE).rank(question, stage);
  const best = ranked[0];
  if (!best) return undefined;
  const entry = knowledgeEntry(best.id);
  if (!entry) return undefined;
  // the entry model is sure: only the entry is used, the words need not be searched
  if (best.nearest >= ENTRY_NEAREST_SURE) return { hit: { entry, score: 0, matchedTerms: 0, specificTerms: 0 }, sure: true };
  const word = searchKnowledge(question, stage, 5)[0];
  // (a short question of one everyday word, "What should I eat?": the two agreeing, with the model's votes clear)
  const short = foldedWords(question).length <= SHORT_WORDS;
  const score = word?.score ?? 0;
  if (word && word.entry.id === best.id && (isAnswer(word) || (short && score >= MIN_SCORE && best.score >= AGREE_VOTES))) return { hit: word, sure: false };
  return undefined;
}

/** The danger-sign entry of the stage of the most urgent sign (a baby's by its age). */
function dangerEntryFor(signStage: string, babyAgeDays: number | null | undefined): KnowledgeEntry | undefined {
  const baby = babyAgeDays != null && babyAgeDays >= INFANT_FROM_DAYS ? 'danger-infant' : 'danger-newborn';
  const id = signStage === 'newborn' ? baby : signStage === 'after_delivery_mother' ? 'danger-after-birth' : 'danger-pregnancy';
  return knowledgeEntry(id);
}

/** Her stage's line of the most important danger signs, under every ordinary answer. */
function safetyNetKey(stage: AnswerContext['stage']): string {
  return stage === 'pregnancy' ? 'aiDoctor.safetyNet.pregnancy' : stage === 'baby' ? 'aiDoctor.safetyNet.baby' : 'aiDoctor.safetyNet.afterDelivery';
}

const signOf = (s: FoundSign) => ({ id: s.id, label_en: s.en, label_ne: s.ne, evidence: s.evidence });

const num = (lang: Lang, n: number) => localDigits(n, lang);

/** Personal lines an entry allows: her week, her baby's age, her next due item. */
function contextLines(entry: KnowledgeEntry, ctx: AnswerContext, lang: Lang, say: (k: string, v?: Record<string, string | number>) => string) {
  const before: string[] = [];
  const after: string[] = [];
  const wants = entry.context ?? [];
  if (wants.includes('week') && ctx.stage === 'pregnancy' && ctx.gestationalWeek != null) {
    before.push(say('aiDoctor.week', { week: num(lang, ctx.gestationalWeek) }));
  }
  if (wants.includes('baby_age') && (ctx.stage === 'baby' || ctx.stage === 'after_delivery') && ctx.babyAgeDays != null) {
    before.push(
      ctx.babyAgeDays < 60 || !ctx.babyAgeMonths
        ? say('aiDoctor.babyDays', { days: num(lang, ctx.babyAgeDays) })
        : say('aiDoctor.babyMonths', { months: num(lang, ctx.babyAgeMonths) }),
    );
  }
  if (wants.includes('next_due') && ctx.nextDue) {
    const name = ctx.nextDue.name[lang];
    const d = ctx.nextDue.dueInDays;
    after.push(
      d > 0
        ? say('aiDoctor.nextDueIn', { name, days: num(lang, d) })
        : d === 0
          ? say('aiDoctor.nextDueToday', { name })
          : say('aiDoctor.nextDueLate', { name, days: num(lang, -d) }),
    );
  }
  return { before, after };
}

/**
 * The numbers an urgent answer offers, most urgent first: 102 first when the sign needs an ambulance,
 * else her health post first; then the ambulances of her health post and palika. For thoughts of self-harm the suicide
 * prevention helpline comes first (after 102 only when the answer calls an ambulance).
 */
export function urgentContacts(action: DangerAction, ctx: Pick<AnswerContext, 'healthPost' | 'ambulances'>, lang: Lang, selfHarm = false): ChatContact[] {
  const postName = lang === 'ne' ? ctx.healthPost.nameNe || ctx.healthPost.name : ctx.healthPost.name;
  const ambulance102: ChatContact = { kind: 'ambulance_102', name: lang === 'ne' ? 'एम्बुलेन्स' : 'Ambulance', phone: AMBULANCE_NUMBER };
  const post: ChatContact[] = ctx.healthPost.phone ? [{ kind: 'health_post', name: postName, phone: ctx.healthPost.phone }] : [];
  const contacts = action === 'call_ambulance_now' ? [ambulance102, ...post] : [...post, ambulance102];
  for (const a of ctx.ambulances) contacts.push({ kind: 'ambulance', name: a.name, phone: a.phone });
  if (selfHarm) {
    const helpline: ChatContact = {
      kind: 'helpline',
      name: lang === 'ne' ? 'आत्महत्या रोकथाम हेल्पलाइन' : 'Suicide prevention helpline',
      phone: SUICIDE_HELPLINE_NUMBER,
    };
    contacts.splice(action === 'call_ambulance_now' ? 1 : 0, 0, helpline);
  }
  return contacts;
}

/** A model's reading, for the inbox: no sign is named that her words do not show. */
function modelReading(id: 'possible_danger' | 'possible_mood', label: string): BuiltAnswer['signs'][number] {
  return { id, label_en: translateMessage('en', label), label_ne: translateMessage('ne', label), evidence: [] };
}

/** What the AI doctor understood of a question: the rules' signs, the urgency model's score and, for an ordinary question, the entry chosen. */
export interface Understanding {
  found: ReturnType<typeof triage>;
  modelScore: number;
  /** The mind model's score (thoughts of self-harm or very low mood), asked only when the rules found no sign: else 0. */
  mindScore: number;
  /** Undefined until asked for: only a question that no sign answers is searched. */
  chosen?: ReturnType<typeof chooseEntry> | null;
}

/** Reads a question once; `buildAnswer` may then write the answer more than once (her next due item added) without reading it again. */
export function understand(question: string, ctx: AnswerContext): Understanding {
  const found = triage(question, {
    stage: triageStage(ctx.stage),
    gestationalWeek: ctx.gestationalWeek ?? null,
    babyAgeDays: ctx.babyAgeDays ?? null,
    babyAccount: ctx.stage === 'baby',
  });
  const modelStage = ctx.stage === 'unknown' ? 'pregnancy' : ctx.stage;
  // someone else's sign ("my husband has fever") is not hers: the model is not asked either
  const modelScore = found.otherPerson
    ? 0
    : urgencyFor(urgencyScore({ q: question, stage: modelStage }), found, question, (text) => urgencyScore({ q: text, stage: modelStage }));
  // the mind model only where it is asked (urgency.ts mindAsked): not beside a sign the rules found, nor someone else's
  const mind = mindAsked(ctx.stage, ctx.babyAgeDays, found) ? mindScore({ q: question, stage: modelStage }) : 0;
  return { found, modelScore, mindScore: mind };
}

/** The full answer to one question (`understood`: the same question read before, with the same stage and ages). */
export function buildAnswer(question: string, ctx: AnswerContext, understood: Understanding = understand(question, ctx)): BuiltAnswer {
  const lang = answerLanguage(question, ctx.preferredLang);
  const say = (key: string, vars?: Record<string, string | number>) => translateMessage(lang, key, vars);
  const postName = lang === 'ne' ? ctx.healthPost.nameNe || ctx.healthPost.name : ctx.healthPost.name;
  // in Nepali text the number is written in Devanagari digits too (the call link keeps the dialable one)
  const postPhone = ctx.healthPost.phone && localDigits(ctx.healthPost.phone, lang);
  const phoneSuffix = postPhone ? `, ${postPhone}` : '';
  const closing = say('aiDoctor.disclaimer', { post: postName || say('aiDoctor.yourPost'), phone: phoneSuffix });

  const { found, modelScore, mindScore: mind } = understood;
  const base = { lang, readings: found.readings, modelScore, selfHarm: found.selfHarm };
  // under every urgent answer: the numbers read, her health post to call, and that it has been told
  const escalation = [
    ...(found.readings.length > 0 ? [say('aiDoctor.numbersRead', { readings: found.readings.map((r) => localDigits(r, lang)).join(', ') })] : []),
    ...(postPhone ? [say('aiDoctor.callPost', { post: postName, phone: postPhone })] : []),
    say('aiDoctor.escalated', { post: postName || say('aiDoctor.yourPost') }),
  ];
  // an urgent answer: its first lines, the escalation, the danger entry's answer and source, the closing line
  const urgentAnswer = (
    action: DangerAction,
    first: string[],
    entry: KnowledgeEntry | undefined,
    signs: BuiltAnswer['signs'],
    selfHarm: boolean,
  ): BuiltAnswer => {
    const source = entry ? [entry.answer[lang], say('aiDoctor.source', { source: KNOWLEDGE_SOURCES[entry.source][lang] })] : [];
    return {
      ...base,
      selfHarm,
      response: [...first, ...escalation, ...source, closing].join('\n'),
      urgent: true,
      action,
      sources: entry ? [{ id: entry.id, title: entry.title[lang] }] : [],
      contacts: urgentContacts(action, ctx, lang, selfHarm),
      signs,
      entries: entry ? [entry] : [],
      unknown: false,
      review: false,
    };
  };

  if (found.urgent && found.action) {
    const first =
      found.action === 'call_ambulance_now' ? 'aiDoctor.callAmbulance' : found.action === 'go_to_facility_now' ? 'aiDoctor.goNow' : 'aiDoctor.seeToday';
    const labels = found.signs.map((s) => (lang === 'ne' ? s.ne : s.en)).join('; ');
    const entry = dangerEntryFor(found.signs[0]?.stage ?? 'pregnancy', ctx.babyAgeDays);
    // thoughts of self-harm: that she is not alone and the helpline, right after what to do
    const lines = [say(first), ...(found.selfHarm ? [say('aiDoctor.selfHarm')] : []), say('aiDoctor.signs', { signs: labels })];
    return urgentAnswer(found.action, lines, entry, found.signs.map(signOf), found.selfHarm);
  }

  if (modelScore >= ALARM_AT) {
    // the model alone: no sign is named that her words do not show, so which sign it is is not known.
    // Among the signs the model could have read for every stage (heavy bleeding, fits, a baby not
    // breathing, the cord or an arm first) the most urgent action is to call 102: a model-only alarm
    // calls 102 and is never below the sign she described (docs/decisions/022-ai-doctor-understanding.md)
    const action = 'call_ambulance_now';
    const entry = dangerEntryFor(ctx.stage === 'pregnancy' ? 'pregnancy' : ctx.stage === 'baby' ? 'newborn' : 'after_delivery_mother', ctx.babyAgeDays);
    // the mind model reading thoughts of self-harm too: the helpline as well
    const alsoMind = mind >= MIND_AT;
    const signs = [
      modelReading('possible_danger', 'aiDoctor.possibleDangerSign'),
      ...(alsoMind ? [modelReading('possible_mood', 'aiDoctor.possibleMoodSign')] : []),
    ];
    return urgentAnswer(action, [say('aiDoctor.possibleDanger'), ...(alsoMind ? [say('aiDoctor.selfHarm')] : [])], entry, signs, alsoMind);
  }

  if (mind >= MIND_AT) {
    // the mind model alone: very low mood or thoughts of self-harm said in words the rules do not hold (a goodbye, things
    // given away, "who will look after the baby when I am not here"). As the reference's sign of very low mood: her
    // health post today and told now, the suicide helpline, and the mood entry's answer (docs/decisions/022)
    const signs = [modelReading('possible_mood', 'aiDoctor.possibleMoodSign')];
    return urgentAnswer(
      'see_health_worker_within_24h',
      [say('aiDoctor.possibleMood'), say('aiDoctor.selfHarm')],
      knowledgeEntry('mood-depression'),
      signs,
      true,
    );
  }

  // 102 and her health post under every answer that is not urgent: a miss still leaves her the way out
  const wayOut = urgentContacts('call_ambulance_now', { healthPost: ctx.healthPost, ambulances: [] }, lang);
  const safetyNet = say(safetyNetKey(ctx.stage));

  // searched only when no danger sign answers first
  if (understood.chosen === undefined) understood.chosen = chooseEntry(question, knowledgeStage(ctx.stage)) ?? null;
  const chosen = understood.chosen;
  // near the alarm line, only an entry the entry model is sure of answers; below it, any chosen entry
  let top = modelScore >= REVIEW_AT && !chosen?.sure ? undefined : chosen?.hit;
  // a baby of 2 months or more is told the infant's signs and thresholds, not the newborn's
  if (top?.entry.id === 'danger-newborn' && ctx.babyAgeDays != null && ctx.babyAgeDays >= INFANT_FROM_DAYS) {
    const infant = knowledgeEntry('danger-infant');
    if (infant) top = { ...top, entry: infant };
  }
  if (!top) {
    // a question that speaks of something wrong (the model's score) but matches nothing with confidence:
    // "I am not sure", her health post's number, and the inbox's "to review"; off-topic: the honest fallback
    const review = modelScore >= REVIEW_LOW;
    const key = review ? 'aiDoctor.unsure' : 'aiDoctor.unknown';
    return {
      ...base,
      response: [say(key, { post: postName || say('aiDoctor.yourPost'), phone: phoneSuffix }), safetyNet].join('\n'),
      urgent: false,
      action: null,
      sources: [],
      contacts: wayOut,
      signs: [],
      entries: [],
      unknown: true,
      review,
    };
  }
  const entry = top.entry;
  const { before, after } = contextLines(entry, ctx, lang, say);
  const lines = [...before, entry.answer[lang], ...after, say('aiDoctor.source', { source: KNOWLEDGE_SOURCES[entry.source][lang] }), closing, safetyNet];
  return {
    ...base,
    response: lines.join('\n'),
    urgent: false,
    action: null,
    sources: [{ id: entry.id, title: entry.title[lang] }],
    contacts: wayOut,
    signs: [],
    entries: [entry],
    unknown: false,
    review: false,
  };
}
