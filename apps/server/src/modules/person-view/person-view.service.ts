/**
 * The staff view of one person: her record with her antenatal visits and their flags (GET person), everything
 * recorded for her and her babies with schedules and verdicts (GET records), and her profile edited. Each starts
 * with the access module's per-record check and writes its audit row (a read too).
 */
import { addDays, daysBetween, nepalToday, toNepalDate } from '@mamata/core/calendar/nepal-time';
import type { RecordedSex } from '@mamata/core/domain/growth';
import { dueDateFromLmp, gestationalWeek } from '@mamata/core/domain/pregnancy';
import { babyPeriodLabel, babySchedule, motherCareSchedule, weekLabelOfFromDays, type ScheduledItem } from '@mamata/core/domain/schedule';
import type { AlertLevel, VisitReading } from '@mamata/core/domain/verdicts';
import {
  amnioticFluidVerdict,
  babyHeightVerdict,
  babyWeightVerdict,
  bloodPressureVerdict,
  fetalWeightVerdict,
  pregnancyAlerts,
  sortAlerts,
  visitReading,
  weightGainVerdict,
} from '@mamata/core/domain/verdicts';
import { tdDoseOfItem } from '@mamata/core/hmis/item-keys';
import { translateMessage } from '@mamata/core/i18n/messages';
import type { Lang as MessageLang } from '@mamata/core/preferences';
import { MOTHER_POSTNATAL_PERIOD_KEY } from '@mamata/core/reference/schedule-templates';
import type { EditPersonBodyParsed, PersonRecords, StaffItem } from '@mamata/core/schemas/records';
import type { Db } from '../../db/client.ts';
import { audit as writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePersonAccess, staffActor, type StaffAuth } from '../access/access.service.ts';
import {
  correctedIds,
  findCurrentPregnancy,
  findLatestPregnancy,
  findPerson,
  listBabies,
  listGrowth,
  listReadingReviews,
  listVisits,
  type DeliveryAttributes,
  type NewbornEntry,
} from '../records-shared/records-shared.queries.ts';
import { asItemRecords, assertWithin, recordAudit } from '../records-shared/records-shared.service.ts';
import { scheduleTemplates } from '../schedule-items/schedule-items.service.ts';
import * as q from './person-view.queries.ts';

type RecordRow = Awaited<ReturnType<typeof q.listItemRecords>>[number];
type BirthOut = NonNullable<NonNullable<PersonRecords['pregnancy']>['birth']>;

/** A birth row's HMIS 9.3 attributes as the console shows them (the table's checks keep them to these values). */
function deliveryAttributesOf(row: DeliveryAttributes): Pick<BirthOut, 'facility' | 'attendant' | 'mode' | 'presentation'> {
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
  const p = await findPerson(db, personId);
  if (!p) throw new AppError('NOT_FOUND', 'errors.notFound');
  // the latest pregnancy, ended or not: after a birth or a loss her antenatal history stays in view
  const pregnancy = p.registrationType === 'BABY' ? undefined : await findLatestPregnancy(db, personId);
  const [visits, babies] = await Promise.all([pregnancy ? listVisits(db, pregnancy.id) : [], listBabies(db, personId)]);
  const reviews = await listReadingReviews(
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

/** Everything recorded for a person: pregnancy schedule and fetal weights, babies with schedule and growth (an audited read). */
export async function getRecords(db: Db, auth: StaffAuth, personId: string, lang: MessageLang): Promise<PersonRecords> {
  await requirePersonAccess(db, auth, personId);
  const [pregnancy, babies, records, person, templates] = await Promise.all([
    findLatestPregnancy(db, personId),
    listBabies(db, personId),
    q.listItemRecords(db, [personId]),
    findPerson(db, personId),
    scheduleTemplates(db),
  ]);
  // A baby's own account may hold the pregnancy it came from (for the womb chart), not a mother's schedule.
  const motherItems = person?.registrationType !== 'BABY';
  const [fetal, growth, birth] = await Promise.all([
    pregnancy ? q.listFetalWeights(db, pregnancy.id) : [],
    listGrowth(
      db,
      babies.map((b) => b.id),
    ),
    pregnancy && pregnancy.outcome === 'birth' ? q.findCurrentBirth(db, pregnancy.id) : undefined,
  ]);
  const [correctedItems, correctedFetal, correctedGrowth] = await Promise.all([
    correctedIds(
      db,
      'items',
      records.map((r) => r.id),
    ),
    correctedIds(
      db,
      'fetal-weights',
      fetal.map((r) => r.id),
    ),
    correctedIds(
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
                babies: (birth.babies as NewbornEntry[]).map((b) => ({
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

/** Edits a profile and the current pregnancy's registration data; a new LMP moves the due date unless one is given. */
export async function editPerson(db: Db, auth: StaffAuth, personId: string, body: EditPersonBodyParsed) {
  await requirePersonAccess(db, auth, personId);
  const provider = Object.fromEntries(
    Object.entries({ firstName: body.first_name, lastName: body.last_name, address: body.address, gender: body.gender, dateOfBirth: body.dateOfBirth }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  const [current, old] = await Promise.all([findCurrentPregnancy(db, personId), findPerson(db, personId)]);
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
    audit: recordAudit(auth, personId, 'update', 'provider', {
      new: body,
      old: old ? { first_name: old.firstName, last_name: old.lastName, address: old.address, gender: old.gender, dateOfBirth: old.dateOfBirth } : null,
      oldPregnancy: current ?? null,
    }),
  });
}
