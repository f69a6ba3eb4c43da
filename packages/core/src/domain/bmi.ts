import { inchesToMetres, round } from './units.ts';

/**
 * Body mass index as the spec defines it (§3): weight (kg) / (height (inches) x 0.0254)^2, rounded to
 * two decimals. Null when either value is missing or not positive (nothing to show, never a 0 or NaN).
 */
export function bmi(weightKg: number | null | undefined, heightInches: number | null | undefined): number | null {
  if (weightKg == null || heightInches == null || !(weightKg > 0) || !(heightInches > 0)) return null;
  return round(bmiExact(weightKg, heightInches), 2);
}

/** BMI without rounding (for further arithmetic); inputs must be positive. */
export function bmiExact(weightKg: number, heightInches: number): number {
  const m = inchesToMetres(heightInches);
  return weightKg / (m * m);
}
