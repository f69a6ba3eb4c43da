import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { inUuids } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { antenatalVisits, births, fetalWeightEstimates, itemRecords, pregnancies, providers } from '../../db/schema/index.ts';
import { personChanged } from '../../db/person-changes.ts';
import { audit as writeAudit } from '../../lib/audit.ts';
import type { RecordAudit } from '../records-shared/records-shared.queries.ts';

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

/** The current (not superseded) birth entry of a pregnancy, or undefined. */
export async function findCurrentBirth(db: Db, pregnancyId: string) {
  const [row] = await db
    .select()
    .from(births)
    .where(and(eq(births.pregnancyId, pregnancyId), isNull(births.supersededAt)))
    .limit(1);
  return row;
}

/** Whether a birth entry replaced another (shown as "corrected"). */
export const isCorrection = (row: { supersedesId: string | null }) => row.supersedesId !== null;

/** Profile and pregnancy edits, with the audit row (old and new values). */
export async function updatePerson(
  db: Db,
  v: {
    providerId: string;
    provider: Partial<typeof providers.$inferInsert>;
    pregnancyId?: string;
    pregnancy: Partial<typeof pregnancies.$inferInsert>;
    audit: RecordAudit;
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
    await writeAudit(tx, v.audit.actor, { ...v.audit.entry, entityId: v.providerId });
    await personChanged(tx, v.providerId);
  });
}
