/**
 * Normal (reference) curves for the report's charts (spec §9: gestation labels 24, 26, ..., 40; normal fetal
 * weight sampled at indexes 24 to 40 step 2; baby months 2 to 18 step 2, baby normal data at indexes 2 to 18
 * step 2). An "index" is the week or month itself: a client reads the value for label 24 at
 * `normalFetalWeightData[24]`. So the fetal weight and baby growth curves are whole arrays by index (weeks
 * 0-42, months 0-24; docs/spec/decisions.md "Normal curves in the report"); the mother's curves are the chart's nine
 * points, as the spec's client plots them in order.
 * Sources (cited in each file): reference/pregnancy-blood-pressure.ts (Green 2020, ACOG/ISSHP/WHO
 * thresholds), reference/amniotic-fluid-index.ts (Moore & Cayle 1990), reference/fetal-weight.ts (WHO fetal
 * growth charts, Kiserud 2017/2018), reference/who-growth.ts (WHO Child Growth Standards 2006).
 */
import type { AfiRow } from '../reference/amniotic-fluid-index.ts';
import { AFI_BY_WEEK_MM } from '../reference/amniotic-fluid-index.ts';
import { FETAL_WEIGHT_PERCENTILES, FETAL_WEIGHT_WHO_FEMALE_G, FETAL_WEIGHT_WHO_MALE_G, FETAL_WEIGHT_WHO_UNSPECIFIED_G } from '../reference/fetal-weight.ts';
import type { BpAnchor } from '../reference/pregnancy-blood-pressure.ts';
import {
  BP_HYPERTENSION_DIASTOLIC_MMHG,
  BP_HYPERTENSION_SYSTOLIC_MMHG,
  DIASTOLIC_ANCHORS_GREEN_2020,
  SYSTOLIC_ANCHORS_GREEN_2020,
} from '../reference/pregnancy-blood-pressure.ts';
import type { NormalGrowth, RecordedSex } from './growth.ts';
import { normalGrowthAt } from './growth.ts';
import { mmToCm, round } from './units.ts';

/** `from`, `from + step`, ..., `to`. */
export function chartPoints(from: number, to: number, step: number): number[] {
  const points: number[] = [];
  for (let x = from; x <= to; x += step) points.push(x);
  return points;
}

/** Gestation chart labels, weeks (spec §9): 24, 26, ..., 40 (nine points). */
export const GESTATION_CHART_WEEKS: readonly number[] = chartPoints(24, 40, 2);
/** Baby chart labels, completed months (spec §9): 2, 4, ..., 18 (nine points). */
export const BABY_CHART_MONTHS: readonly number[] = chartPoints(2, 18, 2);
/**
 * Indexes of `normalFetalWeightData`: every week 0 to 42 (43 entries; a pregnancy may run to 42 weeks). The
 * WHO chart covers 14 to 40; the other weeks carry null values.
 */
export const FETAL_WEIGHT_WEEKS: readonly number[] = chartPoints(0, 42, 1);
/** Indexes of `normalBabyGrowthtData`: every completed month 0 to 24 (25 entries, the WHO 0-24 month tables). */
export const BABY_GROWTH_MONTHS: readonly number[] = chartPoints(0, 24, 1);

/**
 * The rows of `rows` whose index (week or month, read by `indexOf`) is each of `indexes`, in that order.
 * @throws {RangeError} when the reference has no row for an index (never fill a gap with a guess).
 */
export function sampleAtIndexes<T>(rows: readonly T[], indexOf: (row: T) => number, indexes: readonly number[]): T[] {
  return indexes.map((i) => {
    const row = rows.find((r) => indexOf(r) === i);
    if (row === undefined) throw new RangeError(`The reference has no row for index ${i}`);
    return row;
  });
}

/**
 * Value at `weeks` on the straight line between the two anchors around it (Green 2020 medians). The
 * reference has only anchor points, no weekly table; between the nadir (18.6 / 19.2 weeks) and term (40
 * weeks) both studies describe a steady rise, so a straight line between the two published medians is the
 * transparent reading of the published numbers. It is an approximation, not a published centile curve.
 */
export function interpolateAnchors(anchors: readonly BpAnchor[], weeks: number): number {
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  if (!first || !last || weeks < first.weeks || weeks > last.weeks) throw new RangeError(`No anchors around week ${weeks}`);
  for (let i = 1; i < anchors.length; i++) {
    const a = anchors[i - 1] as BpAnchor;
    const b = anchors[i] as BpAnchor;
    if (weeks <= b.weeks) return a.p50 + ((b.p50 - a.p50) * (weeks - a.weeks)) / (b.weeks - a.weeks);
  }
  return last.p50;
}

/** Normal mother values at a gestation week (spec `normalMotherData[]`; see the schema for the fields). */
export interface NormalMotherPoint {
  week: number;
  systolicPressure: number;
  diastolicPressure: number;
  systolicMax: number;
  diastolicMax: number;
  wombWaterLevel: number;
  wombWaterLevelLow: number;
  wombWaterLevelHigh: number;
}

/**
 * Blood pressure (typical median line, one decimal; the 140/90 hypertension limits) and the amniotic fluid
 * index (5th/50th/95th percentiles, converted from mm to cm) at each gestation week of `weeks`.
 */
export function normalMotherData(weeks: readonly number[] = GESTATION_CHART_WEEKS): NormalMotherPoint[] {
  const afi = sampleAtIndexes<AfiRow>(AFI_BY_WEEK_MM, (r) => r[0], weeks);
  return weeks.map((week, i) => {
    const [, p5, p50, p95] = afi[i] as AfiRow;
    return {
      week,
      systolicPressure: round(interpolateAnchors(SYSTOLIC_ANCHORS_GREEN_2020, week), 1),
      diastolicPressure: round(interpolateAnchors(DIASTOLIC_ANCHORS_GREEN_2020, week), 1),
      systolicMax: BP_HYPERTENSION_SYSTOLIC_MMHG,
      diastolicMax: BP_HYPERTENSION_DIASTOLIC_MMHG,
      wombWaterLevel: mmToCm(p50),
      wombWaterLevelLow: mmToCm(p5),
      wombWaterLevelHigh: mmToCm(p95),
    };
  });
}

/**
 * Normal estimated fetal weight at a week, grams: median and the 10th/90th percentiles; null where the
 * reference has no row for the week (before 14 or after 40 weeks).
 */
export interface NormalFetalWeightPoint {
  week: number;
  weight: number | null;
  weightLow: number | null;
  weightHigh: number | null;
}

const FETAL_COLUMN = (name: (typeof FETAL_WEIGHT_PERCENTILES)[number]) => FETAL_WEIGHT_PERCENTILES.indexOf(name) + 1;

/**
 * WHO fetal growth chart (Kiserud) at each of `weeks` (by default every week 0 to 42, so entry i is week i):
 * the table for the baby's sex when known ('female' or 'male'), the sex-unspecified table otherwise (a
 * pregnancy, or 'other'). A week the chart does not cover gets nulls, never a guess.
 */
export function normalFetalWeightData(sex: RecordedSex | null, weeks: readonly number[] = FETAL_WEIGHT_WEEKS): NormalFetalWeightPoint[] {
  const table = sex === 'female' ? FETAL_WEIGHT_WHO_FEMALE_G : sex === 'male' ? FETAL_WEIGHT_WHO_MALE_G : FETAL_WEIGHT_WHO_UNSPECIFIED_G;
  return weeks.map((week) => {
    const row = table.find((r) => r[0] === week);
    const at = (name: (typeof FETAL_WEIGHT_PERCENTILES)[number]) => (row ? (row[FETAL_COLUMN(name)] as number) : null);
    return { week, weight: at('p50'), weightLow: at('p10'), weightHigh: at('p90') };
  });
}

/**
 * WHO weight and length for the baby's sex at each completed month of `months` (grams, inches); by default
 * every month 0 to 24, so entry i is month i.
 */
export function normalBabyGrowthData(sex: RecordedSex, months: readonly number[] = BABY_GROWTH_MONTHS): NormalGrowth[] {
  return months.map((m) => normalGrowthAt(sex, m));
}
