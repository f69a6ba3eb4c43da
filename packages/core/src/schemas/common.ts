import { z } from 'zod';

import { normaliseMobileNumber } from '../preferences.ts';

export { toAsciiDigits, LANGS, THEMES, CALENDARS, type Lang } from '../preferences.ts';

/**
 * A Nepali mobile number: ten digits starting with 9 (NTC 984-986, Ncell 980-982, and others).
 * Spaces, dashes, a leading +977 and Devanagari digits are accepted and normalised away.
 * `requiredKey` is the message when it is missing (forms word it differently, spec §5).
 */
export function mobileNumberSchema(requiredKey = 'validation.mobile.required') {
  return z
    .string({ error: requiredKey })
    .transform(normaliseMobileNumber)
    .pipe(
      z
        .string()
        .min(1, { error: requiredKey })
        .regex(/^9\d{9}$/, { error: 'validation.mobile.invalid' }),
    );
}

/** A Nepali mobile number with the default messages; see {@link mobileNumberSchema}. */
export const MobileNumberSchema = mobileNumberSchema();

/** A required, trimmed text of at most `max` characters; messages are i18n keys. */
export function requiredText(requiredKey: string, max: number) {
  return z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: 'validation.tooLong' });
}
