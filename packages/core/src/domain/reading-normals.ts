/**
 * The normal value, the normal range and the verdict at one reading, for the words a chart gives next to
 * its drawing (the table for screen readers and the arrow-key readout of the report). The verdict is always
 * the one of domain/verdicts.ts (thresholds and sources cited there); the range is the band that verdict
 * judges against, and the normal value the same reference's median at the reading's exact week or age:
 * - blood pressure: Green 2020 medians (domain/normal-values.ts `interpolateAnchors`), normal below the
 *   140 / 90 mmHg hypertension limits (reference/pregnancy-blood-pressure.ts);
 * - amniotic fluid index: Moore & Cayle 1990 5th / 50th / 95th percentiles (reference/amniotic-fluid-index.ts);
 * - BMI: the IOM 2009 weight band for her pre-pregnancy weight (domain/gestational-weight.ts) over her height
 *   squared, its midpoint the normal value, as the report's normal BMI curve; the verdict is the weight-gain one;
 * - fetal weight: WHO fetal growth charts (Kiserud), 10th / 50th / 90th percentiles;
 * - baby weight and length: WHO Child Growth Standards 2006, -2 SD / median / +2 SD.
 */
import { AFI_BY_WEEK_MM } from '../reference/amniotic-fluid-index.ts';
import { FETAL_WEIGHT_PERCENTILES, FETAL_WEIGHT_WHO_FEMALE_G, FETAL_WEIGHT_WHO_MALE_G, FETAL_WEIGHT_WHO_UNSPECIFIED_G } from '../reference/fetal-weight.ts';
import {
  BP_HYPERTENSION_DIASTOLIC_MMHG,
  BP_HYPERTENSION_SYSTOLIC_MMHG,
  DIASTOLIC_ANCHORS_GREEN_2020,
  SYSTOLIC_ANCHORS_GREEN_2020,
  type BpAnchor,
} from '../reference/pregnancy-blood-pressure.ts';
import { WHO_DAYS_PER_MONTH } from '../reference/who-growth.ts';
import { bmiExact } from './bmi.ts';
import { expectedWeightBandKg } from './gestational-weight.ts';
import { normalGrowthAt, type RecordedSex } from './growth.ts';
import { interpolateAnchors } from './normal-values.ts';
import { mmToCm, round } from './units.ts';
import type { Verdict } from './verdict-levels.ts';
import {
  amnioticFluidVerdict,
  babyGrowthBandAt,
  babyHeightVerdict,
  babyWeightVerdict,
  bloodPressureVerdict,
  exactWeeks,
  fetalWeightBandAt,
  fetalWeightVerdict,
  interpolateRows,
  weightGainVerdict,
} from './verdicts.ts';

/** A reading against its normal: every number in the reading's own unit. */
export interface ReadingNormal {
  /** The reference's median at the reading's week or age; null where it has none. */
  normal: number | null;
  /** Lower edge of the normal range; null when the range has none (blood pressure). */
  low: number | null;
  /**
   * Upper edge of the normal range. With `low` null (blood pressure) it is the limit itself, which is
   * already outside: normal is below it.
   */
  high: number | null;
  /** The verdict of domain/verdicts.ts on this reading. */
  verdict: Verdict;
}

const NONE = { normal: null, low: null, high: null } as const;

function bpMedian(anchors: readonly BpAnchor[], weeks: number): number | null {
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  if (!first || !last || weeks < first.weeks || weeks > last.weeks) return null;
  return round(interpolateAnchors(anchors, weeks), 1);
}

/** A systolic pressure (mmHg) judged on its own (the diastolic has its own chart). */
export function systolicReading(mmHg: number, gestationDays: number): ReadingNormal {
  return {
    normal: bpMedian(SYSTOLIC_ANCHORS_GREEN_2020, exactWeeks(gestationDays)),
    low: null,
    high: BP_HYPERTENSION_SYSTOLIC_MMHG,
    verdict: bloodPressureVerdict(mmHg, null),
  };
}

/** A diastolic pressure (mmHg) judged on its own. */
export function diastolicReading(mmHg: number, gestationDays: number): ReadingNormal {
  return {
    normal: bpMedian(DIASTOLIC_ANCHORS_GREEN_2020, exactWeeks(gestationDays)),
    low: null,
    high: BP_HYPERTENSION_DIASTOLIC_MMHG,
    verdict: bloodPressureVerdict(null, mmHg),
  };
}

/** An amniotic fluid index (cm) against the 5th-95th percentiles at its exact week. */
export function waterLevelReading(cm: number, gestationDays: number): ReadingNormal {
  const weeks = exactWeeks(gestationDays);
  const at = (column: number) => {
    const mm = interpolateRows(AFI_BY_WEEK_MM, weeks, column);
    return mm === null ? null : mmToCm(mm);
  };
  return { normal: at(2), low: at(1), high: at(3), verdict: amnioticFluidVerdict(cm, gestationDays) };
}

/**
 * Her BMI at a visit against the normal BMI band (her IOM weight band over her height squared); the verdict
 * is the weight-gain verdict on the visit's weight. Without a registration weight and height: no reference.
 */
export function bmiReading(weightKg: number | null, gestationDays: number, prePregnancyKg: number | null, heightInches: number | null): ReadingNormal {
  const band = expectedWeightBandKg(prePregnancyKg, heightInches, exactWeeks(gestationDays));
  if (!band || !heightInches || weightKg === null) return { ...NONE, verdict: { level: 'no-reference', direction: null } };
  const low = bmiExact(band.low, heightInches);
  const high = bmiExact(band.high, heightInches);
  return {
    normal: round((low + high) / 2, 2),
    low: round(low, 2),
    high: round(high, 2),
    verdict: weightGainVerdict(weightKg, gestationDays, prePregnancyKg, heightInches),
  };
}

/** An estimated fetal weight (grams) against the WHO 10th-90th percentiles at its exact week. */
export function fetalWeightReading(grams: number, gestationDays: number, sex: RecordedSex | null): ReadingNormal {
  const table = sex === 'female' ? FETAL_WEIGHT_WHO_FEMALE_G : sex === 'male' ? FETAL_WEIGHT_WHO_MALE_G : FETAL_WEIGHT_WHO_UNSPECIFIED_G;
  const median = interpolateRows(table, exactWeeks(gestationDays), FETAL_WEIGHT_PERCENTILES.indexOf('p50') + 1);
  const band = fetalWeightBandAt(sex, gestationDays);
  return {
    normal: median === null ? null : round(median, 0),
    low: band ? round(band.low, 0) : null,
    high: band ? round(band.high, 0) : null,
    verdict: fetalWeightVerdict(grams, gestationDays, sex),
  };
}

/** WHO median weight (grams) and length (inches) at an exact age, linear between the monthly rows; null past 24 months. */
function babyMedianAt(sex: RecordedSex, ageDays: number): { weight: number; height: number } | null {
  if (!babyGrowthBandAt(sex, ageDays)) return null;
  const months = ageDays / WHO_DAYS_PER_MONTH;
  const lower = Math.floor(months);
  const a = normalGrowthAt(sex, lower);
  const b = lower === months ? a : normalGrowthAt(sex, lower + 1);
  const f = months - lower;
  return { weight: a.weight + (b.weight - a.weight) * f, height: a.height + (b.height - a.height) * f };
}

/** A baby's weight (grams) against WHO weight-for-age (-2 SD to +2 SD) at its exact age. */
export function babyWeightReading(grams: number, ageDays: number, sex: RecordedSex): ReadingNormal {
  const band = babyGrowthBandAt(sex, ageDays)?.weight;
  const median = babyMedianAt(sex, ageDays)?.weight;
  return {
    normal: median === undefined ? null : round(median, 0),
    low: band ? round(band.low, 0) : null,
    high: band ? round(band.high, 0) : null,
    verdict: babyWeightVerdict(grams, ageDays, sex),
  };
}

/** A baby's length (inches) against WHO length-for-age (-2 SD to +2 SD) at its exact age. */
export function babyHeightReading(inches: number, ageDays: number, sex: RecordedSex): ReadingNormal {
  const band = babyGrowthBandAt(sex, ageDays)?.height;
  const median = babyMedianAt(sex, ageDays)?.height;
  return {
    normal: median === undefined ? null : round(median, 2),
    low: band ? round(band.low, 2) : null,
    high: band ? round(band.high, 2) : null,
    verdict: babyHeightVerdict(inches, ageDays, sex),
  };
}
