import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { inUuids } from '../../db/any-of.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  antenatalVisits,
  auditLog,
  babies,
  births,
  fetalWeightEstimates,
  growthMeasurements,
  healthPosts,
  itemRecords,
  pregnancies,
  providers,
  readingReviews,
  reminderDays,
  staffUsers,
} from '../../db/schema/index.ts';
import { scopeCondition, type Scope } from '../access/access.queries.ts';
import { insertAccount, type NewAccount } from '../accounts/accounts.queries.ts';
import { restoreReminders, withdrawReminders } from '../reminders/withdraw.ts';
import { personChanged } from '../../db/person-changes.ts';
import { babiesOfBirth, motherFollowed } from '../reminders/followed.ts';
import { MOTHER_POSTNATAL_PERIODS } from '@mamata/core/reference/schedule-templates';

/** Periods of her own postnatal care (core reference/schedule-templates.ts): withdrawn when the loss that gave them is removed. */
const POSTNATAL_PERIOD_KEYS = MOTHER_POSTNATAL_PERIODS.map((p) => p.key);

type Audit = Omit<typeof auditLog.$inferInsert, 'entityId'>;

/** The person's full record row. */
export async function findPerson(db: Db, personId: string) {
  const [row] = await db.select().from(providers).where(eq(providers.id, personId));
  return row;
}

/** The current pregnancy of a person. */
export async function findCurrentPregnancy(db: Db, providerId: string) {
  const [row] = await db
    .select()
    .from(pregnancies)
    .where(and(eq(pregnancies.providerId, providerId), isNull(pregnancies.endedOn)))
    .orderBy(desc(pregnancies.lastMenstrualPeriod))
    .limit(1);
  return row;
}

/**
 * The latest pregnancy of a person, ended or not: her antenatal history after a birth or a loss, and
 * items of an ended pregnancy can still be recorded late.
 */
export async function findLatestPregnancy(db: Db, providerId: string) {
  const [row] = await db
    .select()
    .from(pregnancies)
    .where(eq(pregnancies.providerId, providerId))
    .orderBy(desc(pregnancies.lastMenstrualPeriod), desc(pregnancies.createdAt))
    .limit(1);
  return row;
}

/** The visits of a pregnancy that have not been corrected, oldest first. */
export async function listVisits(db: Db, pregnancyId: string) {
  return db
    .select()
    .from(antenatalVisits)
    .where(and(eq(antenatalVisits.pregnancyId, pregnancyId), isNull(antenatalVisits.supersededAt)))
    .orderBy(antenatalVisits.visitDate, antenatalVisits.createdAt);
}

/** The nurses' reviews of these visits' readings, oldest first, with the reviewer's name. */
export function listReadingReviews(db: Db, visitIds: string[]) {
  if (visitIds.length === 0) return Promise.resolve([]);
  return db
    .select({ visitId: readingReviews.visitId, note: readingReviews.note, reviewedAt: readingReviews.reviewedAt, reviewedBy: staffUsers.fullName })
    .from(readingReviews)
    .innerJoin(staffUsers, eq(staffUsers.id, readingReviews.reviewedBy))
    .where(inUuids(readingReviews.visitId, visitIds))
    .orderBy(asc(readingReviews.reviewedAt));
}

/** A current (not superseded) visit of one of the person's pregnancies, or undefined. */
export async function findPersonVisit(db: Db, personId: string, visitId: string) {
  const [row] = await db
    .select({
      id: antenatalVisits.id,
      pregnancyId: antenatalVisits.pregnancyId,
      systolic: antenatalVisits.systolicPressure,
      diastolic: antenatalVisits.diastolicPressure,
    })
    .from(antenatalVisits)
    .innerJoin(pregnancies, eq(pregnancies.id, antenatalVisits.pregnancyId))
    .where(and(eq(antenatalVisits.id, visitId), eq(pregnancies.providerId, personId), isNull(antenatalVisits.supersededAt)));
  return row;
}

/** Stores a nurse's review of a visit's reading. */
export async function insertReadingReview(db: Db | Tx, values: typeof readingReviews.$inferInsert) {
  const [row] = await db.insert(readingReviews).values(values).returning({ id: readingReviews.id });
  return row?.id;
}

/** Stores an antenatal visit. */
export async function insertVisit(db: Db | Tx, values: typeof antenatalVisits.$inferInsert) {
  const [row] = await db.insert(antenatalVisits).values(values).returning({ id: antenatalVisits.id });
  return row!.id;
}

/** The babies an account shows (alive, or who died; not those of a removed birth), oldest first (twins by birth order). */
export function listBabies(db: Db, providerId: string) {
  return db
    .select()
    .from(babies)
    .where(and(eq(babies.providerId, providerId), ne(babies.status, 'removed')))
    .orderBy(asc(babies.birthDate), asc(babies.birthOrder), asc(babies.createdAt), asc(babies.id));
}

/**
 * Marks a pregnancy's antenatal contact given by a visit recorded in its window, unless it is recorded given already.
 * Returns the item's id, or undefined when it was given (the caller writes the audit row in its transaction).
 */
export async function giveContactOfVisit(
  tx: Tx,
  v: { providerId: string; pregnancyId: string; itemKey: string; givenOn: string; staffId: string; visitId: string },
) {
  const [given] = await tx
    .select({ id: itemRecords.id })
    .from(itemRecords)
    .where(and(eq(itemRecords.pregnancyId, v.pregnancyId), eq(itemRecords.itemKey, v.itemKey), isNull(itemRecords.supersededAt)))
    .limit(1);
  if (given) return undefined;
  const [row] = await tx
    .insert(itemRecords)
    .values({ providerId: v.providerId, pregnancyId: v.pregnancyId, itemKey: v.itemKey, givenOn: v.givenOn, recordedBy: v.staffId, visitId: v.visitId })
    .returning({ id: itemRecords.id });
  return row!.id;
}

/** The contact a visit gave (still current), if it gave one. */
export async function contactOfVisit(tx: Tx, visitId: string) {
  const [row] = await tx
    .select()
    .from(itemRecords)
    .where(and(eq(itemRecords.visitId, visitId), isNull(itemRecords.supersededAt)));
  return row;
}

/** Marks an item superseded (a contact whose visit moved out of its window or was removed); false when it was already. */
export async function withdrawItem(tx: Tx, itemId: string) {
  const done = await tx
    .update(itemRecords)
    .set({ supersededAt: sql`now()` })
    .where(and(eq(itemRecords.id, itemId), isNull(itemRecords.supersededAt)))
    .returning({ id: itemRecords.id });
  return done.length > 0;
}

/** Points a visit's contact at the visit's correction (the same contact on the same day). */
export async function moveContactToVisit(tx: Tx, itemId: string, visitId: string) {
  await tx.update(itemRecords).set({ visitId }).where(eq(itemRecords.id, itemId));
}

/** Items given to a person (not corrected away). */
export function listItemRecords(db: Db, providerIds: string[]) {
  if (providerIds.length === 0) return Promise.resolve<(typeof itemRecords.$inferSelect)[]>([]);
  return db
    .select()
    .from(itemRecords)
    .where(and(inUuids(itemRecords.providerId, providerIds), isNull(itemRecords.supersededAt)))
    .orderBy(asc(itemRecords.givenOn));
}

/** Fetal weight estimates of a pregnancy (not corrected away), oldest first. */
export function listFetalWeights(db: Db, pregnancyId: string) {
  return db
    .select()
    .from(fetalWeightEstimates)
    .where(and(eq(fetalWeightEstimates.pregnancyId, pregnancyId), isNull(fetalWeightEstimates.supersededAt)))
    .orderBy(asc(fetalWeightEstimates.measuredOn), asc(fetalWeightEstimates.fetus), asc(fetalWeightEstimates.createdAt));
}

/** Growth measurements of babies (not corrected away), oldest first. */
export function listGrowth(db: Db, babyIds: string[]) {
  if (babyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(growthMeasurements)
    .where(and(inUuids(growthMeasurements.babyId, babyIds), isNull(growthMeasurements.supersededAt)))
    .orderBy(asc(growthMeasurements.measuredOn), asc(growthMeasurements.createdAt));
}

/** The start (LMP or birth date) of the pregnancy or baby an entry belongs to. */
export async function startOfEntry(db: Db, ref: { pregnancyId?: string | null; babyId?: string | null }) {
  if (ref.babyId) {
    const [b] = await db.select({ start: babies.birthDate }).from(babies).where(eq(babies.id, ref.babyId));
    return b?.start ?? null;
  }
  if (ref.pregnancyId) {
    const [p] = await db.select({ start: pregnancies.lastMenstrualPeriod }).from(pregnancies).where(eq(pregnancies.id, ref.pregnancyId));
    return p?.start ?? null;
  }
  return null;
}

/** Ids of the entries that replaced another (shown as "corrected"). */
export async function correctedIds(db: Db, table: 'visits' | 'fetal-weights' | 'growth' | 'items', ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const t = TABLES[table];
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(inArray(t.id, ids), sql`${t.supersedesId} is not null`));
  return new Set(rows.map((r) => r.id));
}

/** What was entered for one baby of a birth (kept in every version of the birth row). */
export interface NewbornEntry {
  sex: string;
  birthWeight: number;
  birthHeight?: number;
  name: string;
  /** HMIS 9.3 (absent: not recorded; a baby of an entry without `outcome` was recorded as born alive). */
  outcome?: 'live' | 'freshStillbirth' | 'maceratedStillbirth';
  asphyxia?: boolean;
  defect?: boolean;
}
/** The HMIS 9.3 attributes of a birth (null: not recorded). */
export interface DeliveryAttributes {
  facility: string | null;
  attendant: string | null;
  mode: string | null;
  presentation: string | null;
}
/** The fields of a birth entry. */
export interface BirthEntry {
  birthDate: string;
  birthTime: string;
  place: string;
  preterm: boolean;
  babies: NewbornEntry[];
  delivery: DeliveryAttributes;
}

/** The stillborn baby of a stillbirth recorded as a loss, with its delivery: no baby row (`babyId`), the weight if weighed. */
export type StillbornEntry = Omit<NewbornEntry, 'birthWeight' | 'outcome'> & { birthWeight?: number; outcome: 'freshStillbirth' | 'maceratedStillbirth' };

/** A stillborn baby of a birth entry: its row has no schedule and no reminders (status 'died' on the day it was born). */
export const isStillborn = (b: NewbornEntry) => b.outcome === 'freshStillbirth' || b.outcome === 'maceratedStillbirth';

/**
 * A birth: the birth row (the entry, docs/decisions/006), the pregnancy ends, the babies and their
 * birth measurements are stored, the account becomes mother-and-baby. One transaction with the audit row.
 */
export async function insertBirth(
  db: Db,
  v: { providerId: string; pregnancyId: string; previousType: string; recordedBy: string; birth: BirthEntry; audit: Audit },
) {
  return db.transaction(async (tx) => {
    // Only a pregnancy still open can end: two nurses recording the same birth at once cannot both win.
    const ended = await tx
      .update(pregnancies)
      .set({ endedOn: v.birth.birthDate, outcome: 'birth' })
      .where(and(eq(pregnancies.id, v.pregnancyId), isNull(pregnancies.endedOn)))
      .returning({ id: pregnancies.id });
    if (ended.length === 0) return null;
    const [birth] = await tx
      .insert(births)
      .values({
        providerId: v.providerId,
        pregnancyId: v.pregnancyId,
        bornOn: v.birth.birthDate,
        bornAt: v.birth.birthTime,
        place: v.birth.place,
        preterm: v.birth.preterm,
        ...v.birth.delivery,
        babies: [],
        previousType: v.previousType,
        recordedBy: v.recordedBy,
      })
      .returning({ id: births.id });
    if (!birth) throw new Error('birth insert returned nothing');
    const ids: string[] = [];
    for (const [i, b] of v.birth.babies.entries()) {
      ids.push(
        await insertBabyRow(
          tx,
          {
            providerId: v.providerId,
            pregnancyId: v.pregnancyId,
            birthId: birth.id,
            birthDate: v.birth.birthDate,
            birthOrder: i + 1,
            ...b,
            ...(isStillborn(b) ? { status: 'died', endedOn: v.birth.birthDate } : {}),
          },
          v.recordedBy,
        ),
      );
    }
    await tx
      .update(births)
      .set({ babies: v.birth.babies.map((b, i) => ({ ...b, babyId: ids[i] })) })
      .where(eq(births.id, birth.id));
    await tx
      .update(providers)
      .set({ registrationType: 'MOTHER_AND_BABY', updatedAt: sql`now()` })
      .where(eq(providers.id, v.providerId));
    await tx.insert(auditLog).values({ ...v.audit, entityId: birth.id, details: { ...(v.audit.details as object), babyIds: ids, pregnancyId: v.pregnancyId } });
    // her record changed: the reminder module scans her again (db/person-changes.ts)
    await personChanged(tx, v.providerId);
    return { birthId: birth.id, babyIds: ids };
  });
}

/** The current (not superseded) birth entry of a pregnancy, or undefined. */
export async function findCurrentBirth(db: Db, pregnancyId: string) {
  const [row] = await db
    .select()
    .from(births)
    .where(and(eq(births.pregnancyId, pregnancyId), isNull(births.supersededAt)))
    .limit(1);
  return row;
}

/** A birth entry by id, with whether it was superseded. */
export async function findBirth(db: Db, birthId: string) {
  const [row] = await db.select().from(births).where(eq(births.id, birthId));
  return row;
}

/** Whether a birth entry replaced another (shown as "corrected"). */
export const isCorrection = (row: { supersedesId: string | null }) => row.supersedesId !== null;

/**
 * Corrects a birth (docs/decisions/006): the entry is superseded and a new one points at it; the babies
 * (their ids stay, so what was given to them stays theirs) take the corrected values, their at-birth
 * growth point is superseded and re-entered, and the pregnancy's end date follows. Null when another
 * correction got there first.
 */
export async function correctBirth(db: Db, v: { old: typeof births.$inferSelect; birth: BirthEntry; recordedBy: string; audit: Audit }) {
  return db.transaction(async (tx) => {
    const superseded = await tx
      .update(births)
      .set({ supersededAt: sql`now()` })
      .where(and(eq(births.id, v.old.id), isNull(births.supersededAt)))
      .returning({ id: births.id });
    if (superseded.length === 0) return null;
    const oldBabies = v.old.babies as (NewbornEntry & { babyId: string })[];
    const [row] = await tx
      .insert(births)
      .values({
        providerId: v.old.providerId,
        pregnancyId: v.old.pregnancyId,
        bornOn: v.birth.birthDate,
        bornAt: v.birth.birthTime,
        place: v.birth.place,
        preterm: v.birth.preterm,
        ...v.birth.delivery,
        babies: v.birth.babies.map((b, i) => ({ ...b, babyId: oldBabies[i]!.babyId })),
        previousType: v.old.previousType,
        recordedBy: v.recordedBy,
        supersedesId: v.old.id,
      })
      .returning({ id: births.id });
    if (!row) throw new Error('birth insert returned nothing');
    await tx.update(pregnancies).set({ endedOn: v.birth.birthDate }).where(eq(pregnancies.id, v.old.pregnancyId));
    for (const [i, b] of v.birth.babies.entries()) {
      const babyId = oldBabies[i]!.babyId;
      const [before] = await tx.select({ birthDate: babies.birthDate }).from(babies).where(eq(babies.id, babyId));
      await tx
        .update(babies)
        .set({
          birthDate: v.birth.birthDate,
          sex: b.sex,
          birthWeightGrams: b.birthWeight,
          birthHeightInches: b.birthHeight ?? null,
          name: b.name,
          birthId: row.id,
        })
        .where(eq(babies.id, babyId));
      // the at-birth point of the growth chart: superseded and entered again with the corrected values
      const atBirth = await tx
        .update(growthMeasurements)
        .set({ supersededAt: sql`now()` })
        .where(
          and(
            eq(growthMeasurements.babyId, babyId),
            eq(growthMeasurements.measuredOn, before?.birthDate ?? v.old.bornOn),
            isNull(growthMeasurements.supersededAt),
          ),
        )
        .returning({ id: growthMeasurements.id });
      await tx.insert(growthMeasurements).values({
        babyId,
        measuredOn: v.birth.birthDate,
        weightGrams: b.birthWeight,
        heightInches: b.birthHeight,
        recordedBy: v.recordedBy,
        supersedesId: atBirth[0]?.id,
      });
    }
    await tx.insert(auditLog).values({ ...v.audit, entityId: v.old.id, details: { ...(v.audit.details as object), old: v.old, replacementId: row.id } });
    await personChanged(tx, v.old.providerId);
    return { id: row.id };
  });
}

/**
 * Removes a birth entered by mistake (docs/decisions/006): the entry is superseded without a
 * replacement, its babies become 'removed' (kept with everything recorded for them, shown nowhere),
 * the pregnancy is open again and the account type is what it was before the birth.
 */
export async function removeBirth(db: Db, v: { old: typeof births.$inferSelect; audit: Audit }) {
  return db.transaction(async (tx) => {
    const superseded = await tx
      .update(births)
      .set({ supersededAt: sql`now()` })
      .where(and(eq(births.id, v.old.id), isNull(births.supersededAt)))
      .returning({ id: births.id });
    if (superseded.length === 0) return false;
    const removed = await tx.update(babies).set({ status: 'removed' }).where(eq(babies.birthId, v.old.id)).returning({ id: babies.id });
    // reminders about babies who were never born are wrong: withdrawn with the entry
    await withdrawReminders(
      tx,
      v.old.providerId,
      removed.map((b) => b.id),
    );
    await tx.update(pregnancies).set({ endedOn: null, outcome: null }).where(eq(pregnancies.id, v.old.pregnancyId));
    // her own postnatal care (after her baby died) no longer applies to a pregnancy that goes on
    await withdrawReminders(tx, v.old.providerId, [v.old.pregnancyId], undefined, POSTNATAL_PERIOD_KEYS);
    await tx
      .update(providers)
      .set({ registrationType: v.old.previousType, updatedAt: sql`now()` })
      .where(eq(providers.id, v.old.providerId));
    await tx.insert(auditLog).values({ ...v.audit, entityId: v.old.id, details: { ...(v.audit.details as object), old: v.old } });
    await personChanged(tx, v.old.providerId);
    return true;
  });
}

/**
 * A miscarriage or stillbirth: the open pregnancy ends with that outcome (false when it had ended already). A stillbirth
 * with its delivery also writes its birth entry (one stillborn baby, no baby row), which the HMIS month counts.
 */
export async function endPregnancy(
  db: Db,
  v: {
    pregnancyId: string;
    outcome: 'miscarriage' | 'stillbirth';
    date: string;
    audit: Audit;
    stillbirth?: { providerId: string; recordedBy: string; birth: Omit<BirthEntry, 'babies'> & { babies: StillbornEntry[] } };
  },
) {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(pregnancies)
      .set({ endedOn: v.date, outcome: v.outcome })
      .where(and(eq(pregnancies.id, v.pregnancyId), isNull(pregnancies.endedOn)))
      .returning({ id: pregnancies.id, providerId: pregnancies.providerId });
    if (ended.length === 0) return false;
    if (v.stillbirth) {
      const [person] = await tx.select({ type: providers.registrationType }).from(providers).where(eq(providers.id, v.stillbirth.providerId));
      const b = v.stillbirth.birth;
      await tx.insert(births).values({
        providerId: v.stillbirth.providerId,
        pregnancyId: v.pregnancyId,
        bornOn: b.birthDate,
        bornAt: b.birthTime,
        place: b.place,
        preterm: b.preterm,
        ...b.delivery,
        babies: b.babies,
        previousType: person!.type,
        recordedBy: v.stillbirth.recordedBy,
      });
    }
    // her pregnancy reminders stop at once (modules/reminders/withdraw.ts)
    await withdrawReminders(tx, ended[0]!.providerId, [v.pregnancyId]);
    await tx.insert(auditLog).values({ ...v.audit, entityId: v.pregnancyId });
    await personChanged(tx, ended[0]!.providerId);
    return true;
  });
}

/** A baby's death: the baby is no longer 'alive' (null when it was not). */
export async function recordBabyDeath(db: Db, v: { babyId: string; date: string; audit: Audit }) {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(babies)
      .set({ status: 'died', endedOn: v.date })
      .where(and(eq(babies.id, v.babyId), eq(babies.status, 'alive')))
      .returning({ id: babies.id, providerId: babies.providerId });
    if (done.length === 0) return false;
    // the baby's reminders stop at once: none of them is sent or shown to her again
    await withdrawReminders(tx, done[0]!.providerId, [v.babyId]);
    await tx.insert(auditLog).values({ ...v.audit, entityId: v.babyId });
    await personChanged(tx, done[0]!.providerId);
    return true;
  });
}

/** Undoes a loss entered by mistake (the audit row keeps what it was): the pregnancy reopens, or the baby is alive again. */
export async function undoLoss(db: Db, v: { pregnancyId?: string; babyId?: string; audit: Audit }) {
  return db.transaction(async (tx) => {
    let changed: { id: string; providerId: string; pregnancyId?: string | null }[] = [];
    if (v.pregnancyId) {
      changed = await tx
        .update(pregnancies)
        .set({ endedOn: null, outcome: null })
        .where(and(eq(pregnancies.id, v.pregnancyId), inArray(pregnancies.outcome, ['miscarriage', 'stillbirth'])))
        .returning({ id: pregnancies.id, providerId: pregnancies.providerId });
    } else if (v.babyId) {
      changed = await tx
        .update(babies)
        .set({ status: 'alive', endedOn: null })
        .where(and(eq(babies.id, v.babyId), eq(babies.status, 'died')))
        .returning({ id: babies.id, providerId: babies.providerId, pregnancyId: babies.pregnancyId });
    }
    if (changed.length === 0) return false;
    const { id, providerId, pregnancyId } = changed[0]!;
    // a stillbirth's birth entry (its delivery, for the HMIS sheet) goes with it
    if (v.pregnancyId)
      await tx
        .update(births)
        .set({ supersededAt: sql`now()` })
        .where(and(eq(births.pregnancyId, v.pregnancyId), isNull(births.supersededAt)));
    // the reminders the loss withdrew come back as they were (the scan of her record makes the next ones)
    await restoreReminders(tx, providerId, [id]);
    // her own postnatal care was for a stillbirth or a baby who died: its reminders are wrong now (the baby's
    // check-ups of mother and baby take over again), so they leave her list as the loss's did
    await withdrawReminders(tx, providerId, [v.pregnancyId ?? pregnancyId ?? id], undefined, POSTNATAL_PERIOD_KEYS);
    await tx.insert(auditLog).values({ ...v.audit, entityId: changed[0]!.id });
    await personChanged(tx, providerId);
    return true;
  });
}

async function insertBabyRow(
  tx: Tx,
  b: {
    providerId: string;
    pregnancyId?: string;
    birthId?: string;
    birthDate: string;
    birthOrder?: number;
    sex: string;
    birthWeight?: number;
    birthHeight?: number;
    name?: string;
    status?: string;
    endedOn?: string;
  },
  recordedBy: string,
) {
  const [baby] = await tx
    .insert(babies)
    .values({
      providerId: b.providerId,
      pregnancyId: b.pregnancyId,
      birthId: b.birthId,
      name: b.name ?? '',
      birthDate: b.birthDate,
      birthOrder: b.birthOrder ?? 1,
      sex: b.sex,
      birthWeightGrams: b.birthWeight,
      birthHeightInches: b.birthHeight,
      status: b.status,
      endedOn: b.endedOn,
    })
    .returning({ id: babies.id });
  if (!baby) throw new Error('baby insert returned nothing');
  // The birth measurements are also the first point of the growth chart.
  if (b.birthWeight !== undefined || b.birthHeight !== undefined) {
    await tx
      .insert(growthMeasurements)
      .values({ babyId: baby.id, measuredOn: b.birthDate, weightGrams: b.birthWeight, heightInches: b.birthHeight, recordedBy });
  }
  return baby.id;
}

/** Registers a baby with its own account: the account (accounts.queries `insertAccount`) and the baby. */
export function insertBabyAccount(
  db: Db,
  account: NewAccount,
  baby: { birthDate: string; sex: string; birthWeight?: number; birthHeight?: number },
  recordedBy: string,
) {
  return insertAccount(db, account, (tx, providerId) => insertBabyRow(tx, { providerId, ...baby }, recordedBy));
}

/** Stores a row and its audit row together. */
async function insertWithAudit<T extends { id: unknown }>(db: Db, insert: (tx: Tx) => Promise<T[]>, audit: Audit): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await insert(tx);
    if (!row) throw new Error('insert returned nothing');
    const id = String(row.id);
    await tx.insert(auditLog).values({ ...audit, entityId: id });
    // her record changed: the reminder module scans her again (db/person-changes.ts)
    if (audit.providerId) await personChanged(tx, audit.providerId);
    return id;
  });
}

export function insertItemRecord(db: Db, values: typeof itemRecords.$inferInsert, audit: Audit) {
  return insertWithAudit(db, (tx) => tx.insert(itemRecords).values(values).returning({ id: itemRecords.id }), audit);
}

export function insertFetalWeight(db: Db, values: typeof fetalWeightEstimates.$inferInsert, audit: Audit) {
  return insertWithAudit(db, (tx) => tx.insert(fetalWeightEstimates).values(values).returning({ id: fetalWeightEstimates.id }), audit);
}

export function insertGrowth(db: Db, values: typeof growthMeasurements.$inferInsert, audit: Audit) {
  return insertWithAudit(db, (tx) => tx.insert(growthMeasurements).values(values).returning({ id: growthMeasurements.id }), audit);
}

const TABLES = { visits: antenatalVisits, 'fetal-weights': fetalWeightEstimates, growth: growthMeasurements, items: itemRecords } as const;

/**
 * The current (not superseded) row of a correctable entry, with the person it belongs to, or
 * undefined when there is none (or it was corrected already).
 */
export async function findCorrectable(db: Db, kind: keyof typeof TABLES, recordId: string) {
  if (kind === 'items') {
    const [row] = await db.select().from(itemRecords).where(eq(itemRecords.id, recordId));
    return row ? { row, providerId: row.providerId, supersededAt: row.supersededAt } : undefined;
  }
  if (kind === 'growth') {
    const [row] = await db
      .select({ row: growthMeasurements, providerId: babies.providerId })
      .from(growthMeasurements)
      .innerJoin(babies, eq(babies.id, growthMeasurements.babyId))
      .where(eq(growthMeasurements.id, recordId));
    return row ? { ...row, supersededAt: row.row.supersededAt } : undefined;
  }
  const t = kind === 'visits' ? antenatalVisits : fetalWeightEstimates;
  const [row] = await db
    .select({ row: t, providerId: pregnancies.providerId })
    .from(t)
    .innerJoin(pregnancies, eq(pregnancies.id, t.pregnancyId))
    .where(eq(t.id, recordId));
  return row ? { ...row, supersededAt: row.row.supersededAt } : undefined;
}

/**
 * A correction: the old row is marked superseded (kept, never changed otherwise) and, unless the
 * entry is voided, a new row with the corrected values points back at it. Refuses (returns null)
 * when another correction got there first.
 */
export async function supersede(
  db: Db,
  kind: keyof typeof TABLES,
  recordId: string,
  replacement: Record<string, unknown> | null,
  audit: Audit,
  /** More writes of the same transaction, given the old row and its replacement's id (a visit's emergency notification, its contact). */
  after?: (tx: Tx, old: Record<string, unknown>, newId: string | null) => Promise<unknown>,
) {
  const t = TABLES[kind];
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(t)
      .set({ supersededAt: sql`now()` })
      .where(and(eq(t.id, recordId), isNull(t.supersededAt)))
      .returning();
    const old = updated[0];
    if (!old) return null;
    let newId: string | null = null;
    if (replacement) {
      const { id: _id, createdAt: _c, supersededAt: _s, ...kept } = old as Record<string, unknown>;
      const [row] = await tx
        .insert(t)
        .values({ ...kept, ...replacement, supersedesId: recordId } as never)
        .returning({ id: t.id });
      newId = row?.id ?? null;
    }
    await tx.insert(auditLog).values({ ...audit, entityId: recordId, details: { ...(audit.details as object), old, replacementId: newId } });
    if (audit.providerId) await personChanged(tx, audit.providerId);
    if (after) await after(tx, old, newId);
    return { newId };
  });
}

/** Profile and pregnancy edits, with the audit row (old and new values). */
export async function updatePerson(
  db: Db,
  v: {
    providerId: string;
    provider: Partial<typeof providers.$inferInsert>;
    pregnancyId?: string;
    pregnancy: Partial<typeof pregnancies.$inferInsert>;
    audit: Audit;
  },
) {
  await db.transaction(async (tx) => {
    if (Object.keys(v.provider).length > 0) {
      await tx
        .update(providers)
        .set({ ...v.provider, updatedAt: sql`now()` })
        .where(eq(providers.id, v.providerId));
    }
    if (v.pregnancyId && Object.keys(v.pregnancy).length > 0) {
      await tx.update(pregnancies).set(v.pregnancy).where(eq(pregnancies.id, v.pregnancyId));
      // a new LMP moves the gestational week of everything measured in this pregnancy
      const lmp = v.pregnancy.lastMenstrualPeriod;
      if (lmp) {
        const week = (column: typeof antenatalVisits.visitDate | typeof fetalWeightEstimates.measuredOn) => sql`((${column} - ${lmp}::date) / 7)::int`;
        await tx
          .update(antenatalVisits)
          .set({ gestationalWeek: week(antenatalVisits.visitDate) })
          .where(eq(antenatalVisits.pregnancyId, v.pregnancyId));
        await tx
          .update(fetalWeightEstimates)
          .set({ gestationalWeek: week(fetalWeightEstimates.measuredOn) })
          .where(eq(fetalWeightEstimates.pregnancyId, v.pregnancyId));
      }
    }
    await tx.insert(auditLog).values({ ...v.audit, entityId: v.providerId });
    await personChanged(tx, v.providerId);
  });
}

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
