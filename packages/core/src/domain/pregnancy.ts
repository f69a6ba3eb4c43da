import { addDays, daysBetween, nepalToday } from '../calendar/nepal-time.ts';
import type { IsoDate } from '../calendar/bikram-sambat.ts';

/** Naegele's rule: the estimated due date is 280 days after the last menstrual period. */
export const PREGNANCY_LENGTH_DAYS = 280;

/** Due date from the last menstrual period (LMP + 280 days), used unless the nurse sets one. */
export function dueDateFromLmp(lmp: IsoDate): IsoDate {
  return addDays(lmp, PREGNANCY_LENGTH_DAYS);
}

/**
 * Days of pregnancy ("baby in days", spec §3) on `today`, counted from the LMP in Nepal time.
 * Never negative.
 */
export function gestationalAgeDays(lmp: IsoDate, today: IsoDate = nepalToday()): number {
  return Math.max(0, daysBetween(lmp, today));
}

/** Completed weeks of pregnancy: floor(days / 7) (spec §9). */
export function gestationalWeek(lmp: IsoDate, today: IsoDate = nepalToday()): number {
  return Math.floor(gestationalAgeDays(lmp, today) / 7);
}

/**
 * A baby's age in whole days since the birth date, from local midnight in Nepal time
 * (spec §3: offset 345 minutes). Never negative.
 */
export function babyAgeDays(birthDate: IsoDate, today: IsoDate = nepalToday()): number {
  return Math.max(0, daysBetween(birthDate, today));
}

/** Whole months and remaining days of an age in days, counted on the calendar (for display). */
export function babyAgeParts(birthDate: IsoDate, today: IsoDate = nepalToday()): { months: number; days: number } {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let months = (ty - by) * 12 + (tm - bm);
  let days = td - bd;
  if (days < 0) {
    months -= 1;
    // days in the month before `today`'s month
    days += new Date(Date.UTC(ty, tm - 1, 0)).getUTCDate();
  }
  if (months < 0) return { months: 0, days: 0 };
  return { months, days };
}
