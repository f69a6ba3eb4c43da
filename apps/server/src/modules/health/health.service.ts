/**
 * The provider's health screens: schedules, reminders and the report, computed from the records
 * of the session's own account. Access: every function takes the provider id of the session (never an id
 * from the request) and the queries select only rows of that provider, so a mother can read nothing but
 * her own pregnancy and babies.
 *
 * Subjects of an account:
 * - the pregnancy: the latest one of the account. A MOTHER_AND_BABY account's pregnancy has ended (a
 *   birth was recorded): its schedule is shown as it stood on the day it ended (as the staff record
 *   does), and it gives no more reminders.
 * - the babies: a BABY account has one; a MOTHER_AND_BABY account has the babies of its births. Twins
 *   (a design decision): `babyTables` and the report's baby fields are the first baby's (latest birth,
 *   then registration order); `babies` lists every baby with its own schedule or report, only when there
 *   is more than one, so single-baby clients keep the spec's shape. Fetal weight estimates name their
 *   fetus (A = 1, B = 2): after the birth each baby's `babyWombProgressReport` is its own fetus's.
 */
import type { Lang } from '@mamata/core/preferences';
import { addDays, daysBetween, nepalToday } from '@mamata/core/calendar/nepal-time';
import { bmi } from '@mamata/core/domain/bmi';
import { normalBmiBand } from '@mamata/core/domain/gestational-weight';
import type { RecordedSex } from '@mamata/core/domain/growth';
import { ageInMonths } from '@mamata/core/domain/growth';
import { GESTATION_CHART_WEEKS, normalBabyGrowthData, normalFetalWeightData, normalMotherData } from '@mamata/core/domain/normal-values';
import type { ItemRecord, ScheduledItem } from '@mamata/core/domain/schedule';
import { babyAlerts, fetalAlerts, pregnancyAlerts, sortAlerts } from '@mamata/core/domain/verdicts';
import { babySchedule, motherCareSchedule, weekLabelOfFromDays } from '@mamata/core/domain/schedule';
import { GENDERS } from '@mamata/core/schemas/auth';
import type {
  BabyTablePeriod,
  BabyTableResponse,
  MotherTablePeriod,
  MotherTableResponse,
  PatientReportDetails,
  ProviderReportResponse,
  ScheduleItem,
} from '@mamata/core/schemas/health';
import { REMINDER_LEAD_DAYS, specBabyGender } from '@mamata/core/schemas/health';
import type { Db } from '../../db/client.ts';
import type { BabyReportRow, FetalRow, GivenRow, GrowthRow, PregnancyReportRow, ReportRows, VisitRow } from './health.queries.ts';
import { findMotherSchedule, findReport, findReportBySession, listBabySchedules } from './health.queries.ts';
import type { LiveSessionRow, SessionLookup } from '../../db/live-session.ts';
import { scheduleTemplates } from '../schedule-items/schedule-items.service.ts';

/** Which items a screen lists: all of them (tables) or only reminders (alerts). */
export type ScheduleView = 'table' | 'alert';

function sexOf(value: string): RecordedSex {
  return (GENDERS as readonly string[]).includes(value) ? (value as RecordedSex) : 'other';
}

function asRecords(given: readonly GivenRow[]): ItemRecord[] {
  return given.map(([key, givenOn]) => ({ key, givenOn }));
}

/** A reminder: due or overdue now, or upcoming within REMINDER_LEAD_DAYS. */
function isReminder(item: ScheduledItem, today: string): boolean {
  if (item.status === 'due' || item.status === 'overdue') return true;
  return item.status === 'upcoming' && item.dueDate <= addDays(today, REMINDER_LEAD_DAYS);
}

/** One item in the caller's language (spec "Vaccine"). */
function itemOut(item: ScheduledItem, lang: Lang): ScheduleItem {
  return {
    _id: item.key,
    name: item.name[lang],
    required_status: item.required_status,
    type: item.type,
    status: item.status,
    dose: item.dose[lang],
    days: item.days,
    info: item.info[lang],
    dueDate: item.dueDate,
    givenOn: item.givenOn,
    confirmed: item.confirmed,
  };
}

/** The items of a period to list: all, or the reminders (a period without any is then left out). */
function itemsOf(items: readonly ScheduledItem[], view: ScheduleView, today: string, lang: Lang): ScheduleItem[] {
  const shown = view === 'table' ? items : items.filter((i) => isReminder(i, today));
  return shown.map((i) => itemOut(i, lang));
}

/**
 * `motherTables` of the account's pregnancy; `[]` without one. Once it has ended: its antenatal periods as
 * they stood that day, which give no more reminders, then her own postnatal care after a stillbirth or the
 * death of her baby (core motherCareSchedule: period `after-birth`, reminders of its own).
 */
export async function getMotherTables(db: Db, providerId: string, lang: Lang, view: ScheduleView): Promise<MotherTableResponse> {
  const [pregnancy, templates] = await Promise.all([findMotherSchedule(db, providerId), scheduleTemplates(db)]);
  if (!pregnancy) return { motherTables: [] };
  const today = nepalToday();
  const motherTables: MotherTablePeriod[] = [];
  for (const p of motherCareSchedule(pregnancy, today, asRecords(pregnancy.given), templates.mother, { reminders: view === 'alert' })) {
    const vaccines = itemsOf(p.items, view, today, lang);
    if (view === 'alert' && vaccines.length === 0) continue;
    // `fromDays` is days since the LMP (spec); her postnatal period counts from the birth, so it is placed by its date
    const fromDays = daysBetween(pregnancy.lmp, p.dateFrom);
    motherTables.push({
      _id: p.period.key,
      image: p.period.image,
      fromDays: String(fromDays),
      week: weekLabelOfFromDays(fromDays),
      dateFrom: p.dateFrom,
      dateTo: p.dateTo,
      vaccines,
    });
  }
  return { motherTables };
}

/** `babyTables` of the account's first baby (and `babies` for twins); `[]` without a baby. */
export async function getBabyTables(db: Db, providerId: string, lang: Lang, view: ScheduleView): Promise<BabyTableResponse> {
  const [rows, templates] = await Promise.all([listBabySchedules(db, providerId), scheduleTemplates(db)]);
  const today = nepalToday();
  const babies = rows.map((b) => {
    const babyTables: BabyTablePeriod[] = [];
    for (const p of babySchedule(b.birthDate, today, asRecords(b.given), templates.baby)) {
      const vaccines = itemsOf(p.items, view, today, lang);
      if (view === 'alert' && vaccines.length === 0) continue;
      babyTables.push({
        _id: p.period.key,
        imageBoy: p.period.imageBoy,
        imageGirl: p.period.imageGirl,
        birthDays: String(p.period.birthDays),
        atDate: p.atDate,
        vaccines,
      });
    }
    return { _id: b.id, babyGender: sexOf(b.sex), babyBirthDate: b.birthDate, babyTables };
  });
  const first = babies[0];
  const babyGender = first?.babyGender ?? null;
  return {
    babyTables: first?.babyTables ?? [],
    provider: { babyGender: specBabyGender(babyGender) },
    babyGender,
    ...(babies.length > 1 ? { babies } : {}),
  };
}

// Normal curves depend only on the sex: built once per process.
const NORMAL_MOTHER = normalMotherData();
const normalFetalBySex = new Map<RecordedSex | null, ReturnType<typeof normalFetalWeightData>>();
const normalGrowthBySex = new Map<RecordedSex, ReturnType<typeof normalBabyGrowthData>>();
function memo<K, V>(map: Map<K, V>, key: K, build: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = build();
    map.set(key, value);
  }
  return value;
}

function wombProgress(fetal: readonly FetalRow[]) {
  return fetal.map(([date, week, grams]) => ({ date, week, babyWeight: grams }));
}

function bornProgress(birthDate: string, growth: readonly GrowthRow[]) {
  return growth.map(([date, grams, inches]) => {
    const ageDays = daysBetween(birthDate, date);
    return { date, ageDays, ageMonths: ageInMonths(ageDays), babyWeight: grams, babyHeight: inches };
  });
}

function motherProgress(visits: readonly VisitRow[], heightInches: number | null) {
  return visits.map(([date, week, systolic, diastolic, waterLevel, weightKg]) => ({
    date,
    week,
    systolicPressure: systolic,
    diastolicPressure: diastolic,
    waterLevel,
    motherWeight: weightKg,
    currentBmi: bmi(weightKg, heightInches),
  }));
}

/**
 * Verdicts on the latest reading of each series (domain/verdicts.ts): the pregnancy's visits and fetal
 * weight estimates while it is current (an ended pregnancy's readings are history, except her blood pressure
 * after the birth and a severe reading no nurse has reviewed: core pregnancyAlerts), and every baby's
 * growth. Most urgent first.
 */
function reportAlerts(pregnancy: PregnancyReportRow | null, fetal: readonly FetalRow[], babies: readonly BabyReportRow[], firstSex: RecordedSex | null) {
  const current = pregnancy && !pregnancy.endedOn ? pregnancy : null;
  return sortAlerts([
    ...(pregnancy
      ? pregnancyAlerts(
          pregnancy.visits.map(([date, , systolic, diastolic, waterLevelCm, weightKg, gestationDays, id, reviewed]) => ({
            date,
            gestationDays,
            systolic,
            diastolic,
            waterLevelCm,
            weightKg,
            id,
            reviewed,
          })),
          { weightKg: pregnancy.weightKg, heightInches: pregnancy.heightInches },
          { endedOn: pregnancy.endedOn ?? null, today: nepalToday() },
        )
      : []),
    ...(current
      ? fetalAlerts(
          fetal.map(([date, , grams, gestationDays, fetus]) => ({ date, grams, gestationDays, fetus })),
          firstSex,
        )
      : []),
    ...babies.flatMap((b) =>
      babyAlerts(
        b.id,
        sexOf(b.sex),
        b.growth.map(([date, grams, inches]) => ({ date, ageDays: daysBetween(b.birthDate, date), grams, inches })),
      ),
    ),
  ]);
}

/**
 * `patientReportDetails`: the account's measurements and the normal curves to draw them against.
 * Normal mother and BMI data come with a pregnancy (the chart's nine weeks), normal baby growth with a baby
 * (for its sex, indexed by month 0-24); normal fetal weight always (indexed by week 0-42; for the first
 * baby's sex when known, else the sex-unspecified WHO chart).
 */
export async function getProviderReport(db: Db, providerId: string): Promise<ProviderReportResponse> {
  return reportOut(await findReport(db, providerId));
}

/** The report read with its session: the report is computed only once the session is accepted. */
export interface ReportWithSession {
  session: LiveSessionRow;
  report: () => ProviderReportResponse;
}

/**
 * GET /provider/provider-report in one round trip: the report of the account of the session `lookup` names,
 * with the session's columns (undefined when no live session: the route answers 401, plugins/auth.ts).
 */
export async function getProviderReportBySession(db: Db, lookup: SessionLookup): Promise<ReportWithSession | undefined> {
  const found = await findReportBySession(db, lookup);
  return found ? { session: found.session, report: () => reportOut(found) } : undefined;
}

/** The report of the rows of {@link findReport}. */
function reportOut({ pregnancy, babies: babyRows }: ReportRows): ProviderReportResponse {
  const babies = babyRows.map((b) => {
    const sex = sexOf(b.sex);
    return {
      _id: b.id,
      babyGender: sex,
      babyBirthDate: b.birthDate,
      // json_build_object gives numeric columns as JSON numbers
      babyBirthWeight: b.birthWeightGrams === null ? null : Number(b.birthWeightGrams),
      babyBirthHeight: b.birthHeightInches === null ? null : Number(b.birthHeightInches),
      normalBabyGrowthtData: memo(normalGrowthBySex, sex, () => normalBabyGrowthData(sex)),
      babyWombProgressReport: wombProgress(b.fetal),
      babyBornProgressReport: bornProgress(b.birthDate, b.growth),
    };
  });
  const first = babies[0];
  const height = pregnancy?.heightInches ?? null;
  const visits = pregnancy?.visits ?? [];
  const fetal = first && first.babyWombProgressReport.length > 0 ? (babyRows[0]?.fetal ?? []) : (pregnancy?.fetal ?? []);
  const details: PatientReportDetails = {
    normalMotherData: pregnancy ? NORMAL_MOTHER : [],
    normalBMIData: normalBmiBand(height, pregnancy?.weightKg ?? null, GESTATION_CHART_WEEKS),
    normalFetalWeightData: memo(normalFetalBySex, first?.babyGender ?? null, () => normalFetalWeightData(first?.babyGender ?? null)),
    normalBabyGrowthtData: first?.normalBabyGrowthtData ?? [],
    patientReport: {
      motherProgressReport: motherProgress(visits, height),
      // The first baby's pregnancy when there is a baby with one, else the account's own pregnancy.
      babyWombProgressReport: first && first.babyWombProgressReport.length > 0 ? first.babyWombProgressReport : wombProgress(pregnancy?.fetal ?? []),
      babyBornProgressReport: first?.babyBornProgressReport ?? [],
      alerts: reportAlerts(pregnancy, fetal, babyRows, first?.babyGender ?? null),
    },
    provider: { height, babyGender: specBabyGender(first?.babyGender ?? null) },
    babyGender: first?.babyGender ?? null,
    ...(babies.length > 1 ? { babies } : {}),
  };
  return { patientReportDetails: details };
}
