/**
 * Civil (time-zone-free) date helpers shared by the calendar module.
 *
 * A civil date is a calendar day with no time and no zone, written 'YYYY-MM-DD'. Internally it is
 * handled as a whole "day number": days since 1970-01-01 in the proleptic Gregorian calendar.
 * All arithmetic goes through `Date.UTC` / `getUTC*` only, so results never depend on the
 * machine's local time zone (process.env.TZ, the browser's zone, daylight-saving changes).
 */

/** A civil date 'YYYY-MM-DD' (proleptic Gregorian, no time, no time zone). */
export type IsoDate = string;

/** Milliseconds in one civil day. */
export const DAY_MS = 86_400_000;

/** Error codes raised by date conversion and parsing. */
export type DateConversionErrorCode = 'OUT_OF_RANGE' | 'INVALID_FORMAT';

/** Exact user-facing message for malformed or impossible dates (product spec, "Date conversion"). */
export const INVALID_FORMAT_MESSAGE = 'Invalid date format';

/**
 * Raised by the calendar functions.
 * - `INVALID_FORMAT`: unparsable text or an impossible day (month 13, 31 February, day 33, ...).
 * - `OUT_OF_RANGE`: a valid date outside the Bikram Sambat table (by default BS 2000/01/01 -
 *   2090/12/30, i.e. AD 1943-04-14 - 2034-04-13).
 */
export class DateConversionError extends Error {
  /** Machine-readable reason; UI code should switch on this rather than on the message. */
  readonly code: DateConversionErrorCode;

  /**
   * @param code reason for the failure
   * @param message user-facing message (defaults to the spec text for INVALID_FORMAT)
   */
  constructor(code: DateConversionErrorCode, message: string = INVALID_FORMAT_MESSAGE) {
    super(message);
    this.name = 'DateConversionError';
    this.code = code;
  }
}

/** Year, month (1-12) and day of a Gregorian civil date. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Number of days in a Gregorian month (month 1-12). */
export function daysInGregorianMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Parses 'YYYY-MM-DD' strictly (two-digit month and day, real calendar day).
 * @throws {DateConversionError} INVALID_FORMAT for anything else.
 */
export function parseIsoDate(value: IsoDate): CivilDate {
  const m = typeof value === 'string' ? ISO_DATE_RE.exec(value) : null;
  if (!m) throw new DateConversionError('INVALID_FORMAT');
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInGregorianMonth(year, month)) {
    throw new DateConversionError('INVALID_FORMAT');
  }
  return { year, month, day };
}

/** True when `value` is a well-formed, existing 'YYYY-MM-DD' civil date. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Days since 1970-01-01 of a civil date (negative before it).
 * Uses `setUTCFullYear` rather than `Date.UTC(y, ...)` so that years 0-99 are not remapped to 19xx.
 */
export function civilToDayNumber(year: number, month: number, day: number): number {
  const t = new Date(0);
  t.setUTCFullYear(year, month - 1, day);
  return Math.round(t.getTime() / DAY_MS);
}

/** Inverse of {@link civilToDayNumber}. */
export function dayNumberToCivil(dayNumber: number): CivilDate {
  const t = new Date(dayNumber * DAY_MS);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/**
 * Day number (days since 1970-01-01) of an ISO civil date.
 * @throws {DateConversionError} INVALID_FORMAT for malformed input.
 */
export function isoToDayNumber(value: IsoDate): number {
  const { year, month, day } = parseIsoDate(value);
  return civilToDayNumber(year, month, day);
}

/** ISO civil date 'YYYY-MM-DD' of a day number (days since 1970-01-01). */
export function dayNumberToIso(dayNumber: number): IsoDate {
  if (!Number.isSafeInteger(dayNumber)) throw new DateConversionError('INVALID_FORMAT');
  const { year, month, day } = dayNumberToCivil(dayNumber);
  if (year < 0 || year > 9999) throw new DateConversionError('OUT_OF_RANGE', 'Year outside 0000-9999');
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Day of the week of a day number: 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOfDayNumber(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}
