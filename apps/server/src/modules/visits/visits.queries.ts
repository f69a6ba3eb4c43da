import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { antenatalVisits, itemRecords, pregnancies, readingReviews } from '../../db/schema/index.ts';

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
