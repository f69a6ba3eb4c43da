/**
 * The HMIS month's register, loaded from the authoritative records (docs/decisions/025-hmis-month.md):
 * the rows of core hmis/register.ts for a set of health posts and a date range. A row's health post is
 * where the service was given, kept with the row when it was written (`health_post_id`: the post of the staff member
 * who recorded it then, else the person's; docs/decisions/037-counted-where-given.md), so a move does not move it. Corrected-away rows are left out (the rules would
 * ignore them anyway); obstetric events and their corrections live in `obstetric_events`.
 */
import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { COUNTED_ITEM_KEYS, PNC_ITEM_KEYS, tdDoseOfItem, vaccinationOfItem } from '@mamata/core/hmis/item-keys';
import type { HmisRegisterInput } from '@mamata/core/hmis/register';
import type { Db, Tx } from '../../db/client.ts';
import {
  antenatalVisits,
  babies,
  births,
  healthPosts,
  itemRecords,
  obstetricEvents,
  palikas,
  pregnancies,
  providers,
  staffUsers,
} from '../../db/schema/index.ts';

/** The health post a row is counted at: the one kept with it. */
const postOf = (rowPost: AnyPgColumn) => sql<number>`${rowPost}`.mapWith(Number);

type Register = Required<HmisRegisterInput>;
type Range = { start: string; end: string };

/** The birth row's place and facility as the sheet tells them apart. */
function placeOf(place: string, facility: string | null): Register['deliveries'][number]['place'] {
  if (place === 'facility') return facility === 'this' ? 'thisFacility' : facility === 'other' ? 'otherFacility' : null;
  return place === 'home' ? 'home' : 'onTheWay';
}

interface StoredBaby {
  sex: 'female' | 'male' | 'other';
  birthWeight?: number;
  outcome?: 'live' | 'freshStillbirth' | 'maceratedStillbirth';
  asphyxia?: boolean;
  defect?: boolean;
}

/** The register of `posts` for the dates of `range` (with the earlier visits and the births the month's rows need). */
export async function loadRegister(db: Db | Tx, posts: number[], range: Range): Promise<Register> {
  if (posts.length === 0)
    return { mothers: [], ancVisits: [], tdDoses: [], deliveries: [], pncContacts: [], complications: [], maternalDeaths: [], vaccinations: [] };
  const inRange = (col: AnyPgColumn) => and(gte(col, range.start), lte(col, range.end));
  const atPosts = (rowPost: AnyPgColumn): SQL => inArray(rowPost, posts);

  // ANC: every current visit of a pregnancy with a visit here in the month (first and protocol depend on the earlier ones)
  const monthPregnancies = db
    .select({ id: antenatalVisits.pregnancyId })
    .from(antenatalVisits)
    .where(and(isNull(antenatalVisits.supersededAt), inRange(antenatalVisits.visitDate), atPosts(antenatalVisits.healthPostId)));
  const visits = await db
    .select({
      id: antenatalVisits.id,
      healthPostId: postOf(antenatalVisits.healthPostId),
      motherId: pregnancies.providerId,
      pregnancyId: antenatalVisits.pregnancyId,
      visitDate: antenatalVisits.visitDate,
      gestationalWeek: antenatalVisits.gestationalWeek,
      firstAnc: antenatalVisits.firstAnc,
    })
    .from(antenatalVisits)
    .innerJoin(pregnancies, eq(pregnancies.id, antenatalVisits.pregnancyId))
    .where(and(isNull(antenatalVisits.supersededAt), inArray(antenatalVisits.pregnancyId, monthPregnancies)))
    .orderBy(asc(antenatalVisits.visitDate));

  // items: Td doses, babies' vaccines, PNC check-ups of the month
  const items = await db
    .select({
      id: itemRecords.id,
      healthPostId: postOf(itemRecords.healthPostId),
      providerId: itemRecords.providerId,
      itemKey: itemRecords.itemKey,
      givenOn: itemRecords.givenOn,
      givenTime: itemRecords.givenTime,
      tdDose: itemRecords.tdDose,
      babyId: itemRecords.babyId,
      pregnancyId: sql<string | null>`coalesce(${itemRecords.pregnancyId}, ${babies.pregnancyId})`,
    })
    .from(itemRecords)
    .leftJoin(babies, eq(babies.id, itemRecords.babyId))
    .where(
      and(
        isNull(itemRecords.supersededAt),
        inRange(itemRecords.givenOn),
        inArray(itemRecords.itemKey, [...COUNTED_ITEM_KEYS]),
        atPosts(itemRecords.healthPostId),
      ),
    );
  const pncItems = items.filter((i) => PNC_ITEM_KEYS.includes(i.itemKey) && i.pregnancyId !== null);

  // births of the month here, and the births the month's PNC contacts follow (wherever they happened)
  const pncPregnancies = [...new Set(pncItems.map((i) => i.pregnancyId as string))];
  const birthRows = await db
    .select({
      id: births.id,
      healthPostId: postOf(births.healthPostId),
      motherId: births.providerId,
      pregnancyId: births.pregnancyId,
      bornOn: births.bornOn,
      bornAt: births.bornAt,
      place: births.place,
      facility: births.facility,
      attendant: births.attendant,
      mode: births.mode,
      presentation: births.presentation,
      babies: births.babies,
    })
    .from(births)
    .where(
      and(
        isNull(births.supersededAt),
        or(and(inRange(births.bornOn), atPosts(births.healthPostId)), pncPregnancies.length > 0 ? inArray(births.pregnancyId, pncPregnancies) : sql`false`),
      ),
    );

  const events = await db
    .select({
      id: obstetricEvents.id,
      healthPostId: postOf(obstetricEvents.healthPostId),
      motherId: obstetricEvents.providerId,
      kind: obstetricEvents.kind,
      code: obstetricEvents.code,
      occurredOn: obstetricEvents.occurredOn,
    })
    .from(obstetricEvents)
    .where(and(isNull(obstetricEvents.supersededAt), inRange(obstetricEvents.occurredOn), atPosts(obstetricEvents.healthPostId)));

  const motherIds = [...new Set([...visits.map((v) => v.motherId), ...birthRows.map((b) => b.motherId)])];
  const mothers = motherIds.length
    ? await db.select({ id: providers.id, dateOfBirth: providers.dateOfBirth }).from(providers).where(inArray(providers.id, motherIds))
    : [];

  return {
    mothers,
    ancVisits: visits,
    tdDoses: items.flatMap((i) => {
      const dose = tdDoseOfItem(i.itemKey, i.tdDose);
      return dose && i.babyId === null ? [{ id: i.id, healthPostId: i.healthPostId, motherId: i.providerId, givenOn: i.givenOn, dose }] : [];
    }),
    deliveries: birthRows.map((b) => ({
      id: b.id,
      healthPostId: b.healthPostId,
      motherId: b.motherId,
      pregnancyId: b.pregnancyId,
      bornOn: b.bornOn,
      bornAt: b.bornAt,
      place: placeOf(b.place, b.facility),
      attendant: b.attendant as Register['deliveries'][number]['attendant'],
      mode: b.mode as Register['deliveries'][number]['mode'],
      presentation: b.presentation as Register['deliveries'][number]['presentation'],
      // an entry written before the sheet's questions recorded babies born alive (the form was for live births)
      babies: (b.babies as StoredBaby[]).map((x) => ({
        sex: x.sex,
        outcome: x.outcome ?? 'live',
        weightGrams: x.birthWeight ?? null,
        asphyxia: x.asphyxia ?? null,
        defect: x.defect ?? null,
      })),
    })),
    pncContacts: pncItems.map((i) => ({
      id: i.id,
      healthPostId: i.healthPostId,
      motherId: i.providerId,
      pregnancyId: i.pregnancyId as string,
      visitedOn: i.givenOn,
      visitedAt: i.givenTime,
    })),
    complications: events
      .filter((e) => e.kind === 'complication')
      .map((e) => ({
        id: e.id,
        healthPostId: e.healthPostId,
        motherId: e.motherId,
        occurredOn: e.occurredOn,
        kind: e.code as Register['complications'][number]['kind'],
      })),
    maternalDeaths: events
      .filter((e) => e.kind === 'maternalDeath')
      .map((e) => ({
        id: e.id,
        healthPostId: e.healthPostId,
        motherId: e.motherId,
        diedOn: e.occurredOn,
        timing: e.code as Register['maternalDeaths'][number]['timing'],
      })),
    vaccinations: items.flatMap((i) => {
      const v = i.babyId !== null ? vaccinationOfItem(i.itemKey) : null;
      return v ? [{ id: i.id, healthPostId: i.healthPostId, childId: i.babyId as string, givenOn: i.givenOn, ...v }] : [];
    }),
  };
}

/** A health post with its palika (the sheet's heading). */
export async function findPost(db: Db, id: number) {
  const [row] = await db
    .select({
      id: healthPosts.id,
      name: healthPosts.name,
      nameNe: healthPosts.nameNe,
      hmisCode: healthPosts.hmisCode,
      palikaId: healthPosts.palikaId,
      palikaName: palikas.name,
      palikaNameNe: palikas.nameNe,
    })
    .from(healthPosts)
    .innerJoin(palikas, eq(palikas.id, healthPosts.palikaId))
    .where(eq(healthPosts.id, id));
  return row;
}

/** A palika. */
export async function findPalika(db: Db, id: string) {
  const [row] = await db.select({ id: palikas.id, name: palikas.name, nameNe: palikas.nameNe }).from(palikas).where(eq(palikas.id, id));
  return row;
}

/** The health posts of a palika, by name. */
export function listPalikaPosts(db: Db, palikaId: string) {
  return db
    .select({ id: healthPosts.id, name: healthPosts.name, nameNe: healthPosts.nameNe })
    .from(healthPosts)
    .where(eq(healthPosts.palikaId, palikaId))
    .orderBy(asc(healthPosts.name));
}

/** A staff member's role, posts and whether they are the in-charge. */
export async function findStaff(db: Db, staffId: string) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      role: staffUsers.role,
      healthPostId: staffUsers.healthPostId,
      palikaId: staffUsers.palikaId,
      inCharge: staffUsers.inCharge,
      active: staffUsers.active,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  return row;
}

/** The palika of a health post. */
export async function palikaOfPost(db: Db, healthPostId: number) {
  const [row] = await db.select({ palikaId: healthPosts.palikaId }).from(healthPosts).where(eq(healthPosts.id, healthPostId));
  return row?.palikaId;
}

/** Marks a staff member the in-charge of their post (or not). */
export async function setInCharge(tx: Tx, staffId: string, inCharge: boolean) {
  await tx.update(staffUsers).set({ inCharge }).where(eq(staffUsers.id, staffId));
}

/** An obstetric event with its person's place. */
export async function findEvent(db: Db, id: string) {
  const [row] = await db.select().from(obstetricEvents).where(eq(obstetricEvents.id, id));
  return row;
}

/** The events recorded for a person (current rows), newest first. */
export function listEvents(db: Db, providerId: string) {
  return db
    .select()
    .from(obstetricEvents)
    .where(and(eq(obstetricEvents.providerId, providerId), isNull(obstetricEvents.supersededAt)))
    .orderBy(sql`${obstetricEvents.occurredOn} desc`);
}

/** Inserts an event (in the caller's transaction). */
export async function insertEvent(tx: Tx, values: typeof obstetricEvents.$inferInsert) {
  const [row] = await tx.insert(obstetricEvents).values(values).returning({ id: obstetricEvents.id });
  if (!row) throw new Error('event insert returned nothing');
  return row.id;
}

/** Supersedes an event still current; false when another request got there first. */
export async function supersedeEvent(tx: Tx, id: string) {
  const rows = await tx
    .update(obstetricEvents)
    .set({ supersededAt: sql`now()` })
    .where(and(eq(obstetricEvents.id, id), isNull(obstetricEvents.supersededAt)))
    .returning({ id: obstetricEvents.id });
  return rows.length > 0;
}

/** The person's latest pregnancy (an event of pregnancy belongs to it). */
export async function findLatestPregnancyId(db: Db, providerId: string) {
  const [row] = await db
    .select({ id: pregnancies.id })
    .from(pregnancies)
    .where(eq(pregnancies.providerId, providerId))
    .orderBy(sql`${pregnancies.lastMenstrualPeriod} desc`)
    .limit(1);
  return row?.id ?? null;
}

/** A staff member's full name. */
export async function findStaffName(db: Db, staffId: string) {
  const [row] = await db.select({ name: staffUsers.fullName }).from(staffUsers).where(eq(staffUsers.id, staffId));
  return row?.name;
}
