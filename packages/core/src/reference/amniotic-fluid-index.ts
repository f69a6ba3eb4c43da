/**
 * Amniotic fluid index (AFI, mm) by completed gestational week, 16 to 42: 5th, 50th and 95th percentiles.
 * Copied from packages/core/src/reference/sources/amniotic-fluid-index-by-ga.json: Moore TR, Cayle JE. The amniotic fluid
 * index in normal human pregnancy. Am J Obstet Gynecol 1990;162(5):1168-1173 (AFI percentiles by week,
 * 16-42 weeks, n=791 normal pregnancies), from two independent public copies that agree cell for cell.
 * The app records the "water level" in cm (divide by 10, domain/units.ts mmToCm).
 * Alert cut-offs (same file, "conventional thresholds (Phelan/ACOG usage) ... moderate confidence"):
 * oligohydramnios AFI <= 50 mm, polyhydramnios AFI >= 240 mm. Any value outside the percentile lines
 * should prompt a clinician's review, not a diagnosis by the app.
 */

/** [week, p5, p50, p95], mm. */
export type AfiRow = readonly [week: number, p5: number, p50: number, p95: number];

/** Moore & Cayle 1990 AFI percentiles, mm. */
export const AFI_BY_WEEK_MM: readonly AfiRow[] = [
  [16, 79, 121, 185],
  [17, 83, 127, 194],
  [18, 87, 133, 202],
  [19, 90, 137, 207],
  [20, 93, 141, 212],
  [21, 95, 143, 214],
  [22, 97, 145, 216],
  [23, 98, 146, 218],
  [24, 98, 147, 219],
  [25, 97, 147, 221],
  [26, 97, 147, 223],
  [27, 95, 146, 226],
  [28, 94, 146, 228],
  [29, 92, 145, 231],
  [30, 90, 145, 234],
  [31, 88, 144, 238],
  [32, 86, 144, 242],
  [33, 83, 143, 245],
  [34, 81, 142, 248],
  [35, 79, 140, 249],
  [36, 77, 138, 249],
  [37, 75, 135, 244],
  [38, 73, 132, 239],
  [39, 72, 127, 226],
  [40, 71, 123, 214],
  [41, 70, 116, 194],
  [42, 69, 110, 175],
];

/** Oligohydramnios at or below this AFI, mm. */
export const AFI_OLIGOHYDRAMNIOS_MAX_MM = 50;
/** Polyhydramnios at or above this AFI, mm. */
export const AFI_POLYHYDRAMNIOS_MIN_MM = 240;
