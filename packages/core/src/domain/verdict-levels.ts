/**
 * The verdict levels and series (domain/verdicts.ts explains them), and the blood pressure verdict, kept
 * small so that the staff console can judge a blood pressure as it is typed without the growth tables.
 * Thresholds: reference/pregnancy-blood-pressure.ts (ACOG PB 222 2020, ISSHP 2022, WHO 2011; copied from
 * reference/sources/pregnancy-blood-pressure.json).
 */
import {
  BP_HYPERTENSION_DIASTOLIC_MMHG,
  BP_HYPERTENSION_SYSTOLIC_MMHG,
  BP_SEVERE_DIASTOLIC_MMHG,
  BP_SEVERE_SYSTOLIC_MMHG,
} from '../reference/pregnancy-blood-pressure.ts';

/** Verdict levels, most urgent first. */
export const ALERT_LEVELS = ['emergency', 'see-health-worker', 'normal', 'no-reference'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

/** The series a verdict is about. */
export const ALERT_SERIES = ['bloodPressure', 'waterLevel', 'weightGain', 'fetalWeight', 'babyWeight', 'babyHeight'] as const;
export type AlertSeries = (typeof ALERT_SERIES)[number];

/** A verdict: its level, and for a reading outside its range whether it is below or above it. */
export interface Verdict {
  level: AlertLevel;
  direction: 'low' | 'high' | null;
}

/** The more urgent of two levels. */
export function moreUrgent(a: AlertLevel, b: AlertLevel): AlertLevel {
  return ALERT_LEVELS.indexOf(a) <= ALERT_LEVELS.indexOf(b) ? a : b;
}

/**
 * Blood pressure in pregnancy, mmHg; either number counts and a missing one is not judged:
 * systolic >= 160 or diastolic >= 110 is an emergency; >= 140 or >= 90 needs a health worker the same day;
 * below both is normal. No number at all: 'no-reference'.
 */
export function bloodPressureVerdict(systolic: number | null, diastolic: number | null): Verdict {
  if (systolic === null && diastolic === null) return { level: 'no-reference', direction: null };
  const s = systolic ?? 0;
  const d = diastolic ?? 0;
  if (s >= BP_SEVERE_SYSTOLIC_MMHG || d >= BP_SEVERE_DIASTOLIC_MMHG) return { level: 'emergency', direction: 'high' };
  if (s >= BP_HYPERTENSION_SYSTOLIC_MMHG || d >= BP_HYPERTENSION_DIASTOLIC_MMHG) return { level: 'see-health-worker', direction: 'high' };
  return { level: 'normal', direction: null };
}
