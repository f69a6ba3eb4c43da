/**
 * Keys of schedule periods that screens look for by name, apart from the templates themselves
 * (schedule-templates.ts): a screen that needs a key does not download every template with it.
 */

/** Key of the period of her own postnatal care (days since the birth, not since the LMP). */
export const MOTHER_POSTNATAL_PERIOD_KEY = 'after-birth';

/** Key of the mother's period of antenatal contact `n` (1-8, reference/anc-contacts.ts): 'contact-2'. */
export function ancContactPeriodKey(n: number): string {
  return `contact-${n}`;
}

/** The contact (1-8) a mother period is the window of, or null for another period. */
export function ancContactOfPeriodKey(key: string): number | null {
  const m = /^contact-([1-8])$/.exec(key);
  return m ? Number(m[1]) : null;
}
