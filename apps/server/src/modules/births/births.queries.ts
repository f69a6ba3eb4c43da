import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { babies, births, growthMeasurements, pregnancies, providers } from '../../db/schema/index.ts';
import { personChanged } from '../../db/person-changes.ts';
import { audit as writeAudit } from '../../lib/audit.ts';
import { MOTHER_POSTNATAL_PERIODS } from '@mamata/core/reference/schedule-templates';
import { insertAccount, type NewAccount } from '../accounts/accounts.queries.ts';
import type { DeliveryAttributes, NewbornEntry, RecordAudit } from '../records-shared/records-shared.queries.ts';
import { restoreReminders, withdrawReminders } from '../reminders/withdraw.ts';

/** Periods of her own postnatal care (core reference/schedule-templates.ts): withdrawn when the loss that gave them is removed. */
const POSTNATAL_PERIOD_KEYS = MOTHER_POSTNATAL_PERIODS.map((p) => p.key);

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
  v: { providerId: string; pregnancyId: string; previousType: string; recordedBy: string; birth: BirthEntry; audit: RecordAudit },
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
    await writeAudit(tx, v.audit.actor, {
      ...v.audit.entry,
      entityId: birth.id,
      details: { ...(v.audit.entry.details as object), babyIds: ids, pregnancyId: v.pregnancyId },
    });
    // her record changed: the reminder module scans her again (db/person-changes.ts)
    await personChanged(tx, v.providerId);
    return { birthId: birth.id, babyIds: ids };
  });
}

/** A birth entry by id, with whether it was superseded. */
export async function findBirth(db: Db, birthId: string) {
  const [row] = await db.select().from(births).where(eq(births.id, birthId));
  return row;
}

/**
 * Corrects a birth (docs/decisions/006): the entry is superseded and a new one points at it; the babies
 * (their ids stay, so what was given to them stays theirs) take the corrected values, their at-birth
 * growth point is superseded and re-entered, and the pregnancy's end date follows. Null when another
 * correction got there first.
 */
export async function correctBirth(db: Db, v: { old: typeof births.$inferSelect; birth: BirthEntry; recordedBy: string; audit: RecordAudit }) {
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
    await writeAudit(tx, v.audit.actor, {
      ...v.audit.entry,
      entityId: v.old.id,
      details: { ...(v.audit.entry.details as object), old: v.old, replacementId: row.id },
    });
    await personChanged(tx, v.old.providerId);
    return { id: row.id };
  });
}

/**
 * Removes a birth entered by mistake (docs/decisions/006): the entry is superseded without a
 * replacement, its babies become 'removed' (kept with everything recorded for them, shown nowhere),
 * the pregnancy is open again and the account type is what it was before the birth.
 */
export async function removeBirth(db: Db, v: { old: typeof births.$inferSelect; audit: RecordAudit }) {
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
    await writeAudit(tx, v.audit.actor, { ...v.audit.entry, entityId: v.old.id, details: { ...(v.audit.entry.details as object), old: v.old } });
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
    audit: RecordAudit;
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
    await writeAudit(tx, v.audit.actor, { ...v.audit.entry, entityId: v.pregnancyId });
    await personChanged(tx, ended[0]!.providerId);
    return true;
  });
}

/** A baby's death: the baby is no longer 'alive' (null when it was not). */
export async function recordBabyDeath(db: Db, v: { babyId: string; date: string; audit: RecordAudit }) {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(babies)
      .set({ status: 'died', endedOn: v.date })
      .where(and(eq(babies.id, v.babyId), eq(babies.status, 'alive')))
      .returning({ id: babies.id, providerId: babies.providerId });
    if (done.length === 0) return false;
    // the baby's reminders stop at once: none of them is sent or shown to her again
    await withdrawReminders(tx, done[0]!.providerId, [v.babyId]);
    await writeAudit(tx, v.audit.actor, { ...v.audit.entry, entityId: v.babyId });
    await personChanged(tx, done[0]!.providerId);
    return true;
  });
}

/** Undoes a loss entered by mistake (the audit row keeps what it was): the pregnancy reopens, or the baby is alive again. */
export async function undoLoss(db: Db, v: { pregnancyId?: string; babyId?: string; audit: RecordAudit }) {
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
    await writeAudit(tx, v.audit.actor, { ...v.audit.entry, entityId: changed[0]!.id });
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
