/**
 * Blood pressure in pregnancy, mmHg. From packages/core/src/reference/sources/pregnancy-blood-pressure.json:
 * - Thresholds: ACOG Practice Bulletin No. 222 (Obstet Gynecol 2020;135:e237-60); ISSHP (Magee LA et al.,
 *   Pregnancy Hypertens 2022;27:148-169); WHO pre-eclampsia/eclampsia recommendations 2011. Hypertension:
 *   systolic >= 140 OR diastolic >= 90; severe range: systolic >= 160 OR diastolic >= 110.
 * - Typical values: Green LJ, Mackillop LH, Salvi D, et al. Gestation-specific vital sign reference ranges in
 *   pregnancy. Obstet Gynecol 2020;135(3):653-664 (UK cohort, n=1,041): median, 3rd and 97th centiles at
 *   the anchor weeks its abstract states. The reference has no weekly table ("No complete weekly table
 *   found"), so only these anchors are stored here; domain/normal-values.ts derives the weekly median line
 *   from them and says how. The Macdonald-Wallis 2015 anchors of the same file use other statistics (mean,
 *   95% range) and are not mixed in (the reference: "Do not interpolate between the two studies").
 */

/** Hypertension in pregnancy at or above (either number counts). */
export const BP_HYPERTENSION_SYSTOLIC_MMHG = 140;
export const BP_HYPERTENSION_DIASTOLIC_MMHG = 90;
/** Severe range at or above: emergency (either number counts). */
export const BP_SEVERE_SYSTOLIC_MMHG = 160;
export const BP_SEVERE_DIASTOLIC_MMHG = 110;

/** One Green 2020 anchor: gestation in weeks (may be fractional), median and 3rd/97th centiles, mmHg. */
export interface BpAnchor {
  weeks: number;
  p50: number;
  p3: number;
  p97: number;
}

/** Green 2020 systolic anchors: 12 weeks, the nadir at 18.6 weeks, term (40 weeks, the maximum). */
export const SYSTOLIC_ANCHORS_GREEN_2020: readonly BpAnchor[] = [
  { weeks: 12, p50: 114, p3: 95, p97: 138 },
  { weeks: 18.6, p50: 113, p3: 95, p97: 136 },
  { weeks: 40, p50: 121, p3: 102, p97: 144 },
];

/** Green 2020 diastolic anchors: 12 weeks, the nadir at 19.2 weeks, term (40 weeks, the maximum). */
export const DIASTOLIC_ANCHORS_GREEN_2020: readonly BpAnchor[] = [
  { weeks: 12, p50: 70, p3: 56, p97: 87 },
  { weeks: 19.2, p50: 69, p3: 55, p97: 86 },
  { weeks: 40, p50: 78, p3: 62, p97: 95 },
];
