/**
 * Profile kinds without zod, so a screen that only needs to tell a mother from a baby does not
 * download the schema library (schemas/auth.ts re-exports these).
 */

/** Profile kinds (spec §1: BABY if registration_type contains BABY, otherwise MOTHER). */
export const REGISTRATION_TYPES = ['MOTHER', 'BABY', 'MOTHER_AND_BABY'] as const;
/** One of {@link REGISTRATION_TYPES}. */
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
/** Spec §1: a profile is BABY when its registration type contains BABY. */
export function isBabyProfile(registrationType: string | null | undefined): boolean {
  return (registrationType ?? '').toUpperCase().includes('BABY');
}
