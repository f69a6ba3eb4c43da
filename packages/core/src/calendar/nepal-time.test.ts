import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { DateConversionError } from './civil-date.ts';
import { NEPAL_UTC_OFFSET_MINUTES, addDays, daysBetween, nepalDateTime, nepalInstant, nepalMinuteOfDay, nepalToday, toNepalDate } from './nepal-time.ts';

test('Nepal is UTC+05:45', () => {
  expect(NEPAL_UTC_OFFSET_MINUTES).toBe(345);
});

test.each([
  // 23:59 in Nepal is still the 21st; 00:00 NPT (18:15 UTC) is the 22nd. Peers flipped at 18:15 local.
  ['2026-11-21T18:14:00Z', '2026-11-21'],
  ['2026-11-21T18:14:59.999Z', '2026-11-21'],
  ['2026-11-21T18:15:00Z', '2026-11-22'],
  ['2026-11-21T00:00:00Z', '2026-11-21'],
  ['2026-11-20T18:15:00Z', '2026-11-21'],
  ['2026-12-31T18:15:00Z', '2027-01-01'],
  ['2024-02-28T18:15:00Z', '2024-02-29'],
  ['2026-11-21T12:00:00+05:45', '2026-11-21'],
  ['2026-11-21T23:59:00-05:00', '2026-11-22'],
  // Before 1970 (negative epoch milliseconds) the floor must still be correct.
  ['1969-12-31T18:14:59Z', '1969-12-31'],
  ['1969-12-31T18:15:00Z', '1970-01-01'],
  ['1943-04-13T18:15:00Z', '1943-04-14'],
])('instant %s is Nepal date %s', (instant, expected) => {
  expect(toNepalDate(new Date(instant))).toBe(expected);
  expect(nepalToday(new Date(instant))).toBe(expected);
});

test('nepalToday defaults to the current instant', () => {
  const before = toNepalDate(new Date());
  const today = nepalToday();
  const after = toNepalDate(new Date());
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect([before, after]).toContain(today);
});

test('toNepalDate rejects an invalid Date', () => {
  expect(() => toNepalDate(new Date('nope'))).toThrow(DateConversionError);
});

test.each<[string, number, string]>([
  ['2026-11-21', 0, '2026-11-21'],
  ['2026-11-21', 1, '2026-11-22'],
  ['2026-11-30', 1, '2026-12-01'],
  ['2026-12-31', 1, '2027-01-01'],
  ['2024-02-28', 1, '2024-02-29'],
  ['2023-02-28', 1, '2023-03-01'],
  ['2026-03-01', -1, '2026-02-28'],
  ['2026-01-01', -1, '2025-12-31'],
  ['2026-11-21', 280, '2027-08-28'],
  ['2026-11-21', -280, '2026-02-14'],
])('addDays(%s, %i) = %s', (d, n, expected) => {
  expect(addDays(d, n)).toBe(expected);
});

test.each<[string, string, number]>([
  ['2026-11-21', '2026-11-21', 0],
  ['2026-11-21', '2026-11-22', 1],
  ['2026-11-22', '2026-11-21', -1],
  ['2026-01-31', '2026-03-01', 29],
  ['2024-01-31', '2024-03-01', 30],
  ['2025-01-01', '2026-01-01', 365],
  ['2024-01-01', '2025-01-01', 366],
  ['1943-04-14', '2034-04-13', 33237],
  // Spanning the (non-Nepal) DST changes must still be whole days.
  ['2026-03-01', '2026-04-01', 31],
  ['2026-10-01', '2026-11-01', 31],
])('daysBetween(%s, %s) = %i', (from, to, expected) => {
  expect(daysBetween(from, to)).toBe(expected);
  expect(addDays(from, expected)).toBe(to);
});

test.each(['2026-02-30', 'abc', '2026-11-21T00:00', ''])('addDays/daysBetween reject %j', (bad) => {
  expect(() => addDays(bad, 1)).toThrow(DateConversionError);
  expect(() => daysBetween(bad, '2026-01-01')).toThrow(DateConversionError);
  expect(() => daysBetween('2026-01-01', bad)).toThrow(DateConversionError);
});

test('addDays rejects a non-integer count', () => {
  expect(() => addDays('2026-01-01', 1.5)).toThrow(DateConversionError);
  expect(() => addDays('2026-01-01', Number.NaN)).toThrow(DateConversionError);
});

test('nepal-time.ts reads instants with UTC accessors only', () => {
  const code = readFileSync(new URL('./nepal-time.ts', import.meta.url), 'utf8');
  expect(code).not.toMatch(/\.get(FullYear|Month|Date|Day|Hours|Minutes|Seconds|TimezoneOffset)\(/);
  expect(code).toContain('NEPAL_UTC_OFFSET_MINUTES * 60_000');
});

test('the clock in Nepal: minute of the day, date and time, and an instant from a Nepal date and hour', () => {
  // 18:14 UTC is 23:59 in Nepal; 18:15 UTC is the next day's midnight
  expect(nepalMinuteOfDay(new Date('2026-11-21T18:14:00Z'))).toBe(23 * 60 + 59);
  expect(nepalMinuteOfDay(new Date('2026-11-21T18:15:00Z'))).toBe(0);
  expect(nepalDateTime(new Date('2026-11-21T18:14:30Z'))).toBe('2026-11-21T23:59');
  expect(nepalDateTime(new Date('2026-11-21T18:15:00Z'))).toBe('2026-11-22T00:00');
  expect(nepalInstant('2026-11-22', 0).toISOString()).toBe('2026-11-21T18:15:00.000Z');
  expect(nepalInstant('2026-11-22', 7, 30).toISOString()).toBe('2026-11-22T01:45:00.000Z');
  // the three agree: an instant made from a Nepal date and time reads back as that date and time
  for (const [day, hour, minute] of [
    ['2026-01-01', 0, 0],
    ['2026-06-30', 23, 59],
    ['2028-02-29', 12, 5],
  ] as const) {
    const at = nepalInstant(day, hour, minute);
    expect(nepalDateTime(at)).toBe(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
    expect(toNepalDate(at)).toBe(day);
    expect(nepalMinuteOfDay(at)).toBe(hour * 60 + minute);
  }
});
