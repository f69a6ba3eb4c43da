/**
 * Mother and baby schedules on real dates, with each item's status (spec §3 "Mother schedule period",
 * "Baby schedule period", "Vaccine"; §9 week labels). The items, days and limits come from
 * `reference/schedule-templates.ts` (Nepal NIP and ANC/PNC reference files, cited there); this file
 * only places them on the calendar (Nepal civil dates, 'YYYY-MM-DD') and decides the status.
 *
 * Status of an item on `today`:
 * - 'given': the health post recorded it with a date (see `ItemRecord`).
 * - 'too-late' ("not given (too late)"): a vaccine past its upper age limit (`giveUntilDays`: rotavirus
 *   after 24 months, fIPV after 5 years), or whose earliest possible day lies beyond it. Never overdue for ever.
 * - 'missed': a PNC visit once its window closes, antenatal items after the estimated delivery
 *   (LMP + 280 days; not the 8th antenatal contact, whose window runs past it), or an item whose earliest
 *   possible day already lies beyond that limit.
 * - 'upcoming': today is before the due day.
 * - 'due': from the due day to `dueUntilDays` (a visit's reference window) or due day + DUE_WINDOW_DAYS.
 * - 'overdue': later, while it can still be given.
 * - 'closed' ("not needed now"): an antenatal item not given before the pregnancy ended (a birth, a stillbirth or
 *   a miscarriage): it can no longer be given, and she did not miss it (see {@link motherCareSchedule}).
 */
import { dayNumberToIso, isoToDayNumber, type IsoDate } from '../calendar/civil-date.ts';
import { addDays, daysBetween } from '../calendar/nepal-time.ts';
import { BABY_PERIODS, MOTHER_PERIODS, MOTHER_POSTNATAL_DAYS, MOTHER_POSTNATAL_PERIODS } from '../reference/schedule-templates.ts';
import type { BabyPeriodTemplate, MotherPeriodTemplate, ScheduleItemTemplate } from '../reference/schedule-templates.ts';
import { PREGNANCY_LENGTH_DAYS } from './pregnancy.ts';

export { babyPeriodLabel, weekLabelOfFromDays } from './period-labels.ts';

/** Status of a schedule item on a given day. */
export type ItemStatus = 'given' | 'due' | 'overdue' | 'upcoming' | 'missed' | 'too-late' | 'closed';

/**
 * What the health post recorded for an item. Only a record with a date counts as given: a record with
 * `givenOn: null` is not proof of a dose, so the item keeps its due/overdue status and its reminder is
 * not lost (a wrong "given" is worse than a wrong "due"). Unknown keys are ignored; for repeated keys
 * the earliest date counts.
 */
export interface ItemRecord {
  key: string;
  givenOn: IsoDate | null;
}

/**
 * Days an item stays 'due' (on time) after its due day before it turns 'overdue', where the reference
 * gives no window of its own. No reference file gives an on-time window for a dose; 14 days is a
 * reminder setting, not a clinical value: half the 4-week gap between the infant contacts (6, 10, 14
 * weeks), so a late dose shows as overdue well before the next contact is due.
 */
export const DUE_WINDOW_DAYS = 14;

/** A template item placed on the calendar. */
export type ScheduledItem = ScheduleItemTemplate & {
  /** Due date: origin + `days`, or later when the item must wait `minDaysAfter` another item. */
  dueDate: IsoDate;
  status: ItemStatus;
  /** Date the health post recorded it as given, else null. */
  givenOn: IsoDate | null;
};

/** A mother period on real dates (spec `motherTables`: fromDays, dateFrom, dateTo, vaccines). */
export interface MotherSchedulePeriod {
  period: MotherPeriodTemplate;
  /** LMP + fromDays. */
  dateFrom: IsoDate;
  /** LMP + toDays. */
  dateTo: IsoDate;
  items: ScheduledItem[];
}

/** A baby period on real dates (spec `babyTables`: birthDays, atDate, vaccines). */
export interface BabySchedulePeriod {
  period: BabyPeriodTemplate;
  /** Birth date + birthDays. */
  atDate: IsoDate;
  items: ScheduledItem[];
}

/**
 * Earliest recorded date per key; records without a date are not counted (see `ItemRecord`).
 * @throws {DateConversionError} INVALID_FORMAT for a malformed `givenOn`.
 */
function givenDates(origin: IsoDate, records: readonly ItemRecord[]): Map<string, IsoDate> {
  const given = new Map<string, IsoDate>();
  for (const { key, givenOn } of records) {
    if (givenOn === null) continue;
    daysBetween(origin, givenOn); // validates the date
    const earlier = given.get(key);
    if (earlier === undefined || givenOn < earlier) given.set(key, givenOn);
  }
  return given;
}

/**
 * Places one item: due day (moved later by `minDaysAfter` when needed) and status.
 * @param lastDayCap last day any item of this schedule can be given (delivery for the mother).
 */
function scheduleItem(
  item: ScheduleItemTemplate,
  origin: IsoDate,
  todayDay: number,
  given: ReadonlyMap<string, IsoDate>,
  lastDayCap: number,
  originDay = isoToDayNumber(origin),
): ScheduledItem {
  const givenOn = given.get(item.key) ?? null;
  let dueDay = item.days;
  const after = item.minDaysAfter;
  if (after) {
    const prior = given.get(after.key);
    // Not before `days` after the earlier dose; while that dose is still pending, not before today + `days`.
    if (prior !== undefined) dueDay = Math.max(dueDay, daysBetween(origin, prior) + after.days);
    else if (givenOn === null) dueDay = Math.max(dueDay, todayDay + after.days);
  }
  const lastDay = Math.min(item.giveUntilDays ?? Number.POSITIVE_INFINITY, lastDayCap);
  const dueEndDay = item.dueUntilDays ?? dueDay + DUE_WINDOW_DAYS;

  // a vaccine's own age limit (not the end of the pregnancy) makes it "not given (too late)"
  const ageLimited = item.type === 'vaccine' && item.giveUntilDays !== undefined && item.giveUntilDays <= lastDayCap;
  let status: ItemStatus;
  if (givenOn !== null) status = 'given';
  else if (todayDay > lastDay || dueDay > lastDay) status = ageLimited ? 'too-late' : 'missed';
  else if (todayDay < dueDay) status = 'upcoming';
  else if (todayDay <= dueEndDay) status = 'due';
  else status = 'overdue';

  // the origin's day number once per schedule, not parsed again for every item (5,000 schedules in the due list)
  return { ...item, dueDate: dayNumberToIso(originDay + dueDay), status, givenOn };
}

/**
 * The mother's antenatal schedule from her LMP, with each item's status on `today`.
 * Antenatal items cannot be given after the estimated delivery (LMP + PREGNANCY_LENGTH_DAYS): then they are 'missed'
 * (not the 8th antenatal contact, see {@link antenatalLastDay}).
 * @param lmp last menstrual period, Nepal civil date
 * @param today Nepal civil date (e.g. `nepalToday()`)
 * @param records items the health post recorded as given
 * @param periods the templates in force (default: the reference's; see reference/schedule-overrides.ts)
 * @throws {DateConversionError} INVALID_FORMAT for a malformed date (including a record's `givenOn`).
 */
export function motherSchedule(
  lmp: IsoDate,
  today: IsoDate,
  records: readonly ItemRecord[] = [],
  periods: readonly MotherPeriodTemplate[] = MOTHER_PERIODS,
): MotherSchedulePeriod[] {
  const originDay = isoToDayNumber(lmp);
  const todayDay = isoToDayNumber(today) - originDay;
  const given = givenDates(lmp, records);
  return periods.map((period) => ({
    period,
    dateFrom: addDays(lmp, period.fromDays),
    dateTo: addDays(lmp, period.toDays),
    items: period.items.map((item) => scheduleItem(item, lmp, todayDay, given, antenatalLastDay(item), originDay)),
  }));
}

/**
 * The last day an antenatal item can be given: the estimated delivery (LMP + PREGNANCY_LENGTH_DAYS), except for an
 * item whose own window runs past it (the 8th antenatal contact, 38-40 completed weeks: reference/anc-contacts.ts),
 * which stays open while the pregnancy goes on: a woman past 40 weeks still needs that check-up.
 */
function antenatalLastDay(item: ScheduleItemTemplate): number {
  return item.dueUntilDays !== undefined && item.dueUntilDays > PREGNANCY_LENGTH_DAYS ? Number.POSITIVE_INFINITY : PREGNANCY_LENGTH_DAYS;
}

/**
 * The baby's schedule (PNC visits and vaccines) from the birth date, with each item's status on `today`.
 * Baby items without a reference limit never become 'missed' (they stay 'overdue' for catch-up).
 * @param birthDate Nepal civil date of birth
 * @param today Nepal civil date (e.g. `nepalToday()`)
 * @param records items the health post recorded as given
 * @param periods the templates in force (default: the reference's; see reference/schedule-overrides.ts)
 * @throws {DateConversionError} INVALID_FORMAT for a malformed date (including a record's `givenOn`).
 */
export function babySchedule(
  birthDate: IsoDate,
  today: IsoDate,
  records: readonly ItemRecord[] = [],
  periods: readonly BabyPeriodTemplate[] = BABY_PERIODS,
): BabySchedulePeriod[] {
  const originDay = isoToDayNumber(birthDate);
  const todayDay = isoToDayNumber(today) - originDay;
  const given = givenDates(birthDate, records);
  return periods.map((period) => ({
    period,
    atDate: addDays(birthDate, period.birthDays),
    items: period.items.map((item) => scheduleItem(item, birthDate, todayDay, given, Number.POSITIVE_INFINITY, originDay)),
  }));
}

/** How a pregnancy ended and what became of the babies of its birth (db: pregnancies.outcome, babies.status). */
export interface PregnancyEnd {
  /** The day it ended (the birth, miscarriage or stillbirth), null while it goes on. */
  endedOn: IsoDate | null;
  /** 'birth', 'miscarriage' or 'stillbirth' (the column is text), null while it goes on. */
  outcome: string | null;
  /** The babies of its birth, except those removed as a mistake: status 'alive' or 'died' with the day. */
  babies: ReadonlyArray<{ status: string; endedOn: IsoDate | null }>;
}

/**
 * Her own postnatal care, or null (docs/decisions/008-births-and-losses.md): `from` the day of a stillbirth; or
 * `from` the day of a birth whose babies all died, the last of them (`lossOn`) within her postnatal period
 * (MOTHER_POSTNATAL_DAYS after the birth). Never after a miscarriage (the app advises a check-up at the health
 * post instead), nor while a baby of the birth lives (then the baby's 'pnc-*' check-ups are of mother and baby).
 */
export function ownPostnatalCare(end: PregnancyEnd): { from: IsoDate; lossOn: IsoDate } | null {
  if (end.endedOn === null) return null;
  if (end.outcome === 'stillbirth') return { from: end.endedOn, lossOn: end.endedOn };
  if (end.outcome !== 'birth' || end.babies.length === 0) return null;
  if (end.babies.some((b) => b.status !== 'died' || b.endedOn === null)) return null;
  const lossOn = end.babies.reduce((last, b) => (b.endedOn !== null && b.endedOn > last ? b.endedOn : last), end.endedOn);
  return daysBetween(end.endedOn, lossOn) <= MOTHER_POSTNATAL_DAYS ? { from: end.endedOn, lossOn } : null;
}

/** The day her own postnatal care counts from (the birth), or null: see {@link ownPostnatalCare}. */
export function ownPostnatalCareFrom(end: PregnancyEnd): IsoDate | null {
  return ownPostnatalCare(end)?.from ?? null;
}

/**
 * Her own postnatal care (check-ups and iron, reference/schedule-templates.ts MOTHER_POSTNATAL_PERIODS) from
 * `birthDate`, with each item's status on `today`. The periods' `fromDays`/`toDays` count days since the
 * birth: `dateFrom`/`dateTo` are the birth date plus those.
 * @throws {DateConversionError} INVALID_FORMAT for a malformed date (including a record's `givenOn`).
 */
export function motherPostnatalSchedule(
  birthDate: IsoDate,
  today: IsoDate,
  records: readonly ItemRecord[] = [],
  periods: readonly MotherPeriodTemplate[] = MOTHER_POSTNATAL_PERIODS,
): MotherSchedulePeriod[] {
  const originDay = isoToDayNumber(birthDate);
  const todayDay = isoToDayNumber(today) - originDay;
  const given = givenDates(birthDate, records);
  return periods.map((period) => ({
    period,
    dateFrom: addDays(birthDate, period.fromDays),
    dateTo: addDays(birthDate, period.toDays),
    items: period.items.map((item) => scheduleItem(item, birthDate, todayDay, given, Number.POSITIVE_INFINITY, originDay)),
  }));
}

/**
 * The antenatal record of a pregnancy that ended: its periods as they stood on the day it ended, every item
 * not given then 'closed' ("not needed now"): never due, overdue or missed once the pregnancy is over (Td 2
 * not given before the birth is not needed now, not "missed").
 */
function closedAntenatal(lmp: IsoDate, endedOn: IsoDate, records: readonly ItemRecord[], periods: readonly MotherPeriodTemplate[]): MotherSchedulePeriod[] {
  return motherSchedule(lmp, endedOn, records, periods).map((p) => ({
    ...p,
    items: p.items.map((i) => (i.status === 'given' ? i : { ...i, status: 'closed' as const })),
  }));
}

/**
 * Everything of her schedule, as every screen shows it (the app's schedule, the staff record): while the pregnancy
 * goes on, its antenatal periods on `today`. Once it has ended (a birth, a stillbirth or a miscarriage), its
 * antenatal periods as history (given, or 'closed': never due, overdue or missed), then her own postnatal care:
 * - after a stillbirth, or her baby's death within her postnatal period ({@link ownPostnatalCare}): her check-ups and
 *   iron (after a baby's death, without the check-ups whose time had passed while the baby lived);
 * - after a birth with a living baby: her iron for 45 days only (`mother-ifa-postnatal`; the check-ups after the
 *   birth are the baby's `pnc-*`, of mother and baby, on the baby's schedule);
 * - after a miscarriage: nothing (the app advises a check-up at the health post).
 * `reminders: true` gives only what may still give reminders: a current pregnancy's antenatal periods, else her own
 * postnatal items (after a baby's death, only those due on or after the day of the loss: the earlier ones were the
 * baby's check-ups of mother and baby, reminded as such).
 * @throws {DateConversionError} INVALID_FORMAT for a malformed date.
 */
export function motherCareSchedule(
  pregnancy: PregnancyEnd & { lmp: IsoDate },
  today: IsoDate,
  records: readonly ItemRecord[] = [],
  periods: readonly MotherPeriodTemplate[] = MOTHER_PERIODS,
  opts: { reminders?: boolean } = {},
): MotherSchedulePeriod[] {
  if (pregnancy.endedOn === null) return motherSchedule(pregnancy.lmp, today, records, periods);
  const history = () => closedAntenatal(pregnancy.lmp, pregnancy.endedOn ?? pregnancy.lmp, records, periods);
  const care = ownPostnatalCare(pregnancy);
  let own: MotherSchedulePeriod[] = [];
  if (care !== null) {
    own = motherPostnatalSchedule(care.from, today, records).map((p) => ({
      ...p,
      items: p.items.filter((i) =>
        opts.reminders
          ? i.dueDate >= care.lossOn
          : // after a baby's death, not the check-ups whose time had passed while the baby lived (they were the baby's
            // check-ups of mother and baby, on the baby's schedule): no false 'missed' on hers
            i.giveUntilDays === undefined || addDays(care.from, i.giveUntilDays) >= care.lossOn,
      ),
    }));
  } else if (pregnancy.outcome === 'birth' && pregnancy.babies.some((b) => b.status === 'alive')) {
    own = motherPostnatalSchedule(pregnancy.endedOn, today, records).map((p) => ({ ...p, items: p.items.filter((i) => i.type !== 'checkup') }));
  }
  return opts.reminders ? own : [...history(), ...own];
}

/**
 * The items needing action now, for reminders: every 'due' or 'overdue' item across the periods of a
 * `motherSchedule` or `babySchedule` result, sorted by due date (oldest first; ties keep schedule order).
 */
export function nextDueItems(schedule: ReadonlyArray<{ items: readonly ScheduledItem[] }>): ScheduledItem[] {
  return schedule
    .flatMap((p) => p.items)
    .filter((item) => item.status === 'due' || item.status === 'overdue')
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}
