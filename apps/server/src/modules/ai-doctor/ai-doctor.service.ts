/**
 * The AI doctor for a logged-in provider (docs/spec/decisions.md "AI doctor that works offline"): suggestions
 * for her stage, answers built in packages/core (danger-sign triage first, then the knowledge base
 * with her week, baby's age and next due item), the optional rephrasing, and for an urgent question
 * an urgent item in her own health post's inbox. Every function starts from the session's account.
 */
import { buildAnswer, answerLanguage, understand, urgentContacts, type AnswerContext, type BuiltAnswer } from '@mamata/core/ai-doctor/answer';
import { DANGER_ACTIONS, type DangerAction } from '@mamata/core/reference/danger-signs';
import { suggestedQuestions } from '@mamata/core/ai-doctor/suggestions';
import { daysBetween, nepalToday } from '@mamata/core/calendar/nepal-time';
import { babyAgeDays, babyAgeParts, gestationalWeek } from '@mamata/core/domain/pregnancy';
import { translateMessage } from '@mamata/core/i18n/messages';
import type { Lang } from '@mamata/core/preferences';
import { QUESTIONS_PER_HOUR, type ChatHistoryResponse, type ChatQueryResponse } from '@mamata/core/schemas/ai-doctor';
import type { Ambulance } from '@mamata/core/schemas/support';
import type { Db } from '../../db/client.ts';
import type { LiveSessionRow, SessionLookup } from '../../db/live-session.ts';
import { AppError } from '../../lib/errors.ts';
import { getBabyTables, getMotherTables } from '../health/health.service.ts';
import { listAmbulances } from '../support/support.queries.ts';
import * as q from './ai-doctor.queries.ts';
import { rephrase, type LlmConfig } from './llm-rephraser.ts';

export interface AiDoctorDeps {
  db: Db;
  llm: LlmConfig | null;
}

const isDangerAction = (a: string | null): a is DangerAction => a !== null && (DANGER_ACTIONS as readonly string[]).includes(a);

/** How many past questions the history shows. */
const HISTORY_LIMIT = 100;

type Asker = NonNullable<Awaited<ReturnType<typeof q.findAsker>>>;

async function askerOf(db: Db, providerId: string): Promise<Asker> {
  const asker = await q.findAsker(db, providerId);
  if (!asker) throw new AppError('NOT_FOUND', 'errors.notFound');
  return asker;
}

/** A question's read: who is asking, with her session (the route's own query checks it: plugins/auth.ts sessionInQuery). */
export interface AskerWithSession {
  session: LiveSessionRow;
  asker: Asker;
}

/** Who is asking and her live session in one round trip (undefined when no live session: the route answers 401). */
export async function findAskerWithSession(db: Db, lookup: SessionLookup): Promise<AskerWithSession | undefined> {
  const found = await q.findAskerBySession(db, lookup);
  if (!found) return undefined;
  const { session, ...asker } = found;
  return { session, asker };
}

/** Her stage: pregnant (a pregnancy not ended), after the birth (her own account with a baby), or a baby's account. */
function stageOf(asker: Asker): AnswerContext['stage'] {
  if (asker.registrationType === 'BABY') return 'baby';
  if (asker.pregnancy && !asker.pregnancy.endedOn) return 'pregnancy';
  if (asker.baby) return 'after_delivery';
  return 'unknown';
}

function contextOf(asker: Asker, preferredLang: Lang): Omit<AnswerContext, 'ambulances'> {
  const stage = stageOf(asker);
  const today = nepalToday();
  const birth = asker.baby?.birthDate;
  return {
    stage,
    gestationalWeek: stage === 'pregnancy' && asker.pregnancy ? gestationalWeek(asker.pregnancy.lmp, today) : null,
    babyAgeDays: birth ? babyAgeDays(birth, today) : null,
    babyAgeMonths: birth ? babyAgeParts(birth, today).months : null,
    nextDue: null,
    healthPost: { name: asker.healthPostName, nameNe: asker.healthPostNameNe, phone: asker.healthPostPhone },
    preferredLang,
  };
}

/** `GET provider/chatgpt/queries`: suggestions for her stage in her language. */
export async function getSuggestions(db: Db, providerId: string, lang: Lang) {
  const ctx = contextOf(await askerOf(db, providerId), lang);
  return { queries: suggestedQuestions(ctx, lang) };
}

/** Her next due or overdue item (or the next upcoming one), in `lang`, with days until due. */
async function nextDueOf(db: Db, asker: Asker, lang: Lang): Promise<AnswerContext['nextDue']> {
  const stage = stageOf(asker);
  const today = nepalToday();
  const items =
    stage === 'pregnancy'
      ? (await getMotherTables(db, asker.providerId, lang, 'table')).motherTables.flatMap((p) => p.vaccines)
      : (await getBabyTables(db, asker.providerId, lang, 'table')).babyTables.flatMap((p) => p.vaccines);
  const open = items.filter((i) => i.status === 'due' || i.status === 'overdue' || i.status === 'upcoming').sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const next = open[0];
  if (!next) return null;
  return { name: { en: next.name, ne: next.name }, dueInDays: daysBetween(today, next.dueDate) };
}

/**
 * Her palika's ambulances as numbers to call, named in her language ("Shyam Lama (एम्बुलेन्स नं. BA 3
 * JHA 1111)"): the driver's name is as the health post typed it, so a Nepali reader still sees that
 * it is an ambulance.
 */
function ambulanceContacts(
  rows: readonly Pick<Ambulance, 'driver_name' | 'driver_name_ne' | 'ambulance_number' | 'ambulance_number_ne' | 'mobile_number'>[],
  lang: Lang,
) {
  return rows.map((a) => ({
    name: translateMessage(lang, 'aiDoctor.ambulanceName', {
      driver: (lang === 'ne' && a.driver_name_ne) || a.driver_name,
      plate: (lang === 'ne' && a.ambulance_number_ne) || a.ambulance_number,
    }),
    phone: a.mobile_number,
  }));
}

/**
 * The line in the health post's inbox: what the AI doctor found, then her own words. The signs, the
 * words that showed each and the numbers read also go with the item as data (`aiFindings`), which the
 * inbox shows in the nurse's language; the line keeps both languages for any other reader.
 */
export function inboxMessage(question: string, answer: Pick<BuiltAnswer, 'signs' | 'readings' | 'review'>): string {
  if (answer.review) return `AI doctor, to review / एआई डाक्टर, जाँच्नुपर्ने\n${question}`;
  const en = answer.signs.map((s) => s.label_en).join('; ');
  const ne = answer.signs.map((s) => s.label_ne).join('; ');
  const readings = answer.readings.length > 0 ? ` (${answer.readings.join(', ')})` : '';
  return `AI doctor, urgent / एआई डाक्टर, जरुरी: ${en} / ${ne}${readings}\n${question}`;
}

/**
 * Stores a question and its answer. An urgent question goes to her health post's inbox as a siren item,
 * one the AI doctor was not sure of as a "to review" item, each with the signs, her words that showed
 * them and the numbers read, in the same statement as the question (both or neither); an ordinary one
 * is stored alone.
 */
export async function storeAnswer(db: Db, asker: Pick<Asker, 'healthPostId' | 'mobileNumber'>, stored: q.StoredQuestion, answer: BuiltAnswer) {
  if (answer.urgent || answer.review) {
    await q.insertInboxQuestion(db, {
      ...stored,
      kind: answer.urgent ? 'siren' : 'review',
      healthPostId: asker.healthPostId,
      mobileNumber: asker.mobileNumber,
      message: inboxMessage(stored.prompt, answer),
      aiFindings: { signs: answer.signs, readings: answer.readings },
    });
  } else {
    await q.insertQuestion(db, stored);
  }
}

/**
 * `POST provider/chatgpt/query`: the question is triaged before anything else. An urgent answer, and one
 * the AI doctor was not sure of, always goes out and reaches her health post's inbox, past the hourly limit
 * too (the limit must never silence a danger sign); an ordinary answer counts against QUESTIONS_PER_HOUR
 * (one atomic statement) and past it is a 429. The answer is in the app's language (`Accept-Language`,
 * else the language her app last reported).
 */
export async function askQuestion(deps: AiDoctorDeps, asker: Asker, prompt: string, headerLang: Lang | null): Promise<ChatQueryResponse> {
  const { db } = deps;
  const { providerId } = asker;
  const preferredLang: Lang = headerLang ?? (asker.lang === 'ne' ? 'ne' : 'en');
  const ctx: AnswerContext = { ...contextOf(asker, preferredLang), ambulances: [] };
  const understood = understand(prompt, ctx);
  let answer = buildAnswer(prompt, ctx, understood);
  const toInbox = answer.urgent || answer.review;
  const stored = (response: string, rephrased: boolean): q.StoredQuestion => ({
    providerId,
    prompt,
    response,
    urgent: answer.urgent,
    action: answer.action,
    lang: answer.lang,
    sources: answer.sources.map((s) => s.id),
    signs: answer.signs.map((s) => s.id),
    rephrased,
    modelScore: answer.modelScore,
  });
  if (!toInbox && !deps.llm && !answer.entries[0]?.context?.includes('next_due')) {
    // most questions: an ordinary answer with nothing more to read or rephrase, counted and stored in one round trip
    if (!(await q.insertQuestionInQuota(db, stored(answer.response, false), QUESTIONS_PER_HOUR))) throw new AppError('RATE_LIMITED', 'errors.aiDoctorLimit');
    return responseOf(answer, answer.response);
  }
  // before the optional rephrasing and any more reads: a refused question costs nothing more
  if (!toInbox && (await q.takeQuestionQuota(db, providerId)) > QUESTIONS_PER_HOUR) throw new AppError('RATE_LIMITED', 'errors.aiDoctorLimit');
  if (answer.urgent && answer.action) {
    // the ambulances of her post and palika are numbers to call: read only for an urgent answer
    const ambulances = await listAmbulances(db, { palikaId: asker.palikaId, healthPostId: asker.healthPostId });
    const numbers = { ...ctx, ambulances: ambulanceContacts(ambulances, answer.lang) };
    answer = { ...answer, contacts: urgentContacts(answer.action, numbers, answer.lang, answer.selfHarm) };
  } else if (answer.entries[0]?.context?.includes('next_due')) {
    // her next due item only where the entry speaks of it (one more read, not on every question)
    // read once: the second answer only adds the line
    answer = buildAnswer(prompt, { ...ctx, nextDue: await nextDueOf(db, asker, answerLanguage(prompt, preferredLang)) }, understood);
  }

  let response = answer.response;
  let rephrased = false;
  const entry = answer.entries[0];
  // the model may only rephrase an ordinary answer's passage; urgent and unknown answers stay as written
  if (deps.llm && entry && !answer.urgent && !answer.unknown) {
    const text = await rephrase(deps.llm, { question: prompt, passages: [entry.answer[answer.lang]], lang: answer.lang });
    if (text) {
      response = response.replace(entry.answer[answer.lang], text);
      rephrased = true;
    }
  }

  await storeAnswer(db, asker, stored(response, rephrased), answer);
  return responseOf(answer, response);
}

function responseOf(answer: BuiltAnswer, response: string): ChatQueryResponse {
  return { response, urgent: answer.urgent, sources: answer.sources, action: answer.action, contacts: answer.contacts, lang: answer.lang };
}

/**
 * `GET provider/chatgpt/history`: her own questions, newest first, each with today's numbers to call (which
 * may have changed since): an urgent entry its action, her health post's and palika's; any other 102 and her
 * health post.
 */
export async function getHistory(db: Db, providerId: string): Promise<ChatHistoryResponse> {
  const rows = await q.listHistory(db, providerId, HISTORY_LIMIT);
  if (rows.length === 0) return { history: [] };
  const asker = await askerOf(db, providerId);
  const healthPost = { name: asker.healthPostName, nameNe: asker.healthPostNameNe, phone: asker.healthPostPhone };
  // her palika's ambulances only for an urgent entry; every other answer shows 102 and her health post
  const ambulances = rows.some((r) => r.urgent && r.action) ? await listAmbulances(db, { palikaId: asker.palikaId, healthPostId: asker.healthPostId }) : [];
  return {
    history: rows.map((r) => {
      const action = r.urgent && isDangerAction(r.action) ? r.action : null;
      const lang: Lang = r.lang === 'ne' ? 'ne' : 'en';
      return {
        prompt: r.prompt,
        response: r.response,
        urgent: r.urgent,
        createdAt: r.createdAt.toISOString(),
        action,
        contacts: action
          ? urgentContacts(action, { healthPost, ambulances: ambulanceContacts(ambulances, lang) }, lang)
          : urgentContacts('call_ambulance_now', { healthPost, ambulances: [] }, lang),
      };
    }),
  };
}
