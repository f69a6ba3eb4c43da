/**
 * What more than one records room reads or writes: the person, her pregnancies and babies, her visits and their
 * reviews, her babies' growth, the fields a birth row keeps, and the correction machinery (a row superseded, its
 * replacement pointing back at it, the audit row in the same transaction).
 */
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { inUuids } from '../../db/any-of.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  antenatalVisits,
  babies,
  fetalWeightEstimates,
  growthMeasurements,
  itemRecords,
  pregnancies,
  providers,
  readingReviews,
  staffUsers,
} from '../../db/schema/index.ts';
import { personChanged } from '../../db/person-changes.ts';
import { audit as writeAudit, type Actor, type AuditEntry } from '../../lib/audit.ts';

/** The audit row of a write, written by the query in the write's transaction once the entity's id is known. */
export interface RecordAudit {
  actor: Actor;
  entry: Omit<AuditEntry, 'entityId'>;
}

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

/** The babies an account shows (alive, or who died; not those of a removed birth), oldest first (twins by birth order). */
export function listBabies(db: Db, providerId: string) {
  return db
    .select()
    .from(babies)
    .where(and(eq(babies.providerId, providerId), ne(babies.status, 'removed')))
    .orderBy(asc(babies.birthDate), asc(babies.birthOrder), asc(babies.createdAt), asc(babies.id));
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

/** Growth measurements of babies (not corrected away), oldest first. */
export function listGrowth(db: Db, babyIds: string[]) {
  if (babyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(growthMeasurements)
    .where(and(inUuids(growthMeasurements.babyId, babyIds), isNull(growthMeasurements.supersededAt)))
    .orderBy(asc(growthMeasurements.measuredOn), asc(growthMeasurements.createdAt));
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

/** Stores a row and its audit row together. */
export async function insertWithAudit<T extends { id: unknown }>(db: Db, insert: (tx: Tx) => Promise<T[]>, audit: RecordAudit): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await insert(tx);
    if (!row) throw new Error('insert returned nothing');
    const id = String(row.id);
    await writeAudit(tx, audit.actor, { ...audit.entry, entityId: id });
    // her record changed: the reminder module scans her again (db/person-changes.ts)
    if (audit.entry.providerId) await personChanged(tx, audit.entry.providerId);
    return id;
  });
}

const TABLES = { visits: antenatalVisits, 'fetal-weights': fetalWeightEstimates, growth: growthMeasurements, items: itemRecords } as const;

/** Ids of the entries that replaced another (shown as "corrected"). */
export async function correctedIds(db: Db, table: keyof typeof TABLES, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const t = TABLES[table];
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(inArray(t.id, ids), sql`${t.supersedesId} is not null`));
  return new Set(rows.map((r) => r.id));
}

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
  audit: RecordAudit,
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
    await writeAudit(tx, audit.actor, { ...audit.entry, entityId: recordId, details: { ...(audit.entry.details as object), old, replacementId: newId } });
    if (audit.entry.providerId) await personChanged(tx, audit.entry.providerId);
    if (after) await after(tx, old, newId);
    return { newId };
  });
}
