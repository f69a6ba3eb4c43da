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

/** The date `months` calendar months after `date`, clamped to the month's last day (Jan 31 + 1 = Feb 28). */
function addMonthsClamped(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * Whole calendar months and remaining days of a baby's age (for display): the months are counted
 * to the last monthly anniversary on or before `today`, the days from there.
 */
export function babyAgeParts(birthDate: IsoDate, today: IsoDate = nepalToday()): { months: number; days: number } {
  if (daysBetween(birthDate, today) <= 0) return { months: 0, days: 0 };
  const [by, bm] = birthDate.split('-').map(Number) as [number, number];
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  let months = (ty - by) * 12 + (tm - bm);
  while (months > 0 && daysBetween(addMonthsClamped(birthDate, months), today) < 0) months -= 1;
  return { months, days: daysBetween(addMonthsClamped(birthDate, months), today) };
}
