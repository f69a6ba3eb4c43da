/**
 * The dashboard's "latest measurements against normal" (decisions.md: dashboard): her newest reading
 * of each kind, and whether it lies below, within or above the normal band the server sent with the
 * report (packages/core/src/schemas/health.ts cites the tables: blood pressure limits 140/90 from
 * ACOG/ISSHP/WHO, amniotic fluid index 5th-95th percentile from Moore & Cayle 1990, the personal IOM
 * 2009 weight-gain band as BMI, fetal weight 10th-90th percentile from the WHO fetal growth charts,
 * baby weight and length -2 SD to +2 SD from the WHO Child Growth Standards).
 *
 * The bands come at every 2 weeks or 2 months; between two of them the band is interpolated linearly
 * (both edges move smoothly over such a span). Outside the sampled range there is no band and no
 * verdict: the app never guesses beyond its reference.
 */
import type { IsoDate } from '@mamata/core/calendar/civil-date';
import type { PatientReportDetails } from '@mamata/core/schemas/health';
import type { ChartUnit, NormalPoint } from './report-charts.ts';

/** Where a reading lies against its normal band; 'unknown' when there is no band at its week or age. */
export type BandVerdict = 'low' | 'normal' | 'high' | 'unknown';

/** One latest reading with its verdict. `key` names the reading and its note (`<key>Low`, `<key>High`). */
export interface LatestReading {
  key: 'bp' | 'water' | 'bmi' | 'fetal' | 'babyWeight' | 'babyHeight';
  date: IsoDate;
  /** One value, or systolic/diastolic for blood pressure. */
  values: number[];
  unit: ChartUnit;
  decimals: number;
  verdict: BandVerdict;
}

/** The band at `x`, linearly interpolated between the two sampled points around it; null outside them. */
export function bandAt(normal: readonly NormalPoint[], x: number): { low: number; high: number } | null {
  const rows = normal.filter((p): p is Required<NormalPoint> => p.low != null && p.high != null).sort((a, b) => a.x - b.x);
  const after = rows.findIndex((p) => p.x >= x);
  if (after < 0) return null;
  const b = rows[after]!;
  if (b.x === x) return { low: b.low, high: b.high };
  const a = rows[after - 1];
  if (!a) return null;
  const f = (x - a.x) / (b.x - a.x);
  return { low: a.low + (b.low - a.low) * f, high: a.high + (b.high - a.high) * f };
}

/** Below, within or above a band (its edges count as within). */
export function verdictOf(value: number, band: { low: number; high: number } | null): BandVerdict {
  if (!band) return 'unknown';
  return value < band.low ? 'low' : value > band.high ? 'high' : 'normal';
}

function latest<T extends { date: IsoDate }>(rows: readonly T[], has: (r: T) => boolean): T | undefined {
  return rows.filter(has).reduce<T | undefined>((best, r) => (!best || r.date >= best.date ? r : best), undefined);
}

/** A mother's latest blood pressure, water level, BMI and fetal weight, each against its band. */
export function latestMotherReadings(d: PatientReportDetails): LatestReading[] {
  const out: LatestReading[] = [];
  const visits = d.patientReport.motherProgressReport;
  const limits = d.normalMotherData[0];
  const bp = latest(visits, (v) => v.systolicPressure != null && v.diastolicPressure != null);
  if (bp) {
    const [sys, dia] = [bp.systolicPressure!, bp.diastolicPressure!];
    // Hypertension in pregnancy: systolic >= 140 OR diastolic >= 90 (either one counts).
    const verdict: BandVerdict = !limits ? 'unknown' : sys >= limits.systolicMax || dia >= limits.diastolicMax ? 'high' : 'normal';
    out.push({ key: 'bp', date: bp.date, values: [sys, dia], unit: 'mmHg', decimals: 0, verdict });
  }
  const water = latest(visits, (v) => v.waterLevel != null);
  if (water) {
    const band = bandAt(
      d.normalMotherData.map((n) => ({ x: n.week, y: n.wombWaterLevel, low: n.wombWaterLevelLow, high: n.wombWaterLevelHigh })),
      water.week,
    );
    out.push({ key: 'water', date: water.date, values: [water.waterLevel!], unit: 'cm', decimals: 1, verdict: verdictOf(water.waterLevel!, band) });
  }
  const bmi = latest(visits, (v) => v.currentBmi != null);
  if (bmi) {
    const band = bandAt(
      d.normalBMIData.map((n) => ({ x: n.week, y: n.currentBmi, low: n.bmiLow, high: n.bmiHigh })),
      bmi.week,
    );
    out.push({ key: 'bmi', date: bmi.date, values: [bmi.currentBmi!], unit: 'bmi', decimals: 2, verdict: verdictOf(bmi.currentBmi!, band) });
  }
  const fetal = latest(d.patientReport.babyWombProgressReport, () => true);
  if (fetal) out.push(fetalReading(d, fetal));
  return out;
}

function fetalReading(d: PatientReportDetails, fetal: PatientReportDetails['patientReport']['babyWombProgressReport'][number]): LatestReading {
  const band = bandAt(
    d.normalFetalWeightData.map((n) => ({ x: n.week, y: n.weight, low: n.weightLow, high: n.weightHigh })),
    fetal.week,
  );
  return { key: 'fetal', date: fetal.date, values: [fetal.babyWeight], unit: 'g', decimals: 0, verdict: verdictOf(fetal.babyWeight, band) };
}

/** A baby's latest weight and length after birth against the WHO bands for the baby's sex. */
export function latestBabyReadings(d: PatientReportDetails): LatestReading[] {
  const out: LatestReading[] = [];
  const born = d.patientReport.babyBornProgressReport;
  const growth = d.normalBabyGrowthtData;
  const weight = latest(born, (r) => r.babyWeight != null);
  if (weight) {
    const band = bandAt(
      growth.map((n) => ({ x: n.ageMonths, y: n.weight, low: n.weightLow, high: n.weightHigh })),
      weight.ageMonths,
    );
    out.push({ key: 'babyWeight', date: weight.date, values: [weight.babyWeight!], unit: 'g', decimals: 0, verdict: verdictOf(weight.babyWeight!, band) });
  }
  const height = latest(born, (r) => r.babyHeight != null);
  if (height) {
    const band = bandAt(
      growth.map((n) => ({ x: n.ageMonths, y: n.height, low: n.heightLow, high: n.heightHigh })),
      height.ageMonths,
    );
    out.push({ key: 'babyHeight', date: height.date, values: [height.babyHeight!], unit: 'in', decimals: 1, verdict: verdictOf(height.babyHeight!, band) });
  }
  return out;
}
