import { expect, test } from 'vitest';
import { babyAgeDays, babyAgeParts, dueDateFromLmp, gestationalAgeDays, gestationalWeek } from './pregnancy.ts';

test.each([
  ['2026-01-01', '2026-10-08'],
  ['2024-02-29', '2024-12-05'], // leap year: Feb 29 counts
  ['2025-05-10', '2026-02-14'],
])('due date of LMP %s is %s (LMP + 280 days)', (lmp, due) => {
  expect(dueDateFromLmp(lmp)).toBe(due);
});

test.each([
  ['2026-05-09', '2026-11-21', 196, 28],
  ['2026-11-21', '2026-11-21', 0, 0],
  ['2026-11-15', '2026-11-21', 6, 0],
  ['2026-11-14', '2026-11-21', 7, 1],
  ['2026-12-01', '2026-11-21', 0, 0], // an LMP after today is not a negative age
])('LMP %s on %s: %i days, week %i', (lmp, today, days, week) => {
  expect(gestationalAgeDays(lmp, today)).toBe(days);
  expect(gestationalWeek(lmp, today)).toBe(week);
});

test.each([
  ['2026-07-21', '2026-11-21', 123, { months: 4, days: 0 }],
  ['2026-01-31', '2026-03-01', 29, { months: 1, days: 1 }],
  ['2026-11-21', '2026-11-21', 0, { months: 0, days: 0 }],
])('baby born %s is, on %s, %i days old', (birth, today, days, parts) => {
  expect(babyAgeDays(birth, today)).toBe(days);
  expect(babyAgeParts(birth, today)).toEqual(parts);
});

test.each([
  ['2024-01-31', '2024-02-29', { months: 1, days: 0 }], // Jan 31 + 1 month clamps to Feb 29 in a leap year
  ['2024-01-31', '2024-03-01', { months: 1, days: 1 }],
  ['2026-07-21', '2026-11-20', { months: 3, days: 30 }],
])('baby born %s, on %s, is %o old', (birth, today, parts) => {
  expect(babyAgeParts(birth, today)).toEqual(parts);
});
