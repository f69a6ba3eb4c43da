/**
 * The AI doctor's limits (docs/spec/decisions.md "AI doctor limits"), without zod so the web screen can read
 * them without downloading the schema library.
 */

/** Longest question: 1,000 characters (400 otherwise). */
export const PROMPT_MAX_LENGTH = 1000;
/** Questions an account may ask per hour (429 beyond). */
export const QUESTIONS_PER_HOUR = 60;
