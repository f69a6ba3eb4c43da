/**
 * The normal weight (and BMI) band of a pregnancy by week, from IOM 2009 gestational weight gain
 * (reference/gestational-weight-gain.ts, cited there; copied from reference/sources/gestational-weight-gain.json).
 * 1. Her pre-pregnancy weight is the weight recorded at registration (with her height); its BMI gives her
 *    IOM category (WHO adult cut-offs 18.5 / 25 / 30). Her own readings in pregnancy are never the yardstick.
 * 2. The weight IOM expects at week w is that weight plus the gain band at w, following the reference's own
 *    `expected_cumulative_gain_formula` (an approximation of IOM 2009, not an IOM table).
 * 3. That weight over her height squared (spec BMI) gives the BMI band; `currentBmi` is its midpoint.
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

/**
 * The weight IOM 2009 expects at (fractional) gestation week `weeks`, [low, high] kg, for a woman whose
 * pre-pregnancy (registration) weight is `prePregnancyKg` and height `heightInches`; null when either is
 * missing or not positive.
 */
export function expectedWeightBandKg(prePregnancyKg: number | null, heightInches: number | null, weeks: number): { low: number; high: number } | null {
  if (!prePregnancyKg || prePregnancyKg <= 0 || !heightInches || heightInches <= 0) return null;
  const [low, high] = expectedGainKg(weeks, bmiCategory(bmiExact(prePregnancyKg, heightInches)));
  return { low: prePregnancyKg + low, high: prePregnancyKg + high };
}

/** A point of the normal BMI band: `currentBmi` is the midpoint (spec `normalBMIData[].currentBmi`). */
export interface NormalBmiPoint {
  week: number;
  currentBmi: number;
  bmiLow: number;
  bmiHigh: number;
}

/**
 * The normal BMI band at each of `weeks` for a woman of `heightInches` whose pre-pregnancy (registration)
 * weight is `prePregnancyKg` (see the file comment). Empty when height or weight is missing or not positive.
 */
export function normalBmiBand(heightInches: number | null, prePregnancyKg: number | null, weeks: readonly number[]): NormalBmiPoint[] {
  const out: NormalBmiPoint[] = [];
  for (const week of weeks) {
    const band = expectedWeightBandKg(prePregnancyKg, heightInches, week);
    if (!band || !heightInches) return [];
    const bmiLow = bmiExact(band.low, heightInches);
    const bmiHigh = bmiExact(band.high, heightInches);
    out.push({ week, currentBmi: round((bmiLow + bmiHigh) / 2, 2), bmiLow: round(bmiLow, 2), bmiHigh: round(bmiHigh, 2) });
  }
  return out;
}
