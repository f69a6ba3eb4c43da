/**
 * The normal BMI band of a pregnancy by week, derived from IOM 2009 gestational weight gain
 * (reference/gestational-weight-gain.ts, cited there). No reference file gives a normal BMI curve by
 * week, so it is derived, transparently, from what the file gives:
 * 1. The app has no pre-pregnancy weight, so her first weight recorded in pregnancy stands in for it after
 *    taking off the gain IOM expects by that week (midpoint of the band for her category). The category is
 *    that of the first recorded weight's BMI (only this first step can misplace a woman close to a bound).
 * 2. The weight IOM expects at week w is that pre-pregnancy estimate plus the gain band at w, following the
 *    reference's own `expected_cumulative_gain_formula` (an approximation of IOM 2009, not an IOM table).
 * 3. That weight over her height squared (spec BMI) gives the band; `currentBmi` is its midpoint.
 */
import type { BmiCategory } from '../reference/gestational-weight-gain.ts';
import { BMI_CATEGORY_BOUNDS, FIRST_TRIMESTER_END_WEEK, FIRST_TRIMESTER_GAIN_KG, TERM_WEEK, TOTAL_GAIN_KG } from '../reference/gestational-weight-gain.ts';
import { bmiExact } from './bmi.ts';
import { round } from './units.ts';

/** WHO adult BMI category of a BMI (18.5, 25, 30 bounds). */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < BMI_CATEGORY_BOUNDS.underweightBelow) return 'underweight';
  if (bmi < BMI_CATEGORY_BOUNDS.overweightFrom) return 'normal';
  if (bmi < BMI_CATEGORY_BOUNDS.obeseFrom) return 'overweight';
  return 'obese';
}

/**
 * Cumulative gain IOM 2009 expects by gestation week `week`, [low, high] kg, by the reference's
 * approximation: linear from 0 to the first-trimester gain over weeks 0-13, then linear to the category's
 * total gain at 40 weeks (held after 40).
 */
export function expectedGainKg(week: number, category: BmiCategory): [number, number] {
  const total = TOTAL_GAIN_KG[category];
  const at = (i: 0 | 1) => {
    const first = FIRST_TRIMESTER_GAIN_KG[i];
    if (week <= FIRST_TRIMESTER_END_WEEK) return (first * Math.max(0, week)) / FIRST_TRIMESTER_END_WEEK;
    const t = Math.min(week, TERM_WEEK) - FIRST_TRIMESTER_END_WEEK;
    return first + ((total[i] - first) * t) / (TERM_WEEK - FIRST_TRIMESTER_END_WEEK);
  };
  return [at(0), at(1)];
}

/** A point of the normal BMI band: `currentBmi` is the midpoint (spec `normalBMIData[].currentBmi`). */
export interface NormalBmiPoint {
  week: number;
  currentBmi: number;
  bmiLow: number;
  bmiHigh: number;
}

/**
 * The normal BMI band at each of `weeks` for a woman of `heightInches` whose first weight recorded in this
 * pregnancy was `firstWeightKg` at gestation week `firstWeek` (see the file comment for the derivation).
 * Empty when height or weight is missing or not positive.
 */
export function normalBmiBand(
  heightInches: number | null,
  first: { weightKg: number | null; week: number } | null,
  weeks: readonly number[],
): NormalBmiPoint[] {
  if (!heightInches || heightInches <= 0 || !first || !first.weightKg || first.weightKg <= 0) return [];
  const category = bmiCategory(bmiExact(first.weightKg, heightInches));
  const [lowAtFirst, highAtFirst] = expectedGainKg(first.week, category);
  const prePregnancyKg = first.weightKg - (lowAtFirst + highAtFirst) / 2;
  return weeks.map((week) => {
    const [low, high] = expectedGainKg(week, category);
    const bmiLow = bmiExact(prePregnancyKg + low, heightInches);
    const bmiHigh = bmiExact(prePregnancyKg + high, heightInches);
    return { week, currentBmi: round((bmiLow + bmiHigh) / 2, 2), bmiLow: round(bmiLow, 2), bmiHigh: round(bmiHigh, 2) };
  });
}
