/**
 * Clinical verdicts on a reading: how urgent it is, from the reference tables (each cited where its numbers
 * are kept). The server sends these verdicts (`patientReport.alerts`, the staff console's flags) and every
 * screen shows them as they are; no screen judges a reading itself.
 *
 * Levels, most urgent first:
 * - 'emergency': go to hospital now or call 102 (blood pressure in the severe range).
 * - 'see-health-worker': outside the normal range; see a health worker (for blood pressure the same day).
 * - 'normal': within the reference's normal range.
 * - 'no-reference': the reference has nothing for this week or age; the app never guesses.
 *
 * Sources:
 * - Blood pressure: reference/pregnancy-blood-pressure.ts (ACOG PB 222 2020, ISSHP 2022, WHO 2011:
 *   hypertension >= 140 or >= 90, severe range >= 160 or >= 110; either number counts), copied from
 *   reference/sources/pregnancy-blood-pressure.json.
 * - Amniotic fluid index: reference/amniotic-fluid-index.ts (Moore & Cayle 1990 percentiles; alert cut-offs
 *   <= 50 mm and >= 240 mm, reference/sources/amniotic-fluid-index-by-ga.json "alert_thresholds"): a value
 *   at a cut-off or outside the 5th-95th percentile lines prompts a clinician's review.
 * - Fetal weight: reference/fetal-weight.ts (WHO fetal growth charts, Kiserud 2017/2018), 10th-90th
 *   percentile, placed at the exact gestational age (days / 7) "by linear interpolation between weeks" as
 *   reference/sources/fetal-weight-by-gestational-age.json notes.
 * - Baby growth: reference/who-growth.ts (WHO Child Growth Standards 2006, months 0-24), -2 SD to +2 SD at
 *   the exact age (days / 30.4375), linear between the monthly rows.
 * - Weight gain: reference/gestational-weight-gain.ts (IOM 2009 by pre-pregnancy BMI category), the band of
 *   domain/gestational-weight.ts around her pre-pregnancy (registration) weight.
 */
import { daysBetween } from '../calendar/nepal-time.ts';
import { AFI_BY_WEEK_MM, AFI_OLIGOHYDRAMNIOS_MAX_MM, AFI_POLYHYDRAMNIOS_MIN_MM } from '../reference/amniotic-fluid-index.ts';
import type { FetalWeightRow } from '../reference/fetal-weight.ts';
import { FETAL_WEIGHT_PERCENTILES, FETAL_WEIGHT_WHO_FEMALE_G, FETAL_WEIGHT_WHO_MALE_G, FETAL_WEIGHT_WHO_UNSPECIFIED_G } from '../reference/fetal-weight.ts';
import { WHO_DAYS_PER_MONTH } from '../reference/who-growth.ts';
import { expectedWeightBandKg } from './gestational-weight.ts';
import type { RecordedSex } from './growth.ts';
import { normalGrowthAt } from './growth.ts';
import { cmToMm } from './units.ts';
import type { AlertLevel, AlertSeries, Verdict } from './verdict-levels.ts';
import { ALERT_LEVELS, ALERT_SERIES, bloodPressureVerdict, moreUrgent } from './verdict-levels.ts';

export { ALERT_LEVELS, ALERT_SERIES, bloodPressureVerdict, moreUrgent, type AlertLevel, type AlertSeries, type Verdict };

const NO_REFERENCE: Verdict = { level: 'no-reference', direction: null };
const NORMAL: Verdict = { level: 'normal', direction: null };

/** Linear interpolation of `column` of week rows at a fractional week; null outside the rows. */
export function interpolateRows<R extends readonly number[]>(rows: readonly R[], weeks: number, column: number): number | null {
  const firstWeek = rows[0]?.[0];
  const lastWeek = rows[rows.length - 1]?.[0];
  if (firstWeek === undefined || lastWeek === undefined || weeks < firstWeek || weeks > lastWeek) return null;
  const lower = Math.floor(weeks);
  const a = rows.find((r) => r[0] === lower);
  if (!a) return null;
  const va = a[column] as number;
  if (weeks === lower) return va;
  const b = rows.find((r) => r[0] === lower + 1);
  if (!b) return null;
  return va + ((b[column] as number) - va) * (weeks - lower);
}

/** Gestational age in weeks (fractional) from days since the LMP. */
export function exactWeeks(gestationDays: number): number {
  return gestationDays / 7;
}

/**
 * Amniotic fluid index (the app records cm) at `gestationDays`: at or below 50 mm or at or above 240 mm
 * (the reference's alert cut-offs, any week) or outside the 5th-95th percentile lines at the exact week
 * (16-42 weeks, interpolated): see a health worker. Between the lines: normal. Otherwise 'no-reference'.
 */
export function amnioticFluidVerdict(waterLevelCm: number, gestationDays: number): Verdict {
  const mm = cmToMm(waterLevelCm);
  if (mm <= AFI_OLIGOHYDRAMNIOS_MAX_MM) return { level: 'see-health-worker', direction: 'low' };
  if (mm >= AFI_POLYHYDRAMNIOS_MIN_MM) return { level: 'see-health-worker', direction: 'high' };
  const weeks = exactWeeks(gestationDays);
  const p5 = interpolateRows(AFI_BY_WEEK_MM, weeks, 1);
  const p95 = interpolateRows(AFI_BY_WEEK_MM, weeks, 3);
  if (p5 === null || p95 === null) return NO_REFERENCE;
  if (mm < p5) return { level: 'see-health-worker', direction: 'low' };
  if (mm > p95) return { level: 'see-health-worker', direction: 'high' };
  return NORMAL;
}

function fetalTable(sex: RecordedSex | null): readonly FetalWeightRow[] {
  return sex === 'female' ? FETAL_WEIGHT_WHO_FEMALE_G : sex === 'male' ? FETAL_WEIGHT_WHO_MALE_G : FETAL_WEIGHT_WHO_UNSPECIFIED_G;
}

/** WHO 10th and 90th percentile of estimated fetal weight at the exact gestational age, grams; null outside 14-40 weeks. */
export function fetalWeightBandAt(sex: RecordedSex | null, gestationDays: number): { low: number; high: number } | null {
  const table = fetalTable(sex);
  const weeks = exactWeeks(gestationDays);
  const low = interpolateRows(table, weeks, FETAL_WEIGHT_PERCENTILES.indexOf('p10') + 1);
  const high = interpolateRows(table, weeks, FETAL_WEIGHT_PERCENTILES.indexOf('p90') + 1);
  return low === null || high === null ? null : { low, high };
}

/** Outside a band: see a health worker (low or high); inside (edges included): normal; no band: 'no-reference'. */
function againstBand(value: number, band: { low: number; high: number } | null): Verdict {
  if (!band) return NO_REFERENCE;
  if (value < band.low) return { level: 'see-health-worker', direction: 'low' };
  if (value > band.high) return { level: 'see-health-worker', direction: 'high' };
  return NORMAL;
}

/** An ultrasound fetal weight estimate against the WHO 10th-90th percentiles at its exact gestational age. */
export function fetalWeightVerdict(grams: number, gestationDays: number, sex: RecordedSex | null = null): Verdict {
  return againstBand(grams, fetalWeightBandAt(sex, gestationDays));
}

/** Oldest age the WHO rows cover, months. */
const WHO_LAST_MONTH = 24;

/** WHO -2 SD and +2 SD at an exact age (days), linear between the monthly rows: grams and inches; null past 24 months. */
export function babyGrowthBandAt(sex: RecordedSex, ageDays: number): { weight: { low: number; high: number }; height: { low: number; high: number } } | null {
  const months = ageDays / WHO_DAYS_PER_MONTH;
  if (ageDays < 0 || months > WHO_LAST_MONTH) return null;
  const lower = Math.floor(months);
  const a = normalGrowthAt(sex, lower);
  const b = lower === months ? a : normalGrowthAt(sex, lower + 1);
  const f = months - lower;
  const lerp = (x: number, y: number) => x + (y - x) * f;
  return {
    weight: { low: lerp(a.weightLow, b.weightLow), high: lerp(a.weightHigh, b.weightHigh) },
    height: { low: lerp(a.heightLow, b.heightLow), high: lerp(a.heightHigh, b.heightHigh) },
  };
}

/** A baby's weight (grams) against WHO weight-for-age, birth to 24 months. */
export function babyWeightVerdict(grams: number, ageDays: number, sex: RecordedSex): Verdict {
  return againstBand(grams, babyGrowthBandAt(sex, ageDays)?.weight ?? null);
}

/** A baby's length (inches) against WHO length-for-age, birth to 24 months. */
export function babyHeightVerdict(inches: number, ageDays: number, sex: RecordedSex): Verdict {
  return againstBand(inches, babyGrowthBandAt(sex, ageDays)?.height ?? null);
}

/**
 * Her weight at `gestationDays` against the IOM 2009 band for her pre-pregnancy BMI category (from the
 * registration weight and height). Without a registration weight or height: 'no-reference' (her own first
 * reading is never the yardstick).
 */
export function weightGainVerdict(weightKg: number, gestationDays: number, prePregnancyKg: number | null, heightInches: number | null): Verdict {
  const band = expectedWeightBandKg(prePregnancyKg, heightInches, exactWeeks(gestationDays));
  return againstBand(weightKg, band);
}

/** The verdict on the latest reading of a series, as the report and the console send it. */
export interface ReadingAlert {
  series: AlertSeries;
  level: AlertLevel;
  direction: 'low' | 'high' | null;
  /** The reading: [systolic, diastolic] for blood pressure (a missing one is null), one number otherwise. */
  value: (number | null)[];
  date: string;
  /** The baby the reading is about (baby series only). */
  babyId: string | null;
  /** The visit of a blood pressure in the emergency range not yet marked reviewed by a nurse (else absent). */
  visitId?: string;
}

/** A visit's readings, with its gestational age in days. */
export interface VisitReading {
  date: string;
  gestationDays: number;
  systolic: number | null;
  diastolic: number | null;
  waterLevelCm: number | null;
  weightKg: number | null;
  /** The visit's id (for a nurse's review of an emergency reading). */
  id?: string;
  /** A nurse marked this visit's readings reviewed, with a note. */
  reviewed?: boolean;
}

/** An antenatal visit as it is stored (db antenatal_visits, the console's visit form). */
export interface StoredVisit {
  id: string;
  visitDate: string;
  systolicPressure: number | null;
  diastolicPressure: number | null;
  waterLevel: number | null;
  weightKg: number | null;
}

/**
 * The readings of a stored visit, as every verdict reads them: its gestational age counted from the LMP (0 when
 * there is none), and whether a nurse reviewed it. The one place a visit becomes a reading.
 */
export function visitReading(visit: StoredVisit, lmp: string | null, reviewed: boolean): VisitReading & { id: string; reviewed: boolean } {
  return {
    id: visit.id,
    reviewed,
    date: visit.visitDate,
    gestationDays: lmp === null ? 0 : daysBetween(lmp, visit.visitDate),
    systolic: visit.systolicPressure,
    diastolic: visit.diastolicPressure,
    waterLevelCm: visit.waterLevel,
    weightKg: visit.weightKg,
  };
}

/**
 * Days after the end of a pregnancy in which her blood pressure is still hers to act on (postpartum: the 6 weeks
 * of WHO's postnatal period; pre-eclampsia can appear or worsen after the birth).
 */
export const POSTPARTUM_READING_DAYS = 42;

/** The newest entry with `has`; for equal dates the later one in the list. */
function latest<T extends { date: string }>(rows: readonly T[], has: (r: T) => boolean): T | undefined {
  let best: T | undefined;
  for (const r of rows) if (has(r) && (!best || r.date >= best.date)) best = r;
  return best;
}

function alert(series: AlertSeries, verdict: Verdict, value: (number | null)[], date: string, babyId: string | null = null): ReadingAlert {
  return { series, level: verdict.level, direction: verdict.direction, value, date, babyId };
}

/**
 * Verdicts on the latest blood pressure, amniotic fluid and weight of a pregnancy's visits.
 * A blood pressure in the emergency range stays the blood pressure alert (with its `visitId`) until a nurse marks
 * it reviewed (`reviewed`), whatever was measured after it and whether or not the pregnancy has ended: a severe
 * reading never vanishes unseen. Once the pregnancy has ended (`endedOn`), fluid and weight gain are history; her
 * latest blood pressure is still judged when it was taken after the end, within POSTPARTUM_READING_DAYS, and
 * `today` is within them too (postpartum, hers: not the pregnancy's past).
 */
export function pregnancyAlerts(
  visits: readonly VisitReading[],
  registration: { weightKg: number | null; heightInches: number | null },
  end: { endedOn: string | null; today: string } = { endedOn: null, today: '9999-12-31' },
): ReadingAlert[] {
  const out: ReadingAlert[] = [];
  const hasBp = (v: VisitReading) => v.systolic !== null || v.diastolic !== null;
  const severe = latest(visits, (v) => hasBp(v) && !v.reviewed && bloodPressureVerdict(v.systolic, v.diastolic).level === 'emergency');
  const current = end.endedOn === null;
  const postpartum = (date: string) =>
    end.endedOn !== null &&
    date >= end.endedOn &&
    daysBetween(end.endedOn, date) <= POSTPARTUM_READING_DAYS &&
    daysBetween(end.endedOn, end.today) <= POSTPARTUM_READING_DAYS;
  const bp = latest(visits, hasBp);
  if (severe) {
    const a = alert('bloodPressure', bloodPressureVerdict(severe.systolic, severe.diastolic), [severe.systolic, severe.diastolic], severe.date);
    out.push(severe.id === undefined ? a : { ...a, visitId: severe.id });
  } else if (bp && (current || postpartum(bp.date)))
    out.push(alert('bloodPressure', bloodPressureVerdict(bp.systolic, bp.diastolic), [bp.systolic, bp.diastolic], bp.date));
  if (!current) return out;
  const water = latest(visits, (v) => v.waterLevelCm !== null);
  if (water && water.waterLevelCm !== null)
    out.push(alert('waterLevel', amnioticFluidVerdict(water.waterLevelCm, water.gestationDays), [water.waterLevelCm], water.date));
  const weight = latest(visits, (v) => v.weightKg !== null);
  if (weight && weight.weightKg !== null)
    out.push(
      alert(
        'weightGain',
        weightGainVerdict(weight.weightKg, weight.gestationDays, registration.weightKg, registration.heightInches),
        [weight.weightKg],
        weight.date,
      ),
    );
  return out;
}

/**
 * Verdict on the latest fetal weight estimate of each fetus of a pregnancy (`fetus`: 1 = A, 2 = B; absent is 1),
 * each judged on its own; the most urgent of them is sent (one fetal weight alert per pregnancy). Twins: a small
 * fetus B is not hidden by a normal estimate of fetus A entered the same day.
 */
export function fetalAlerts(
  estimates: readonly { date: string; gestationDays: number; grams: number; fetus?: number }[],
  sex: RecordedSex | null,
): ReadingAlert[] {
  const byFetus = new Map<number, (typeof estimates)[number][]>();
  for (const e of estimates) byFetus.set(e.fetus ?? 1, [...(byFetus.get(e.fetus ?? 1) ?? []), e]);
  let worst: ReadingAlert | undefined;
  for (const rows of byFetus.values()) {
    const last = latest(rows, () => true);
    if (!last) continue;
    const a = alert('fetalWeight', fetalWeightVerdict(last.grams, last.gestationDays, sex), [last.grams], last.date);
    const rank = (x: ReadingAlert) => ALERT_LEVELS.indexOf(x.level);
    if (!worst || rank(a) < rank(worst) || (rank(a) === rank(worst) && a.date > worst.date)) worst = a;
  }
  return worst ? [worst] : [];
}

/** Verdicts on a baby's latest weight and length. */
export function babyAlerts(
  babyId: string,
  sex: RecordedSex,
  growth: readonly { date: string; ageDays: number; grams: number | null; inches: number | null }[],
): ReadingAlert[] {
  const out: ReadingAlert[] = [];
  const w = latest(growth, (g) => g.grams !== null);
  if (w && w.grams !== null) out.push(alert('babyWeight', babyWeightVerdict(w.grams, w.ageDays, sex), [w.grams], w.date, babyId));
  const h = latest(growth, (g) => g.inches !== null);
  if (h && h.inches !== null) out.push(alert('babyHeight', babyHeightVerdict(h.inches, h.ageDays, sex), [h.inches], h.date, babyId));
  return out;
}

/** Most urgent first (emergency at the top), then in series order. */
export function sortAlerts(alerts: readonly ReadingAlert[]): ReadingAlert[] {
  return [...alerts].sort(
    (a, b) => ALERT_LEVELS.indexOf(a.level) - ALERT_LEVELS.indexOf(b.level) || ALERT_SERIES.indexOf(a.series) - ALERT_SERIES.indexOf(b.series),
  );
}

/** The most urgent level among `alerts` ('no-reference' when there is none). */
export function worstLevel(alerts: readonly { level: AlertLevel }[]): AlertLevel {
  return alerts.reduce<AlertLevel>((w, a) => moreUrgent(w, a.level), 'no-reference');
}
