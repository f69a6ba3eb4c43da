/**
 * The urgency model of the AI doctor, trained once per process on the development part of the evaluation
 * corpus (evaluation/corpus.ts; never on the locked test part), and the two lines it is read at.
 * ALARM_AT and REVIEW_AT were chosen by cross-validation on the development part alone
 * (evaluation/calibrate.ts, bench/README.md "AI doctor").
 */
import { DEV_PART } from './evaluation/corpus.ts';
import { trainUrgencyModel, type ModelInput, type UrgencyModel } from './model.ts';

/** At or above: the model raises the alarm on its own (rules found nothing). */
export const ALARM_AT = 0.9;
/** At or above (and below ALARM_AT): only an entry the entry model is sure of answers; else "not sure". */
export const REVIEW_AT = 0.6;
/** At or above, a question no entry answers is "not sure" (the inbox's "to review"), below it off-topic. */
export const REVIEW_LOW = 0.4;

let model: UrgencyModel | null = null;

/** The model, trained the first time it is asked for (about 2 s on this machine). */
export function urgencyModel(): UrgencyModel {
  model ??= trainUrgencyModel(DEV_PART.map((e) => ({ q: e.q, stage: e.stage, urgent: e.urgent })));
  return model;
}

/** The model's probability that the question reports a danger sign. */
export function urgencyScore(input: ModelInput): number {
  return urgencyModel().probability(input);
}
