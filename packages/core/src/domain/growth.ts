/**
 * Baby growth against the WHO Child Growth Standards (reference/who-growth.ts, cited there): the LMS
 * formula, normal weight and length for the baby's sex in the app's units (grams, inches), and a
 * baby's age in months for a chart's x axis.
 */
import type { LmsRow } from '../reference/who-growth.ts';
import {
  LENGTH_FOR_AGE_BOYS_CM,
  LENGTH_FOR_AGE_GIRLS_CM,
  WEIGHT_FOR_AGE_BOYS_KG,
  WEIGHT_FOR_AGE_GIRLS_KG,
  WHO_DAYS_PER_MONTH,
} from '../reference/who-growth.ts';
import { cmToInches, kgToGrams, round } from './units.ts';

/** Sex as recorded ('female' | 'male' | 'other'). */
export type RecordedSex = 'female' | 'male' | 'other';

/**
 * The WHO table to use: girls for 'female', boys otherwise (docs/spec/decisions.md "Normal baby growth data not split
 * by sex": girl, otherwise boy, as the report pictures do).
 */
export function whoSexOf(sex: RecordedSex): 'girls' | 'boys' {
  return sex === 'female' ? 'girls' : 'boys';
}

/**
 * The measurement at z-score `z` of an LMS row: M * (1 + L*S*z)^(1/L), or M * exp(S*z) when L = 0
 * (WHO Child Growth Standards 2006, technical report ch. 7). z = 0 gives the median M.
 */
export function lmsValue([, L, M, S]: LmsRow, z: number): number {
  return L === 0 ? M * Math.exp(S * z) : M * (1 + L * S * z) ** (1 / L);
}

function rowAt(rows: readonly LmsRow[], month: number): LmsRow {
  const row = rows.find((r) => r[0] === month);
  if (!row) throw new RangeError(`No WHO row for month ${month} (0-24 only)`);
  return row;
}

/** Normal growth at one completed month: medians and the -2 SD / +2 SD lines, weight in grams, length in inches. */
export interface NormalGrowth {
  ageMonths: number;
  weight: number;
  weightLow: number;
  weightHigh: number;
  height: number;
  heightLow: number;
  heightHigh: number;
}

/**
 * WHO weight-for-age and length-for-age at completed month `month` (0-24) for the baby's sex, converted
 * once to the app's units: grams (one decimal, so the table's 4-decimal kg medians survive) and inches
 * (two decimals). E.g. boys at 12 months: median 9.6479 kg = 9647.9 g.
 * @throws {RangeError} outside 0-24 months.
 */
export function normalGrowthAt(sex: RecordedSex, month: number): NormalGrowth {
  const girls = whoSexOf(sex) === 'girls';
  const w = rowAt(girls ? WEIGHT_FOR_AGE_GIRLS_KG : WEIGHT_FOR_AGE_BOYS_KG, month);
  const l = rowAt(girls ? LENGTH_FOR_AGE_GIRLS_CM : LENGTH_FOR_AGE_BOYS_CM, month);
  const grams = (z: number) => round(kgToGrams(lmsValue(w, z)), 1);
  const inches = (z: number) => round(cmToInches(lmsValue(l, z)), 2);
  return { ageMonths: month, weight: grams(0), weightLow: grams(-2), weightHigh: grams(2), height: inches(0), heightLow: inches(-2), heightHigh: inches(2) };
}

/** A baby's age in months for plotting (days / 30.4375, the WHO month; two decimals). */
export function ageInMonths(ageDays: number): number {
  return round(ageDays / WHO_DAYS_PER_MONTH, 2);
}
