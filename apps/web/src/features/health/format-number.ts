import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import type { Lang } from '@mamata/core/preferences';

/** A number with its decimals, in Devanagari digits in Nepali. */
export function formatNumber(value: number, decimals: number, lang: Lang): string {
  const text = value.toFixed(decimals);
  return localDigits(text, lang);
}
