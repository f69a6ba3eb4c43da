import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { inUuids } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { antenatalVisits, babies, fetalWeightEstimates, healthPosts, itemRecords, pregnancies, providers, reminderDays } from '../../db/schema/index.ts';
import { babiesOfBirth, motherFollowed } from '../reminders/followed.ts';
import { scopeCondition, type Scope } from '../access/access.queries.ts';

/** These people, if active, with their latest pregnancy (if followed) and babies alive: the due list's input. */
export async function listScheduleSubjects(db: Db, ids: string[]) {
  if (ids.length === 0) return { people: [], pregnancies: [], babies: [] };
  const [people, preg, bab] = await Promise.all([
    db
      .select({ id: providers.id, firstName: providers.firstName, lastName: providers.lastName, mobileNumber: providers.mobileNumber })
      .from(providers)
      .where(and(inUuids(providers.id, ids), eq(providers.active, true))),
    db
      .select({
        id: pregnancies.id,
        providerId: pregnancies.providerId,
        lmp: pregnancies.lastMenstrualPeriod,
        weightKg: pregnancies.weightKg,
        heightInches: pregnancies.heightInches,
        endedOn: pregnancies.endedOn,
        outcome: pregnancies.outcome,
        // the babies of its birth: whether she has her own postnatal care (core motherCareSchedule)
        babies: babiesOfBirth(sql.raw('"pregnancies"."id"'), sql.raw('"pregnancies"."provider_id"')),
      })
      .from(pregnancies)
      // a current pregnancy, or one that ended in a birth or stillbirth within her postnatal period (as the reminder scan reads it)
      .where(and(inUuids(pregnancies.providerId, ids), motherFollowed(pregnancies.endedOn, pregnancies.outcome, pregnancies.providerId))),
    // only a baby who is alive has a schedule (babies.status, schema/providers.ts)
    db
      .select({ id: babies.id, providerId: babies.providerId, birthDate: babies.birthDate, sex: babies.sex })
      .from(babies)
      .where(and(inUuids(babies.providerId, ids), eq(babies.status, 'alive'))),
  ]);
  return { people, pregnancies: preg, babies: bab };
}

/**
 * The active people in scope whose due list day has come (`reminder_days.list_on` on or before today, or not known),
 * with the version of that day: the due list reads these again (docs/decisions/035-due-list-days.md).
 */
export function listDueListStale(db: Db, scope: Scope, today: string) {
  return db
    .select({ id: providers.id, version: reminderDays.version })
    .from(providers)
    .innerJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
    .innerJoin(reminderDays, eq(reminderDays.providerId, providers.id))
    .where(and(eq(providers.active, true), scopeCondition(scope), or(isNull(reminderDays.listOn), lte(reminderDays.listOn, today))));
}

/** Writes the due list days read, each only if her record did not change since (the version read with her). */
export async function writeDueListDays(db: Db, days: ReadonlyArray<{ id: string; version: number; next: string; key: string | null; flag: number | null }>) {
  if (days.length === 0) return;
  await db.execute(sql`update reminder_days rd set list_on = s.next, list_key = s.key, list_flag = s.flag
    from unnest(${sql.param(days.map((d) => d.id))}::uuid[], ${sql.param(days.map((d) => d.version))}::int[],
      ${sql.param(days.map((d) => d.next))}::date[], ${sql.param(days.map((d) => d.key))}::date[],
      ${sql.param(days.map((d) => d.flag))}::smallint[]) as s(id, version, next, key, flag)
    where rd.provider_id = s.id and rd.version = s.version`);
}

/**
 * One page of the active people in scope on the due list (a kept earliest due day), ordered by that day, then name;
 * one more than `size` when there is a next page.
 */
export function listDueListPage(db: Db, scope: Scope, until: string, page: number, size: number) {
  return db
    .select({ id: providers.id })
    .from(providers)
    .innerJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
    .innerJoin(reminderDays, eq(reminderDays.providerId, providers.id))
    .where(and(eq(providers.active, true), scopeCondition(scope), lte(reminderDays.listKey, until)))
    .orderBy(asc(reminderDays.listKey), asc(providers.firstName), asc(providers.lastName), asc(providers.id))
    .limit(size + 1)
    .offset(page * size);
}

/**
 * How many active people in scope are on the list: with an item due by `until` (their earliest is: overdue and due
 * items are due by today), and with a flagged reading.
 */
export async function countDueList(db: Db, scope: Scope, until: string) {
  const [row] = await db
    .select({
      people: sql<number>`count(*) filter (where ${reminderDays.listKey} <= ${until})`.mapWith(Number),
      flagged: sql<number>`count(*) filter (where ${reminderDays.listFlag} is not null)`.mapWith(Number),
    })
    .from(providers)
    .innerJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
    .innerJoin(reminderDays, eq(reminderDays.providerId, providers.id))
    .where(and(eq(providers.active, true), scopeCondition(scope), or(isNotNull(reminderDays.listKey), isNotNull(reminderDays.listFlag))));
  return { people: row?.people ?? 0, flagged: row?.flagged ?? 0 };
}

/** One page of the active people in scope with a reading flagged at their last read: emergencies first, then name. */
export function listDueListFlagged(db: Db, scope: Scope, page: number, size: number) {
  return db
    .select({ id: providers.id })
    .from(providers)
    .innerJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
    .innerJoin(reminderDays, eq(reminderDays.providerId, providers.id))
    .where(and(eq(providers.active, true), scopeCondition(scope), isNotNull(reminderDays.listFlag)))
    .orderBy(asc(reminderDays.listFlag), asc(providers.firstName), asc(providers.lastName), asc(providers.id))
    .limit(size + 1)
    .offset(page * size);
}

/** Items given to these people (not corrected away): only what a schedule reads (the due list's thousands of rows). */
export function listGivenItems(db: Db, providerIds: string[]) {
  if (providerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ pregnancyId: itemRecords.pregnancyId, babyId: itemRecords.babyId, itemKey: itemRecords.itemKey, givenOn: itemRecords.givenOn })
    .from(itemRecords)
    .where(and(inUuids(itemRecords.providerId, providerIds), isNull(itemRecords.supersededAt)))
    .orderBy(asc(itemRecords.givenOn));
}

/** Antenatal visits of pregnancies (not corrected away), oldest first, only their readings: the due list's flags. */
export function listVisitsOf(db: Db, pregnancyIds: string[]) {
  if (pregnancyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: antenatalVisits.id,
      pregnancyId: antenatalVisits.pregnancyId,
      visitDate: antenatalVisits.visitDate,
      systolicPressure: antenatalVisits.systolicPressure,
      diastolicPressure: antenatalVisits.diastolicPressure,
      waterLevel: antenatalVisits.waterLevel,
      weightKg: antenatalVisits.weightKg,
    })
    .from(antenatalVisits)
    .where(and(inUuids(antenatalVisits.pregnancyId, pregnancyIds), isNull(antenatalVisits.supersededAt)))
    .orderBy(asc(antenatalVisits.visitDate), asc(antenatalVisits.createdAt));
}

/** Fetal weight estimates of pregnancies (not corrected away), oldest first: the due list's flags. */
export function listFetalWeightsOf(db: Db, pregnancyIds: string[]) {
  if (pregnancyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(fetalWeightEstimates)
    .where(and(inUuids(fetalWeightEstimates.pregnancyId, pregnancyIds), isNull(fetalWeightEstimates.supersededAt)))
    .orderBy(asc(fetalWeightEstimates.measuredOn), asc(fetalWeightEstimates.createdAt));
}
