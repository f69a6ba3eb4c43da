/**
 * Unit conversions, in one place (docs/spec/decisions.md "Units"): the app stores and sends the spec's units
 * (§9: baby weight grams, baby and mother height inches, mother weight kg) while the reference tables
 * are in cm, kg and mm. 1 inch = 2.54 cm exactly (international yard and pound agreement, 1959).
 */

/** Centimetres in one inch (exact). */
export const CM_PER_INCH = 2.54;
/** Metres in one inch (exact): the spec's BMI factor (§3). */
export const METRES_PER_INCH = 0.0254;

/** Rounds to `digits` decimals (half away from zero for positive values, as a person would). */
export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * f) / f;
}

/** Centimetres to inches. */
export function cmToInches(cm: number): number {
  return cm / CM_PER_INCH;
}

/** Inches to centimetres. */
export function inchesToCm(inches: number): number {
  return inches * CM_PER_INCH;
}

/** Inches to metres. */
export function inchesToMetres(inches: number): number {
  return inches * METRES_PER_INCH;
}

/** Kilograms to grams. */
export function kgToGrams(kg: number): number {
  return kg * 1000;
}

/** Grams to kilograms. */
export function gramsToKg(grams: number): number {
  return grams / 1000;
}

/** Millimetres to centimetres (amniotic fluid index: the reference is in mm, the app records cm). */
export function mmToCm(mm: number): number {
  return mm / 10;
}

/** Centimetres to millimetres. */
export function cmToMm(cm: number): number {
  return cm * 10;
}
