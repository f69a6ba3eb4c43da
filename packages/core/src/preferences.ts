/** Interface languages (spec §1: en or ne). */
export const LANGS = ['en', 'ne'] as const;
/** A supported interface language. */
export type Lang = (typeof LANGS)[number];
/** Themes, spec §1 "light or dark mode". */
export const THEMES = ['light', 'dark'] as const;
/** Calendars, spec §9: AD or Bikram Sambat. */
export const CALENDARS = ['ad', 'bs'] as const;

const DEVANAGARI_ZERO = 0x0966;

/** Turns Devanagari digits (०-९) into ASCII digits so a number typed on a Nepali keyboard works. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}

/**
 * A mobile number as typed, made comparable: Devanagari digits to ASCII, without spaces and dashes,
 * and without a leading +977 when a whole ten-digit number follows (9770125301 is a number, not
 * +977 0125301). The schemas check the result (schemas/common.ts); the login page, which loads no
 * schema before she types, uses it as it is.
 */
export function normaliseMobileNumber(raw: string): string {
  return toAsciiDigits(raw)
    .replace(/[\s-]/g, '')
    .replace(/^\+?977(?=\d{10}$)/, '');
}
