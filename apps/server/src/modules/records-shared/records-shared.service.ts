/**
 * The rules more than one records room keeps: a date within the pregnancy or the baby's life, which baby an entry
 * is for, and the correction of an entry (the old row kept and superseded, the reason audited).
 */
import { daysBetween, nepalToday } from '@mamata/core/calendar/nepal-time';
import type { ItemRecord } from '@mamata/core/domain/schedule';
import type { Correctable } from '@mamata/core/schemas/records';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePersonAccess, staffActor, type StaffAuth } from '../access/access.service.ts';
import * as q from './records-shared.queries.ts';

function dateError(field: string, key: 'validation.dateInFuture' | 'validation.dateBeforeStart'): AppError {
  return new AppError('VALIDATION_FAILED', key, {}, { [field]: key });
}

/** A date must lie between `start` (LMP or birth) and today in Nepal. */
export function assertWithin(field: string, date: string, start: string | null) {
  if (daysBetween(date, nepalToday()) < 0) throw dateError(field, 'validation.dateInFuture');
  if (start !== null && daysBetween(start, date) < 0) throw dateError(field, 'validation.dateBeforeStart');
}

/** The audit row of a write by this staff member on this person's record (its entity's id is added by the write). */
export function recordAudit(auth: StaffAuth, personId: string, action: string, entity: string, details: unknown): q.RecordAudit {
  return { actor: staffActor(auth), entry: { action, entity, providerId: personId, ip: auth.ip, details } };
}

/** Items given, as a schedule reads them (core domain/schedule.ts). */
export const asItemRecords = (rows: ReadonlyArray<{ itemKey: string; givenOn: string }>): ItemRecord[] =>
  rows.map((r) => ({ key: r.itemKey, givenOn: r.givenOn }));

/** Which baby an item or measurement is for: the one named, or the only one. */
export async function babyOf(db: Db, personId: string, babyId: string | undefined) {
  const babies = await q.listBabies(db, personId);
  if (babies.length === 0) throw new AppError('VALIDATION_FAILED', 'errors.noBaby');
  if (babyId === undefined) {
    if (babies.length > 1) throw new AppError('VALIDATION_FAILED', 'errors.chooseBaby', {}, { babyId: 'errors.chooseBaby' });
    return babies[0]!;
  }
  const baby = babies.find((b) => b.id === babyId);
  // another person's baby is "not found", like another person
  if (!baby) throw new AppError('NOT_FOUND', 'errors.notFound');
  return baby;
}

/** How one kind of entry is corrected: its room says which date it checks and which columns a correction replaces. */
export interface Correction {
  kind: Correctable;
  /** The field of the body holding the entry's date, checked against its own pregnancy or baby. */
  dateField: string;
  /** The column values a correction replaces (the API's names to the table's); `lmp` is null for a baby's entry. */
  replacement: (body: Record<string, unknown>, lmp: string | null) => Record<string, unknown>;
  /** More writes of the correction's transaction, given what changed (`newId` null: the entry was removed). */
  after?: (tx: Tx, change: CorrectionMade) => Promise<unknown>;
}

/** A correction as its transaction made it: who, whose record, the old row, its replacement and the entry's LMP. */
export interface CorrectionMade {
  auth: StaffAuth;
  personId: string;
  old: Record<string, unknown>;
  newId: string | null;
  /** The columns replaced (null when removed). */
  replacement: Record<string, unknown> | null;
  /** The LMP of the entry's own pregnancy (null for a baby's entry, or a removal). */
  lmp: string | null;
}

/**
 * Corrects a wrong entry (or, with `body` null, voids it): the old row is kept and marked
 * superseded, the new one points at it, and the audit row holds both with the reason.
 */
export async function correctEntry(
  db: Db,
  auth: StaffAuth,
  personId: string,
  correction: Correction,
  recordId: string,
  body: Record<string, unknown> | null,
  reason: string,
) {
  const { kind, dateField, after } = correction;
  await requirePersonAccess(db, auth, personId);
  const found = await q.findCorrectable(db, kind, recordId);
  // an entry of somebody else is "not found", whoever's it is
  if (!found || found.providerId !== personId) throw new AppError('NOT_FOUND', 'errors.notFound');
  if (found.supersededAt) throw new AppError('CONFLICT', 'errors.alreadyCorrected');
  let replacement: Record<string, unknown> | null = null;
  let lmp: string | null = null;
  if (body) {
    // the dates of the entry's own pregnancy (LMP) or baby (birth), not the latest one's
    const owner = found.row as { pregnancyId?: string | null; babyId?: string | null };
    const start = await q.startOfEntry(db, owner);
    if (owner.pregnancyId) lmp = start;
    assertWithin(dateField, body[dateField] as string, start);
    replacement = Object.fromEntries(Object.entries(correction.replacement(body, lmp)).filter(([, v]) => v !== undefined));
    replacement.recordedBy = auth.staffId;
  }
  const done = await q.supersede(
    db,
    kind,
    recordId,
    replacement,
    recordAudit(auth, personId, body ? 'correct' : 'void', kind, { reason, new: body }),
    after ? (tx, old, newId) => after(tx, { auth, personId, old, newId, replacement, lmp }) : undefined,
  );
  if (!done) throw new AppError('CONFLICT', 'errors.alreadyCorrected');
  return done.newId;
}
