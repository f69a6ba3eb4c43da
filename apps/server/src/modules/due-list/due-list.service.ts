/**
 * The staff due list: who needs a visit or vaccine soon, who is late, and whose readings are flagged, for the
 * people in the staff member's scope (docs/decisions/035-due-list-days.md). An audited read.
 */
import { addDays, daysBetween, nepalToday } from '@mamata/core/calendar/nepal-time';
import { dueListDay, dueListPlace, type DueListDay } from '@mamata/core/domain/due-list';
import type { RecordedSex } from '@mamata/core/domain/growth';
import { babySchedule, motherCareSchedule, type ScheduledItem } from '@mamata/core/domain/schedule';
import { babyAlerts, fetalAlerts, pregnancyAlerts, sortAlerts, visitReading, worstLevel, type ReadingAlert } from '@mamata/core/domain/verdicts';
import type { Lang as MessageLang } from '@mamata/core/preferences';
import type { DueEntry } from '@mamata/core/schemas/records';
import type { Db } from '../../db/client.ts';
import { audit as writeAudit } from '../../lib/audit.ts';
import { groupBy } from '../../lib/group-by.ts';
import { scopeOf, staffActor, type StaffAuth } from '../access/access.service.ts';
import { listGrowth, listReadingReviews } from '../records-shared/records-shared.queries.ts';
import { asItemRecords } from '../records-shared/records-shared.service.ts';
import { scheduleTemplates } from '../schedule-items/schedule-items.service.ts';
import * as q from './due-list.queries.ts';

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
    listGrowth(
      db,
      babies.map((b) => b.id),
    ),
  ]);
  const reviewed = new Set(
    (
      await listReadingReviews(
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
