/**
 * Reads of the health screens: one prepared statement per screen and subject, each a single round trip
 * that brings the rows' children as JSON (hot paths: every screen of the mother's app calls one of these).
 * Every query is keyed by the provider id of the session, and every child is filtered by that provider
 * too (item_records.provider_id; visits, estimates and growth through their pregnancy or baby of that
 * provider), so no id supplied by a client is ever used. Superseded rows (corrections) are left out.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { babies, pregnancies, providers, sessions } from '../../db/schema/index.ts';
import { babiesOfBirth } from '../reminders/followed.ts';
import { liveSessionColumns, liveSessionWhere, type LiveSessionRow } from '../../db/live-session.ts';

/** An item given: [item key, date given]. */
export type GivenRow = [key: string, givenOn: string];
/** A visit: [date, week, systolic, diastolic, water level cm, weight kg, days since the LMP, id, reviewed by a nurse]. */
export type VisitRow = [
  date: string,
  week: number,
  systolic: number | null,
  diastolic: number | null,
  waterLevel: number | null,
  weightKg: number | null,
  gestationDays: number,
  id: string,
  reviewed: boolean,
];
/** A fetal weight estimate: [date, week, grams, days since the LMP]. */
export type FetalRow = [date: string, week: number, grams: number, gestationDays: number, fetus: number];
/** A growth measurement: [date, grams, inches]. */
export type GrowthRow = [date: string, grams: number | null, inches: number | null];

const providerId = sql.placeholder('providerId');

// The JSON children are correlated subqueries written in SQL with their own aliases: the outer row is
// named by its table ("pregnancies"."id"), because Drizzle leaves columns unqualified in a select without
// joins and an unqualified "id" inside a subquery would mean the subquery's own table.

/** Items given (not superseded) to the outer pregnancy or baby of the provider, as JSON [[key, date], ...]. */
const givenTo = (subject: 'pregnancy_id' | 'baby_id', outerId: string) =>
  sql<GivenRow[]>`coalesce((select json_agg(json_build_array(r.item_key, r.given_on))
    from item_records r where r.provider_id = ${providerId} and r.${sql.raw(subject)} = ${sql.raw(outerId)} and r.superseded_at is null), '[]'::json)`;

const pregnancyColumns = {
  id: pregnancies.id,
  lmp: pregnancies.lastMenstrualPeriod,
  endedOn: pregnancies.endedOn,
  heightInches: pregnancies.heightInches,
};
/** The babies of the outer pregnancy's birth: what decides her own postnatal care (modules/reminders/followed.ts). */
const babiesOfPregnancy = babiesOfBirth(sql.raw('"pregnancies"."id"'), providerId);
const babyColumns = { id: babies.id, birthDate: babies.birthDate, sex: babies.sex };
/** Latest birth first; twins (same birth date) in registration order. */
const babyOrder = [desc(babies.birthDate), asc(babies.birthOrder), asc(babies.createdAt), asc(babies.id)];
/** The provider's latest pregnancy (a MOTHER_AND_BABY account's is ended: her history). */
const latestPregnancy = [desc(pregnancies.lastMenstrualPeriod), desc(pregnancies.createdAt)];

/** The report's pregnancy: see {@link findReport}. Numbers and dates as JSON (dates 'YYYY-MM-DD'). */
export interface PregnancyReportRow {
  heightInches: number | null;
  /** Weight at registration, kg: her pre-pregnancy weight for the IOM band (domain/gestational-weight.ts). */
  weightKg: number | null;
  /** Set once the pregnancy has ended: its readings are then history, not alerts. */
  endedOn: string | null;
  visits: VisitRow[];
  fetal: FetalRow[];
}
/** One baby of the report: see {@link findReport}. */
export interface BabyReportRow {
  id: string;
  birthDate: string;
  sex: string;
  birthWeightGrams: number | null;
  birthHeightInches: number | null;
  growth: GrowthRow[];
  fetal: FetalRow[];
}

/**
 * Fetal weight estimates of pregnancy `pregnancyIdSql` as JSON rows, oldest first; superseded ones left
 * out. `fetusSql`: only that fetus's (twins: fetus 1 = A is the baby of birth order 1, 2 = B of 2), so
 * each baby has its own womb chart after the birth.
 */
const fetalOf = (pregnancyIdSql: string, fetusSql?: string) =>
  sql.raw(`coalesce((select json_agg(json_build_array(f.measured_on, f.gestational_week, f.weight_grams, f.measured_on - fp.last_menstrual_period, f.fetus)
      order by f.measured_on, f.gestational_week)
    from fetal_weight_estimates f join pregnancies fp on fp.id = f.pregnancy_id
    where f.pregnancy_id = ${pregnancyIdSql} and f.superseded_at is null${fetusSql ? ` and f.fetus = ${fetusSql}` : ''}), '[]'::json)`);

// Correlated subqueries of the report, keyed by "providers"."id" of the outer row (the session's provider).
const REPORT_PREGNANCY = sql<PregnancyReportRow | null>`(select json_build_object(
    'heightInches', p.height_inches,
    'weightKg', p.weight_kg,
    'endedOn', p.ended_on,
    'visits', coalesce((select json_agg(json_build_array(v.visit_date, v.gestational_week, v.systolic_pressure, v.diastolic_pressure, v.water_level, v.weight_kg,
        v.visit_date - p.last_menstrual_period, v.id, exists (select 1 from reading_reviews rr where rr.visit_id = v.id))
        order by v.visit_date, v.gestational_week, v.created_at)
      from antenatal_visits v where v.pregnancy_id = p.id and v.superseded_at is null), '[]'::json),
    'fetal', ${fetalOf('p.id')})
  from pregnancies p where p.provider_id = "providers"."id" and "providers"."registration_type" <> 'BABY'
  order by p.last_menstrual_period desc, p.created_at desc limit 1)`;
const REPORT_BABIES = sql<BabyReportRow[]>`coalesce((select json_agg(json_build_object(
    'id', b.id, 'birthDate', b.birth_date, 'sex', b.sex, 'birthWeightGrams', b.birth_weight_grams, 'birthHeightInches', b.birth_height_inches,
    'growth', coalesce((select json_agg(json_build_array(g.measured_on, g.weight_grams, g.height_inches) order by g.measured_on, g.created_at)
      from growth_measurements g where g.baby_id = b.id and g.superseded_at is null), '[]'::json),
    'fetal', ${fetalOf('b.pregnancy_id', 'b.birth_order')}) order by b.birth_date desc, b.birth_order, b.created_at, b.id)
  from babies b where b.provider_id = "providers"."id" and b.status = 'alive'), '[]'::json)`;

function queries(db: Db) {
  return {
    motherSchedule: db
      .select({ ...pregnancyColumns, outcome: pregnancies.outcome, babies: babiesOfPregnancy, given: givenTo('pregnancy_id', '"pregnancies"."id"') })
      .from(pregnancies)
      // a baby's own account may hold the pregnancy it came from (its womb chart), never a mother's schedule
      .where(
        and(eq(pregnancies.providerId, providerId), sql`not exists (select 1 from providers pr where pr.id = ${providerId} and pr.registration_type = 'BABY')`),
      )
      .orderBy(...latestPregnancy)
      .limit(1)
      .prepare('health_mother_schedule'),
    babySchedules: db
      .select({ ...babyColumns, given: givenTo('baby_id', '"babies"."id"') })
      .from(babies)
      // only a baby who is alive has a schedule and reminders (babies.status, schema/providers.ts)
      .where(and(eq(babies.providerId, providerId), eq(babies.status, 'alive')))
      .orderBy(...babyOrder)
      .prepare('health_baby_schedules'),
    report: db.select({ pregnancy: REPORT_PREGNANCY, babies: REPORT_BABIES }).from(providers).where(eq(providers.id, providerId)).prepare('health_report'),
    // GET /provider/provider-report: the session check folded into the report's query (one round trip)
    reportBySession: db
      .select({ session: liveSessionColumns, pregnancy: REPORT_PREGNANCY, babies: REPORT_BABIES })
      .from(sessions)
      .innerJoin(providers, eq(providers.id, sessions.providerId))
      .where(liveSessionWhere())
      .prepare('health_report_by_session'),
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

/**
 * Everything the report needs in one round trip: the provider's latest pregnancy with its visits and fetal
 * weight estimates (null without one), and every baby of the account (first baby first) with its growth
 * measurements and the fetal weight estimates of its pregnancy.
 */
export async function findReport(db: Db, id: string): Promise<ReportRows> {
  const [row] = await q(db).report.execute({ providerId: id });
  return { pregnancy: row?.pregnancy ?? null, babies: row?.babies ?? [] };
}

/** What {@link findReport} gives. */
export interface ReportRows {
  pregnancy: PregnancyReportRow | null;
  babies: BabyReportRow[];
}

/**
 * {@link findReport} for the account of a live session (auth.queries.ts `liveSessionWhere`), with the
 * session, in one round trip; undefined when the session is unknown, revoked, expired, or its account deactivated.
 */
export async function findReportBySession(
  db: Db,
  lookup: { tokenHash: string; idleSince: string },
): Promise<(ReportRows & { session: LiveSessionRow }) | undefined> {
  const [row] = await q(db).reportBySession.execute(lookup);
  return row ? { session: row.session, pregnancy: row.pregnancy ?? null, babies: row.babies ?? [] } : undefined;
}
