/**
 * Reads of the health screens: one prepared statement per screen and subject, each a single round trip
 * that brings the rows' children as JSON (hot paths: every screen of the mother's app calls one of these).
 * Every query is keyed by the provider id of the session, and every child is filtered by that provider
 * too (item_records.provider_id; visits, estimates and growth through their pregnancy or baby of that
 * provider), so no id supplied by a client is ever used. Superseded rows (corrections) are left out.
 */
import { asc, desc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { antenatalVisits, babies, fetalWeightEstimates, growthMeasurements, itemRecords, pregnancies } from '../../db/schema/index.ts';

/** An item given: [item key, date given]. */
export type GivenRow = [key: string, givenOn: string];
/** A visit: [date, week, systolic, diastolic, water level cm, weight kg]. */
export type VisitRow = [date: string, week: number, systolic: number | null, diastolic: number | null, waterLevel: number | null, weightKg: number | null];
/** A fetal weight estimate: [date, week, grams]. */
export type FetalRow = [date: string, week: number, grams: number];
/** A growth measurement: [date, grams, inches]. */
export type GrowthRow = [date: string, grams: number | null, inches: number | null];

const providerId = sql.placeholder('providerId');

/**
 * A column of the outer row, qualified by its table: Drizzle leaves columns unqualified in a select without
 * joins, and inside a correlated subquery an unqualified "id" would mean the subquery's own table.
 */
function outer(table: typeof pregnancies | typeof babies, column: 'id' | 'pregnancy_id') {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column)}`;
}
const PREGNANCY_ID = outer(pregnancies, 'id');
const BABY_ID = outer(babies, 'id');
const BABY_PREGNANCY_ID = outer(babies, 'pregnancy_id');

/** Items given (not superseded) for one pregnancy or baby of the provider, as JSON [[key, date], ...]. */
function givenItems(subject: typeof itemRecords.pregnancyId | typeof itemRecords.babyId, id: SQL) {
  return sql<GivenRow[]>`coalesce((select json_agg(json_build_array(${itemRecords.itemKey}, ${itemRecords.givenOn}))
    from ${itemRecords} where ${itemRecords.providerId} = ${providerId} and ${subject} = ${id} and ${itemRecords.supersededAt} is null), '[]'::json)`;
}

/** Fetal weight estimates (not superseded) of a pregnancy, oldest first, as JSON. */
function fetalWeights(pregnancyId: SQL) {
  return sql<
    FetalRow[]
  >`coalesce((select json_agg(json_build_array(${fetalWeightEstimates.measuredOn}, ${fetalWeightEstimates.gestationalWeek}, ${fetalWeightEstimates.weightGrams})
    order by ${fetalWeightEstimates.measuredOn}, ${fetalWeightEstimates.gestationalWeek})
    from ${fetalWeightEstimates} where ${fetalWeightEstimates.pregnancyId} = ${pregnancyId} and ${fetalWeightEstimates.supersededAt} is null), '[]'::json)`;
}

const pregnancyColumns = {
  id: pregnancies.id,
  lmp: pregnancies.lastMenstrualPeriod,
  endedOn: pregnancies.endedOn,
  heightInches: pregnancies.heightInches,
};
const babyColumns = { id: babies.id, birthDate: babies.birthDate, sex: babies.sex };
/** Latest birth first; twins (same birth date) in registration order. */
const babyOrder = [desc(babies.birthDate), asc(babies.createdAt), asc(babies.id)];
/** The provider's latest pregnancy (a MOTHER_AND_BABY account's is ended: her history). */
const latestPregnancy = [desc(pregnancies.lastMenstrualPeriod), desc(pregnancies.createdAt)];

function queries(db: Db) {
  return {
    motherSchedule: db
      .select({ ...pregnancyColumns, given: givenItems(itemRecords.pregnancyId, PREGNANCY_ID) })
      .from(pregnancies)
      .where(eq(pregnancies.providerId, providerId))
      .orderBy(...latestPregnancy)
      .limit(1)
      .prepare('health_mother_schedule'),
    babySchedules: db
      .select({ ...babyColumns, given: givenItems(itemRecords.babyId, BABY_ID) })
      .from(babies)
      .where(eq(babies.providerId, providerId))
      .orderBy(...babyOrder)
      .prepare('health_baby_schedules'),
    motherReport: db
      .select({
        ...pregnancyColumns,
        visits: sql<VisitRow[]>`coalesce((select json_agg(json_build_array(${antenatalVisits.visitDate}, ${antenatalVisits.gestationalWeek},
          ${antenatalVisits.systolicPressure}, ${antenatalVisits.diastolicPressure}, ${antenatalVisits.waterLevel}, ${antenatalVisits.weightKg})
          order by ${antenatalVisits.visitDate}, ${antenatalVisits.gestationalWeek})
          from ${antenatalVisits} where ${antenatalVisits.pregnancyId} = ${PREGNANCY_ID} and ${antenatalVisits.supersededAt} is null), '[]'::json)`,
        fetal: fetalWeights(PREGNANCY_ID),
      })
      .from(pregnancies)
      .where(eq(pregnancies.providerId, providerId))
      .orderBy(...latestPregnancy)
      .limit(1)
      .prepare('health_mother_report'),
    babyReports: db
      .select({
        ...babyColumns,
        growth: sql<
          GrowthRow[]
        >`coalesce((select json_agg(json_build_array(${growthMeasurements.measuredOn}, ${growthMeasurements.weightGrams}, ${growthMeasurements.heightInches})
          order by ${growthMeasurements.measuredOn}, ${growthMeasurements.createdAt})
          from ${growthMeasurements} where ${growthMeasurements.babyId} = ${BABY_ID} and ${growthMeasurements.supersededAt} is null), '[]'::json)`,
        fetal: fetalWeights(BABY_PREGNANCY_ID),
      })
      .from(babies)
      .where(eq(babies.providerId, providerId))
      .orderBy(...babyOrder)
      .prepare('health_baby_reports'),
  };
}

const q = (db: Db) => prepared(db, 'health', queries);

/** The provider's latest pregnancy with the items given in it, or undefined. */
export async function findMotherSchedule(db: Db, id: string) {
  const [row] = await q(db).motherSchedule.execute({ providerId: id });
  return row;
}

/** Every baby the provider's account shows (first baby first), each with the items given to it. */
export function listBabySchedules(db: Db, id: string) {
  return q(db).babySchedules.execute({ providerId: id });
}

/** The provider's latest pregnancy with its visits and fetal weight estimates, or undefined. */
export async function findMotherReport(db: Db, id: string) {
  const [row] = await q(db).motherReport.execute({ providerId: id });
  return row;
}

/** Every baby of the provider's account (first baby first) with growth measurements and fetal weights of its pregnancy. */
export function listBabyReports(db: Db, id: string) {
  return q(db).babyReports.execute({ providerId: id });
}
