/**
 * Nepal civil time (UTC+05:45, no daylight saving).
 *
 * Why this exists: peer apps computed "today" with the device's local time zone (or with UTC and
 * then formatted in Nepali), so on servers/devices not set to Asia/Kathmandu the Nepali date
 * turned over at 18:15 local (= 00:00 UTC) instead of midnight in Nepal, showing the wrong
 * day's schedule/vaccine and off-by-one baby ages every evening. Here an instant is shifted by
 * the fixed +345 minutes and read with `getUTC*` only, so the result is the same in every process
 * time zone. Day arithmetic works on civil dates ('YYYY-MM-DD'), never on local Date objects.
 */
import { DAY_MS, DateConversionError, dayNumberToIso, isoToDayNumber, parseIsoDate } from './civil-date.ts';
import type { IsoDate } from './civil-date.ts';

/** Nepal Standard Time offset from UTC, in minutes (+05:45). Nepal has no daylight saving. */
export const NEPAL_UTC_OFFSET_MINUTES = 345;

/**
 * The civil date in Nepal at the given instant, independent of the process time zone.
 * E.g. 2026-11-21T18:14:00Z (23:59 NPT) -> '2026-11-21'; 2026-11-21T18:15:00Z -> '2026-11-22'.
 * @throws {DateConversionError} INVALID_FORMAT for an invalid Date.
 */
export function toNepalDate(instant: Date): IsoDate {
  const t = instant instanceof Date ? instant.getTime() : Number.NaN;
  if (!Number.isFinite(t)) throw new DateConversionError('INVALID_FORMAT');
  return dayNumberToIso(Math.floor((t + NEPAL_UTC_OFFSET_MINUTES * 60_000) / DAY_MS));
}

/** Today's civil date in Nepal. @param now the current instant (injectable for tests). */
export function nepalToday(now: Date = new Date()): IsoDate {
  return toNepalDate(now);
}

/**
 * Adds `n` whole days (may be negative) to a civil date.
 * @throws {DateConversionError} INVALID_FORMAT for a malformed date or non-integer `n`.
 */
export function addDays(d: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new DateConversionError('INVALID_FORMAT');
  return dayNumberToIso(isoToDayNumber(d) + n);
}

/**
 * Whole days from `from` to `to` (`to - from`; negative when `to` is earlier). E.g. a baby's age
 * in days is `daysBetween(birthDate, nepalToday())`.
 * @throws {DateConversionError} INVALID_FORMAT for malformed dates.
 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return isoToDayNumber(to) - isoToDayNumber(from);
}

/** Minutes since midnight in Nepal at `instant` (0-1439). */
export function nepalMinuteOfDay(instant: Date): number {
  const m = Math.floor(instant.getTime() / 60_000) + NEPAL_UTC_OFFSET_MINUTES;
  return ((m % 1440) + 1440) % 1440;
}

/** Nepal's civil date and time of an instant as 'YYYY-MM-DDTHH:MM' (compares as text with a recorded date and time). */
export function nepalDateTime(instant: Date): string {
  return new Date(instant.getTime() + NEPAL_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** The instant at hour:minute Nepal time on Nepal date `day` (hour 0 is the day's first instant). */
export function nepalInstant(day: IsoDate, hour: number, minute = 0): Date {
  const { year, month, day: d } = parseIsoDate(day);
  const utcMs = Date.UTC(year, month - 1, d, hour, minute) - NEPAL_UTC_OFFSET_MINUTES * 60_000;
  return new Date(utcMs);
}
