/**
 * Schedule items (vaccines, medicines, check-ups) recorded as given, and their corrections. Each starts with the
 * access module's per-record check and writes its audit row in the transaction of the write.
 */
import { isTdItem } from '@mamata/core/hmis/item-keys';
import { BABY_PERIODS, MOTHER_PERIODS, MOTHER_POSTNATAL_PERIODS } from '@mamata/core/reference/schedule-templates';
import type { ItemGivenBodyParsed } from '@mamata/core/schemas/records';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePersonAccess, type StaffAuth } from '../access/access.service.ts';
import { findLatestPregnancy, findPerson } from '../records-shared/records-shared.queries.ts';
import { assertWithin, babyOf, correctEntry, recordAudit, type Correction } from '../records-shared/records-shared.service.ts';
import * as q from './items-given.queries.ts';

// her own postnatal items (after a stillbirth or her baby's death) are hers, recorded on the pregnancy
const MOTHER_KEYS = new Set([...MOTHER_PERIODS, ...MOTHER_POSTNATAL_PERIODS].flatMap((p) => p.items.map((i) => i.key)));
const BABY_KEYS = new Set(BABY_PERIODS.flatMap((p) => p.items.map((i) => i.key)));

/**
 * Records a schedule item as given. A mother's item goes to her latest pregnancy, a baby's to the
 * baby. Giving it ends its reminder: reminders are the items still due (domain/schedule.ts).
 */
export async function recordItem(db: Db, auth: StaffAuth, personId: string, body: ItemGivenBodyParsed) {
  await requirePersonAccess(db, auth, personId);
  const audit = recordAudit(auth, personId, 'create', 'item_record', body);
  const base = {
    providerId: personId,
    itemKey: body.itemKey,
    givenOn: body.givenOn,
    givenTime: body.givenTime ?? null,
    tdDose: body.tdDose ?? null,
    givenBy: body.givenBy,
    givenAt: body.givenAt,
    notes: body.notes,
    recordedBy: auth.staffId,
  };
  // the HMIS Td cell is asked of a Td dose only
  if (body.tdDose !== undefined && !isTdItem(body.itemKey))
    throw new AppError('VALIDATION_FAILED', 'validation.hmis.tdDose', {}, { tdDose: 'validation.hmis.tdDose' });
  const person = await findPerson(db, personId);
  if (MOTHER_KEYS.has(body.itemKey) && person?.registrationType === 'BABY') {
    throw new AppError('VALIDATION_FAILED', 'errors.unknownItem', {}, { itemKey: 'errors.unknownItem' });
  }
  if (MOTHER_KEYS.has(body.itemKey) && body.babyId === undefined) {
    const pregnancy = await findLatestPregnancy(db, personId);
    if (!pregnancy) throw new AppError('VALIDATION_FAILED', 'errors.noPregnancy');
    assertWithin('givenOn', body.givenOn, pregnancy.lastMenstrualPeriod);
    return q.insertItemRecord(db, { ...base, pregnancyId: pregnancy.id }, audit);
  }
  if (!BABY_KEYS.has(body.itemKey)) throw new AppError('VALIDATION_FAILED', 'errors.unknownItem', {}, { itemKey: 'errors.unknownItem' });
  const baby = await babyOf(db, personId, body.babyId);
  if (baby.status !== 'alive') throw new AppError('CONFLICT', 'errors.babyNotAlive');
  assertWithin('givenOn', body.givenOn, baby.birthDate);
  return q.insertItemRecord(db, { ...base, babyId: baby.id }, audit);
}

const ITEM_CORRECTION: Correction = {
  kind: 'items',
  dateField: 'givenOn',
  // a field the correction leaves out keeps its value
  replacement: (body) => ({
    givenOn: body.givenOn,
    givenTime: body.givenTime,
    tdDose: body.tdDose,
    givenBy: body.givenBy ?? '',
    givenAt: body.givenAt ?? '',
    notes: body.notes,
    // an item corrected by hand is the nurse's own record: no visit moves it any more
    visitId: null,
  }),
};

/** Corrects an item given (or, with `body` null, removes it); the old one is kept and the reason audited. */
export function correctItem(db: Db, auth: StaffAuth, personId: string, recordId: string, body: Record<string, unknown> | null, reason: string) {
  return correctEntry(db, auth, personId, ITEM_CORRECTION, recordId, body, reason);
}
