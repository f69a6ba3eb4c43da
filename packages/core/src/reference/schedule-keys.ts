/**
 * Keys of schedule periods that screens look for by name, apart from the templates themselves
 * (schedule-templates.ts): a screen that needs a key does not download every template with it.
 */

/** Key of the period of her own postnatal care (days since the birth, not since the LMP). */
export const MOTHER_POSTNATAL_PERIOD_KEY = 'after-birth';
