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
import { knowledgeEntry, searchKnowledge, type KnowledgeHit } from './knowledge/search.ts';
import { foldedWords, hasDevanagari } from './normalize.ts';
import { triage, type TriageStage } from './triage.ts';

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
  /** Danger signs found (ids), for the health post's inbox. */
  signs: { id: string; label_en: string; label_ne: string }[];
  /** The knowledge entries used, for an optional rephrasing. */
  entries: KnowledgeEntry[];
  /** True when no entry answered (the honest fallback). */
  unknown: boolean;
  /** Thoughts of self-harm: the contacts add the suicide helpline. */
  selfHarm: boolean;
}

/** Words of romanized Nepali that English does not have (folded): she wrote Nepali in Latin letters. */
const ROMAN_NEPALI = new Set(
  foldedWords(
    'cha chha chhu chhan chaina chhaina hunchha huncha hunna malai mero meri lai ko ke kasari kina kahile kati garne garnu bhayo bhaeko aayo lagyo dukhyo ' +
      'bachha baccha nani dudh khana pet jwaro ragat sutkeri garbha khop hapta mahina ma= ho hola ta pani ani sakchhu sakinchha parchha khane dine huncha',
  ),
);

/** The answer's language: Devanagari or romanized Nepali -> ne; clear English -> en; else her choice. */
export function answerLanguage(question: string, preferred: Lang): Lang {
  if (hasDevanagari(question)) return 'ne';
  const words = foldedWords(question);
  const nepali = words.filter((w) => ROMAN_NEPALI.has(w)).length;
  if (nepali >= 1 && nepali >= words.length / 4) return 'ne';
  if (/[a-z]/i.test(question)) return 'en';
  return preferred;
}

function knowledgeStage(stage: AnswerContext['stage']): KnowledgeStage | null {
  if (stage === 'pregnancy') return 'pregnancy';
  if (stage === 'after_delivery') return 'after_delivery';
  if (stage === 'baby') return 'baby';
  return null;
}

function triageStage(stage: AnswerContext['stage']): TriageStage {
  return stage === 'pregnancy' ? 'pregnancy' : stage === 'unknown' ? 'unknown' : 'after_delivery';
}

/** A hit good enough to answer with: one of her topic words matched, or two of her words. */
const MIN_SCORE = 8;
function isAnswer(hit: KnowledgeHit | undefined): hit is KnowledgeHit {
  return Boolean(hit && (hit.specificTerms > 0 || hit.matchedTerms >= 2) && hit.score >= MIN_SCORE);
}

/** The danger-sign entry of the stage of the most urgent sign. */
function dangerEntryFor(signStage: string): KnowledgeEntry | undefined {
  const id = signStage === 'newborn' ? 'danger-newborn' : signStage === 'after_delivery_mother' ? 'danger-after-birth' : 'danger-pregnancy';
  return knowledgeEntry(id);
}

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
 * else her health post first; then the ambulances of her health post and palika; the suicide
 * prevention helpline for thoughts of self-harm.
 */
export function urgentContacts(action: DangerAction, ctx: Pick<AnswerContext, 'healthPost' | 'ambulances'>, lang: Lang, selfHarm = false): ChatContact[] {
  const postName = lang === 'ne' ? ctx.healthPost.nameNe || ctx.healthPost.name : ctx.healthPost.name;
  const ambulance102: ChatContact = { kind: 'ambulance_102', name: lang === 'ne' ? 'एम्बुलेन्स' : 'Ambulance', phone: AMBULANCE_NUMBER };
  const post: ChatContact[] = ctx.healthPost.phone ? [{ kind: 'health_post', name: postName, phone: ctx.healthPost.phone }] : [];
  const contacts = action === 'call_ambulance_now' ? [ambulance102, ...post] : [...post, ambulance102];
  for (const a of ctx.ambulances) contacts.push({ kind: 'ambulance', name: a.name, phone: a.phone });
  if (selfHarm)
    contacts.push({ kind: 'helpline', name: lang === 'ne' ? 'आत्महत्या रोकथाम हेल्पलाइन' : 'Suicide prevention helpline', phone: SUICIDE_HELPLINE_NUMBER });
  return contacts;
}

/** The full answer to one question. */
export function buildAnswer(question: string, ctx: AnswerContext): BuiltAnswer {
  const lang = answerLanguage(question, ctx.preferredLang);
  const say = (key: string, vars?: Record<string, string | number>) => translateMessage(lang, key, vars);
  const postName = lang === 'ne' ? ctx.healthPost.nameNe || ctx.healthPost.name : ctx.healthPost.name;
  // in Nepali text the number is written in Devanagari digits too (the call link keeps the dialable one)
  const postPhone = ctx.healthPost.phone && localDigits(ctx.healthPost.phone, lang);
  const phoneSuffix = postPhone ? `, ${postPhone}` : '';
  const closing = say('aiDoctor.disclaimer', { post: postName || say('aiDoctor.yourPost'), phone: phoneSuffix });

  const found = triage(question, { stage: triageStage(ctx.stage), gestationalWeek: ctx.gestationalWeek ?? null });

  if (found.urgent && found.action) {
    const first =
      found.action === 'call_ambulance_now' ? 'aiDoctor.callAmbulance' : found.action === 'go_to_facility_now' ? 'aiDoctor.goNow' : 'aiDoctor.seeToday';
    const labels = found.signs.map((s) => (lang === 'ne' ? s.ne : s.en)).join('; ');
    const entry = dangerEntryFor(found.signs[0]?.stage ?? 'pregnancy');
    const lines = [say(first), say('aiDoctor.signs', { signs: labels })];
    if (postPhone) lines.push(say('aiDoctor.callPost', { post: postName, phone: postPhone }));
    lines.push(say('aiDoctor.escalated', { post: postName || say('aiDoctor.yourPost') }));
    if (found.selfHarm) lines.push(say('aiDoctor.selfHarm'));
    if (entry) lines.push(entry.answer[lang], say('aiDoctor.source', { source: KNOWLEDGE_SOURCES[entry.source][lang] }));
    lines.push(closing);

    const contacts = urgentContacts(found.action, ctx, lang, found.selfHarm);

    return {
      response: lines.join('\n'),
      urgent: true,
      action: found.action,
      sources: entry ? [{ id: entry.id, title: entry.title[lang] }] : [],
      contacts,
      lang,
      signs: found.signs.map((s) => ({ id: s.id, label_en: s.en, label_ne: s.ne })),
      entries: entry ? [entry] : [],
      unknown: false,
      selfHarm: found.selfHarm,
    };
  }

  // searched only when no danger sign answers first
  const top = searchKnowledge(question, knowledgeStage(ctx.stage))[0];
  if (!isAnswer(top)) {
    return {
      response: [say('aiDoctor.unknown', { post: postName || say('aiDoctor.yourPost'), phone: phoneSuffix })].join('\n'),
      urgent: false,
      action: null,
      sources: [],
      contacts: [],
      lang,
      signs: [],
      entries: [],
      unknown: true,
      selfHarm: false,
    };
  }
  const entry = top.entry;
  const { before, after } = contextLines(entry, ctx, lang, say);
  const lines = [...before, entry.answer[lang], ...after, say('aiDoctor.source', { source: KNOWLEDGE_SOURCES[entry.source][lang] }), closing];
  return {
    response: lines.join('\n'),
    urgent: false,
    action: null,
    sources: [{ id: entry.id, title: entry.title[lang] }],
    contacts: [],
    lang,
    signs: [],
    entries: [entry],
    unknown: false,
    selfHarm: false,
  };
}
