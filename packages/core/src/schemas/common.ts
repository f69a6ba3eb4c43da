import { z } from 'zod';

const DEVANAGARI_ZERO = 0x0966;

/** Turns Devanagari digits (०-९) into ASCII digits so a number typed on a Nepali keyboard works. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}

/**
 * A Nepali mobile number: ten digits starting with 9 (NTC 984-986, Ncell 980-982, and others).
 * Spaces, dashes, a leading +977 and Devanagari digits are accepted and normalised away.
 * `requiredKey` is the message when it is missing (forms word it differently, spec §5).
 */
export function mobileNumberSchema(requiredKey = 'validation.mobile.required') {
  return z
    .string({ error: requiredKey })
    .transform((v) => toAsciiDigits(v).replace(/[\s-]/g, '').replace(/^\+?977/, ''))
    .pipe(z.string().min(1, { error: requiredKey }).regex(/^9\d{9}$/, { error: 'validation.mobile.invalid' }));
}

/** A Nepali mobile number with the default messages; see {@link mobileNumberSchema}. */
export const MobileNumberSchema = mobileNumberSchema();

/** A required, trimmed text of at most `max` characters; messages are i18n keys. */
export function requiredText(requiredKey: string, max: number) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: 'validation.tooLong' });
}

/** Preferences stored in the browser (spec §3 local-storage keys `lang`, `date`, `mode`). */
export const LANGS = ['en', 'ne'] as const;
/** A supported interface language. */
export type Lang = (typeof LANGS)[number];
/** Themes, spec §1 "light or dark mode". */
export const THEMES = ['light', 'dark'] as const;
/** Calendars, spec §9: AD or Bikram Sambat. */
export const CALENDARS = ['ad', 'bs'] as const;
