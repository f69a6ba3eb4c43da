/**
 * Runs the evaluation set (questions.ts) through triage and retrieval and computes the figures the
 * AI doctor is held to: urgent recall, false alarms among non-urgent questions, the expected entry
 * in the top 3, and honest fallbacks for questions it must not answer.
 */
import { buildAnswer, type AnswerContext } from '../answer.ts';
import { searchKnowledge } from '../knowledge/search.ts';
import { triage } from '../triage.ts';
import { EVALUATION_SET, type EvalQuestion } from './questions.ts';

export interface EvaluationReport {
  total: number;
  urgentExpected: number;
  urgentFound: number;
  urgentRecall: number;
  nonUrgent: number;
  falseAlarms: number;
  falseAlarmRate: number;
  withEntry: number;
  top3: number;
  top3Rate: number;
  unknownExpected: number;
  unknownAnswered: number;
  missedUrgent: string[];
  falseAlarmQuestions: string[];
  missedEntries: string[];
  wronglyAnswered: string[];
}

const POST = { name: 'Test Health Post', nameNe: 'परीक्षण स्वास्थ्य चौकी', phone: '010000000' };

function contextOf(e: EvalQuestion): AnswerContext {
  return {
    stage: e.stage,
    gestationalWeek: e.stage === 'pregnancy' ? (e.week ?? 28) : null,
    babyAgeDays: e.stage === 'pregnancy' ? null : 20,
    babyAgeMonths: 0,
    nextDue: null,
    healthPost: POST,
    ambulances: [],
    preferredLang: 'en',
  };
}

export function evaluate(set: readonly EvalQuestion[] = EVALUATION_SET): EvaluationReport {
  const r: EvaluationReport = {
    total: set.length,
    urgentExpected: 0,
    urgentFound: 0,
    urgentRecall: 0,
    nonUrgent: 0,
    falseAlarms: 0,
    falseAlarmRate: 0,
    withEntry: 0,
    top3: 0,
    top3Rate: 0,
    unknownExpected: 0,
    unknownAnswered: 0,
    missedUrgent: [],
    falseAlarmQuestions: [],
    missedEntries: [],
    wronglyAnswered: [],
  };
  for (const e of set) {
    const ctx = contextOf(e);
    const found = triage(e.q, { stage: e.stage === 'pregnancy' ? 'pregnancy' : 'after_delivery', gestationalWeek: ctx.gestationalWeek ?? null });
    if (e.urgent) {
      r.urgentExpected++;
      if (found.urgent) r.urgentFound++;
      else r.missedUrgent.push(e.q);
      continue;
    }
    r.nonUrgent++;
    if (found.urgent) {
      r.falseAlarms++;
      r.falseAlarmQuestions.push(`${e.q} -> ${found.signs.map((s) => s.id).join(',')}`);
    }
    if (e.entry === 'unknown') {
      r.unknownExpected++;
      if (buildAnswer(e.q, ctx).unknown) r.unknownAnswered++;
      else r.wronglyAnswered.push(e.q);
    } else if (e.entry) {
      r.withEntry++;
      const stage = e.stage === 'pregnancy' ? 'pregnancy' : e.stage === 'after_delivery' ? 'after_delivery' : 'baby';
      const hits = searchKnowledge(e.q, stage, 3);
      if (hits.some((h) => h.entry.id === e.entry)) r.top3++;
      else r.missedEntries.push(`${e.q} -> expected ${e.entry}, got ${hits.map((h) => h.entry.id).join(', ') || 'nothing'}`);
    }
  }
  r.urgentRecall = r.urgentExpected ? r.urgentFound / r.urgentExpected : 1;
  r.falseAlarmRate = r.nonUrgent ? r.falseAlarms / r.nonUrgent : 0;
  r.top3Rate = r.withEntry ? r.top3 / r.withEntry : 1;
  return r;
}
