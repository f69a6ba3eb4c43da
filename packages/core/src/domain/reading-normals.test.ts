import { describe, expect, test } from 'vitest';
import { normalBmiBand } from './gestational-weight.ts';
import { normalGrowthAt } from './growth.ts';
import { normalFetalWeightData, normalMotherData } from './normal-values.ts';
import {
  babyHeightReading,
  babyWeightReading,
  bmiReading,
  diastolicReading,
  fetalWeightReading,
  systolicReading,
  waterLevelReading,
} from './reading-normals.ts';
import { WHO_DAYS_PER_MONTH } from '../reference/who-growth.ts';
import { amnioticFluidVerdict, babyHeightVerdict, babyWeightVerdict, bloodPressureVerdict, fetalWeightVerdict, weightGainVerdict } from './verdicts.ts';

describe('at the chart weeks and months, the normal value and range are the curve the report draws', () => {
  test('blood pressure: the median line and the 140 / 90 limits', () => {
    const [n] = normalMotherData([28]);
    expect(systolicReading(120, 28 * 7)).toMatchObject({ normal: n!.systolicPressure, low: null, high: 140 });
    expect(diastolicReading(70, 28 * 7)).toMatchObject({ normal: n!.diastolicPressure, low: null, high: 90 });
  });

  test('water level: the 50th, 5th and 95th percentiles in cm', () => {
    const [n] = normalMotherData([32]);
    expect(waterLevelReading(14, 32 * 7)).toMatchObject({ normal: n!.wombWaterLevel, low: n!.wombWaterLevelLow, high: n!.wombWaterLevelHigh });
  });

  test('BMI: the band of her registration weight and height', () => {
    const [n] = normalBmiBand(62, 50, [24]);
    expect(bmiReading(52, 24 * 7, 50, 62)).toMatchObject({ normal: n!.currentBmi, low: n!.bmiLow, high: n!.bmiHigh });
  });

  test('fetal weight: WHO 50th, 10th, 90th percentiles', () => {
    const [n] = normalFetalWeightData('female', [30]);
    expect(fetalWeightReading(1500, 30 * 7, 'female')).toMatchObject({
      normal: Math.round(n!.weight!),
      low: Math.round(n!.weightLow!),
      high: Math.round(n!.weightHigh!),
    });
  });

  test('baby weight and length: WHO median and -2 / +2 SD', () => {
    const n = normalGrowthAt('male', 6);
    const days = 6 * WHO_DAYS_PER_MONTH;
    expect(babyWeightReading(7000, days, 'male')).toMatchObject({ normal: Math.round(n.weight), low: Math.round(n.weightLow), high: Math.round(n.weightHigh) });
    expect(babyHeightReading(26, days, 'male')).toMatchObject({ normal: n.height, low: n.heightLow, high: n.heightHigh });
  });
});

describe('the verdict is always the clinical rule of domain/verdicts.ts', () => {
  test.each([100, 139, 140, 155, 160, 175])('systolic %i', (v) => {
    expect(systolicReading(v, 200).verdict).toEqual(bloodPressureVerdict(v, null));
  });
  test.each([60, 89, 90, 109, 110])('diastolic %i', (v) => {
    expect(diastolicReading(v, 200).verdict).toEqual(bloodPressureVerdict(null, v));
  });
  test.each([
    [4.5, 200],
    [6, 200],
    [14, 200],
    [25, 200],
    [30, 250],
    [14, 50],
  ])('water level %f cm at day %i', (cm, days) => {
    expect(waterLevelReading(cm, days).verdict).toEqual(amnioticFluidVerdict(cm, days));
  });
  test.each([40, 55, 60, 70])('weight %i kg (BMI chart)', (kg) => {
    expect(bmiReading(kg, 180, 50, 62).verdict).toEqual(weightGainVerdict(kg, 180, 50, 62));
  });
  test.each([500, 1200, 1600, 2500])('fetal weight %i g', (g) => {
    expect(fetalWeightReading(g, 205, null).verdict).toEqual(fetalWeightVerdict(g, 205, null));
  });
  test.each([3000, 6000, 9000, 12000])('baby weight %i g', (g) => {
    expect(babyWeightReading(g, 130, 'female').verdict).toEqual(babyWeightVerdict(g, 130, 'female'));
  });
  test.each([20, 24, 26, 30])('baby length %i in', (inches) => {
    expect(babyHeightReading(inches, 130, 'female').verdict).toEqual(babyHeightVerdict(inches, 130, 'female'));
  });

  test('a reading inside the range is normal, outside it is low or high', () => {
    const r = babyWeightReading(6000, 130, 'female');
    expect(r.low! < 6000 && 6000 < r.high!).toBe(true);
    expect(r.verdict).toEqual({ level: 'normal', direction: null });
    expect(babyWeightReading(r.low! - 50, 130, 'female').verdict).toEqual({ level: 'see-health-worker', direction: 'low' });
    expect(babyWeightReading(r.high! + 50, 130, 'female').verdict).toEqual({ level: 'see-health-worker', direction: 'high' });
  });
});

describe('where the reference has nothing, no normal and no verdict', () => {
  test('BMI without a registration weight or height', () => {
    expect(bmiReading(60, 200, null, 62)).toEqual({ normal: null, low: null, high: null, verdict: { level: 'no-reference', direction: null } });
    expect(bmiReading(60, 200, 50, null).verdict.level).toBe('no-reference');
  });
  test('a baby past 24 months; a fetus before the WHO table', () => {
    expect(babyWeightReading(12000, 800, 'male')).toMatchObject({ normal: null, low: null, high: null, verdict: { level: 'no-reference' } });
    expect(fetalWeightReading(100, 70, null)).toMatchObject({ normal: null, low: null, high: null, verdict: { level: 'no-reference' } });
  });
  test('blood pressure before the first anchor week: no median, still judged', () => {
    expect(systolicReading(150, 8 * 7)).toMatchObject({ normal: null, high: 140, verdict: { level: 'see-health-worker', direction: 'high' } });
  });
});
