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
