/**
 * Measurements: fetal weight estimates of a pregnancy and a baby's growth (weight and length), recorded and
 * corrected. Each starts with the access module's per-record check and writes its audit row in the transaction of
 * the write.
 */
import { gestationalWeek } from '@mamata/core/domain/pregnancy';
import type { FetalWeightBodyParsed, GrowthBodyParsed } from '@mamata/core/schemas/records';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePersonAccess, type StaffAuth } from '../access/access.service.ts';
import { findCurrentPregnancy } from '../records-shared/records-shared.queries.ts';
import { assertWithin, babyOf, correctEntry, recordAudit, type Correction } from '../records-shared/records-shared.service.ts';
import * as q from './growth.queries.ts';

/** Records a fetal weight estimate of the current pregnancy (week from the LMP). */
export async function recordFetalWeight(db: Db, auth: StaffAuth, personId: string, body: FetalWeightBodyParsed) {
  await requirePersonAccess(db, auth, personId);
  const pregnancy = await findCurrentPregnancy(db, personId);
  if (!pregnancy) throw new AppError('VALIDATION_FAILED', 'errors.noPregnancy');
  assertWithin('measuredOn', body.measuredOn, pregnancy.lastMenstrualPeriod);
  return q.insertFetalWeight(
    db,
    {
      pregnancyId: pregnancy.id,
      measuredOn: body.measuredOn,
      gestationalWeek: gestationalWeek(pregnancy.lastMenstrualPeriod, body.measuredOn),
      fetus: body.fetus,
      weightGrams: body.weightGrams,
      recordedBy: auth.staffId,
    },
    recordAudit(auth, personId, 'create', 'fetal_weight', body),
  );
}

/** Records a baby's growth measurement. */
export async function recordGrowth(db: Db, auth: StaffAuth, personId: string, body: GrowthBodyParsed) {
  await requirePersonAccess(db, auth, personId);
  const baby = await babyOf(db, personId, body.babyId);
  assertWithin('measuredOn', body.measuredOn, baby.birthDate);
  return q.insertGrowth(
    db,
    { babyId: baby.id, measuredOn: body.measuredOn, weightGrams: body.weightGrams, heightInches: body.heightInches, recordedBy: auth.staffId },
    recordAudit(auth, personId, 'create', 'growth', body),
  );
}

const FETAL_WEIGHT_CORRECTION: Correction = {
  kind: 'fetal-weights',
  dateField: 'measuredOn',
  replacement: (body, lmp) => ({
    measuredOn: body.measuredOn,
    gestationalWeek: lmp ? gestationalWeek(lmp, body.measuredOn as string) : undefined,
    fetus: body.fetus,
    weightGrams: body.weightGrams,
  }),
};

const GROWTH_CORRECTION: Correction = {
  kind: 'growth',
  dateField: 'measuredOn',
  replacement: (body) => ({ measuredOn: body.measuredOn, weightGrams: body.weightGrams ?? null, heightInches: body.heightInches ?? null }),
};

/** Corrects a fetal weight estimate (or, with `body` null, removes it); the old one is kept and the reason audited. */
export function correctFetalWeight(db: Db, auth: StaffAuth, personId: string, recordId: string, body: Record<string, unknown> | null, reason: string) {
  return correctEntry(db, auth, personId, FETAL_WEIGHT_CORRECTION, recordId, body, reason);
}

/** Corrects a growth measurement (or, with `body` null, removes it); the old one is kept and the reason audited. */
export function correctGrowth(db: Db, auth: StaffAuth, personId: string, recordId: string, body: Record<string, unknown> | null, reason: string) {
  return correctEntry(db, auth, personId, GROWTH_CORRECTION, recordId, body, reason);
}
