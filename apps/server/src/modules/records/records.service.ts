/**
 * Clinical records written by the staff console (issue 4): births, babies, schedule items given,
 * fetal weight estimates, growth, corrections, profile edits and the due list. Every function that
 * reads or writes a person's record starts with the staff module's per-record access check and
 * writes an audit row (in the same transaction as the write).
 */
import { addDays, daysBetween, nepalToday } from '@mamata/core/calendar/nepal-time';
import { dueDateFromLmp, gestationalWeek } from '@mamata/core/domain/pregnancy';
import { babyPeriodLabel, babySchedule, motherSchedule, weekLabelOfFromDays, type ItemRecord, type ScheduledItem } from '@mamata/core/domain/schedule';
import { toNepaliDigits } from '@mamata/core/calendar/bikram-sambat';
import { translateMessage } from '@mamata/core/i18n/messages';
import type { Lang as MessageLang } from '@mamata/core/preferences';
import { BABY_PERIODS, MOTHER_PERIODS } from '@mamata/core/reference/schedule-templates';
import type { Correctable, DueEntry, EditPersonBody, PersonRecords, StaffItem } from '@mamata/core/schemas/records';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as staffQ from '../staff/staff.queries.ts';
import { newAccount, requirePersonAccess, scopeOf, type StaffAuth } from '../staff/staff.service.ts';
import * as q from './records.queries.ts';
import { scheduleTemplates } from '../schedule-items/schedule-items.service.ts';

const MOTHER_KEYS = new Set(MOTHER_PERIODS.flatMap((p) => p.items.map((i) => i.key)));
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
      record: r ? { id: r.id, givenOn: r.givenOn, givenBy: r.givenBy, givenAt: r.givenAt, notes: r.notes, corrected: corrected.has(r.id) } : null,
    };
  });
}

const asItemRecords = (rows: RecordRow[]): ItemRecord[] => rows.map((r) => ({ key: r.itemKey, givenOn: r.givenOn }));

/** Everything recorded for a person: pregnancy schedule and fetal weights, babies with schedule and growth (an audited read). */
export async function getRecords(db: Db, auth: StaffAuth, personId: string, lang: MessageLang): Promise<PersonRecords> {
  await requirePersonAccess(db, auth, personId);
  const [pregnancy, babies, records, person, templates] = await Promise.all([
    q.findLatestPregnancy(db, personId),
    q.listBabies(db, personId),
    q.listItemRecords(db, [personId]),
    staffQ.findPerson(db, personId),
    scheduleTemplates(db),
  ]);
  // A baby's own account may hold the pregnancy it came from (for the womb chart), not a mother's schedule.
  const motherItems = person?.registrationType !== 'BABY';
  const [fetal, growth] = await Promise.all([
    pregnancy ? q.listFetalWeights(db, pregnancy.id) : [],
    q.listGrowth(
      db,
      babies.map((b) => b.id),
    ),
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
  await staffQ.insertAudit(db, { staffId: auth.staffId, action: 'read', entity: 'health_record', entityId: personId, providerId: personId, ip: auth.ip });
  const today = nepalToday();
  const word = (key: string, vars?: { week: number }) =>
    translateMessage(lang, key, vars && { week: lang === 'ne' ? toNepaliDigits(String(vars.week)) : vars.week });
  const motherRecords = records.filter((r) => r.pregnancyId !== null);
  return {
    pregnancy: pregnancy
      ? {
          id: pregnancy.id,
          lastMenstrualPeriod: pregnancy.lastMenstrualPeriod,
          deliveryDueDate: pregnancy.dueDate,
          endedOn: pregnancy.endedOn,
          schedule: (motherItems
            ? motherSchedule(pregnancy.lastMenstrualPeriod, pregnancy.endedOn ?? today, asItemRecords(motherRecords), templates.mother)
            : []
          ).map((p) => ({
            key: p.period.key,
            label: word('labels.week', { week: weekLabelOfFromDays(p.period.fromDays) }),
            date: p.dateFrom,
            items: staffItems(p.items, lang, motherRecords, correctedItems),
          })),
          fetalWeights: fetal.map((f) => ({
            id: f.id,
            measuredOn: f.measuredOn,
            gestationalWeek: f.gestationalWeek,
            weightGrams: f.weightGrams,
            corrected: correctedFetal.has(f.id),
          })),
        }
      : null,
    babies: babies.map((b) => {
      const own = records.filter((r) => r.babyId === b.id);
      return {
        id: b.id,
        birthDate: b.birthDate,
        sex: b.sex as 'female' | 'male' | 'other',
        birthWeight: b.birthWeightGrams,
        birthHeight: b.birthHeightInches,
        schedule: babySchedule(b.birthDate, today, asItemRecords(own), templates.baby).map((p) => {
          const label = babyPeriodLabel(p.period.birthDays);
          return {
            key: p.period.key,
            label: label.kind === 'atBirth' ? word('labels.atBirth') : word('labels.week', { week: label.week }),
            date: p.atDate,
            items: staffItems(p.items, lang, own, correctedItems),
          };
        }),
        growth: growth
          .filter((g) => g.babyId === b.id)
          .map((g) => ({ id: g.id, measuredOn: g.measuredOn, weightGrams: g.weightGrams, heightInches: g.heightInches, corrected: correctedGrowth.has(g.id) })),
      };
    }),
  };
}

/** Registers a baby with its own account (BABY) at the staff member's health post; returns the one-time password. */
export async function registerBaby(
  db: Db,
  auth: StaffAuth,
  body: {
    first_name: string;
    last_name: string;
    mobile_number: string;
    address: string;
    healthPostId?: number;
    birthDate: string;
    sex: 'female' | 'male' | 'other';
    birthWeight?: number;
    birthHeight?: number;
  },
) {
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

/** Records a birth of the current pregnancy: the mother's account becomes MOTHER_AND_BABY, her pregnancy history kept. */
export async function recordBirth(
  db: Db,
  auth: StaffAuth,
  personId: string,
  body: { birthDate: string; babies: { sex: 'female' | 'male' | 'other'; birthWeight?: number; birthHeight?: number }[] },
) {
  await requirePersonAccess(db, auth, personId);
  const pregnancy = await staffQ.findCurrentPregnancy(db, personId);
  if (!pregnancy) throw new AppError('VALIDATION_FAILED', 'errors.noPregnancy');
  assertWithin('birthDate', body.birthDate, pregnancy.lastMenstrualPeriod);
  const ids = await q.insertBirth(db, {
    providerId: personId,
    pregnancyId: pregnancy.id,
    birthDate: body.birthDate,
    recordedBy: auth.staffId,
    babies: body.babies,
    audit: { staffId: auth.staffId, action: 'create', entity: 'birth', providerId: personId, ip: auth.ip, details: body },
  });
  // another nurse recorded this birth a moment ago
  if (!ids) throw new AppError('CONFLICT', 'errors.noPregnancy');
  return ids;
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
export async function recordItem(
  db: Db,
  auth: StaffAuth,
  personId: string,
  body: { itemKey: string; babyId?: string; givenOn: string; givenBy: string; givenAt: string; notes: string },
) {
  await requirePersonAccess(db, auth, personId);
  const audit = { staffId: auth.staffId, action: 'create', entity: 'item_record', providerId: personId, ip: auth.ip, details: body };
  const base = {
    providerId: personId,
    itemKey: body.itemKey,
    givenOn: body.givenOn,
    givenBy: body.givenBy,
    givenAt: body.givenAt,
    notes: body.notes,
    recordedBy: auth.staffId,
  };
  const person = await staffQ.findPerson(db, personId);
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
  assertWithin('givenOn', body.givenOn, baby.birthDate);
  return q.insertItemRecord(db, { ...base, babyId: baby.id }, audit);
}

/** Records a fetal weight estimate of the current pregnancy (week from the LMP). */
export async function recordFetalWeight(db: Db, auth: StaffAuth, personId: string, body: { measuredOn: string; weightGrams: number }) {
  await requirePersonAccess(db, auth, personId);
  const pregnancy = await staffQ.findCurrentPregnancy(db, personId);
  if (!pregnancy) throw new AppError('VALIDATION_FAILED', 'errors.noPregnancy');
  assertWithin('measuredOn', body.measuredOn, pregnancy.lastMenstrualPeriod);
  return q.insertFetalWeight(
    db,
    {
      pregnancyId: pregnancy.id,
      measuredOn: body.measuredOn,
      gestationalWeek: gestationalWeek(pregnancy.lastMenstrualPeriod, body.measuredOn),
      weightGrams: body.weightGrams,
      recordedBy: auth.staffId,
    },
    { staffId: auth.staffId, action: 'create', entity: 'fetal_weight', providerId: personId, ip: auth.ip, details: body },
  );
}

/** Records a baby's growth measurement. */
export async function recordGrowth(
  db: Db,
  auth: StaffAuth,
  personId: string,
  body: { babyId?: string; measuredOn: string; weightGrams?: number; heightInches?: number },
) {
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
        recordedBy: undefined,
      };
    case 'fetal-weights':
      return { measuredOn: body.measuredOn, gestationalWeek: lmp ? gestationalWeek(lmp, body.measuredOn as string) : undefined, weightGrams: body.weightGrams };
    case 'growth':
      return { measuredOn: body.measuredOn, weightGrams: body.weightGrams ?? null, heightInches: body.heightInches ?? null };
    case 'items':
      return { givenOn: body.givenOn, givenBy: body.givenBy ?? '', givenAt: body.givenAt ?? '', notes: body.notes }; // a field the correction leaves out keeps its value
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
  if (body) {
    // the dates of the entry's own pregnancy (LMP) or baby (birth), not the latest one's
    const owner = found.row as { pregnancyId?: string | null; babyId?: string | null };
    const start = await q.startOfEntry(db, owner);
    assertWithin(DATE_FIELD[kind], body[DATE_FIELD[kind]] as string, start);
    replacement = Object.fromEntries(Object.entries(replacementOf(kind, body, owner.pregnancyId ? start : null)).filter(([, v]) => v !== undefined));
    replacement.recordedBy = auth.staffId;
  }
  const done = await q.supersede(db, kind, recordId, replacement, {
    staffId: auth.staffId,
    action: body ? 'correct' : 'void',
    entity: kind,
    providerId: personId,
    ip: auth.ip,
    details: { reason, new: body },
  });
  if (!done) throw new AppError('CONFLICT', 'errors.alreadyCorrected');
  return done.newId;
}

/** Edits a profile and the current pregnancy's registration data; a new LMP moves the due date unless one is given. */
export async function editPerson(db: Db, auth: StaffAuth, personId: string, body: EditPersonBody & { height?: number | null; weight?: number | null }) {
  await requirePersonAccess(db, auth, personId);
  const provider = Object.fromEntries(
    Object.entries({ firstName: body.first_name, lastName: body.last_name, address: body.address, gender: body.gender }).filter(([, v]) => v !== undefined),
  );
  const [current, old] = await Promise.all([staffQ.findCurrentPregnancy(db, personId), staffQ.findPerson(db, personId)]);
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
        old: old ? { first_name: old.firstName, last_name: old.lastName, address: old.address, gender: old.gender } : null,
        oldPregnancy: current ?? null,
      },
    },
  });
}

/**
 * Who needs a visit or vaccine in the next `days` days (due or upcoming by then), and who is late
 * (overdue, or missed within the last 8 weeks, so a long-missed item does not crowd the list).
 */
export async function dueList(db: Db, auth: StaffAuth, days: number, lang: MessageLang) {
  const [scope, templates] = await Promise.all([scopeOf(db, auth.staffId), scheduleTemplates(db)]);
  const { people, pregnancies, babies } = await q.listScheduleSubjects(db, scope);
  const records = await q.listItemRecords(
    db,
    people.map((p) => p.id),
  );
  const today = nepalToday();
  const horizon = addDays(today, days);
  const missedSince = addDays(today, -56);
  const dueSoon: DueEntry[] = [];
  const overdue: DueEntry[] = [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const add = (personId: string, babyId: string | null, items: ScheduledItem[]) => {
    const p = byId.get(personId);
    if (!p) return;
    for (const item of items) {
      const entry = {
        personId,
        full_name: `${p.firstName} ${p.lastName}`,
        mobile_number: p.mobileNumber,
        babyId,
        itemKey: item.key,
        name: item.name[lang],
        type: item.type,
        dueDate: item.dueDate,
      };
      if (item.status === 'overdue' || (item.status === 'missed' && item.dueDate >= missedSince)) overdue.push({ ...entry, status: item.status });
      else if (item.status === 'due' || (item.status === 'upcoming' && item.dueDate <= horizon)) dueSoon.push({ ...entry, status: item.status });
    }
  };
  for (const preg of pregnancies) {
    const own = records.filter((r) => r.pregnancyId === preg.id);
    add(
      preg.providerId,
      null,
      motherSchedule(preg.lmp, today, asItemRecords(own), templates.mother).flatMap((p) => p.items),
    );
  }
  for (const baby of babies) {
    const own = records.filter((r) => r.babyId === baby.id);
    add(
      baby.providerId,
      baby.id,
      babySchedule(baby.birthDate, today, asItemRecords(own), templates.baby).flatMap((p) => p.items),
    );
  }
  await staffQ.insertAudit(db, {
    staffId: auth.staffId,
    action: 'list',
    entity: 'due_list',
    ip: auth.ip,
    details: { days, count: dueSoon.length + overdue.length },
  });
  const byDate = (a: DueEntry, b: DueEntry) => a.dueDate.localeCompare(b.dueDate) || a.full_name.localeCompare(b.full_name);
  return { dueSoon: dueSoon.sort(byDate), overdue: overdue.sort(byDate) };
}
