/**
 * Antenatal visits: a visit recorded (and the antenatal contact it is), a reading in the emergency range reviewed,
 * a visit corrected or removed. Each starts with the access module's per-record check and writes its audit row in
 * the transaction of the write.
 */
import { daysBetween, nepalToday } from '@mamata/core/calendar/nepal-time';
import { gestationalWeek } from '@mamata/core/domain/pregnancy';
import { bloodPressureVerdict } from '@mamata/core/domain/verdicts';
import { ancContactKey, ancContactOf } from '@mamata/core/reference/anc-contacts';
import type { AntenatalVisitBodyParsed } from '@mamata/core/schemas/staff';
import type { Db, Tx } from '../../db/client.ts';
import { personChanged } from '../../db/person-changes.ts';
import { audit as writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePersonAccess, staffActor, type StaffAuth } from '../access/access.service.ts';
import { findCurrentPregnancy, listVisits } from '../records-shared/records-shared.queries.ts';
import { correctEntry, type Correction } from '../records-shared/records-shared.service.ts';
import { notifyEmergency } from '../reminders/emergency.ts';
import * as q from './visits.queries.ts';

/**
 * A nurse marks a visit's reading in the emergency range reviewed, with a note of what was done: the review and its
 * audit row in one transaction. Until then the reading stays flagged on her dashboard and the due list (core
 * pregnancyAlerts). Only a reading in the emergency range can be reviewed (400 otherwise).
 */
export async function reviewReading(db: Db, auth: StaffAuth, personId: string, visitId: string, note: string) {
  await requirePersonAccess(db, auth, personId);
  const visit = await q.findPersonVisit(db, personId, visitId);
  if (!visit) throw new AppError('NOT_FOUND', 'errors.notFound');
  if (bloodPressureVerdict(visit.systolic, visit.diastolic).level !== 'emergency') {
    throw new AppError('VALIDATION_FAILED', 'validation.reviewNotSevere', {}, { note: 'validation.reviewNotSevere' });
  }
  return db.transaction(async (tx) => {
    const id = await q.insertReadingReview(tx, { visitId, pregnancyId: visit.pregnancyId, reviewedBy: auth.staffId, note });
    await writeAudit(tx, staffActor(auth), {
      action: 'review',
      entity: 'antenatal_visit',
      entityId: visitId,
      providerId: personId,
      ip: auth.ip,
      details: { note },
    });
    // a reviewed reading is no longer flagged on the due list, which reads her again (docs/decisions/035-due-list-days.md)
    await personChanged(tx, personId);
    return id;
  });
}

/** Records an antenatal visit of the person's current pregnancy (gestational week computed from the LMP). */
export async function recordVisit(db: Db, auth: StaffAuth, personId: string, body: AntenatalVisitBodyParsed) {
  await requirePersonAccess(db, auth, personId);
  const pregnancy = await findCurrentPregnancy(db, personId);
  if (!pregnancy) throw new AppError('VALIDATION_FAILED', 'errors.noPregnancy');
  // a second visit on the same date is usually the same visit saved twice: asked before it is saved
  if (!body.sameDay && (await listVisits(db, pregnancy.id)).some((v) => v.visitDate === body.visitDate)) {
    throw new AppError('CONFLICT', 'errors.visitSameDay', {}, { visitDate: 'errors.visitSameDay' });
  }
  const sinceLmp = daysBetween(pregnancy.lastMenstrualPeriod, body.visitDate);
  if (sinceLmp < 0 || daysBetween(body.visitDate, nepalToday()) < 0) {
    throw new AppError('VALIDATION_FAILED', 'validation.visitBeforeLmp', {}, { visitDate: 'validation.visitBeforeLmp' });
  }
  // the visit and its audit row: one transaction, so neither exists without the other
  return db.transaction(async (tx) => {
    const visitId = await q.insertVisit(tx, {
      pregnancyId: pregnancy.id,
      visitDate: body.visitDate,
      gestationalWeek: gestationalWeek(pregnancy.lastMenstrualPeriod, body.visitDate),
      systolicPressure: body.systolicPressure,
      diastolicPressure: body.diastolicPressure,
      waterLevel: body.waterLevel,
      weightKg: body.weight,
      notes: body.notes,
      firstAnc: body.firstAnc ?? null,
      recordedBy: auth.staffId,
    });
    await writeAudit(tx, staffActor(auth), {
      action: 'create',
      entity: 'antenatal_visit',
      entityId: visitId,
      providerId: personId,
      ip: auth.ip,
      details: body,
    });
    await giveContactOf(tx, auth, personId, { id: visitId, pregnancyId: pregnancy.id, visitDate: body.visitDate }, pregnancy.lastMenstrualPeriod);
    // a reading in the emergency range: she is told at once, as her dashboard tells her (modules/reminders/emergency.ts)
    await notifyEmergency(tx, pregnancy.id);
    // announced like every change of her record: the reminder module then sends what the visit made at once
    await personChanged(tx, personId);
    return visitId;
  });
}

/**
 * A visit in an antenatal contact's window is that contact (the national eHMIS's 8, core reference/anc-contacts.ts): it
 * is marked given on the visit's date, linked to the visit, with its audit row, so it is neither due on the nurse's list
 * nor reminded to her. A contact recorded given already (by hand or by another visit) stays as it was.
 */
async function giveContactOf(tx: Tx, auth: StaffAuth, personId: string, visit: { id: string; pregnancyId: string; visitDate: string }, lmp: string) {
  const contact = ancContactOf(gestationalWeek(lmp, visit.visitDate));
  if (contact === null) return;
  const itemKey = ancContactKey(contact);
  const itemId = await q.giveContactOfVisit(tx, {
    providerId: personId,
    pregnancyId: visit.pregnancyId,
    itemKey,
    givenOn: visit.visitDate,
    staffId: auth.staffId,
    visitId: visit.id,
  });
  if (itemId) {
    await writeAudit(tx, staffActor(auth), {
      action: 'create',
      entity: 'item_record',
      entityId: itemId,
      providerId: personId,
      ip: auth.ip,
      details: { itemKey, givenOn: visit.visitDate, visitId: visit.id },
    });
  }
}

/**
 * A visit corrected or removed: the contact it gave follows it. The same contact on the same day stays, linked to the
 * correction; otherwise it is withdrawn (audited) and the corrected visit gives the contact of its own window, if any.
 * A contact recorded by hand is never moved.
 */
async function moveContactOf(
  tx: Tx,
  auth: StaffAuth,
  personId: string,
  old: { id: string; pregnancyId: string },
  replacement: { id: string; visitDate: string; lmp: string } | null,
) {
  const given = await q.contactOfVisit(tx, old.id);
  if (given && replacement) {
    const contact = ancContactOf(gestationalWeek(replacement.lmp, replacement.visitDate));
    if (contact !== null && ancContactKey(contact) === given.itemKey && given.givenOn === replacement.visitDate) {
      await q.moveContactToVisit(tx, given.id, replacement.id);
      return;
    }
  }
  if (given && (await q.withdrawItem(tx, given.id))) {
    await writeAudit(tx, staffActor(auth), {
      action: 'void',
      entity: 'item_record',
      entityId: given.id,
      providerId: personId,
      ip: auth.ip,
      details: { itemKey: given.itemKey, givenOn: given.givenOn, visitId: old.id, reason: replacement ? 'visitCorrected' : 'visitRemoved' },
    });
  }
  if (replacement)
    await giveContactOf(tx, auth, personId, { id: replacement.id, pregnancyId: old.pregnancyId, visitDate: replacement.visitDate }, replacement.lmp);
}

const VISIT_CORRECTION: Correction = {
  kind: 'visits',
  dateField: 'visitDate',
  replacement: (body, lmp) => ({
    visitDate: body.visitDate,
    gestationalWeek: lmp ? gestationalWeek(lmp, body.visitDate as string) : undefined,
    systolicPressure: body.systolicPressure ?? null,
    diastolicPressure: body.diastolicPressure ?? null,
    waterLevel: body.waterLevel ?? null,
    weightKg: body.weight ?? null,
    notes: body.notes ?? '',
    // left out of the correction: the answer recorded stays (null: now "not recorded")
    firstAnc: body.firstAnc,
    recordedBy: undefined,
  }),
  // a corrected visit whose reading is (still, or now) an emergency: told once per reading; the contact it gave follows it
  after: async (tx, { auth, personId, old, newId, replacement, lmp }) => {
    await notifyEmergency(tx, old.pregnancyId as string);
    const visit = { id: old.id as string, pregnancyId: old.pregnancyId as string };
    const visitDate = (replacement?.visitDate as string | undefined) ?? (old.visitDate as string);
    await moveContactOf(tx, auth, personId, visit, newId && lmp ? { id: newId, visitDate, lmp } : null);
  },
};

/** Corrects a visit (or, with `body` null, removes it); the old one is kept and the reason audited. */
export function correctVisit(db: Db, auth: StaffAuth, personId: string, recordId: string, body: Record<string, unknown> | null, reason: string) {
  return correctEntry(db, auth, personId, VISIT_CORRECTION, recordId, body, reason);
}
