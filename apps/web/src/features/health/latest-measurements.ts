/**
 * The dashboard's "latest measurements against normal" (docs/spec/decisions.md: dashboard): the server's verdict on
 * her (or her baby's) newest reading of each kind, `patientReport.alerts`. The verdicts are made in
 * packages/core/src/domain/verdicts.ts (where the reference tables are cited); this file only picks the
 * ones a screen shows and how to print their values. It never judges a reading itself.
 */
import type { IsoDate } from '@mamata/core/calendar/civil-date';
import type { AlertLevel } from '@mamata/core/domain/verdict-levels';
import type { PatientReportDetails, ReadingAlertOut } from '@mamata/core/schemas/health';
import type { ChartUnit } from './report-charts.ts';

/** One latest reading with the server's verdict. `key` names the reading and its notes (`<key>Low`, `<key>High`). */
export interface LatestReading {
  key: 'bp' | 'water' | 'weight' | 'fetal' | 'babyWeight' | 'babyHeight';
  date: IsoDate;
  /** One value, or systolic/diastolic for blood pressure (a pressure not taken is null). */
  values: (number | null)[];
  unit: ChartUnit | 'kg';
  decimals: number;
  level: AlertLevel;
  direction: 'low' | 'high' | null;
}

const SHOWN: Record<ReadingAlertOut['series'], Pick<LatestReading, 'key' | 'unit' | 'decimals'>> = {
  bloodPressure: { key: 'bp', unit: 'mmHg', decimals: 0 },
  waterLevel: { key: 'water', unit: 'cm', decimals: 1 },
  weightGain: { key: 'weight', unit: 'kg', decimals: 1 },
  fetalWeight: { key: 'fetal', unit: 'g', decimals: 0 },
  babyWeight: { key: 'babyWeight', unit: 'g', decimals: 0 },
  babyHeight: { key: 'babyHeight', unit: 'in', decimals: 1 },
};

const MOTHER_ORDER = ['bp', 'water', 'weight', 'fetal'] as const;
const BABY_ORDER = ['babyWeight', 'babyHeight'] as const;

/** The first baby's id in the alerts (twins: the baby of `babyId`, else the first baby the report lists). */
function firstBabyId(d: PatientReportDetails): string | null {
  return d.babies?.[0]?._id ?? d.patientReport.alerts.find((a) => a.babyId !== null)?.babyId ?? null;
}

/** The readings a dashboard shows, in a fixed order: the mother's, or the (first) baby's. */
export function latestReadings(d: PatientReportDetails, baby: boolean, babyId: string | null = firstBabyId(d)): LatestReading[] {
  const order: readonly LatestReading['key'][] = baby ? BABY_ORDER : MOTHER_ORDER;
  return d.patientReport.alerts
    .filter((a) => (baby ? a.babyId !== null && a.babyId === babyId : a.babyId === null))
    .map((a) => ({ ...SHOWN[a.series], date: a.date, values: a.value, level: a.level, direction: a.direction }))
    .sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
}

/** The emergencies of a report (blood pressure in the severe range), for the red card at the top. */
export function emergencyReadings(d: PatientReportDetails): LatestReading[] {
  return d.patientReport.alerts
    .filter((a) => a.level === 'emergency')
    .map((a) => ({ ...SHOWN[a.series], date: a.date, values: a.value, level: a.level, direction: a.direction }));
}
