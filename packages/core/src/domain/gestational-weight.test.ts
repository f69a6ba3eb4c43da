import { expect, test } from 'vitest';
import { bmiCategory, expectedGainKg, expectedWeightBandKg, normalBmiBand } from './gestational-weight.ts';

// gestational-weight-gain.json `bmi_categories_who`: < 18.5, 18.5-24.9, 25.0-29.9, >= 30.
test.each([
  [18.49, 'underweight'],
  [18.5, 'normal'],
  [24.99, 'normal'],
  [25, 'overweight'],
  [29.99, 'overweight'],
  [30, 'obese'],
] as const)('BMI %f is %s', (value, category) => {
  expect(bmiCategory(value)).toBe(category);
});

// The reference's expected_cumulative_gain_formula with IOM 2009 singleton totals.
test.each([
  [0, 'normal', [0, 0]],
  [6.5, 'normal', [0.25, 1]],
  [13, 'obese', [0.5, 2]], // first trimester: the same for every category
  [26.5, 'normal', [6, 9]], // half way from [0.5, 2] to [11.5, 16]
  [40, 'underweight', [12.5, 18]],
  [40, 'overweight', [7, 11.5]],
  [42, 'obese', [5, 9]], // held after term
] as const)('gain by week %f, %s: %o kg', (week, category, [low, high]) => {
  const [gotLow, gotHigh] = expectedGainKg(week, category);
  expect(gotLow).toBeCloseTo(low, 10);
  expect(gotHigh).toBeCloseTo(high, 10);
});

test('normal BMI band from her registration (pre-pregnancy) weight: 52 kg, 60 in tall', () => {
  // BMI 52 / 1.524^2 = 22.39 -> normal; week 40: (52 + [11.5, 16]) / 1.524^2 = [27.34, 29.28];
  // week 24: gain [0.5 + 11 x 11/27, 2 + 14 x 11/27] = [4.981, 7.704]
  expect(normalBmiBand(60, 52, [24, 40])).toEqual([
    { week: 24, currentBmi: 25.12, bmiLow: 24.53, bmiHigh: 25.71 },
    { week: 40, currentBmi: 28.31, bmiLow: 27.34, bmiHigh: 29.28 },
  ]);
});

test('the category comes from the registration weight: an overweight start gets the narrower IOM band', () => {
  const [normal] = normalBmiBand(60, 54, [40]);
  const [overweight] = normalBmiBand(60, 64, [40]);
  if (!normal || !overweight) throw new Error('empty band');
  expect(overweight.bmiHigh - overweight.bmiLow).toBeLessThan(normal.bmiHigh - normal.bmiLow);
  expect(expectedWeightBandKg(64, 60, 40)).toEqual({ low: 71, high: 75.5 }); // BMI 27.56 overweight: +7 to +11.5 kg
});

test.each([
  [null, 54],
  [0, 54],
  [60, null],
  [60, 0],
])('no band without height (%s) or a registration weight (%s)', (height, weight) => {
  expect(normalBmiBand(height, weight, [24])).toEqual([]);
  expect(expectedWeightBandKg(weight, height, 24)).toBeNull();
});
