/**
 * The baby's gender as the spec's client reads it, without zod: the web app's report uses it, and
 * a screen should not download the schema library for a one-line mapping.
 */

/** The baby's gender as the spec's client reads it (spec §3 "babyGender ... girl or other"). */
export const SPEC_BABY_GENDERS = ['girl', 'boy'] as const;

/** The spec's 'girl' | 'boy' for a recorded sex (girl, otherwise boy, as docs/spec/decisions.md reads the pictures). */
export function specBabyGender(sex: 'female' | 'male' | 'other' | null): (typeof SPEC_BABY_GENDERS)[number] | null {
  if (sex === null) return null;
  return sex === 'female' ? 'girl' : 'boy';
}
