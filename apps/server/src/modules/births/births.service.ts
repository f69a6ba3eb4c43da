/**
 * Births and losses: a birth recorded (the account becomes mother-and-baby), corrected or removed; a baby
 * registered on its own account; a miscarriage, stillbirth or a baby's death recorded or undone. Each starts with
 * the access module's per-record check and writes its audit row in the transaction of the write.
 */
import { addDays, nepalDateTime, nepalToday } from '@mamata/core/calendar/nepal-time';
import { birthWeightCheckMessage, birthWeightToCheck } from '@mamata/core/domain/birth-weight';
import type { RecordedSex } from '@mamata/core/domain/growth';
import { gestationalAgeDays, gestationalWeek } from '@mamata/core/domain/pregnancy';
import {
  PRETERM_CONFIRM_BEFORE_WEEK,
  isFacilityConsistent,
  type BirthBodyParsed,
  type CorrectBirthBodyParsed,
  type LossBodyParsed,
  type RegisterBabyBodyParsed,
  type UndoLossBodyParsed,
} from '@mamata/core/schemas/records';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePersonAccess, type StaffAuth } from '../access/access.service.ts';
import { newAccount } from '../accounts/accounts.service.ts';
import { findCurrentPregnancy, findLatestPregnancy, findPerson, startOfEntry, type NewbornEntry } from '../records-shared/records-shared.queries.ts';
import { assertWithin, babyOf, recordAudit } from '../records-shared/records-shared.service.ts';
import * as q from './births.queries.ts';
import type { BirthEntry } from './births.queries.ts';

/** Registers a baby with its own account (BABY) at the staff member's health post; returns the one-time password. */
export async function registerBaby(db: Db, auth: StaffAuth, body: RegisterBabyBodyParsed) {
  // a child over 5 is outside this service (it follows infants to 18 months; fIPV catch-up runs to 5 years)
  assertWithin('birthDate', body.birthDate, addDays(nepalToday(), -5 * 365));
  const { account, oneTimePassword } = await newAccount(db, auth, { ...body, registrationType: 'BABY', gender: body.sex });
  const id = await q.insertBabyAccount(
    db,
    account,
    { birthDate: body.birthDate, sex: body.sex, birthWeight: body.birthWeight, birthHeight: body.birthHeight },
    auth.staffId,
  );
  return { id, oneTimePassword };
}

/**
 * The bounds of a birth: on or after the LMP, not in the future (date and time), and from
 * PRETERM_CONFIRM_BEFORE_WEEK weeks on unless the nurse confirmed `preterm`; each baby's weight within the
 * lines for the gestational age at birth unless she ticked `weightChecked` (core domain/birth-weight.ts).
 */
function assertBirthBounds(birth: BirthEntry, lmp: string, weightChecked: boolean) {
  if (!isFacilityConsistent({ place: birth.place, facility: birth.delivery.facility ?? undefined })) {
    throw new AppError('VALIDATION_FAILED', 'validation.hmis.facility', {}, { facility: 'validation.hmis.facility' });
  }
  assertWithin('birthDate', birth.birthDate, lmp);
  if (`${birth.birthDate}T${birth.birthTime}` > nepalDateTime(new Date())) {
    throw new AppError('VALIDATION_FAILED', 'validation.birthInFuture', {}, { birthTime: 'validation.birthInFuture' });
  }
  if (gestationalWeek(lmp, birth.birthDate) < PRETERM_CONFIRM_BEFORE_WEEK && !birth.preterm) {
    throw new AppError('VALIDATION_FAILED', 'validation.pretermConfirm', {}, { preterm: 'validation.pretermConfirm' });
  }
  if (weightChecked) return;
  const days = gestationalAgeDays(lmp, birth.birthDate);
  for (const [i, baby] of birth.babies.entries()) {
    const check = birthWeightToCheck(baby.birthWeight, days, baby.sex as RecordedSex);
    if (!check) continue;
    const { key, vars } = birthWeightCheckMessage(baby.birthWeight, check);
    throw new AppError('VALIDATION_FAILED', key, vars, { [`babies.${i}.birthWeight`]: key, weightChecked: key });
  }
}

function birthEntryOf(body: BirthInput): BirthEntry {
  return {
    birthDate: body.birthDate,
    birthTime: body.birthTime,
    place: body.place,
    preterm: body.preterm,
    babies: body.babies.map((b) => ({
      sex: b.sex,
      birthWeight: b.birthWeight,
      ...(b.birthHeight !== undefined ? { birthHeight: b.birthHeight } : {}),
      name: b.name,
      ...(b.outcome !== undefined ? { outcome: b.outcome } : {}),
      ...(b.asphyxia !== undefined ? { asphyxia: b.asphyxia } : {}),
      ...(b.defect !== undefined ? { defect: b.defect } : {}),
    })),
    delivery: { facility: body.facility ?? null, attendant: body.attendant ?? null, mode: body.mode ?? null, presentation: body.presentation ?? null },
  };
}

type BirthInput = Omit<BirthBodyParsed, 'confirmed'>;

/** Records a birth of the current pregnancy: the mother's account becomes MOTHER_AND_BABY, her pregnancy history kept. */
export async function recordBirth(db: Db, auth: StaffAuth, personId: string, body: BirthInput) {
  await requirePersonAccess(db, auth, personId);
  const [pregnancy, person] = await Promise.all([findCurrentPregnancy(db, personId), findPerson(db, personId)]);
  if (!pregnancy || !person) throw new AppError('VALIDATION_FAILED', 'errors.noPregnancy');
  const birth = birthEntryOf(body);
  assertBirthBounds(birth, pregnancy.lastMenstrualPeriod, body.weightChecked);
  const done = await q.insertBirth(db, {
    providerId: personId,
    pregnancyId: pregnancy.id,
    previousType: person.registrationType,
    recordedBy: auth.staffId,
    birth,
    audit: recordAudit(auth, personId, 'create', 'birth', body),
  });
  // another nurse recorded this birth a moment ago
  if (!done) throw new AppError('CONFLICT', 'errors.noPregnancy');
  return done;
}

/** The current birth entry `birthId` of this person, or 404 (another person's is "not found" too). */
async function currentBirthOf(db: Db, personId: string, birthId: string) {
  const birth = await q.findBirth(db, birthId);
  if (!birth || birth.providerId !== personId) throw new AppError('NOT_FOUND', 'errors.notFound');
  if (birth.supersededAt) throw new AppError('CONFLICT', 'errors.alreadyCorrected');
  return birth;
}

/** Corrects a birth entry (same number of babies); the old entry is kept, the reason audited (docs/decisions/006). */
export async function correctBirth(db: Db, auth: StaffAuth, personId: string, birthId: string, body: CorrectBirthBodyParsed) {
  await requirePersonAccess(db, auth, personId);
  const old = await currentBirthOf(db, personId, birthId);
  const birth = birthEntryOf(body);
  const oldBabies = old.babies as NewbornEntry[];
  if (oldBabies.length !== birth.babies.length) {
    throw new AppError('VALIDATION_FAILED', 'errors.birthBabyCount', {}, { babies: 'errors.birthBabyCount' });
  }
  // born alive or stillborn is not corrected in place (the baby's schedule follows it): remove the entry and record it again
  if (oldBabies.some((b, i) => q.isStillborn(b) !== q.isStillborn(birth.babies[i] ?? b))) {
    throw new AppError('VALIDATION_FAILED', 'validation.hmis.outcomeChange', {}, { babies: 'validation.hmis.outcomeChange' });
  }
  const start = await startOfEntry(db, { pregnancyId: old.pregnancyId });
  assertBirthBounds(birth, start ?? birth.birthDate, body.weightChecked);
  const { reason, ...values } = body;
  const done = await q.correctBirth(db, {
    old,
    birth,
    recordedBy: auth.staffId,
    audit: recordAudit(auth, personId, 'correct', 'birth', { reason, new: values }),
  });
  if (!done) throw new AppError('CONFLICT', 'errors.alreadyCorrected');
  return done.id;
}

/** Removes a birth entered by mistake: the pregnancy comes back and the account type is restored (docs/decisions/006). */
export async function removeBirth(db: Db, auth: StaffAuth, personId: string, birthId: string, reason: string) {
  await requirePersonAccess(db, auth, personId);
  const old = await currentBirthOf(db, personId, birthId);
  const done = await q.removeBirth(db, {
    old,
    audit: recordAudit(auth, personId, 'void', 'birth', { reason }),
  });
  if (!done) throw new AppError('CONFLICT', 'errors.alreadyCorrected');
}

/**
 * Records a loss: a miscarriage or stillbirth ends the current pregnancy (its reminders stop; the
 * account stays hers, with her own care), a baby's death ends that baby's schedule, reminders and
 * due-list entries at once (babies.status, schema/providers.ts). Asked for with `confirmed: true`.
 */
export async function recordLoss(db: Db, auth: StaffAuth, personId: string, body: LossBodyParsed) {
  await requirePersonAccess(db, auth, personId);
  const audit = recordAudit(auth, personId, 'create', 'loss', body);
  if (body.kind === 'babyDeath') {
    const baby = await babyOf(db, personId, body.babyId);
    if (baby.status !== 'alive') throw new AppError('CONFLICT', 'errors.babyNotAlive');
    assertWithin('date', body.date, baby.birthDate);
    if (!(await q.recordBabyDeath(db, { babyId: baby.id, date: body.date, audit }))) throw new AppError('CONFLICT', 'errors.babyNotAlive');
    return;
  }
  const pregnancy = await findCurrentPregnancy(db, personId);
  if (!pregnancy) throw new AppError('VALIDATION_FAILED', 'errors.noPregnancy');
  assertWithin('date', body.date, pregnancy.lastMenstrualPeriod);
  const delivery = body.delivery;
  if (delivery && body.kind !== 'stillbirth') throw new AppError('VALIDATION_FAILED', 'validation.invalid', {}, { delivery: 'validation.invalid' });
  if (delivery && !isFacilityConsistent(delivery)) {
    throw new AppError('VALIDATION_FAILED', 'validation.hmis.facility', {}, { 'delivery.facility': 'validation.hmis.facility' });
  }
  if (delivery && `${body.date}T${delivery.birthTime}` > nepalDateTime(new Date())) {
    throw new AppError('VALIDATION_FAILED', 'validation.birthInFuture', {}, { 'delivery.birthTime': 'validation.birthInFuture' });
  }
  // a stillbirth with its delivery is the sheet's delivery of a stillborn baby: a birth entry of its own, without a
  // baby record (no schedule, no account change), counted by the HMIS month like the birth form's
  const stillbirth =
    delivery && body.kind === 'stillbirth'
      ? {
          providerId: personId,
          recordedBy: auth.staffId,
          birth: {
            birthDate: body.date,
            birthTime: delivery.birthTime,
            place: delivery.place,
            preterm: false,
            babies: [
              {
                sex: delivery.sex,
                name: '',
                outcome: delivery.outcome,
                ...(delivery.birthWeight === undefined ? {} : { birthWeight: delivery.birthWeight }),
              },
            ],
            delivery: {
              facility: delivery.facility ?? null,
              attendant: delivery.attendant ?? null,
              mode: delivery.mode ?? null,
              presentation: delivery.presentation ?? null,
            },
          },
        }
      : undefined;
  if (!(await q.endPregnancy(db, { pregnancyId: pregnancy.id, outcome: body.kind, date: body.date, audit, stillbirth }))) {
    throw new AppError('CONFLICT', 'errors.noPregnancy');
  }
}

/** Undoes a loss recorded by mistake (the reason audited): the pregnancy reopens, or the baby is followed again. */
export async function undoLoss(db: Db, auth: StaffAuth, personId: string, body: UndoLossBodyParsed) {
  await requirePersonAccess(db, auth, personId);
  const audit = recordAudit(auth, personId, 'void', 'loss', body);
  let done: boolean;
  if (body.babyId) {
    const baby = await babyOf(db, personId, body.babyId);
    done = await q.undoLoss(db, { babyId: baby.id, audit });
  } else {
    const pregnancy = await findLatestPregnancy(db, personId);
    done = pregnancy ? await q.undoLoss(db, { pregnancyId: pregnancy.id, audit }) : false;
  }
  if (!done) throw new AppError('CONFLICT', 'errors.noLoss');
}
