/**
 * Runs a part of the evaluation corpus (corpus.ts) through the AI doctor's whole answer (buildAnswer:
 * rules, numbers, the urgency model, retrieval) and computes the figures it is held to, overall, per
 * script and per stage: urgent recall, false alarms, wrong-topic answers (an honest fallback is not
 * wrong), answers in the app's language, and urgent answers whose action is below the labelled one.
 */
import { buildAnswer, type AnswerContext } from '../answer.ts';
import { DANGER_ACTIONS } from '../../reference/danger-signs.ts';
import { CORPUS_STAGES, SCRIPTS, type CorpusQuestion } from './corpus.ts';

export interface Figures {
  total: number;
  urgentExpected: number;
  urgentFound: number;
  /** urgentFound / urgentExpected (1 when none expected). */
  recall: number;
  nonUrgent: number;
  falseAlarms: number;
  falseAlarmRate: number;
  /** Non-urgent questions answered from an entry other than the expected one, or answered when none should be. */
  wrongTopic: number;
  wrongTopicRate: number;
  /** Non-urgent questions with an expected entry that got it. */
  rightEntry: number;
  withEntry: number;
  /** Answers in the app's language. */
  inAppLanguage: number;
  languageRate: number;
  /** Urgent answers whose action is less urgent than the label's. */
  actionBelow: number;
}

export interface EvaluationReport {
  overall: Figures;
  byScript: Record<string, Figures>;
  byStage: Record<string, Figures>;
  missedUrgent: string[];
  falseAlarmQuestions: string[];
  wrongTopicQuestions: string[];
  actionBelowQuestions: string[];
  wrongLanguage: string[];
}

const POST = { name: 'Test Health Post', nameNe: 'परीक्षण स्वास्थ्य चौकी', phone: '010000000' };

export function contextOf(e: CorpusQuestion): AnswerContext {
  const babyAgeDays = e.stage === 'pregnancy' ? null : (e.babyAgeDays ?? 20);
  return {
    stage: e.stage,
    gestationalWeek: e.stage === 'pregnancy' ? (e.week ?? 28) : null,
    babyAgeDays,
    babyAgeMonths: babyAgeDays == null ? null : Math.floor(babyAgeDays / 30.4375),
    nextDue: null,
    healthPost: POST,
    ambulances: [],
    preferredLang: e.appLang,
  };
}

function empty(): Figures {
  return {
    total: 0,
    urgentExpected: 0,
    urgentFound: 0,
    recall: 1,
    nonUrgent: 0,
    falseAlarms: 0,
    falseAlarmRate: 0,
    wrongTopic: 0,
    wrongTopicRate: 0,
    rightEntry: 0,
    withEntry: 0,
    inAppLanguage: 0,
    languageRate: 1,
    actionBelow: 0,
  };
}

function finish(f: Figures): Figures {
  f.recall = f.urgentExpected ? f.urgentFound / f.urgentExpected : 1;
  f.falseAlarmRate = f.nonUrgent ? f.falseAlarms / f.nonUrgent : 0;
  f.wrongTopicRate = f.nonUrgent ? f.wrongTopic / f.nonUrgent : 0;
  f.languageRate = f.total ? f.inAppLanguage / f.total : 1;
  return f;
}

const rank = (a: string) => DANGER_ACTIONS.indexOf(a as (typeof DANGER_ACTIONS)[number]);

export function evaluate(set: readonly CorpusQuestion[]): EvaluationReport {
  const overall = empty();
  const byScript: Record<string, Figures> = Object.fromEntries(SCRIPTS.map((s) => [s, empty()]));
  const byStage: Record<string, Figures> = Object.fromEntries(CORPUS_STAGES.map((s) => [s, empty()]));
  const report: EvaluationReport = {
    overall,
    byScript,
    byStage,
    missedUrgent: [],
    falseAlarmQuestions: [],
    wrongTopicQuestions: [],
    actionBelowQuestions: [],
    wrongLanguage: [],
  };
  for (const e of set) {
    const a = buildAnswer(e.q, contextOf(e));
    const groups = [overall, byScript[e.script], byStage[e.stage]].filter((f): f is Figures => Boolean(f));
    const add = (key: keyof Figures) => {
      for (const f of groups) f[key]++;
    };
    add('total');
    if (a.lang === e.appLang) add('inAppLanguage');
    else report.wrongLanguage.push(e.q);
    if (e.urgent) {
      add('urgentExpected');
      if (a.urgent) {
        add('urgentFound');
        if (e.action && a.action && rank(a.action) > rank(e.action)) {
          add('actionBelow');
          report.actionBelowQuestions.push(`${e.q} -> ${a.action}, expected ${e.action}`);
        }
      } else report.missedUrgent.push(`[${e.script}/${e.stage}] ${e.q}`);
      continue;
    }
    add('nonUrgent');
    if (a.urgent) {
      add('falseAlarms');
      report.falseAlarmQuestions.push(`[${e.script}/${e.stage}] ${e.q} -> ${a.signs.map((s) => s.id).join(',')}`);
      continue;
    }
    const got = a.unknown ? null : (a.sources[0]?.id ?? null);
    if (e.entry && e.entry !== 'none') {
      add('withEntry');
      if (got === e.entry) add('rightEntry');
    }
    const wrong = got !== null && (e.entry === 'none' || (e.entry !== null && got !== e.entry));
    if (wrong) {
      add('wrongTopic');
      report.wrongTopicQuestions.push(`[${e.script}/${e.stage}] ${e.q} -> ${got}, expected ${e.entry}`);
    }
  }
  for (const f of [overall, ...Object.values(byScript), ...Object.values(byStage)]) finish(f);
  return report;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** One line of figures, for the test's log and bench/README.md. */
export function describe(f: Figures): string {
  return (
    `n ${f.total}; urgent recall ${f.urgentFound}/${f.urgentExpected} = ${pct(f.recall)}; false alarms ${f.falseAlarms}/${f.nonUrgent} = ${pct(f.falseAlarmRate)}; ` +
    `wrong topic ${f.wrongTopic}/${f.nonUrgent} = ${pct(f.wrongTopicRate)}; right entry ${f.rightEntry}/${f.withEntry}; app language ${pct(f.languageRate)}; action below ${f.actionBelow}`
  );
}
