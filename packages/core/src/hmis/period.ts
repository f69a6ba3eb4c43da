/**
 * HMIS periods: Bikram Sambat months in Nepal time. Nepal's DHIS2 runs on the Nepali calendar, so a
 * monthly period is `YYYYMM` in BS and the fiscal year starts in Shrawan (month 04)
 * (reference/sources/nepal-hmis-dhis2.md §1.1 "Monthly report"). Dates are converted with the
 * project's one BS table (calendar/bikram-sambat.ts), never another.
 */
import { z } from 'zod';
import { adToBs, bsToAd, daysInBsMonth, getBsRange } from '../calendar/bikram-sambat.ts';
import type { IsoDate } from '../calendar/civil-date.ts';

/** A BS month as DHIS2 names it: 'YYYYMM' (e.g. '208208' is Mangsir 2082). */
export const HmisPeriodSchema = z
  .string({ error: 'validation.hmis.period' })
  .regex(/^\d{4}(0[1-9]|1[0-2])$/, { error: 'validation.hmis.period' })
  .refine(
    (p) => {
      const { start, end } = getBsRange();
      const year = Number(p.slice(0, 4));
      return year >= start.year && year <= end.year;
    },
    { error: 'validation.hmis.period' },
  );
export type HmisPeriod = string;

/** The BS year and month of a period. */
export function parsePeriod(period: HmisPeriod): { year: number; month: number } {
  return { year: Number(period.slice(0, 4)), month: Number(period.slice(4, 6)) };
}

/** The period of a BS year and month. */
export function toPeriod(year: number, month: number): HmisPeriod {
  return `${year}${String(month).padStart(2, '0')}`;
}

/** The first and last AD civil dates (Nepal time) of a BS month, both included. */
export function periodRange(period: HmisPeriod): { start: IsoDate; end: IsoDate } {
  const { year, month } = parsePeriod(period);
  return { start: bsToAd({ year, month, day: 1 }), end: bsToAd({ year, month, day: daysInBsMonth(year, month) }) };
}

/** The period a civil date (Nepal time) falls in. */
export function periodOf(date: IsoDate): HmisPeriod {
  const bs = adToBs(date);
  return toPeriod(bs.year, bs.month);
}

/** The period `n` months after (negative: before) `period`. */
export function addMonths(period: HmisPeriod, n: number): HmisPeriod {
  const { year, month } = parsePeriod(period);
  const index = year * 12 + (month - 1) + n;
  return toPeriod(Math.floor(index / 12), (index % 12) + 1);
}
