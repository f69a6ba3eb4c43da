/**
 * The report's charts as data (spec §2 "Report", §9): which series each chart draws, in which unit,
 * on which x axis. The server sends the normal (reference) curves with their bands: the mother's at the
 * spec's nine gestation weeks, fetal weight indexed by week (0-42) and baby growth indexed by month
 * (0-24), which this file samples as spec §9 does (indexes 24..40 step 2, 2..18 step 2); and her own
 * measurements with their date and week or age. Reference sources are cited where the server builds the
 * curves (packages/core/src/schemas/health.ts).
 */
import type { IsoDate } from '@mamata/core/calendar/civil-date';
import { daysBetween } from '@mamata/core/calendar/nepal-time';
import {
  babyHeightReading,
  babyWeightReading,
  bmiReading,
  diastolicReading,
  fetalWeightReading,
  systolicReading,
  waterLevelReading,
  type ReadingNormal,
} from '@mamata/core/domain/reading-normals';
import type { AlertSeries } from '@mamata/core/domain/verdict-levels';
import type { PatientReportDetails } from '@mamata/core/schemas/health';
import { specBabyGender } from '@mamata/core/domain/baby-gender';

/**
 * One measurement of the person: x (week or age in months), value, the date it was taken, and the
 * normal value, range and verdict at it (domain/reading-normals.ts, whose verdicts are the clinical
 * rules' of domain/verdicts.ts: the chart's words never judge a reading themselves).
 */
export interface ClientPoint {
  x: number;
  y: number;
  date: IsoDate;
  reading?: ReadingNormal;
}

/**
 * What the report itself does not carry but the normal at a reading needs: her current pregnancy's LMP
 * (the exact gestational age of a reading) and registration weight and height (her BMI band), from
 * `provider/me`'s `report`. Without them (an ended pregnancy, the profile not loaded yet) a reading's
 * whole week stands for its age and her BMI has no reference.
 */
export interface ReadingContext {
  lmp: IsoDate | null;
  prePregnancyKg: number | null;
  heightInches: number | null;
}

/**
 * The words of a verdict (domain/verdicts.ts, given with the reading): within, below or above the normal
 * range, far above it (blood pressure in the severe range), or no reference.
 */
export function verdictKey({ verdict }: ReadingNormal): 'within' | 'below' | 'above' | 'emergency' | 'noReference' {
  if (verdict.level === 'emergency') return 'emergency';
  if (verdict.level === 'normal') return 'within';
  if (verdict.level === 'no-reference') return 'noReference';
  return verdict.direction === 'low' ? 'below' : 'above';
}

const NO_CONTEXT: ReadingContext = { lmp: null, prePregnancyKg: null, heightInches: null };

/**
 * Days since the LMP at a reading: from her LMP when it is the reading's pregnancy (the recorded week
 * agrees with it), else the first day of the recorded week.
 */
export function gestationDaysAt(date: IsoDate, week: number, lmp: IsoDate | null): number {
  if (lmp) {
    const days = daysBetween(lmp, date);
    if (Math.floor(days / 7) === week) return days;
  }
  return week * 7;
}

/**
 * The server's verdict on the same reading (its `alerts` judge the latest reading of each series) wins
 * over the one worked out here, so a screen never shows two verdicts on one reading.
 */
function withServerVerdict(d: PatientReportDetails, series: AlertSeries, date: IsoDate, value: number, reading: ReadingNormal): ReadingNormal {
  const alert = d.patientReport.alerts.find((a) => a.series === series && a.date === date && a.value[0] === value);
  return alert ? { ...reading, verdict: { level: alert.level, direction: alert.direction } } : reading;
}

/** One point of the normal curve, with its band where the reference gives one. */
export interface NormalPoint {
  x: number;
  y: number;
  low?: number;
  high?: number;
}

/** Units of spec §9 (and blood pressure, water level, BMI). */
export type ChartUnit = 'mmHg' | 'cm' | 'bmi' | 'g' | 'in';

/** A chart of the report. `key` names its title (`health.chart.<key>`). */
export interface ChartData {
  key: 'systolic' | 'diastolic' | 'waterLevel' | 'bmi' | 'fetalWeight' | 'babyWeight' | 'babyHeight';
  unit: ChartUnit;
  /** Decimals shown for values. */
  decimals: number;
  axis: 'week' | 'month';
  /** The spec's x labels: 24..40 step 2 (weeks) or 2..18 step 2 (months). */
  ticks: number[];
  client: ClientPoint[];
  normal: NormalPoint[];
  /** A fixed upper limit of normal (blood pressure: hypertension at or above it). */
  limit?: number;
}

/** Spec §9: gestation chart labels 24, 26, ..., 40. */
export const GESTATION_TICKS = [24, 26, 28, 30, 32, 34, 36, 38, 40];
/** Spec §9: baby chart labels, months 2, 4, ..., 18. */
export const MONTH_TICKS = [2, 4, 6, 8, 10, 12, 14, 16, 18];

/**
 * Spec §9: the rows at `indexes` of a curve indexed by week or month (row i is week or month i), as normal
 * points; an index without a row, or whose value is null (no reference that week), is left out.
 */
export function sampleNormal<T>(
  rows: readonly T[],
  indexes: readonly number[],
  point: (r: T) => { y: number | null; low: number | null; high: number | null },
): NormalPoint[] {
  const sampled: NormalPoint[] = [];
  for (const x of indexes) {
    const row = rows[x];
    if (row === undefined) continue;
    const { y, low, high } = point(row);
    if (y === null) continue;
    sampled.push({ x, y, ...(low === null ? {} : { low }), ...(high === null ? {} : { high }) });
  }
  return sampled;
}

function points<T>(
  rows: readonly T[],
  x: (r: T) => number,
  y: (r: T) => number | null,
  date: (r: T) => IsoDate,
  reading?: (r: T, y: number) => ReadingNormal,
): ClientPoint[] {
  return rows
    .flatMap((r) => {
      const value = y(r);
      return value == null ? [] : [{ x: x(r), y: value, date: date(r), ...(reading ? { reading: reading(r, value) } : {}) }];
    })
    .sort((a, b) => a.x - b.x);
}

/** Spec §2: the mother's four charts (systolic, diastolic, water level, BMI) against the normal. */
export function motherCharts(d: PatientReportDetails, ctx: ReadingContext = NO_CONTEXT): ChartData[] {
  const visits = d.patientReport.motherProgressReport;
  const week = (r: { week: number }) => r.week;
  const date = (r: { date: IsoDate }) => r.date;
  const days = (r: { date: IsoDate; week: number }) => gestationDaysAt(r.date, r.week, ctx.lmp);
  const height = ctx.heightInches ?? d.provider.height;
  const nm = d.normalMotherData;
  const base = { axis: 'week', ticks: GESTATION_TICKS } as const;
  return [
    {
      ...base,
      key: 'systolic',
      unit: 'mmHg',
      decimals: 0,
      client: points(
        visits,
        week,
        (r) => r.systolicPressure,
        date,
        (r, v) => systolicReading(v, days(r)),
      ),
      normal: nm.map((n) => ({ x: n.week, y: n.systolicPressure })),
      limit: nm[0]?.systolicMax,
    },
    {
      ...base,
      key: 'diastolic',
      unit: 'mmHg',
      decimals: 0,
      client: points(
        visits,
        week,
        (r) => r.diastolicPressure,
        date,
        (r, v) => diastolicReading(v, days(r)),
      ),
      normal: nm.map((n) => ({ x: n.week, y: n.diastolicPressure })),
      limit: nm[0]?.diastolicMax,
    },
    {
      ...base,
      key: 'waterLevel',
      unit: 'cm',
      decimals: 1,
      client: points(
        visits,
        week,
        (r) => r.waterLevel,
        date,
        (r, v) => withServerVerdict(d, 'waterLevel', r.date, v, waterLevelReading(v, days(r))),
      ),
      normal: nm.map((n) => ({ x: n.week, y: n.wombWaterLevel, low: n.wombWaterLevelLow, high: n.wombWaterLevelHigh })),
    },
    {
      ...base,
      key: 'bmi',
      unit: 'bmi',
      decimals: 2,
      client: points(
        visits,
        week,
        (r) => r.currentBmi,
        date,
        (r) => {
          const reading = bmiReading(r.motherWeight, days(r), ctx.prePregnancyKg, height);
          return r.motherWeight === null ? reading : withServerVerdict(d, 'weightGain', r.date, r.motherWeight, reading);
        },
      ),
      normal: d.normalBMIData.map((n) => ({ x: n.week, y: n.currentBmi, low: n.bmiLow, high: n.bmiHigh })),
    },
  ];
}

/** Spec §2: the baby's three charts (weight in the womb by week; weight and height after birth by month). */
export function babyCharts(d: PatientReportDetails, ctx: ReadingContext = NO_CONTEXT): ChartData[] {
  const born = d.patientReport.babyBornProgressReport;
  const sex = d.babyGender;
  const growth = d.normalBabyGrowthtData;
  const month = { axis: 'month', ticks: MONTH_TICKS } as const;
  return [
    {
      key: 'fetalWeight',
      unit: 'g',
      decimals: 0,
      axis: 'week',
      ticks: GESTATION_TICKS,
      client: points(
        d.patientReport.babyWombProgressReport,
        (r) => r.week,
        (r) => r.babyWeight,
        (r) => r.date,
        (r, v) => withServerVerdict(d, 'fetalWeight', r.date, v, fetalWeightReading(v, gestationDaysAt(r.date, r.week, ctx.lmp), sex)),
      ),
      normal: sampleNormal(d.normalFetalWeightData, GESTATION_TICKS, (n) => ({ y: n.weight, low: n.weightLow, high: n.weightHigh })),
    },
    {
      ...month,
      key: 'babyWeight',
      unit: 'g',
      decimals: 0,
      client: points(
        born,
        (r) => r.ageMonths,
        (r) => r.babyWeight,
        (r) => r.date,
        (r, v) => withServerVerdict(d, 'babyWeight', r.date, v, babyWeightReading(v, r.ageDays, sex ?? 'other')),
      ),
      normal: sampleNormal(growth, MONTH_TICKS, (n) => ({ y: n.weight, low: n.weightLow, high: n.weightHigh })),
    },
    {
      ...month,
      key: 'babyHeight',
      unit: 'in',
      decimals: 1,
      client: points(
        born,
        (r) => r.ageMonths,
        (r) => r.babyHeight,
        (r) => r.date,
        (r, v) => withServerVerdict(d, 'babyHeight', r.date, v, babyHeightReading(v, r.ageDays, sex ?? 'other')),
      ),
      normal: sampleNormal(growth, MONTH_TICKS, (n) => ({ y: n.height, low: n.heightLow, high: n.heightHigh })),
    },
  ];
}

/**
 * The x labels to draw: the spec's ticks, extended by whole steps to the left when a measurement was
 * taken earlier (a visit at 14 weeks, a weight at birth), so no reading of hers is left off.
 */
export function axisTicks(chart: Pick<ChartData, 'ticks' | 'client'>): number[] {
  const [first = 0] = chart.ticks;
  const step = (chart.ticks[1] ?? first + 2) - first;
  const earliest = Math.min(first, ...chart.client.map((p) => p.x));
  const start = first - Math.ceil((first - earliest) / step) * step;
  const extra: number[] = [];
  for (let x = start; x < first; x += step) extra.push(x);
  return [...extra, ...chart.ticks];
}

/**
 * One aligned table for the chart library: the sorted union of x values, and per series its value
 * at each x (null where it has none).
 */
export function alignSeries(chart: ChartData): {
  xs: number[];
  client: (number | null)[];
  normal: (number | null)[];
  low: (number | null)[];
  high: (number | null)[];
} {
  const xs = [...new Set([...chart.client.map((p) => p.x), ...chart.normal.map((p) => p.x)])].sort((a, b) => a - b);
  const client = new Map(chart.client.map((p) => [p.x, p]));
  const normal = new Map(chart.normal.map((p) => [p.x, p]));
  return {
    xs,
    client: xs.map((x) => client.get(x)?.y ?? null),
    normal: xs.map((x) => normal.get(x)?.y ?? null),
    low: xs.map((x) => normal.get(x)?.low ?? null),
    high: xs.map((x) => normal.get(x)?.high ?? null),
  };
}

/**
 * Twins: the report as seen for one baby of `babies` (its growth curve for its sex, its weights in the
 * womb and after birth); the mother's part is unchanged.
 */
export function reportOfBaby(d: PatientReportDetails, baby: NonNullable<PatientReportDetails['babies']>[number]): PatientReportDetails {
  return {
    ...d,
    normalBabyGrowthtData: baby.normalBabyGrowthtData,
    babyGender: baby.babyGender,
    provider: { ...d.provider, babyGender: specBabyGender(baby.babyGender) },
    patientReport: { ...d.patientReport, babyWombProgressReport: baby.babyWombProgressReport, babyBornProgressReport: baby.babyBornProgressReport },
  };
}
