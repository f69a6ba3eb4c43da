import { expect, test } from 'vitest';
import { LENGTH_FOR_AGE_BOYS_CM, LENGTH_FOR_AGE_GIRLS_CM, WEIGHT_FOR_AGE_BOYS_KG, WEIGHT_FOR_AGE_GIRLS_KG } from '../reference/who-growth.ts';
import { nepalToday } from '../calendar/nepal-time.ts';
import { babyAgeDays } from './pregnancy.ts';
import { ageInMonths, lmsValue, normalGrowthAt, whoSexOf } from './growth.ts';

test('WHO boys median weight at 12 months is 9.6479 kg (the reference cross-check)', () => {
  const row = WEIGHT_FOR_AGE_BOYS_KG.find((r) => r[0] === 12);
  expect(row?.[2]).toBe(9.6479);
  expect(normalGrowthAt('male', 12).weight).toBe(9647.9);
});

// who-growth-*-for-age.json `exact_from_lms` (kg / cm, 3 dp), rows of the reference file.
test.each([
  ['weight boys', WEIGHT_FOR_AGE_BOYS_KG, 0, -2, 2.459],
  ['weight boys', WEIGHT_FOR_AGE_BOYS_KG, 0, 2, 4.419],
  ['weight boys', WEIGHT_FOR_AGE_BOYS_KG, 12, -3, 6.927],
  ['weight boys', WEIGHT_FOR_AGE_BOYS_KG, 24, 2, 15.277], // L < 0
  ['weight girls', WEIGHT_FOR_AGE_GIRLS_KG, 12, -2, 7.043],
  ['weight girls', WEIGHT_FOR_AGE_GIRLS_KG, 24, 0, 11.477],
  ['weight girls', WEIGHT_FOR_AGE_GIRLS_KG, 18, 3, 15.089],
  ['length boys', LENGTH_FOR_AGE_BOYS_CM, 0, 0, 49.884],
  ['length boys', LENGTH_FOR_AGE_BOYS_CM, 18, -2, 76.864],
  ['length girls', LENGTH_FOR_AGE_GIRLS_CM, 24, 2, 92.869],
])('%s month %i at z %i is %f', (_name, rows, month, z, expected) => {
  const row = rows.find((r) => r[0] === month);
  if (!row) throw new Error('missing row');
  expect(lmsValue(row, z)).toBeCloseTo(expected, 3);
});

test('L = 0 uses M * exp(S*z)', () => {
  expect(lmsValue([0, 0, 10, 0.1], 1)).toBeCloseTo(10 * Math.exp(0.1), 12);
});

test('every WHO table has months 0 to 24 in order', () => {
  for (const rows of [WEIGHT_FOR_AGE_BOYS_KG, WEIGHT_FOR_AGE_GIRLS_KG, LENGTH_FOR_AGE_BOYS_CM, LENGTH_FOR_AGE_GIRLS_CM]) {
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 25 }, (_, i) => i));
  }
});

test('normal growth is in grams and inches, girls for female and boys otherwise', () => {
  const girl = normalGrowthAt('female', 12);
  // who-growth-weight-for-age.json girls 12 mo: M 8.9481 kg, -2 SD 7.043, +2 SD 11.509 (3 dp)
  expect(girl).toMatchObject({ ageMonths: 12, weight: 8948.1 });
  expect(girl.weightLow / 1000).toBeCloseTo(7.043, 3);
  expect(girl.weightHigh / 1000).toBeCloseTo(11.509, 3);
  // who-growth-length-for-age.json girls 12 mo: 74.015, 68.865, 79.165 cm
  expect(girl).toMatchObject({ height: 29.14, heightLow: 27.11, heightHigh: 31.17 });
  expect(normalGrowthAt('other', 12)).toEqual(normalGrowthAt('male', 12));
  expect(whoSexOf('female')).toBe('girls');
  expect(whoSexOf('other')).toBe('boys');
});

test('no WHO row beyond 24 months', () => {
  expect(() => normalGrowthAt('male', 25)).toThrow(RangeError);
});

test.each([
  [0, 0],
  [61, 2], // 61 / 30.4375 = 2.004
  [365, 11.99],
  [548, 18.0],
])('%i days is %f months on the chart', (days, months) => {
  expect(ageInMonths(days)).toBe(months);
});

// Spec §3: whole days since birth from local midnight in Nepal (UTC+05:45).
test.each([
  ['2026-11-21T18:14:59Z', 122], // 23:59:59 in Nepal on 21 Nov
  ['2026-11-21T18:15:00Z', 123], // midnight in Nepal: 22 Nov
  ['2026-11-22T00:00:00Z', 123], // still 22 Nov in Nepal although a UTC day changed 5 h 45 min earlier
])('a baby born 2026-07-22 is, at %s, %i days old', (instant, days) => {
  expect(babyAgeDays('2026-07-22', nepalToday(new Date(instant)))).toBe(days);
});
