import { expect, test } from 'vitest';
import {
  DateConversionError,
  civilToDayNumber,
  dayNumberToCivil,
  dayNumberToIso,
  daysInGregorianMonth,
  isIsoDate,
  isoToDayNumber,
  parseIsoDate,
  weekdayOfDayNumber,
} from './civil-date.ts';

test('day numbers match Date.UTC over 1900-2100', () => {
  const bad: string[] = [];
  for (let n = civilToDayNumber(1900, 1, 1); n <= civilToDayNumber(2100, 12, 31); n++) {
    const { year, month, day } = dayNumberToCivil(n);
    if (Date.UTC(year, month - 1, day) !== n * 86_400_000) bad.push(`${n}`);
    if (isoToDayNumber(dayNumberToIso(n)) !== n) bad.push(`iso ${n}`);
    if (weekdayOfDayNumber(n) !== new Date(n * 86_400_000).getUTCDay()) bad.push(`weekday ${n}`);
  }
  expect(bad).toEqual([]);
});

test('fixed day numbers', () => {
  expect(civilToDayNumber(1970, 1, 1)).toBe(0);
  expect(civilToDayNumber(1969, 12, 31)).toBe(-1);
  expect(dayNumberToIso(0)).toBe('1970-01-01');
  expect(weekdayOfDayNumber(0)).toBe(4);
  expect(weekdayOfDayNumber(-1)).toBe(3);
  // Years 0-99 are not remapped to 1900-1999 as Date.UTC would do.
  expect(dayNumberToIso(civilToDayNumber(50, 3, 1))).toBe('0050-03-01');
});

test('parseIsoDate validates real days', () => {
  expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  expect(daysInGregorianMonth(1900, 2)).toBe(28);
  expect(daysInGregorianMonth(2000, 2)).toBe(29);
  expect(daysInGregorianMonth(2026, 4)).toBe(30);
  expect(daysInGregorianMonth(2026, 12)).toBe(31);
  for (const bad of ['2023-02-29', '1900-02-29', '2026-04-31', '2026-00-10', '2026-01-00', '26-01-01', 'x']) {
    expect(isIsoDate(bad), bad).toBe(false);
    expect(() => parseIsoDate(bad)).toThrow(new DateConversionError('INVALID_FORMAT'));
  }
  expect(isIsoDate('2000-02-29')).toBe(true);
  expect(isIsoDate(20000229)).toBe(false);
});

test('DateConversionError carries a code', () => {
  const e = new DateConversionError('OUT_OF_RANGE', 'x');
  expect(e).toBeInstanceOf(Error);
  expect(e.name).toBe('DateConversionError');
  expect(e.code).toBe('OUT_OF_RANGE');
  expect(e.message).toBe('x');
  expect(new DateConversionError('INVALID_FORMAT').message).toBe('Invalid date format');
});
