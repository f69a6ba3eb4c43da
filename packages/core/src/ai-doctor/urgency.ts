/**
 * The urgency model of the AI doctor, trained once per process on the development part of the evaluation
 * corpus (evaluation/corpus.ts; never on the locked test part), and the two lines it is read at.
 * ALARM_AT and REVIEW_AT were chosen by cross-validation on the development part alone
 * (evaluation/calibrate.ts, bench/README.md "AI doctor").
 */
import { DEV_PART } from './evaluation/corpus.ts';
import { trainUrgencyModel, type ModelInput, type UrgencyModel } from './model.ts';
import { clauseEnds, foldedWords, latinWords } from './normalize.ts';
import { BLUES_DAYS, type TriageResult } from './triage.ts';

/** At or above: the model raises the alarm on its own (rules found nothing). */
export const ALARM_AT = 0.9;
/** At or above (and below ALARM_AT): only an entry the entry model is sure of answers; else "not sure". */
export const REVIEW_AT = 0.6;
/** At or above, a question no entry answers is "not sure" (the inbox's "to review"), below it off-topic. */
export const REVIEW_LOW = 0.4;

/**
 * At or above, the mind model (below) raises the alarm for thoughts of self-harm or very low mood when the rules found
 * nothing (beside an alarm of the urgency model it adds the helpline): chosen by cross-validation on the development
 * part alone (evaluation/calibrate.ts --mind, bench/README.md "AI doctor").
 */
export const MIND_AT = 0.7;

let model: UrgencyModel | null = null;
let mind: UrgencyModel | null = null;

/**
 * The mind model is not asked in the first two weeks after the birth (triage.ts BLUES_DAYS): tears and low mood then are
 * the baby blues, no danger sign, and by cross-validation on the development part it raised no right alarm there and 5
 * false ones. In pregnancy low mood alone is no sign either, but thoughts of self-harm are, and a missed one weighs more
 * than several false alarms: it is asked (2 right alarms, 5 false there).
 */
export function mindAsked(
  stage: 'pregnancy' | 'after_delivery' | 'baby' | 'unknown',
  babyAgeDays: number | null | undefined,
  found: Pick<TriageResult, 'urgent' | 'otherPerson' | 'selfHarmDenied'>,
): boolean {
  // nor when the rules found a sign, someone else's, or words of self-harm she denies ("I won't hurt myself")
  if (found.urgent || found.otherPerson || found.selfHarmDenied) return false;
  return stage === 'pregnancy' || ((stage === 'after_delivery' || stage === 'baby') && (babyAgeDays ?? BLUES_DAYS) >= BLUES_DAYS);
}

/**
 * The urgency model's reading as the answer uses it: none for someone else's sign; against numbers core's rules read and
 * judged in range (triage.ts numbersInRange) no alarm of its own, only "not sure" at most (REVIEW_AT): it reads the words
 * around a number, not the number ("breathing 38 per minute, 18 month son" is no fast breathing). By cross-validation on
 * the development part it took back 10 false alarms and no right one once lower-first blood pressures were read
 * (bench/README.md). Unless the alarm stays when the clauses the numbers are in are taken out: then it was about
 * something else.
 */
export function urgencyFor(
  p: number,
  found: Pick<TriageResult, 'otherPerson' | 'numbersInRange' | 'numbersAt'>,
  question: string,
  /** The model's reading of a text (the question without the numbers' clauses). */
  score: (text: string) => number,
): number {
  if (found.otherPerson) return 0;
  if (!found.numbersInRange || p <= REVIEW_AT) return p;
  // an alarm that stays without the numbers' clauses is about something else ("baby le saas lina sakeko chhaina, jwaro 37
  // matra": no breath, whatever the temperature); a few words left ("13 mahinako chhora") say nothing else
  const rest = withoutClauses(question, found.numbersAt);
  if (rest.split(' ').length >= REST_WORDS && score(rest) >= ALARM_AT) return p;
  return REVIEW_AT;
}

/** Fewer words than this left without the numbers' clauses say nothing of their own to the model. */
const REST_WORDS = 4;

/** The question's words without the clauses (normalize.ts clause ends) that hold any of the words at `at`. */
export function withoutClauses(question: string, at: readonly number[]): string {
  const words = latinWords(question);
  const ends = clauseEnds(foldedWords(question));
  const kept: string[] = [];
  let clause: string[] = [];
  let drop = false;
  words.forEach((w, i) => {
    clause.push(w);
    if (at.includes(i)) drop = true;
    if (ends.has(i) || i === words.length - 1) {
      if (!drop) kept.push(...clause);
      clause = [];
      drop = false;
    }
  });
  return kept.join(' ');
}

/** A question of the corpus whose signs are thoughts of self-harm or very low mood after the birth. */
export function isMindQuestion(e: { signs: readonly string[] }): boolean {
  return e.signs.includes('self_harm') || e.signs.includes('pp_mood');
}

/** The model, trained the first time it is asked for (about 2 s on this machine). */
export function urgencyModel(): UrgencyModel {
  model ??= trainUrgencyModel(DEV_PART.map((e) => ({ q: e.q, stage: e.stage, urgent: e.urgent })));
  return model;
}

/** The model's probability that the question reports a danger sign. */
export function urgencyScore(input: ModelInput): number {
  return urgencyModel().probability(input);
}

/**
 * The mind model: the same kind of model (model.ts), trained on the same development part to tell the questions labelled
 * with thoughts of self-harm or very low mood after the birth from every other question, urgent or not. Self-harm is said
 * in more ways than any list of words holds (a goodbye, things given away, "who will look after the baby when I am not
 * here"); the rules read the plain ones and say which sign it is, this model the rest (docs/decisions/022).
 */
export function mindModel(): UrgencyModel {
  mind ??= trainUrgencyModel(DEV_PART.map((e) => ({ q: e.q, stage: e.stage, urgent: isMindQuestion(e) })));
  return mind;
}

/** The mind model's probability that the question tells of thoughts of self-harm or very low mood. */
export function mindScore(input: ModelInput): number {
  return mindModel().probability(input);
}
