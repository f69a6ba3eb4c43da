/**
 * Clinical records written by the staff console: a person's record with her antenatal visits,
 * visits recorded, births, babies, schedule items given, fetal weight estimates, growth,
 * corrections, profile edits and the due list. Every function that reads or writes a person's
 * record starts with the access module's per-record check and writes an audit row (in the same
 * transaction as the write).
 */
import { addDays, daysBetween, nepalDateTime, nepalToday, toNepalDate } from '@mamata/core/calendar/nepal-time';
import { dueDateFromLmp, gestationalAgeDays, gestationalWeek } from '@mamata/core/domain/pregnancy';
import { ancContactKey, ancContactOf } from '@mamata/core/reference/anc-contacts';
import { birthWeightCheckMessage, birthWeightToCheck } from '@mamata/core/domain/birth-weight';
import type { RecordedSex } from '@mamata/core/domain/growth';
import type { AlertLevel, ReadingAlert, VisitReading } from '@mamata/core/domain/verdicts';
import {
  amnioticFluidVerdict,
  babyAlerts,
  babyHeightVerdict,
  babyWeightVerdict,
  bloodPressureVerdict,
  fetalAlerts,
  fetalWeightVerdict,
  pregnancyAlerts,
  sortAlerts,
  visitReading,
  weightGainVerdict,
  worstLevel,
} from '@mamata/core/domain/verdicts';
import { dueListDay, dueListPlace, type DueListDay } from '@mamata/core/domain/due-list';
import { babyPeriodLabel, babySchedule, motherCareSchedule, weekLabelOfFromDays, type ItemRecord, type ScheduledItem } from '@mamata/core/domain/schedule';
import { isTdItem, tdDoseOfItem } from '@mamata/core/hmis/item-keys';
import { translateMessage } from '@mamata/core/i18n/messages';
import type { Lang as MessageLang } from '@mamata/core/preferences';
import { BABY_PERIODS, MOTHER_PERIODS, MOTHER_POSTNATAL_PERIOD_KEY, MOTHER_POSTNATAL_PERIODS } from '@mamata/core/reference/schedule-templates';
import {
  PRETERM_CONFIRM_BEFORE_WEEK,
  isFacilityConsistent,
  type Correctable,
  type DueEntry,
  type BirthBodyParsed,
  type CorrectBirthBodyParsed,
  type EditPersonBodyParsed,
  type FetalWeightBodyParsed,
  type GrowthBodyParsed,
  type ItemGivenBodyParsed,
  type LossBodyParsed,
  type RegisterBabyBodyParsed,
  type UndoLossBodyParsed,
  type PersonRecords,
  type StaffItem,
} from '@mamata/core/schemas/records';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { audit as writeAudit } from '../../lib/audit.ts';
import { requirePersonAccess, scopeOf, staffActor, type StaffAuth } from '../access/access.service.ts';
import { newAccount } from '../accounts/accounts.service.ts';
import * as q from './records.queries.ts';
import type { BirthEntry } from './records.queries.ts';
import { scheduleTemplates } from '../schedule-items/schedule-items.service.ts';
import { notifyEmergency } from '../reminders/emergency.ts';
import { groupBy } from '../../lib/group-by.ts';
import { personChanged } from '../../db/person-changes.ts';
import type { AntenatalVisitBodyParsed } from '@mamata/core/schemas/staff';

// her own postnatal items (after a stillbirth or her baby's death) are hers, recorded on the pregnancy
const MOTHER_KEYS = new Set([...MOTHER_PERIODS, ...MOTHER_POSTNATAL_PERIODS].flatMap((p) => p.items.map((i) => i.key)));
const BABY_KEYS = new Set(BABY_PERIODS.flatMap((p) => p.items.map((i) => i.key)));

function dateError(field: string, key: 'validation.dateInFuture' | 'validation.dateBeforeStart'): AppError {
  return new AppError('VALIDATION_FAILED', key, {}, { [field]: key });
}

/** A date must lie between `start` (LMP or birth) and today in Nepal. */
function assertWithin(field: string, date: string, start: string | null) {
  if (daysBetween(date, nepalToday()) < 0) throw dateError(field, 'validation.dateInFuture');
  if (start !== null && daysBetween(start, date) < 0) throw dateError(field, 'validation.dateBeforeStart');
}

type RecordRow = Awaited<ReturnType<typeof q.listItemRecords>>[number];
type BirthOut = NonNullable<NonNullable<PersonRecords['pregnancy']>['birth']>;

/** A birth row's HMIS 9.3 attributes as the console shows them (the table's checks keep them to these values). */
function deliveryAttributesOf(row: q.DeliveryAttributes): Pick<BirthOut, 'facility' | 'attendant' | 'mode' | 'presentation'> {
  return {
    facility: row.facility as BirthOut['facility'],
    attendant: row.attendant as BirthOut['attendant'],
    mode: row.mode as BirthOut['mode'],
    presentation: row.presentation as BirthOut['presentation'],
  };
}

function staffItems(items: ScheduledItem[], lang: MessageLang, records: RecordRow[], corrected: Set<string>): StaffItem[] {
  return items.map((item) => {
    const r = records.find((x) => x.itemKey === item.key && x.givenOn === item.givenOn);
    return {
      key: item.key,
      name: item.name[lang],
      type: item.type,
      required_status: item.required_status,
      dose: item.dose[lang],
      dueDate: item.dueDate,
      status: item.status,
      confirmed: item.confirmed,
      review: item.review ? item.review[lang] : null,
      record: r
        ? {
            id: r.id,
            givenOn: r.givenOn,
            givenTime: r.givenTime,
            tdDose: r.tdDose === null ? null : tdDoseOfItem(r.itemKey, r.tdDose),
            givenBy: r.givenBy,
            givenAt: r.givenAt,
            notes: r.notes,
            corrected: corrected.has(r.id),
          }
        : null,
    };
  });
}

const asItemRecords = (rows: ReadonlyArray<Pick<RecordRow, 'itemKey' | 'givenOn'>>): ItemRecord[] => rows.map((r) => ({ key: r.itemKey, givenOn: r.givenOn }));

/** Verdicts on each reading of one visit (domain/verdicts.ts), for the console's flags on the row. */
function visitVerdicts(v: VisitReading, registration: { weightKg: number | null; heightInches: number | null }) {
  const flags: { series: 'bloodPressure' | 'waterLevel' | 'weightGain'; level: AlertLevel; direction: 'low' | 'high' | null }[] = [];
  if (v.systolic !== null || v.diastolic !== null) flags.push({ series: 'bloodPressure', ...bloodPressureVerdict(v.systolic, v.diastolic) });
  if (v.waterLevelCm !== null) flags.push({ series: 'waterLevel', ...amnioticFluidVerdict(v.waterLevelCm, v.gestationDays) });
  if (v.weightKg !== null)
    flags.push({ series: 'weightGain', ...weightGainVerdict(v.weightKg, v.gestationDays, registration.weightKg, registration.heightInches) });
  return flags;
}

/** One person's record (an audited read). */
export async function getPerson(db: Db, auth: StaffAuth, personId: string) {
  await requirePersonAccess(db, auth, personId);
  const p = await q.findPerson(db, personId);
  if (!p) throw new AppError('NOT_FOUND', 'errors.notFound');
  // the latest pregnancy, ended or not: after a birth or a loss her antenatal history stays in view
  const pregnancy = p.registrationType === 'BABY' ? undefined : await q.findLatestPregnancy(db, personId);
  const [visits, babies] = await Promise.all([pregnancy ? q.listVisits(db, pregnancy.id) : [], q.listBabies(db, personId)]);
  const reviews = await q.listReadingReviews(
    db,
    visits.map((v) => v.id),
  );
  const reviewOf = new Map(reviews.map((r) => [r.visitId, { note: r.note, reviewedOn: toNepalDate(r.reviewedAt), reviewedBy: r.reviewedBy }]));
  await writeAudit(db, staffActor(auth), { action: 'read', entity: 'provider', entityId: personId, providerId: personId, ip: auth.ip });
  const today = nepalToday();
  const registration = { weightKg: pregnancy?.weightKg ?? null, heightInches: pregnancy?.heightInches ?? null };
  const readings = visits.map((v) => ({ row: v, reading: visitReading(v, pregnancy?.lastMenstrualPeriod ?? null, reviewOf.has(v.id)) }));
  return {
    person: {
      id: p.id,
      full_name: `${p.firstName} ${p.lastName}`,
      first_name: p.firstName,
      last_name: p.lastName,
      mobile_number: p.mobileNumber,
      registration_type: p.registrationType,
      active: p.active,
      healthPostId: p.healthPostId,
      gender: p.gender as 'female' | 'male' | 'other',
      address: p.address,
      dateOfBirth: p.dateOfBirth,
      mustChangePassword: p.mustChangePassword,
      gestationalWeek: pregnancy && !pregnancy.endedOn ? gestationalWeek(pregnancy.lastMenstrualPeriod, today) : null,
      babyBirthDate: babies.at(-1)?.birthDate ?? null,
    },
    pregnancy: pregnancy
      ? {
          id: pregnancy.id,
          lastMenstrualPeriod: pregnancy.lastMenstrualPeriod,
          deliveryDueDate: pregnancy.dueDate,
          height: pregnancy.heightInches,
          weight: pregnancy.weightKg,
          emergency_phone_number: pregnancy.emergencyPhoneNumber,
          endedOn: pregnancy.endedOn,
          outcome: (pregnancy.outcome as 'birth' | 'miscarriage' | 'stillbirth' | null) ?? null,
        }
      : null,
    visits: readings.map(({ row: v, reading }) => ({
      id: v.id,
      visitDate: v.visitDate,
      gestationalWeek: v.gestationalWeek,
      systolicPressure: v.systolicPressure,
      diastolicPressure: v.diastolicPressure,
      waterLevel: v.waterLevel,
      weight: v.weightKg,
      notes: v.notes,
      firstAnc: v.firstAnc,
      flags: visitVerdicts(reading, registration),
      review: reviewOf.get(v.id) ?? null,
    })),
    alerts: pregnancy
      ? sortAlerts(
          pregnancyAlerts(
            readings.map((r) => r.reading),
            registration,
            { endedOn: pregnancy.endedOn, today },
          ),
        )
      : [],
  };
}

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
  const pregnancy = await q.findCurrentPregnancy(db, personId);
  if (!pregnancy) throw new AppError('VALIDATION_FAILED', 'errors.noPregnancy');
  // a second visit on the same date is usually the same visit saved twice: asked before it is saved
  if (!body.sameDay && (await q.listVisits(db, pregnancy.id)).some((v) => v.visitDate === body.visitDate)) {
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

/** Everything recorded for a person: pregnancy schedule and fetal weights, babies with schedule and growth (an audited read). */
export async function getRecords(db: Db, auth: StaffAuth, personId: string, lang: MessageLang): Promise<PersonRecords> {
  await requirePersonAccess(db, auth, personId);
  const [pregnancy, babies, records, person, templates] = await Promise.all([
    q.findLatestPregnancy(db, personId),
    q.listBabies(db, personId),
    q.listItemRecords(db, [personId]),
    q.findPerson(db, personId),
    scheduleTemplates(db),
  ]);
  // A baby's own account may hold the pregnancy it came from (for the womb chart), not a mother's schedule.
  const motherItems = person?.registrationType !== 'BABY';
  const [fetal, growth, birth] = await Promise.all([
    pregnancy ? q.listFetalWeights(db, pregnancy.id) : [],
    q.listGrowth(
      db,
      babies.map((b) => b.id),
    ),
    pregnancy && pregnancy.outcome === 'birth' ? q.findCurrentBirth(db, pregnancy.id) : undefined,
  ]);
  const [correctedItems, correctedFetal, correctedGrowth] = await Promise.all([
    q.correctedIds(
      db,
      'items',
      records.map((r) => r.id),
    ),
    q.correctedIds(
      db,
      'fetal-weights',
      fetal.map((r) => r.id),
    ),
    q.correctedIds(
      db,
      'growth',
      growth.map((r) => r.id),
    ),
  ]);
  await writeAudit(db, staffActor(auth), { action: 'read', entity: 'health_record', entityId: personId, providerId: personId, ip: auth.ip });
  const today = nepalToday();
  // numbers come out in Devanagari digits in Nepali (translateMessage)
  const word = (key: string, vars?: Record<string, number>) => translateMessage(lang, key, vars);
  const motherRecords = records.filter((r) => r.pregnancyId !== null);
  // the WHO fetal chart of the baby's sex once born (as the mother's report uses), sex-unspecified before
  const fetalSex = (babies[0]?.sex as RecordedSex | undefined) ?? null;
  return {
    pregnancy: pregnancy
      ? {
          id: pregnancy.id,
          lastMenstrualPeriod: pregnancy.lastMenstrualPeriod,
          deliveryDueDate: pregnancy.dueDate,
          endedOn: pregnancy.endedOn,
          outcome: (pregnancy.outcome as 'birth' | 'miscarriage' | 'stillbirth' | null) ?? null,
          birth: birth
            ? {
                id: birth.id,
                birthDate: birth.bornOn,
                birthTime: birth.bornAt,
                place: birth.place as 'facility' | 'home' | 'onTheWay',
                preterm: birth.preterm,
                corrected: q.isCorrection(birth),
                ...deliveryAttributesOf(birth),
                babies: (birth.babies as q.NewbornEntry[]).map((b) => ({
                  sex: b.sex as 'female' | 'male' | 'other',
                  birthWeight: b.birthWeight,
                  birthHeight: b.birthHeight ?? null,
                  name: b.name,
                  outcome: b.outcome ?? null,
                  asphyxia: b.asphyxia ?? null,
                  defect: b.defect ?? null,
                })),
              }
            : null,
          // as her app shows it: antenatal periods, then her own postnatal care after a stillbirth or her baby's death
          schedule: (motherItems
            ? motherCareSchedule(
                {
                  lmp: pregnancy.lastMenstrualPeriod,
                  endedOn: pregnancy.endedOn,
                  outcome: pregnancy.outcome,
                  babies: babies.filter((b) => b.pregnancyId === pregnancy.id),
                },
                today,
                asItemRecords(motherRecords),
                templates.mother,
              )
            : []
          ).map((p) => ({
            key: p.period.key,
            label:
              p.period.key === MOTHER_POSTNATAL_PERIOD_KEY ? word('labels.afterBirth') : word('labels.week', { week: weekLabelOfFromDays(p.period.fromDays) }),
            date: p.dateFrom,
            items: staffItems(p.items, lang, motherRecords, correctedItems),
          })),
          fetalWeights: fetal.map((f) => ({
            id: f.id,
            measuredOn: f.measuredOn,
            gestationalWeek: f.gestationalWeek,
            fetus: f.fetus,
            weightGrams: f.weightGrams,
            corrected: correctedFetal.has(f.id),
            verdict: fetalWeightVerdict(f.weightGrams, daysBetween(pregnancy.lastMenstrualPeriod, f.measuredOn), fetalSex),
          })),
        }
      : null,
    babies: babies.map((b) => {
      const own = records.filter((r) => r.babyId === b.id);
      return {
        id: b.id,
        birthDate: b.birthDate,
        sex: b.sex as 'female' | 'male' | 'other',
        name: b.name,
        status: b.status === 'died' ? ('died' as const) : ('alive' as const),
        endedOn: b.endedOn,
        birthWeight: b.birthWeightGrams,
        birthHeight: b.birthHeightInches,
        // a baby who died has no schedule any more (babies.status)
        schedule: (b.status === 'alive' ? babySchedule(b.birthDate, today, asItemRecords(own), templates.baby) : []).map((p) => {
          const label = babyPeriodLabel(p.period.birthDays);
          return {
            key: p.period.key,
            label:
              label.kind === 'atBirth'
                ? word('labels.atBirth')
                : label.months === undefined
                  ? word('labels.week', { week: label.week })
                  : word('labels.weekMonths', { week: label.week, months: label.months }),
            date: p.atDate,
            items: staffItems(p.items, lang, own, correctedItems),
          };
        }),
        growth: growth
          .filter((g) => g.babyId === b.id)
          .map((g) => {
            const ageDays = daysBetween(b.birthDate, g.measuredOn);
            const sex = b.sex as RecordedSex;
            return {
              id: g.id,
              measuredOn: g.measuredOn,
              weightGrams: g.weightGrams,
              heightInches: g.heightInches,
              corrected: correctedGrowth.has(g.id),
              weightVerdict: g.weightGrams === null ? null : babyWeightVerdict(g.weightGrams, ageDays, sex),
              heightVerdict: g.heightInches === null ? null : babyHeightVerdict(g.heightInches, ageDays, sex),
            };
          }),
      };
    }),
  };
}

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
  const [pregnancy, person] = await Promise.all([q.findCurrentPregnancy(db, personId), q.findPerson(db, personId)]);
  if (!pregnancy || !person) throw new AppError('VALIDATION_FAILED', 'errors.noPregnancy');
  const birth = birthEntryOf(body);
  assertBirthBounds(birth, pregnancy.lastMenstrualPeriod, body.weightChecked);
  const done = await q.insertBirth(db, {
    providerId: personId,
    pregnancyId: pregnancy.id,
    previousType: person.registrationType,
    recordedBy: auth.staffId,
    birth,
    audit: { staffId: auth.staffId, action: 'create', entity: 'birth', providerId: personId, ip: auth.ip, details: body },
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
  const oldBabies = old.babies as q.NewbornEntry[];
  if (oldBabies.length !== birth.babies.length) {
    throw new AppError('VALIDATION_FAILED', 'errors.birthBabyCount', {}, { babies: 'errors.birthBabyCount' });
  }
  // born alive or stillborn is not corrected in place (the baby's schedule follows it): remove the entry and record it again
  if (oldBabies.some((b, i) => q.isStillborn(b) !== q.isStillborn(birth.babies[i] ?? b))) {
    throw new AppError('VALIDATION_FAILED', 'validation.hmis.outcomeChange', {}, { babies: 'validation.hmis.outcomeChange' });
  }
  const start = await q.startOfEntry(db, { pregnancyId: old.pregnancyId });
  assertBirthBounds(birth, start ?? birth.birthDate, body.weightChecked);
  const { reason, ...values } = body;
  const done = await q.correctBirth(db, {
    old,
    birth,
    recordedBy: auth.staffId,
    audit: { staffId: auth.staffId, action: 'correct', entity: 'birth', providerId: personId, ip: auth.ip, details: { reason, new: values } },
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
    audit: { staffId: auth.staffId, action: 'void', entity: 'birth', providerId: personId, ip: auth.ip, details: { reason } },
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
  const audit = { staffId: auth.staffId, action: 'create', entity: 'loss', providerId: personId, ip: auth.ip, details: body };
  if (body.kind === 'babyDeath') {
    const baby = await babyOf(db, personId, body.babyId);
    if (baby.status !== 'alive') throw new AppError('CONFLICT', 'errors.babyNotAlive');
    assertWithin('date', body.date, baby.birthDate);
    if (!(await q.recordBabyDeath(db, { babyId: baby.id, date: body.date, audit }))) throw new AppError('CONFLICT', 'errors.babyNotAlive');
    return;
  }
  const pregnancy = await q.findCurrentPregnancy(db, personId);
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
  const audit = { staffId: auth.staffId, action: 'void', entity: 'loss', providerId: personId, ip: auth.ip, details: body };
  let done: boolean;
  if (body.babyId) {
    const baby = await babyOf(db, personId, body.babyId);
    done = await q.undoLoss(db, { babyId: baby.id, audit });
  } else {
    const pregnancy = await q.findLatestPregnancy(db, personId);
    done = pregnancy ? await q.undoLoss(db, { pregnancyId: pregnancy.id, audit }) : false;
  }
  if (!done) throw new AppError('CONFLICT', 'errors.noLoss');
}

/** Which baby an item or measurement is for: the one named, or the only one. */
async function babyOf(db: Db, personId: string, babyId: string | undefined) {
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

/**
 * Records a schedule item as given. A mother's item goes to her latest pregnancy, a baby's to the
 * baby. Giving it ends its reminder: reminders are the items still due (domain/schedule.ts).
 */
export async function recordItem(db: Db, auth: StaffAuth, personId: string, body: ItemGivenBodyParsed) {
  await requirePersonAccess(db, auth, personId);
  const audit = { staffId: auth.staffId, action: 'create', entity: 'item_record', providerId: personId, ip: auth.ip, details: body };
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
  const person = await q.findPerson(db, personId);
  if (MOTHER_KEYS.has(body.itemKey) && person?.registrationType === 'BABY') {
    throw new AppError('VALIDATION_FAILED', 'errors.unknownItem', {}, { itemKey: 'errors.unknownItem' });
  }
  if (MOTHER_KEYS.has(body.itemKey) && body.babyId === undefined) {
    const pregnancy = await q.findLatestPregnancy(db, personId);
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

/** Records a fetal weight estimate of the current pregnancy (week from the LMP). */
export async function recordFetalWeight(db: Db, auth: StaffAuth, personId: string, body: FetalWeightBodyParsed) {
  await requirePersonAccess(db, auth, personId);
  const pregnancy = await q.findCurrentPregnancy(db, personId);
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
    { staffId: auth.staffId, action: 'create', entity: 'fetal_weight', providerId: personId, ip: auth.ip, details: body },
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
    { staffId: auth.staffId, action: 'create', entity: 'growth', providerId: personId, ip: auth.ip, details: body },
  );
}

/** The column values a correction replaces, per kind (the API's names to the table's). */
function replacementOf(kind: Correctable, body: Record<string, unknown>, lmp: string | null): Record<string, unknown> {
  switch (kind) {
    case 'visits':
      return {
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
      };
    case 'fetal-weights':
      return {
        measuredOn: body.measuredOn,
        gestationalWeek: lmp ? gestationalWeek(lmp, body.measuredOn as string) : undefined,
        fetus: body.fetus,
        weightGrams: body.weightGrams,
      };
    case 'growth':
      return { measuredOn: body.measuredOn, weightGrams: body.weightGrams ?? null, heightInches: body.heightInches ?? null };
    case 'items':
      // a field the correction leaves out keeps its value
      return {
        givenOn: body.givenOn,
        givenTime: body.givenTime,
        tdDose: body.tdDose,
        givenBy: body.givenBy ?? '',
        givenAt: body.givenAt ?? '',
        notes: body.notes,
      };
  }
}

const DATE_FIELD: Record<Correctable, string> = { visits: 'visitDate', 'fetal-weights': 'measuredOn', growth: 'measuredOn', items: 'givenOn' };

/**
 * Corrects a wrong entry (or, with `body` null, voids it): the old row is kept and marked
 * superseded, the new one points at it, and the audit row holds both with the reason.
 */
export async function correctEntry(
  db: Db,
  auth: StaffAuth,
  personId: string,
  kind: Correctable,
  recordId: string,
  body: Record<string, unknown> | null,
  reason: string,
) {
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
    assertWithin(DATE_FIELD[kind], body[DATE_FIELD[kind]] as string, start);
    replacement = Object.fromEntries(Object.entries(replacementOf(kind, body, owner.pregnancyId ? start : null)).filter(([, v]) => v !== undefined));
    replacement.recordedBy = auth.staffId;
    // an item corrected by hand is the nurse's own record: no visit moves it any more
    if (kind === 'items') replacement.visitId = null;
  }
  const done = await q.supersede(
    db,
    kind,
    recordId,
    replacement,
    {
      staffId: auth.staffId,
      action: body ? 'correct' : 'void',
      entity: kind,
      providerId: personId,
      ip: auth.ip,
      details: { reason, new: body },
    },
    // a corrected visit whose reading is (still, or now) an emergency: told once per reading; the contact it gave follows it
    kind === 'visits'
      ? async (tx, old, newId) => {
          await notifyEmergency(tx, old.pregnancyId as string);
          const visit = { id: old.id as string, pregnancyId: old.pregnancyId as string };
          const visitDate = (replacement?.visitDate as string | undefined) ?? (old.visitDate as string);
          await moveContactOf(tx, auth, personId, visit, newId && lmp ? { id: newId, visitDate, lmp } : null);
        }
      : undefined,
  );
  if (!done) throw new AppError('CONFLICT', 'errors.alreadyCorrected');
  return done.newId;
}

/** Edits a profile and the current pregnancy's registration data; a new LMP moves the due date unless one is given. */
export async function editPerson(db: Db, auth: StaffAuth, personId: string, body: EditPersonBodyParsed) {
  await requirePersonAccess(db, auth, personId);
  const provider = Object.fromEntries(
    Object.entries({ firstName: body.first_name, lastName: body.last_name, address: body.address, gender: body.gender, dateOfBirth: body.dateOfBirth }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  const [current, old] = await Promise.all([q.findCurrentPregnancy(db, personId), q.findPerson(db, personId)]);
  // The form sends the LMP it shows: only a changed LMP is checked and moves the due date (unless one is given).
  const newLmp = body.lastMenstrualPeriod && body.lastMenstrualPeriod !== current?.lastMenstrualPeriod ? body.lastMenstrualPeriod : undefined;
  const pregnancyFields = {
    lastMenstrualPeriod: newLmp,
    dueDate: body.deliveryDueDate ?? (newLmp ? dueDateFromLmp(newLmp) : undefined),
    heightInches: body.height,
    weightKg: body.weight,
    emergencyPhoneNumber: body.emergency_phone_number,
  };
  const pregnancy = Object.fromEntries(Object.entries(pregnancyFields).filter(([, v]) => v !== undefined));
  if (Object.keys(pregnancy).length > 0 && !current) throw new AppError('VALIDATION_FAILED', 'errors.noPregnancy');
  if (newLmp) assertWithin('lastMenstrualPeriod', newLmp, addDays(nepalToday(), -44 * 7));
  await q.updatePerson(db, {
    providerId: personId,
    provider,
    pregnancyId: current?.id,
    pregnancy,
    audit: {
      staffId: auth.staffId,
      action: 'update',
      entity: 'provider',
      providerId: personId,
      ip: auth.ip,
      details: {
        new: body,
        old: old ? { first_name: old.firstName, last_name: old.lastName, address: old.address, gender: old.gender, dateOfBirth: old.dateOfBirth } : null,
        oldPregnancy: current ?? null,
      },
    },
  });
}

/** People a page of the due list holds (about 1.5 entries each at a busy health post): 50 keeps a page within the list's 100 ms budget (bench/README.md). */
export const DUE_LIST_PAGE_PEOPLE = 50;

/**
 * Who needs a visit or vaccine in the next `days` days (due or upcoming by then), and who is late (overdue, or missed
 * within the last 8 weeks, so a long-missed item does not crowd the list): core `dueListPlace`. Paged by person, in
 * the order of each person's earliest due day on the list, then name, and the flagged people (emergencies first, then
 * name) likewise; `more` when either has a next page. Reads only the people whose kept day has come
 * (docs/decisions/035-due-list-days.md), writes their new days, then reads the page's people.
 */
export async function dueList(db: Db, auth: StaffAuth, query: { days: number; page: number }, lang: MessageLang) {
  const { days, page } = query;
  const [scope, templates] = await Promise.all([scopeOf(db, auth.staffId), scheduleTemplates(db)]);
  const today = nepalToday();
  const stale = await q.listDueListStale(db, scope, today);
  const read = await readDueList(
    db,
    stale.map((s) => s.id),
    templates,
    today,
  );
  await q.writeDueListDays(
    db,
    stale.flatMap((s) => {
      const person = read.get(s.id);
      return person ? [{ id: s.id, version: s.version, next: person.day.next, key: person.day.key, flag: flagRank(person.alerts) }] : [];
    }),
  );
  const until = addDays(today, days);
  const [pageRows, flaggedRows, total] = await Promise.all([
    q.listDueListPage(db, scope, until, page, DUE_LIST_PAGE_PEOPLE),
    q.listDueListFlagged(db, scope, page, DUE_LIST_PAGE_PEOPLE),
    q.countDueList(db, scope, until),
  ]);
  const more = pageRows.length > DUE_LIST_PAGE_PEOPLE || flaggedRows.length > DUE_LIST_PAGE_PEOPLE;
  const pageIds = pageRows.slice(0, DUE_LIST_PAGE_PEOPLE).map((r) => r.id);
  const flaggedIds = flaggedRows.slice(0, DUE_LIST_PAGE_PEOPLE).map((r) => r.id);
  const unread = [...new Set([...pageIds, ...flaggedIds])].filter((id) => !read.has(id));
  for (const [id, person] of await readDueList(db, unread, templates, today)) read.set(id, person);

  const dueSoon: DueEntry[] = [];
  const overdue: DueEntry[] = [];
  for (const id of pageIds) {
    const person = read.get(id);
    if (!person) continue;
    for (const { babyId, item } of person.items) {
      const place = dueListPlace(item, today, days);
      if (!place) continue;
      const entry: DueEntry = {
        personId: id,
        full_name: person.fullName,
        mobile_number: person.mobileNumber,
        babyId,
        itemKey: item.key,
        name: item.name[lang],
        type: item.type,
        dueDate: item.dueDate,
        status: item.status as DueEntry['status'],
      };
      (place === 'overdue' ? overdue : dueSoon).push(entry);
    }
  }
  const flagged = [];
  for (const id of flaggedIds) {
    const person = read.get(id);
    if (person && person.alerts.length > 0)
      flagged.push({ personId: id, full_name: person.fullName, mobile_number: person.mobileNumber, alerts: person.alerts });
  }
  await writeAudit(db, staffActor(auth), {
    action: 'list',
    entity: 'due_list',
    ip: auth.ip,
    details: { days, page, count: dueSoon.length + overdue.length },
  });
  const byDate = (a: DueEntry, b: DueEntry) => a.dueDate.localeCompare(b.dueDate) || a.full_name.localeCompare(b.full_name);
  return {
    dueSoon: dueSoon.sort(byDate),
    overdue: overdue.sort(byDate),
    // readings of a pregnancy that ended are history, except her blood pressure after the birth and a severe reading
    // no nurse has reviewed (core pregnancyAlerts); emergencies first
    flagged: flagged.sort((a, b) => flagRank(a.alerts)! - flagRank(b.alerts)! || a.full_name.localeCompare(b.full_name)),
    more,
    total,
  };
}

/** A person as the due list reads her: her schedules' items, her flagged readings, and her kept day (core `dueListDay`). */
interface DueListPerson {
  fullName: string;
  mobileNumber: string;
  /** Every item of her schedules (the mother's care and each baby's), with the baby it is for. */
  items: { babyId: string | null; item: ScheduledItem }[];
  /** Her latest readings outside the normal range (domain/verdicts.ts, the mother's report's verdicts), sorted. */
  alerts: ReadingAlert[];
  day: DueListDay;
}

/**
 * Reads these people's schedules and readings for the due list: each list of rows grouped once by its pregnancy or
 * baby (a filter of every row for every person is quadratic), a visit mapped to its reading once (core `visitReading`).
 */
async function readDueList(db: Db, ids: string[], templates: Awaited<ReturnType<typeof scheduleTemplates>>, today: string) {
  const out = new Map<string, DueListPerson>();
  if (ids.length === 0) return out;
  const { people, pregnancies, babies } = await q.listScheduleSubjects(db, ids);
  const [records, visits, fetal, growth] = await Promise.all([
    q.listGivenItems(
      db,
      people.map((p) => p.id),
    ),
    q.listVisitsOf(
      db,
      pregnancies.map((p) => p.id),
    ),
    q.listFetalWeightsOf(
      db,
      pregnancies.filter((p) => p.endedOn === null).map((p) => p.id),
    ),
    q.listGrowth(
      db,
      babies.map((b) => b.id),
    ),
  ]);
  const reviewed = new Set(
    (
      await q.listReadingReviews(
        db,
        visits.map((v) => v.id),
      )
    ).map((r) => r.visitId),
  );
  for (const p of people) out.set(p.id, { fullName: `${p.firstName} ${p.lastName}`, mobileNumber: p.mobileNumber, items: [], alerts: [], day: NO_DAY });
  const itemsOfBaby = groupBy(records, (r) => r.babyId);
  const itemsOfPregnancy = groupBy(records, (r) => (r.babyId ? null : r.pregnancyId));
  const visitsOf = groupBy(visits, (v) => v.pregnancyId);
  const fetalOf = groupBy(fetal, (f) => f.pregnancyId);
  const growthOf = groupBy(growth, (g) => g.babyId);
  for (const preg of pregnancies) {
    const person = out.get(preg.providerId);
    if (!person) continue;
    // her antenatal items, or her own postnatal care after a stillbirth or her baby's death (what gives her reminders)
    for (const period of motherCareSchedule(preg, today, asItemRecords(itemsOfPregnancy.get(preg.id) ?? []), templates.mother, { reminders: true }))
      for (const item of period.items) person.items.push({ babyId: null, item });
    const readings = (visitsOf.get(preg.id) ?? []).map((v) => visitReading(v, preg.lmp, reviewed.has(v.id)));
    person.alerts.push(...pregnancyAlerts(readings, { weightKg: preg.weightKg, heightInches: preg.heightInches }, { endedOn: preg.endedOn, today }));
    const estimates = (fetalOf.get(preg.id) ?? []).map((f) => ({
      date: f.measuredOn,
      grams: f.weightGrams,
      gestationDays: daysBetween(preg.lmp, f.measuredOn),
      fetus: f.fetus,
    }));
    person.alerts.push(...fetalAlerts(estimates, null));
  }
  for (const baby of babies) {
    const person = out.get(baby.providerId);
    if (!person) continue;
    for (const period of babySchedule(baby.birthDate, today, asItemRecords(itemsOfBaby.get(baby.id) ?? []), templates.baby))
      for (const item of period.items) person.items.push({ babyId: baby.id, item });
    const rows = (growthOf.get(baby.id) ?? []).map((g) => ({
      date: g.measuredOn,
      ageDays: daysBetween(baby.birthDate, g.measuredOn),
      grams: g.weightGrams,
      inches: g.heightInches,
    }));
    person.alerts.push(...babyAlerts(baby.id, baby.sex as RecordedSex, rows));
  }
  for (const person of out.values()) {
    person.alerts = sortAlerts(person.alerts.filter((a) => a.level === 'emergency' || a.level === 'see-health-worker'));
    person.day = dueListDay(
      person.items.map((i) => i.item),
      today,
      person.alerts.length > 0,
    );
  }
  return out;
}

/** The flags' order: 0 an emergency, 1 see a health worker, null not flagged (kept as `reminder_days.list_flag`). */
function flagRank(alerts: ReadingAlert[]): number | null {
  if (alerts.length === 0) return null;
  return worstLevel(alerts) === 'emergency' ? 0 : 1;
}

/** An inactive person, or one not found: never on the list without a change (an account activated is announced). */
const NO_DAY: DueListDay = { key: null, flagged: false, next: 'infinity' };
