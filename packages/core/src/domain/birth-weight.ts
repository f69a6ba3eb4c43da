/**
 * A birth weight to check before it is saved: one the references hold impossible or nearly so for the
 * gestational age at birth (2,900 g at 25 weeks, 4,500 g at 28 weeks, 400 g at 40 weeks) is most often a
 * slipped digit or a wrong date. The console asks the nurse to check it and tick "Weight checked and right",
 * as it asks for the preterm tick below 22 weeks (schemas/records.ts PRETERM_CONFIRM_BEFORE_WEEK). A weight
 * she confirms is saved as typed; nothing is shown to the mother from it, and it is no clinical verdict.
 *
 * The lines, from the reference files copied into packages/core/src/reference/sources:
 * - From 37 completed weeks (a term birth: WHO's definition of preterm is before 37 completed weeks, the line
 *   the reference's danger signs use too): the WHO Child Growth Standards at birth (month 0 of
 *   who-growth-weight-for-age.json, reference/who-growth.ts), -3 SD and +3 SD for the baby's sex (girls for
 *   'female', boys otherwise, as every growth line of the app): about 2.0-4.8 kg for a girl, 2.1-5.0 kg for a
 *   boy. These are weights of term-born babies, the one birth-weight standard the reference holds.
 * - From 14 weeks to before 37: the WHO fetal growth charts' 2.5th and 97.5th percentiles of estimated fetal
 *   weight, sex not known (the cross-checked cells), at the exact gestational age, linear between the weekly
 *   rows: reference/fetal-weight.ts, fetal-weight-by-gestational-age.json `who_kiserud_2017` (Kiserud et al.
 *   PLoS Med 2017;14(1):e1002220). The reference notes that these lines are for an ultrasound estimate, not a
 *   birth weight: babies born early are often lighter than those who stay in the womb. So before term the
 *   lower line is never above the term -3 SD line (a weight a term newborn may have is not asked about
 *   earlier), and a real preterm baby below it is confirmed with one tick.
 * - Before 14 weeks: no line (a birth before 22 weeks already needs the preterm tick).
 * The reference files hold no newborn size-at-birth standard for preterm babies (such as INTERGROWTH-21st);
 * with one, the lines before term should come from it. A clinician should review these lines with the rest of
 * the reference.
 */
import { FETAL_WEIGHT_PERCENTILES, FETAL_WEIGHT_WHO_UNSPECIFIED_G } from '../reference/fetal-weight.ts';
import { WEIGHT_FOR_AGE_BOYS_KG, WEIGHT_FOR_AGE_GIRLS_KG } from '../reference/who-growth.ts';
import { lmsValue, whoSexOf, type RecordedSex } from './growth.ts';
import { kgToGrams } from './units.ts';

/** A birth at or after this many completed weeks is a term birth (WHO: preterm is before 37 completed weeks). */
export const TERM_FROM_WEEK = 37;
/** The SD of the WHO lines at birth that a term birth weight is checked against (below -3 SD or above +3 SD). */
export const TERM_BIRTH_WEIGHT_SD = 3;

/** Column of the lower and upper line in a fetal weight row (after the week). */
const LOW_COLUMN = FETAL_WEIGHT_PERCENTILES.indexOf('p2_5') + 1;
const HIGH_COLUMN = FETAL_WEIGHT_PERCENTILES.indexOf('p97_5') + 1;
const FIRST_FETAL_WEEK = FETAL_WEIGHT_WHO_UNSPECIFIED_G[0]![0];

/** A weight the nurse checks: below the lower line or above the upper one, with the line crossed (whole grams). */
export interface BirthWeightCheck {
  direction: 'low' | 'high';
  /** Completed weeks at birth (for the message). */
  week: number;
  limitGrams: number;
}

/** A fetal weight column at a fractional week before 37 (linear between the weekly rows). */
function fetalLineAt(weeks: number, column: number): number {
  const rows = FETAL_WEIGHT_WHO_UNSPECIFIED_G;
  const lower = Math.floor(weeks);
  const a = rows.find((r) => r[0] === lower)!;
  const b = rows.find((r) => r[0] === lower + 1) ?? a;
  const va = a[column]!;
  return va + (b[column]! - va) * (weeks - lower);
}

/** The WHO weight-for-age line at birth at z (grams) for the baby's sex. */
function termLine(sex: RecordedSex, z: number): number {
  const row = (whoSexOf(sex) === 'girls' ? WEIGHT_FOR_AGE_GIRLS_KG : WEIGHT_FOR_AGE_BOYS_KG)[0]!;
  return kgToGrams(lmsValue(row, z));
}

/**
 * The lower and upper line (whole grams: the lower rounded down, the upper up, so a weight on a line passes)
 * for a baby of `sex` born `gestationDays` after the LMP; null before 14 weeks.
 */
export function birthWeightLinesAt(gestationDays: number, sex: RecordedSex): { low: number; high: number } | null {
  const weeks = gestationDays / 7;
  if (weeks < FIRST_FETAL_WEEK) return null;
  const termLow = termLine(sex, -TERM_BIRTH_WEIGHT_SD);
  if (weeks >= TERM_FROM_WEEK) return { low: Math.floor(termLow), high: Math.ceil(termLine(sex, TERM_BIRTH_WEIGHT_SD)) };
  return { low: Math.floor(Math.min(fetalLineAt(weeks, LOW_COLUMN), termLow)), high: Math.ceil(fetalLineAt(weeks, HIGH_COLUMN)) };
}

/** The check a birth weight (grams) needs, or null when it lies between the lines (or there are none). */
export function birthWeightToCheck(grams: number, gestationDays: number, sex: RecordedSex): BirthWeightCheck | null {
  const lines = birthWeightLinesAt(gestationDays, sex);
  if (!lines) return null;
  const week = Math.floor(gestationDays / 7);
  if (grams < lines.low) return { direction: 'low', week, limitGrams: lines.low };
  if (grams > lines.high) return { direction: 'high', week, limitGrams: lines.high };
  return null;
}

/** The nurse's question: a message key of core's catalogue (`validation.*`) and its variables. */
export function birthWeightCheckMessage(grams: number, check: BirthWeightCheck): { key: string; vars: { grams: number; week: number; limit: number } } {
  return {
    key: check.direction === 'low' ? 'validation.birthWeightLow' : 'validation.birthWeightHigh',
    vars: { grams, week: check.week, limit: check.limitGrams },
  };
}
