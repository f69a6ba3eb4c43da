import { describe, expect, test } from 'vitest';
import {
  amnioticFluidVerdict,
  babyHeightVerdict,
  babyWeightVerdict,
  bloodPressureVerdict,
  fetalAlerts,
  fetalWeightBandAt,
  fetalWeightVerdict,
  POSTPARTUM_READING_DAYS,
  pregnancyAlerts,
  sortAlerts,
  weightGainVerdict,
  worstLevel,
} from './verdicts.ts';
import { normalGrowthAt } from './growth.ts';
import { addDays as addDaysIso } from '../calendar/nepal-time.ts';

describe('blood pressure in pregnancy (ACOG/ISSHP/WHO: 140/90, severe 160/110)', () => {
  test.each([
    [120, 80, 'normal'],
    [139, 89, 'normal'],
    [140, 89, 'see-health-worker'],
    [139, 90, 'see-health-worker'],
    [140, 90, 'see-health-worker'],
    [142, 91, 'see-health-worker'],
    [159, 109, 'see-health-worker'],
    [160, 109, 'emergency'],
    [159, 110, 'emergency'],
    [160, 110, 'emergency'],
    [170, 115, 'emergency'],
    [118, 112, 'emergency'], // either number counts
    [165, 70, 'emergency'],
  ] as const)('%i/%i is %s', (s, d, level) => {
    expect(bloodPressureVerdict(s, d).level).toBe(level);
  });

  test('one number alone is judged; none is no-reference', () => {
    expect(bloodPressureVerdict(161, null).level).toBe('emergency');
    expect(bloodPressureVerdict(null, 92).level).toBe('see-health-worker');
    expect(bloodPressureVerdict(null, null).level).toBe('no-reference');
  });
});

describe('amniotic fluid index (Moore & Cayle 1990; cut-offs <= 50 mm, >= 240 mm)', () => {
  // 28 weeks: p5 94 mm, p95 228 mm.
  test.each([
    [5.0, 28 * 7, 'see-health-worker', 'low'], // 50 mm: at the oligohydramnios cut-off
    [5.1, 28 * 7, 'see-health-worker', 'low'], // 51 mm: below the 5th percentile (94)
    [9.4, 28 * 7, 'normal', null], // at p5
    [22.8, 28 * 7, 'normal', null], // at p95
    [22.9, 28 * 7, 'see-health-worker', 'high'],
    [24.0, 34 * 7, 'see-health-worker', 'high'], // 240 mm: cut-off, though under p95 (248) at 34 weeks
    [23.9, 34 * 7, 'normal', null],
    [4.0, 10 * 7, 'see-health-worker', 'low'], // cut-offs hold at any week
    [12.0, 10 * 7, 'no-reference', null], // before 16 weeks: no percentile lines
  ] as const)('%f cm at day %i is %s', (cm, days, level, direction) => {
    expect(amnioticFluidVerdict(cm, days)).toEqual({ level, direction });
  });

  test('percentile lines are interpolated at the exact week', () => {
    // p5 at 28w (94) and 29w (92): at 28w 3.5d it is 93 mm.
    expect(amnioticFluidVerdict(9.29, 28 * 7 + 3.5).level).toBe('see-health-worker');
    expect(amnioticFluidVerdict(9.3, 28 * 7 + 3.5).level).toBe('normal');
  });
});

describe('fetal weight at the exact gestational age (WHO, 10th-90th percentile, linear between weeks)', () => {
  // Sex unspecified: p10 576 g at 24w, 673 g at 25w; p90 765 g at 24w, 894 g at 25w.
  test('the band at 24w0d, 24w6d and 25w0d', () => {
    expect(fetalWeightBandAt(null, 24 * 7)).toEqual({ low: 576, high: 765 });
    const b = fetalWeightBandAt(null, 24 * 7 + 6);
    expect(b?.low).toBeCloseTo(576 + (97 * 6) / 7, 6);
    expect(b?.high).toBeCloseTo(765 + (129 * 6) / 7, 6);
    expect(fetalWeightBandAt(null, 25 * 7)).toEqual({ low: 673, high: 894 });
  });

  test.each([
    [575, 24 * 7, 'see-health-worker', 'low'],
    [576, 24 * 7, 'normal', null],
    [658, 24 * 7 + 6, 'see-health-worker', 'low'], // within the 24-week band, but below 10th percentile at 24w6d (659.1)
    [660, 24 * 7 + 6, 'normal', null],
    [672, 25 * 7, 'see-health-worker', 'low'],
    [673, 25 * 7, 'normal', null],
    [894, 25 * 7, 'normal', null],
    [895, 25 * 7, 'see-health-worker', 'high'],
    [100, 13 * 7, 'no-reference', null],
    [3500, 41 * 7, 'no-reference', null],
  ] as const)('%i g at day %i is %s', (g, days, level, direction) => {
    expect(fetalWeightVerdict(g, days)).toEqual({ level, direction });
  });

  test('the sex-specific chart is used when the sex is known', () => {
    // 24 weeks p10: female 567, male 592.
    expect(fetalWeightVerdict(580, 24 * 7, 'female').level).toBe('normal');
    expect(fetalWeightVerdict(580, 24 * 7, 'male').level).toBe('see-health-worker');
  });
});

describe('baby growth from birth (WHO months 0-24, -2 SD to +2 SD)', () => {
  test('a newborn (month 0) is judged, not "no normal range"', () => {
    const m0 = normalGrowthAt('female', 0);
    expect(babyWeightVerdict(3200, 0, 'female').level).toBe('normal');
    expect(babyWeightVerdict(Math.floor(m0.weightLow) - 1, 0, 'female')).toEqual({ level: 'see-health-worker', direction: 'low' });
    expect(babyWeightVerdict(Math.ceil(m0.weightHigh) + 1, 0, 'female')).toEqual({ level: 'see-health-worker', direction: 'high' });
    expect(babyHeightVerdict(19.5, 0, 'male').level).toBe('normal');
  });

  test('month 1 and between months 0 and 1', () => {
    const m0 = normalGrowthAt('male', 0);
    const m1 = normalGrowthAt('male', 1);
    const oneMonthDays = 30.4375;
    expect(babyWeightVerdict(m1.weightLow, oneMonthDays, 'male').level).toBe('normal');
    expect(babyWeightVerdict(m1.weightLow - 1, oneMonthDays, 'male').level).toBe('see-health-worker');
    // half a month: the -2 SD line half way between month 0 and month 1
    const half = (m0.weightLow + m1.weightLow) / 2;
    expect(babyWeightVerdict(half + 0.5, oneMonthDays / 2, 'male').level).toBe('normal');
    expect(babyWeightVerdict(half - 0.5, oneMonthDays / 2, 'male').level).toBe('see-health-worker');
  });

  test('after 24 months there is no reference', () => {
    expect(babyWeightVerdict(12000, 24 * 30.4375, 'male').level).not.toBe('no-reference');
    expect(babyWeightVerdict(12000, 24 * 30.4375 + 1, 'male').level).toBe('no-reference');
  });
});

describe('weight gain (IOM 2009 from the pre-pregnancy BMI category)', () => {
  // 52 kg, 60 in: BMI 22.4, normal. At 28 weeks the band is 52 + [0.5 + 11 x 15/27, 2 + 14 x 15/27] = [58.61, 61.78].
  test.each([
    [58.6, 'see-health-worker', 'low'],
    [58.62, 'normal', null],
    [61.7, 'normal', null],
    [61.8, 'see-health-worker', 'high'],
  ] as const)('%f kg at 28 weeks is %s', (kg, level, direction) => {
    expect(weightGainVerdict(kg, 28 * 7, 52, 60)).toEqual({ level, direction });
  });

  test('her first reading is judged against the band, not used as the band', () => {
    // 54 kg at 14 weeks for a woman registered at 45 kg (BMI 19.4): the band is 45 + [0.91, 2.52].
    expect(weightGainVerdict(54, 14 * 7, 45, 60).level).toBe('see-health-worker');
  });

  test('without a registration weight or height there is no reference', () => {
    expect(weightGainVerdict(58, 28 * 7, null, 60).level).toBe('no-reference');
    expect(weightGainVerdict(58, 28 * 7, 52, null).level).toBe('no-reference');
  });
});

test('the latest reading of each series is judged; the emergency comes first', () => {
  const alerts = sortAlerts(
    pregnancyAlerts(
      [
        { date: '2026-01-01', gestationDays: 196, systolic: 118, diastolic: 76, waterLevelCm: 15, weightKg: 60 },
        { date: '2026-02-01', gestationDays: 227, systolic: 170, diastolic: 115, waterLevelCm: null, weightKg: null },
      ],
      { weightKg: 52, heightInches: 60 },
    ),
  );
  expect(alerts.map((a) => [a.series, a.level, a.value, a.date])).toEqual([
    ['bloodPressure', 'emergency', [170, 115], '2026-02-01'],
    ['waterLevel', 'normal', [15], '2026-01-01'],
    ['weightGain', 'normal', [60], '2026-01-01'],
  ]);
  expect(worstLevel(alerts)).toBe('emergency');
  expect(worstLevel([])).toBe('no-reference');
});

describe('fetalAlerts: twins, each fetus judged on its own', () => {
  // at 32 weeks (224 days) the reference band (fetalWeightBandAt, 10th-90th centile) is read from the table itself
  const days = 224;
  const band = fetalWeightBandAt(null, days)!;
  const small = Math.floor(band.low) - 100;
  const normal = Math.round((band.low + band.high) / 2);
  test.each([
    [
      'fetus B small, fetus A normal entered after it the same day',
      [
        { fetus: 2, grams: small },
        { fetus: 1, grams: normal },
      ],
    ],
    [
      'fetus A small, fetus B normal entered after it the same day',
      [
        { fetus: 1, grams: small },
        { fetus: 2, grams: normal },
      ],
    ],
  ])('%s: the small one is flagged', (_name, rows) => {
    const alerts = fetalAlerts(
      rows.map((r) => ({ ...r, date: '2026-08-01', gestationDays: days })),
      null,
    );
    expect(alerts.map((a) => [a.series, a.level, a.direction, a.value])).toEqual([['fetalWeight', 'see-health-worker', 'low', [small]]]);
  });
  test('one fetus: its latest estimate, as before', () => {
    const alerts = fetalAlerts(
      [
        { date: '2026-07-01', gestationDays: days - 31, grams: small },
        { date: '2026-08-01', gestationDays: days, grams: normal },
      ],
      null,
    );
    expect(alerts.map((a) => [a.level, a.value])).toEqual([['normal', [normal]]]);
  });
});

describe('pregnancyAlerts: a severe blood pressure never vanishes unseen', () => {
  const reg = { weightKg: null, heightInches: null };
  const v = (date: string, systolic: number, diastolic: number, extra: { id?: string; reviewed?: boolean } = {}) => ({
    date,
    gestationDays: 250,
    systolic,
    diastolic,
    waterLevelCm: null,
    weightKg: null,
    ...extra,
  });
  const bp = (alerts: ReturnType<typeof pregnancyAlerts>) =>
    alerts.filter((a) => a.series === 'bloodPressure').map((a) => [a.level, a.value, a.visitId ?? null]);
  test.each([
    [
      '170/115 then 120/80 the same day: the severe one, with its visit',
      [v('2026-11-20', 170, 115, { id: 's' }), v('2026-11-20', 120, 80, { id: 'n' })],
      null,
      [['emergency', [170, 115], 's']],
    ],
    [
      'reviewed: the latest speaks again',
      [v('2026-11-20', 170, 115, { id: 's', reviewed: true }), v('2026-11-20', 120, 80, { id: 'n' })],
      null,
      [['normal', [120, 80], null]],
    ],
    ['the birth recorded after it: still there', [v('2026-11-20', 170, 115, { id: 's' })], '2026-11-22', [['emergency', [170, 115], 's']]],
    ['a reading before the birth, not severe: history once it ended', [v('2026-11-20', 150, 95)], '2026-11-22', []],
    ['150/95 two days after the birth: hers, postpartum', [v('2026-11-24', 150, 95)], '2026-11-22', [['see-health-worker', [150, 95], null]]],
  ] as const)('%s', (_name, visits, endedOn, expected) => {
    expect(bp(pregnancyAlerts(visits, reg, { endedOn, today: '2026-11-28' }))).toEqual(expected);
  });
  test('a postpartum reading is hers for 6 weeks (POSTPARTUM_READING_DAYS) after the birth, then history', () => {
    const visits = [v('2026-11-24', 150, 95)];
    expect(bp(pregnancyAlerts(visits, reg, { endedOn: '2026-11-22', today: addDaysIso('2026-11-22', POSTPARTUM_READING_DAYS) }))).toHaveLength(1);
    expect(bp(pregnancyAlerts(visits, reg, { endedOn: '2026-11-22', today: addDaysIso('2026-11-22', POSTPARTUM_READING_DAYS + 1) }))).toEqual([]);
  });
});
