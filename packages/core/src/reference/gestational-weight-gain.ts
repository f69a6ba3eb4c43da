/**
 * Gestational weight gain by pre-pregnancy BMI category (singleton pregnancy), kg. From
 * packages/core/src/reference/sources/gestational-weight-gain.json: Institute of Medicine (IOM) and National Research Council,
 * Weight Gain During Pregnancy: Reexamining the Guidelines, National Academies Press 2009 (Rasmussen KM,
 * Yaktine AL, eds.), as reproduced by ACOG Committee Opinion 548 and cross-checked in three reproductions.
 * BMI categories are the WHO adult ones (IOM 2009 did not adopt Asian cut-offs; no Nepal-specific cut-offs
 * were found, so the standard ones are used, as the reference advises).
 * IOM publishes no week-by-week table; the reference's `expected_cumulative_gain_formula` (weeks 0-13 rise
 * linearly to the first-trimester gain, weeks 13-40 linearly to the total) is implemented in
 * domain/gestational-weight.ts and must be labelled an approximation of IOM 2009.
 */

/** WHO adult BMI categories. */
export type BmiCategory = 'underweight' | 'normal' | 'overweight' | 'obese';

/** Upper bounds (exclusive) of the categories: underweight < 18.5 <= normal < 25 <= overweight < 30 <= obese. */
export const BMI_CATEGORY_BOUNDS = { underweightBelow: 18.5, overweightFrom: 25, obeseFrom: 30 } as const;

/** IOM 2009 total gain at term, [low, high] kg, singleton. */
export const TOTAL_GAIN_KG: Readonly<Record<BmiCategory, readonly [number, number]>> = {
  underweight: [12.5, 18.0],
  normal: [11.5, 16.0],
  overweight: [7.0, 11.5],
  obese: [5.0, 9.0],
};

/** Gain assumed by the end of the first trimester, [low, high] kg, every category. */
export const FIRST_TRIMESTER_GAIN_KG: readonly [number, number] = [0.5, 2.0];
/** Last week of the first trimester in the reference's approximation. */
export const FIRST_TRIMESTER_END_WEEK = 13;
/** Term in the reference's approximation. */
export const TERM_WEEK = 40;
