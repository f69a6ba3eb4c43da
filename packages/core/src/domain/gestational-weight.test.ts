import { expect, test } from 'vitest';
import { bmiCategory, expectedGainKg, normalBmiBand } from './gestational-weight.ts';

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

test('normal BMI band from her first recorded weight: 54 kg at 14 weeks, 60 in tall', () => {
  // BMI 23.25 -> normal; pre-pregnancy estimate 54 - mid gain at 14 weeks (1.713) = 52.287 kg;
  // week 40: (52.287 + [11.5, 16]) / 1.524^2 = [27.46, 29.40]
  expect(normalBmiBand(60, { weightKg: 54, week: 14 }, [24, 40])).toEqual([
    { week: 24, currentBmi: 25.24, bmiLow: 24.66, bmiHigh: 25.83 },
    { week: 40, currentBmi: 28.43, bmiLow: 27.46, bmiHigh: 29.4 },
  ]);
});

test('an overweight start gets the narrower IOM band', () => {
  const [normal] = normalBmiBand(60, { weightKg: 54, week: 12 }, [40]);
  const [overweight] = normalBmiBand(60, { weightKg: 64, week: 12 }, [40]);
  if (!normal || !overweight) throw new Error('empty band');
  expect(overweight.bmiHigh - overweight.bmiLow).toBeLessThan(normal.bmiHigh - normal.bmiLow);
});

test.each([
  [null, { weightKg: 54, week: 14 }],
  [0, { weightKg: 54, week: 14 }],
  [60, null],
  [60, { weightKg: null, week: 14 }],
])('no band without height (%s) or a first weight (%o)', (height, first) => {
  expect(normalBmiBand(height, first, [24])).toEqual([]);
});
