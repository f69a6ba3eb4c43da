import { expect, test } from 'vitest';
import type { PatientReportDetails } from '@mamata/core/schemas/health';
import { emergencyReadings, latestReadings } from './latest-measurements.ts';
import { babyWeightReading, bmiReading, systolicReading, waterLevelReading } from '@mamata/core/domain/reading-normals';
import { babyHeightVerdict, weightGainVerdict } from '@mamata/core/domain/verdicts';
import { alignSeries, axisTicks, babyCharts, gestationDaysAt, GESTATION_TICKS, motherCharts, MONTH_TICKS, verdictKey } from './report-charts.ts';

/**
 * A report like the server's: the mother's normal curves at the spec's nine weeks, fetal weight indexed by
 * week 0-42 (null outside 14-40, as the WHO chart) and growth by month 0-24, and a few readings.
 */
function details(overrides: Partial<PatientReportDetails['patientReport']> = {}): PatientReportDetails {
  return {
    normalMotherData: GESTATION_TICKS.map((week) => ({
      week,
      systolicPressure: 110 + (week - 24) / 2,
      diastolicPressure: 70,
      systolicMax: 140,
      diastolicMax: 90,
      wombWaterLevel: 14,
      wombWaterLevelLow: 8 + (week - 24) / 8,
      wombWaterLevelHigh: 22,
    })),
    normalBMIData: GESTATION_TICKS.map((week) => ({ week, currentBmi: 24 + (week - 24) / 8, bmiLow: 23.5 + (week - 24) / 8, bmiHigh: 25 + (week - 24) / 8 })),
    normalFetalWeightData: Array.from({ length: 43 }, (_, week) =>
      week < 14 || week > 40
        ? { week, weight: null, weightLow: null, weightHigh: null }
        : { week, weight: 600 + (week - 24) * 150, weightLow: 500 + (week - 24) * 120, weightHigh: 700 + (week - 24) * 180 },
    ),
    normalBabyGrowthtData: Array.from({ length: 25 }, (_, ageMonths) => ({
      ageMonths,
      weight: 5000 + ageMonths * 500,
      height: 22 + ageMonths,
      weightLow: 4000 + ageMonths * 400,
      weightHigh: 6000 + ageMonths * 600,
      heightLow: 21 + ageMonths,
      heightHigh: 23 + ageMonths,
    })),
    patientReport: {
      motherProgressReport: [
        { date: '2026-10-25', week: 24, systolicPressure: 112, diastolicPressure: 72, waterLevel: 14, motherWeight: 57.1, currentBmi: 24.59 },
        { date: '2026-08-16', week: 14, systolicPressure: 108, diastolicPressure: 68, waterLevel: null, motherWeight: 54, currentBmi: 23.25 },
        { date: '2026-11-22', week: 28, systolicPressure: 144, diastolicPressure: 74, waterLevel: 7, motherWeight: 58.5, currentBmi: 25.19 },
      ],
      babyWombProgressReport: [{ date: '2026-11-22', week: 28, babyWeight: 1190 }],
      babyBornProgressReport: [
        { date: '2026-07-23', ageDays: 0, ageMonths: 0, babyWeight: 3100, babyHeight: 19.5 },
        { date: '2026-10-29', ageDays: 98, ageMonths: 3.22, babyWeight: 9500, babyHeight: null },
      ],
      alerts: [
        { series: 'bloodPressure', level: 'emergency', direction: 'high', value: [170, 115], date: '2026-11-22', babyId: null },
        { series: 'babyWeight', level: 'see-health-worker', direction: 'high', value: [9500], date: '2026-10-29', babyId: 'b1' },
        { series: 'waterLevel', level: 'see-health-worker', direction: 'low', value: [7], date: '2026-11-22', babyId: null },
        { series: 'fetalWeight', level: 'normal', direction: null, value: [1190], date: '2026-11-22', babyId: null },
        { series: 'babyHeight', level: 'no-reference', direction: null, value: [19.5], date: '2026-07-23', babyId: 'b1' },
      ],
      ...overrides,
    },
    provider: { height: 60, babyGender: 'boy' },
    babyGender: 'male',
  };
}

test('the mother report has four charts (systolic, diastolic, water level, BMI), each with her readings and the normal curve', () => {
  const charts = motherCharts(details());
  expect(charts.map((c) => c.key)).toEqual(['systolic', 'diastolic', 'waterLevel', 'bmi']);
  for (const c of charts) {
    expect(c.axis).toBe('week');
    expect(c.ticks).toEqual([24, 26, 28, 30, 32, 34, 36, 38, 40]);
    expect(c.normal).toHaveLength(9);
  }
  const [systolic, , water] = charts;
  // sorted by week, a reading not taken is left out
  expect(systolic!.client.map((p) => [p.x, p.y, p.date])).toEqual([
    [14, 108, '2026-08-16'],
    [24, 112, '2026-10-25'],
    [28, 144, '2026-11-22'],
  ]);
  expect(systolic!.limit).toBe(140);
  expect(water!.client.map((p) => p.x)).toEqual([24, 28]);
  expect(water!.normal[0]).toEqual({ x: 24, y: 14, low: 8, high: 22 });
});

test('the baby report has three charts: weight in the womb by week, weight and height after birth by month', () => {
  const charts = babyCharts(details());
  expect(charts.map((c) => [c.key, c.axis, c.unit])).toEqual([
    ['fetalWeight', 'week', 'g'],
    ['babyWeight', 'month', 'g'],
    ['babyHeight', 'month', 'in'],
  ]);
  expect(charts[1]!.ticks).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18]);
  expect(charts[1]!.client.map((p) => p.x)).toEqual([0, 3.22]);
  expect(charts[2]!.client.map((p) => p.y)).toEqual([19.5]);
});

test('the normal curves are read by index as spec §9 samples them: weeks 24..40 and months 2..18, bands kept', () => {
  const [fetal, weight, height] = babyCharts(details());
  // index = week: week 24 is entry 24 (600 g), week 40 entry 40; nothing from the other 34 entries
  expect(fetal!.normal.map((p) => p.x)).toEqual(GESTATION_TICKS);
  expect(fetal!.normal[0]).toEqual({ x: 24, y: 600, low: 500, high: 700 });
  expect(fetal!.normal[8]).toEqual({ x: 40, y: 3000, low: 2420, high: 3580 });
  // index = month: month 2 is entry 2
  expect(weight!.normal.map((p) => p.x)).toEqual(MONTH_TICKS);
  expect(weight!.normal[0]).toEqual({ x: 2, y: 6000, low: 4800, high: 7200 });
  expect(height!.normal[8]).toEqual({ x: 18, y: 40, low: 39, high: 41 });
});

test('a week without a reference (null) is left off the normal curve, and no baby means no growth curve', () => {
  const d = details();
  const noWeek24 = d.normalFetalWeightData.map((p) => (p.week === 24 ? { week: 24, weight: null, weightLow: null, weightHigh: null } : p));
  const [fetal, weight] = babyCharts({ ...d, normalFetalWeightData: noWeek24, normalBabyGrowthtData: [] });
  expect(fetal!.normal.map((p) => p.x)).toEqual([26, 28, 30, 32, 34, 36, 38, 40]);
  expect(weight!.normal).toEqual([]);
});

test('x labels are the spec’s, extended in whole steps to an earlier reading', () => {
  expect(axisTicks({ ticks: GESTATION_TICKS, client: [{ x: 28, y: 1, date: '2026-01-01' }] })).toEqual(GESTATION_TICKS);
  expect(axisTicks({ ticks: GESTATION_TICKS, client: [{ x: 14, y: 1, date: '2026-01-01' }] })).toEqual([14, 16, 18, 20, 22, ...GESTATION_TICKS]);
  expect(axisTicks({ ticks: GESTATION_TICKS, client: [{ x: 19, y: 1, date: '2026-01-01' }] })).toEqual([18, 20, 22, ...GESTATION_TICKS]);
  expect(axisTicks({ ticks: MONTH_TICKS, client: [{ x: 0, y: 1, date: '2026-01-01' }] })).toEqual([0, ...MONTH_TICKS]);
  expect(axisTicks({ ticks: MONTH_TICKS, client: [] })).toEqual(MONTH_TICKS);
});

test('series are aligned on the union of x values, with gaps as null', () => {
  const [systolic] = motherCharts(details());
  const { xs, client, normal, low } = alignSeries(systolic!);
  expect(xs).toEqual([14, 24, 26, 28, 30, 32, 34, 36, 38, 40]);
  expect(client).toEqual([108, 112, null, 144, null, null, null, null, null, null]);
  expect(normal[0]).toBeNull();
  expect(normal[1]).toBe(110);
  expect(low.every((v) => v === null)).toBe(true);
});

test('latest readings are the server’s verdicts, in a fixed order: the mother’s, or the baby’s', () => {
  expect(latestReadings(details(), false).map((r) => [r.key, r.values, r.level, r.direction])).toEqual([
    ['bp', [170, 115], 'emergency', 'high'],
    ['water', [7], 'see-health-worker', 'low'],
    ['fetal', [1190], 'normal', null],
  ]);
  expect(latestReadings(details(), true).map((r) => [r.key, r.date, r.level])).toEqual([
    ['babyWeight', '2026-10-29', 'see-health-worker'],
    ['babyHeight', '2026-07-23', 'no-reference'],
  ]);
  expect(latestReadings(details({ alerts: [] }), false)).toEqual([]);
});

test('only an emergency makes the red card', () => {
  expect(emergencyReadings(details()).map((r) => [r.key, r.values])).toEqual([['bp', [170, 115]]]);
  expect(emergencyReadings(details({ alerts: details().patientReport.alerts.filter((a) => a.level !== 'emergency') }))).toEqual([]);
});

/** Her current pregnancy as `provider/me` gives it: LMP 2026-05-10 puts 2026-11-22 at day 196 (week 28). */
const CONTEXT = { lmp: '2026-05-10', prePregnancyKg: 50, heightInches: 60 };

test('the exact gestational age of a reading: from her LMP when the recorded week agrees, else the first day of that week', () => {
  expect(gestationDaysAt('2026-11-22', 28, '2026-05-10')).toBe(196);
  expect(gestationDaysAt('2026-11-25', 28, '2026-05-10')).toBe(199);
  // another pregnancy's reading (the week does not agree with this LMP) or no LMP: the week's first day
  expect(gestationDaysAt('2025-11-22', 28, '2026-05-10')).toBe(196);
  expect(gestationDaysAt('2026-11-25', 28, null)).toBe(196);
});

test('every reading of the mother charts carries the normal value, range and the clinical verdict at it', () => {
  const [systolic, diastolic, water, bmi] = motherCharts(details(), CONTEXT);
  for (const c of [systolic, diastolic, water, bmi]) expect(c!.client.every((p) => p.reading !== undefined)).toBe(true);
  // blood pressure, each number judged by the 140 / 90 rule: 144 is above, 112 within
  const [, at24, at28] = systolic!.client;
  expect(at28!.reading).toEqual(systolicReading(144, 196));
  expect(verdictKey(at28!.reading!)).toBe('above');
  expect(at28!.reading).toMatchObject({ low: null, high: 140 });
  expect(verdictKey(at24!.reading!)).toBe('within');
  expect(diastolic!.client.map((p) => verdictKey(p.reading!))).toEqual(['within', 'within', 'within']);
  // water level: the normal and its range at the exact week; the latest one's verdict is the server's
  expect(water!.client[0]!.reading).toEqual(waterLevelReading(14, gestationDaysAt('2026-10-25', 24, CONTEXT.lmp)));
  expect(water!.client[1]!.reading!.verdict).toEqual({ level: 'see-health-worker', direction: 'low' });
  // BMI: her band from the registration weight and height; the verdict is the weight-gain one
  const bmi28 = bmi!.client[2]!.reading!;
  expect(bmi28).toEqual(bmiReading(58.5, 196, 50, 60));
  expect(bmi28.verdict).toEqual(weightGainVerdict(58.5, 196, 50, 60));
  expect(bmi28.low! < bmi28.normal! && bmi28.normal! < bmi28.high!).toBe(true);
});

test('without her pregnancy details the BMI has no reference; blood pressure is still judged', () => {
  const [systolic, , , bmi] = motherCharts(details());
  expect(bmi!.client.every((p) => p.reading!.verdict.level === 'no-reference' && p.reading!.normal === null)).toBe(true);
  expect(verdictKey(systolic!.client[2]!.reading!)).toBe('above');
});

test('the server’s verdict on a reading wins, so no screen shows two verdicts on one reading', () => {
  const alerts = [{ series: 'waterLevel' as const, level: 'normal' as const, direction: null, value: [7], date: '2026-11-22', babyId: null }];
  const [, , water] = motherCharts(details({ alerts }), CONTEXT);
  expect(water!.client[1]!.reading!.verdict).toEqual({ level: 'normal', direction: null });
  // another date or value: not the same reading
  const other = [{ ...alerts[0]!, date: '2026-11-21' }];
  expect(motherCharts(details({ alerts: other }), CONTEXT)[2]!.client[1]!.reading!.verdict).toEqual({ level: 'see-health-worker', direction: 'low' });
});

test('the baby’s weight and height after birth carry the WHO normal value and range at the exact age', () => {
  const [fetal, weight, height] = babyCharts(details({ alerts: [] }), CONTEXT);
  expect(fetal!.client[0]!.reading!.normal).not.toBeNull();
  const [birth, later] = weight!.client;
  expect(birth!.reading).toEqual(babyWeightReading(3100, 0, 'male'));
  expect(verdictKey(birth!.reading!)).toBe('within');
  expect(later!.reading).toEqual(babyWeightReading(9500, 98, 'male'));
  expect(verdictKey(later!.reading!)).toBe('above');
  const h = height!.client[0]!.reading!;
  expect(h.normal).toBeGreaterThan(h.low!);
  expect(h.verdict).toEqual(babyHeightVerdict(19.5, 0, 'male'));
});
