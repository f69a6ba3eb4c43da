import { expect, test } from 'vitest';
import {
  BABY_CHART_MONTHS,
  BABY_GROWTH_MONTHS,
  FETAL_WEIGHT_WEEKS,
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

test('normal fetal weight is indexed by week, 0 to 42: entry i is week i, null outside the WHO chart (14-40)', () => {
  const data = normalFetalWeightData(null);
  expect(data).toHaveLength(43);
  expect(FETAL_WEIGHT_WEEKS).toHaveLength(43);
  data.forEach((p, i) => expect(p.week).toBe(i));
  // the spec's client samples indexes 24, 26, ..., 40: week 24's median is 665 g, week 40's 3617 g
  expect(GESTATION_CHART_WEEKS.map((w) => data[w]?.weight)).toEqual([665, 902, 1189, 1523, 1901, 2312, 2745, 3186, 3617]);
  for (const week of [0, 13, 41, 42]) expect(data[week]).toEqual({ week, weight: null, weightLow: null, weightHigh: null });
  expect(data[14]).toEqual({ week: 14, weight: 90, weightLow: 78, weightHigh: 104 });
  for (let w = 15; w <= 40; w++) expect((data[w]?.weight ?? 0) > (data[w - 1]?.weight ?? 0)).toBe(true);
});

test('baby normal growth is indexed by completed month, 0 to 24, for the sex', () => {
  const boys = normalBabyGrowthData('male');
  expect(boys).toHaveLength(25);
  expect(BABY_GROWTH_MONTHS).toHaveLength(25);
  boys.forEach((p, i) => expect(p.ageMonths).toBe(i));
  // the spec's client samples indexes 2, 4, ..., 18
  expect(BABY_CHART_MONTHS.map((m) => boys[m]?.ageMonths)).toEqual([...BABY_CHART_MONTHS]);
  // WHO boys: 12 months M 9.6479 kg, 2 months M 5.5675 kg
  expect(boys[12]?.weight).toBe(9647.9);
  expect(boys[2]?.weight).toBe(5567.5);
  expect(normalBabyGrowthData('female')[2]?.weight).toBe(5128.2);
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
