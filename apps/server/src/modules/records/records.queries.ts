import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  antenatalVisits,
  auditLog,
  babies,
  fetalWeightEstimates,
  growthMeasurements,
  healthPosts,
  itemRecords,
  pregnancies,
  providers,
} from '../../db/schema/index.ts';
import { insertAccount, scopeCondition, type NewAccount, type Scope, type Tx } from '../staff/staff.queries.ts';

type Audit = Omit<typeof auditLog.$inferInsert, 'entityId'>;

/** The latest pregnancy of a person, ended or not (items of an ended pregnancy can still be recorded late). */
export async function findLatestPregnancy(db: Db, providerId: string) {
  const [row] = await db.select().from(pregnancies).where(eq(pregnancies.providerId, providerId)).orderBy(desc(pregnancies.lastMenstrualPeriod)).limit(1);
  return row;
}

/** The babies an account shows, oldest first (twins by creation order). */
export function listBabies(db: Db, providerId: string) {
  return db
    .select()
    .from(babies)
    .where(eq(babies.providerId, providerId))
    .orderBy(asc(babies.birthDate), asc(babies.birthOrder), asc(babies.createdAt), asc(babies.id));
}

/** Items given to a person (not corrected away). */
export function listItemRecords(db: Db, providerIds: string[]) {
  if (providerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(itemRecords)
    .where(and(inArray(itemRecords.providerId, providerIds), isNull(itemRecords.supersededAt)))
    .orderBy(asc(itemRecords.givenOn));
}

/** Fetal weight estimates of a pregnancy (not corrected away), oldest first. */
export function listFetalWeights(db: Db, pregnancyId: string) {
  return db
    .select()
    .from(fetalWeightEstimates)
    .where(and(eq(fetalWeightEstimates.pregnancyId, pregnancyId), isNull(fetalWeightEstimates.supersededAt)))
    .orderBy(asc(fetalWeightEstimates.measuredOn), asc(fetalWeightEstimates.createdAt));
}

/** Growth measurements of babies (not corrected away), oldest first. */
export function listGrowth(db: Db, babyIds: string[]) {
  if (babyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(growthMeasurements)
    .where(and(inArray(growthMeasurements.babyId, babyIds), isNull(growthMeasurements.supersededAt)))
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

/** A birth: the pregnancy ends, the babies and their birth measurements are stored, the account becomes mother-and-baby. */
export async function insertBirth(
  db: Db,
  v: {
    providerId: string;
    pregnancyId: string;
    birthDate: string;
    recordedBy: string;
    babies: { sex: string; birthWeight?: number; birthHeight?: number }[];
    audit: Audit;
  },
) {
  return db.transaction(async (tx) => {
    // Only a pregnancy still open can end: two nurses recording the same birth at once cannot both win.
    const ended = await tx
      .update(pregnancies)
      .set({ endedOn: v.birthDate, outcome: 'birth' })
      .where(and(eq(pregnancies.id, v.pregnancyId), isNull(pregnancies.endedOn)))
      .returning({ id: pregnancies.id });
    if (ended.length === 0) return null;
    const ids: string[] = [];
    for (const [i, b] of v.babies.entries()) {
      ids.push(
        await insertBabyRow(tx, { providerId: v.providerId, pregnancyId: v.pregnancyId, birthDate: v.birthDate, birthOrder: i + 1, ...b }, v.recordedBy),
      );
    }
    await tx
      .update(providers)
      .set({ registrationType: 'MOTHER_AND_BABY', updatedAt: sql`now()` })
      .where(eq(providers.id, v.providerId));
    await tx.insert(auditLog).values({ ...v.audit, entityId: v.pregnancyId, details: { ...(v.audit.details as object), babyIds: ids } });
    return ids;
  });
}

async function insertBabyRow(
  tx: Tx,
  b: { providerId: string; pregnancyId?: string; birthDate: string; birthOrder?: number; sex: string; birthWeight?: number; birthHeight?: number },
  recordedBy: string,
) {
  const [baby] = await tx
    .insert(babies)
    .values({
      providerId: b.providerId,
      pregnancyId: b.pregnancyId,
      birthDate: b.birthDate,
      birthOrder: b.birthOrder ?? 1,
      sex: b.sex,
      birthWeightGrams: b.birthWeight,
      birthHeightInches: b.birthHeight,
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

/** Registers a baby with its own account: the account (staff.queries `insertAccount`) and the baby. */
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
export async function supersede(db: Db, kind: keyof typeof TABLES, recordId: string, replacement: Record<string, unknown> | null, audit: Audit) {
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
  });
}

/** Active people in scope with their latest pregnancy (if not ended) and babies: the due list's input. */
export async function listScheduleSubjects(db: Db, scope: Scope) {
  const where = scopeCondition(scope);
  const people = await db
    .select({ id: providers.id, firstName: providers.firstName, lastName: providers.lastName, mobileNumber: providers.mobileNumber })
    .from(providers)
    .innerJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
    .where(and(eq(providers.active, true), where));
  const ids = people.map((p) => p.id);
  if (ids.length === 0) return { people, pregnancies: [], babies: [] };
  const [preg, bab] = await Promise.all([
    db
      .select({ id: pregnancies.id, providerId: pregnancies.providerId, lmp: pregnancies.lastMenstrualPeriod })
      .from(pregnancies)
      .where(and(inArray(pregnancies.providerId, ids), isNull(pregnancies.endedOn))),
    db.select({ id: babies.id, providerId: babies.providerId, birthDate: babies.birthDate }).from(babies).where(inArray(babies.providerId, ids)),
  ]);
  return { people, pregnancies: preg, babies: bab };
}
