import { expect, test } from 'vitest';
import {
  BABY_CHART_MONTHS,
  GESTATION_CHART_WEEKS,
  chartPoints,
  interpolateAnchors,
  normalBabyGrowthData,
  normalFetalWeightData,
  normalMotherData,
  sampleAtIndexes,
} from './normal-values.ts';
import { SYSTOLIC_ANCHORS_GREEN_2020 } from '../reference/pregnancy-blood-pressure.ts';

test('chart labels: gestation 24 to 40 step 2, baby months 2 to 18 step 2 (nine points each)', () => {
  expect(GESTATION_CHART_WEEKS).toEqual([24, 26, 28, 30, 32, 34, 36, 38, 40]);
  expect(BABY_CHART_MONTHS).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18]);
  expect(chartPoints(1, 2, 5)).toEqual([1]);
});

test('sampling picks the row of each index, in order, and never guesses a missing one', () => {
  const rows = [10, 11, 12, 13, 14].map((i) => ({ i, v: i * 100 }));
  expect(sampleAtIndexes(rows, (r) => r.i, [14, 10, 12]).map((r) => r.v)).toEqual([1400, 1000, 1200]);
  expect(() => sampleAtIndexes(rows, (r) => r.i, [15])).toThrow(RangeError);
});

// fetal-weight-by-gestational-age.json who_kiserud_2017: (p10, p50, p90) grams.
test.each([
  [null, 24, [576, 665, 765]],
  [null, 40, [3084, 3617, 4135]],
  ['other', 28, [1026, 1189, 1368]],
  ['female', 24, [567, 649, 740]],
  ['female', 40, [3012, 3567, 4129]],
  ['male', 28, [1056, 1215, 1399]],
] as const)('WHO fetal weight, sex %s, week %i: p10/p50/p90 %o g', (sex, week, [low, median, high]) => {
  const point = normalFetalWeightData(sex, [week])[0];
  expect(point).toEqual({ week, weight: median, weightLow: low, weightHigh: high });
});

test('normal fetal weight is sampled at weeks 24..40 step 2 and rises', () => {
  const data = normalFetalWeightData(null);
  expect(data.map((p) => p.week)).toEqual(GESTATION_CHART_WEEKS);
  for (let i = 1; i < data.length; i++) expect((data[i]?.weight ?? 0) > (data[i - 1]?.weight ?? 0)).toBe(true);
});

test('baby normal growth is sampled at months 2..18 step 2 for the sex', () => {
  const boys = normalBabyGrowthData('male');
  expect(boys.map((p) => p.ageMonths)).toEqual(BABY_CHART_MONTHS);
  expect(boys.find((p) => p.ageMonths === 12)?.weight).toBe(9647.9);
  expect(normalBabyGrowthData('female')[0]?.weight).not.toBe(boys[0]?.weight);
});

test('blood pressure median line goes straight between Green 2020 anchors', () => {
  expect(interpolateAnchors(SYSTOLIC_ANCHORS_GREEN_2020, 40)).toBe(121);
  expect(interpolateAnchors(SYSTOLIC_ANCHORS_GREEN_2020, 12)).toBe(114);
  expect(interpolateAnchors(SYSTOLIC_ANCHORS_GREEN_2020, 18.6)).toBe(113);
  // 113 + (121 - 113) * (29.3 - 18.6) / (40 - 18.6) = 117
  expect(interpolateAnchors(SYSTOLIC_ANCHORS_GREEN_2020, 29.3)).toBeCloseTo(117, 10);
  expect(() => interpolateAnchors(SYSTOLIC_ANCHORS_GREEN_2020, 41)).toThrow(RangeError);
});

test('normal mother data at the gestation labels: BP median and limits, amniotic fluid in cm', () => {
  const data = normalMotherData();
  expect(data.map((p) => p.week)).toEqual(GESTATION_CHART_WEEKS);
  // AFI week 24: p5 98, p50 147, p95 219 mm (amniotic-fluid-index-by-ga.json); Green 2020 at 24 weeks:
  // systolic 113 + 8 * 5.4 / 21.4 = 115.0, diastolic 69 + 9 * 4.8 / 20.8 = 71.1
  expect(data[0]).toEqual({
    week: 24,
    systolicPressure: 115,
    diastolicPressure: 71.1,
    systolicMax: 140,
    diastolicMax: 90,
    wombWaterLevel: 14.7,
    wombWaterLevelLow: 9.8,
    wombWaterLevelHigh: 21.9,
  });
  expect(data[8]).toMatchObject({ week: 40, systolicPressure: 121, diastolicPressure: 78, wombWaterLevel: 12.3 });
});
