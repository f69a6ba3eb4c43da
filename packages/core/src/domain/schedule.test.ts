// Schedule rules, checked against the rows of packages/core/src/reference/sources/nepal-immunization-schedule.json
// (data.child_contacts, data.children, data.pregnant_women) and
// packages/core/src/reference/sources/nepal-anc-pnc-schedule.json (anc_nepal_4_visit_protocol, anc_who_2016_8_contacts,
// pnc_nepal, pnc_who_2022, maternal_medications).
import { expect, test } from 'vitest';
import { DateConversionError } from '../calendar/civil-date.ts';
import { addDays, nepalToday } from '../calendar/nepal-time.ts';
import { ANC_PROTOCOL_WINDOWS_WEEKS, ancWindowOf } from '../hmis/facts.ts';
import { ANC_CONTACT_WINDOWS_WEEKS } from '../reference/anc-contacts.ts';
import { BABY_PERIODS, MOTHER_PERIODS, MOTHER_POSTNATAL_PERIODS } from '../reference/schedule-templates.ts';
import type { ScheduleItemTemplate } from '../reference/schedule-templates.ts';
import { DUE_WINDOW_DAYS, babyPeriodLabel, babySchedule, motherSchedule, nextDueItems, weekLabelOfFromDays } from './schedule.ts';
import type { ItemRecord, ItemStatus, ScheduledItem } from './schedule.ts';

const ALL_ITEMS: ScheduleItemTemplate[] = [...MOTHER_PERIODS, ...BABY_PERIODS, ...MOTHER_POSTNATAL_PERIODS].flatMap((p) => p.items);

/** The item `key` of a computed schedule (fails the test when absent). */
function itemOf(schedule: ReadonlyArray<{ items: readonly ScheduledItem[] }>, key: string): ScheduledItem {
  const item = schedule.flatMap((p) => p.items).find((i) => i.key === key);
  if (!item) throw new Error(`no item ${key}`);
  return item;
}

// ----- templates --------------------------------------------------------------------------------

test('item keys are unique across mother and baby schedules and kebab-case', () => {
  const keys = ALL_ITEMS.map((i) => i.key);
  expect(new Set(keys).size).toBe(keys.length);
  for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});

test('period keys are unique and images follow the naming scheme', () => {
  const keys = [...MOTHER_PERIODS, ...BABY_PERIODS].map((p) => p.key);
  expect(new Set(keys).size).toBe(keys.length);
  // the five pictures of a growing pregnancy, shared by neighbouring antenatal contacts, in order
  const pictures = MOTHER_PERIODS.map((p) => Number(/^mother-period-([1-5])\.svg$/.exec(p.image)?.[1]));
  expect(pictures).toEqual([1, 2, 3, 3, 4, 4, 5, 5]);
  for (const p of BABY_PERIODS) {
    expect(p.imageBoy).toBe(`baby-${p.key}-boy.svg`);
    expect(p.imageGirl).toBe(`baby-${p.key}-girl.svg`);
  }
});

test.each(ALL_ITEMS.map((i) => [i.key, i] as const))('%s has English and Nepali name, dose and info', (_key, item) => {
  for (const text of [item.name, item.dose, item.info]) {
    expect(text.en.trim()).not.toBe('');
    expect(text.ne.trim()).not.toBe('');
    expect(text.ne).not.toBe(text.en);
    expect(text.ne).toMatch(/[\u0900-\u097F]/); // Devanagari
    expect(text.ne).not.toMatch(/[0-9]/); // Nepali text uses Devanagari digits
  }
});

test.each(ALL_ITEMS.filter((i) => i.minDaysAfter).map((i) => [i.key, i.minDaysAfter?.key] as const))('%s waits for %s, an item that exists', (_key, prior) => {
  expect(ALL_ITEMS.some((i) => i.key === prior)).toBe(true);
});

test('periods are in order and every item falls inside its period', () => {
  MOTHER_PERIODS.forEach((p, i) => {
    expect(p.fromDays).toBeLessThanOrEqual(p.toDays);
    if (i > 0) expect(p.fromDays).toBeGreaterThan(MOTHER_PERIODS[i - 1]?.toDays ?? -1);
    for (const item of p.items) {
      expect(item.days).toBeGreaterThanOrEqual(p.fromDays);
      expect(item.days).toBeLessThanOrEqual(p.toDays);
    }
  });
  BABY_PERIODS.forEach((p, i) => {
    const next = BABY_PERIODS[i + 1]?.birthDays ?? Number.POSITIVE_INFINITY;
    expect(p.birthDays).toBeLessThan(next);
    for (const item of p.items) {
      expect(item.days).toBeGreaterThanOrEqual(p.birthDays);
      expect(item.days).toBeLessThan(next);
    }
  });
});

// child_contacts: birth 0, 6 weeks 42, 10 weeks 70, 14 weeks 98, 9 months 274, 12 months 365, 15 months 456.
test('baby periods are the 7 immunization contacts', () => {
  expect(BABY_PERIODS.map((p) => [p.key, p.birthDays])).toEqual([
    ['birth', 0],
    ['6-weeks', 42],
    ['10-weeks', 70],
    ['14-weeks', 98],
    ['9-months', 274],
    ['12-months', 365],
    ['15-months', 456],
  ]);
});

// data.children[].doses[].age_days, one row per dose.
test.each([
  ['bcg-1', 0], // BCG: birth
  ['bopv-1', 42], // bOPV: 6, 10, 14 weeks
  ['bopv-2', 70],
  ['bopv-3', 98],
  ['penta-1', 42], // DPT-HepB-Hib: 6, 10, 14 weeks
  ['penta-2', 70],
  ['penta-3', 98],
  ['pcv-1', 42], // PCV 2+1: 6 weeks, 10 weeks, 9 months
  ['pcv-2', 70],
  ['pcv-3', 274],
  ['rota-1', 42], // RV1: 6, 10 weeks
  ['rota-2', 70],
  ['fipv-1', 98], // fIPV (Dec 2022 revision): 14 weeks, 9 months
  ['fipv-2', 274],
  ['mr-1', 274], // MR: 9, 15 months
  ['mr-2', 456],
  ['je-1', 365], // JE: 12 months
  ['tcv-1', 456], // TCV: 15 months
])('vaccine %s is due on day %i after birth', (key, days) => {
  const item = BABY_PERIODS.flatMap((p) => p.items).find((i) => i.key === key);
  expect(item?.type).toBe('vaccine');
  expect(item?.days).toBe(days);
  // A routine vaccine sits in the contact of its own day.
  expect(BABY_PERIODS.find((p) => p.items.includes(item as ScheduleItemTemplate))?.birthDays).toBe(days);
});

test('the baby schedule holds exactly the NIP infant vaccines (no HepB or OPV birth dose, no HPV)', () => {
  const vaccines = BABY_PERIODS.flatMap((p) => p.items)
    .filter((i) => i.type === 'vaccine')
    .map((i) => i.key)
    .sort();
  expect(vaccines).toEqual(
    [
      'bcg-1',
      'bopv-1',
      'bopv-2',
      'bopv-3',
      'fipv-1',
      'fipv-2',
      'je-1',
      'mr-1',
      'mr-2',
      'pcv-1',
      'pcv-2',
      'pcv-3',
      'penta-1',
      'penta-2',
      'penta-3',
      'rota-1',
      'rota-2',
      'tcv-1',
    ].sort(),
  );
});

// pnc_nepal: within 24 hours, day 3, day 7.
test.each([
  ['pnc-1', 0],
  ['pnc-2', 3],
  ['pnc-3', 7],
])('postnatal visit %s is on day %i, in the birth period', (key, days) => {
  const item = BABY_PERIODS[0]?.items.find((i) => i.key === key);
  expect(item).toMatchObject({ type: 'checkup', days, confirmed: true });
});

// The national eHMIS's 8 ANC contacts (reference/anc-contacts.ts, nepal-hmis-dhis2.md §1.1), completed weeks:
// from the first day of the first week to the last day of the last week.
test.each([
  ['contact-1', 0, 90, 'anc-contact-1'], // up to 12 weeks: 0 to 12w6d
  ['contact-2', 91, 118, 'anc-contact-2'], // 13-16 weeks
  ['contact-3', 140, 174, 'anc-contact-3'], // 20-24 weeks
  ['contact-4', 196, 202, 'anc-contact-4'], // 28 weeks
  ['contact-5', 224, 230, 'anc-contact-5'], // 32 weeks
  ['contact-6', 238, 244, 'anc-contact-6'], // 34 weeks
  ['contact-7', 252, 258, 'anc-contact-7'], // 36 weeks
  ['contact-8', 266, 286, 'anc-contact-8'], // 38-40 weeks
])('mother period %s spans days %i-%i with check-up %s', (key, fromDays, toDays, visit) => {
  const period = MOTHER_PERIODS.find((p) => p.key === key);
  expect(period).toMatchObject({ fromDays, toDays });
  expect(period?.items.find((i) => i.key === visit)).toMatchObject({ type: 'checkup', days: fromDays, dueUntilDays: toDays, confirmed: true });
});

test('the schedule and the HMIS sheet share one definition of the 8 windows', () => {
  expect(ANC_PROTOCOL_WINDOWS_WEEKS).toBe(ANC_CONTACT_WINDOWS_WEEKS);
  const contacts = MOTHER_PERIODS.map((p) => p.items[0]);
  expect(contacts.map((i) => i?.key)).toEqual(ANC_CONTACT_WINDOWS_WEEKS.map((_, i) => `anc-contact-${i + 1}`));
  // every day of a contact's window is a week the HMIS counts for that contact, and the day before is not
  contacts.forEach((item, i) => {
    for (let day = item?.days ?? 0; day <= (item?.dueUntilDays ?? 0); day++) expect(ancWindowOf(Math.floor(day / 7))).toBe(i + 1);
    if (i > 0) expect(ancWindowOf(Math.floor(((item?.days ?? 0) - 1) / 7))).not.toBe(i + 1);
  });
});

test('the contacts are named in English and Nepali with their weeks', () => {
  const names = MOTHER_PERIODS.map((p) => p.items[0]?.name);
  expect(names[0]).toEqual({ en: 'Antenatal contact 1 (up to 12 weeks)', ne: 'पहिलो गर्भ जाँच (१२ हप्तासम्म)' });
  expect(names[1]).toEqual({ en: 'Antenatal contact 2 (13-16 weeks)', ne: 'दोस्रो गर्भ जाँच (१३-१६ हप्ता)' });
  expect(names[3]).toEqual({ en: 'Antenatal contact 4 (28 weeks)', ne: 'चौथो गर्भ जाँच (२८ हप्ता)' });
  expect(names[7]).toEqual({ en: 'Antenatal contact 8 (38-40 weeks)', ne: 'आठौँ गर्भ जाँच (३८-४० हप्ता)' });
  expect(MOTHER_PERIODS[4]?.items[0]?.dose).toEqual({ en: 'Visit 5 of 8', ne: '८ मध्ये पाँचौँ भेट' });
});

test.each([
  ['td-1', 0, 'vaccine'], // Td1 at the first antenatal contact, as early as possible: due from the start
  ['td-2', 28, 'vaccine'], // Td2 at least 4 weeks after Td1
  ['ifa-start', 91, 'medicine'], // IFA from the start of the 2nd trimester (after 12-13 weeks)
  ['albendazole', 91, 'medicine'], // once after the first trimester
  ['calcium-start', 91, 'medicine'], // from the 2nd trimester (pilot)
])('mother item %s is due on day %i after LMP (%s)', (key, days, type) => {
  expect(MOTHER_PERIODS.flatMap((p) => p.items).find((i) => i.key === key)).toMatchObject({ days, type });
});

// Unconfirmed in the reference: calcium (national details "low"). The 8 contacts are the national eHMIS's own.
test('only the items the reference marks unverified or low confidence are unconfirmed', () => {
  expect(ALL_ITEMS.filter((i) => !i.confirmed).map((i) => i.key)).toEqual(['calcium-start']);
  for (const item of ALL_ITEMS) expect(item.required_status).toBe(item.confirmed ? 'required' : 'recommended');
});

test('fIPV dose is 0.1 mL intradermal (not IM), rotavirus 1.5 mL by mouth', () => {
  const fipv = ALL_ITEMS.find((i) => i.key === 'fipv-1');
  expect(fipv?.dose.en).toBe('Dose 1 of 2 · 0.1 mL intradermal injection, upper arm');
  expect(fipv?.dose.ne).toBe('२ मध्ये पहिलो मात्रा · ०.१ मि.लि. छालामा सुई, पाखुरा');
  expect(ALL_ITEMS.find((i) => i.key === 'rota-2')?.dose.en).toBe('Dose 2 of 2 · 1.5 mL (one tube) by mouth');
});

// ----- dates ------------------------------------------------------------------------------------

test.each([
  // Leap day birth: 29 Feb 2024 + 42 days = 11 Apr 2024.
  ['2024-02-29', '6-weeks', '2024-04-11'],
  ['2024-02-29', 'birth', '2024-02-29'],
  ['2024-02-29', '10-weeks', '2024-05-09'],
  ['2024-02-29', '14-weeks', '2024-06-06'],
  ['2024-02-29', '9-months', '2024-11-29'],
  // 365 days after a leap-day birth is 28 Feb 2025 (days, not calendar months, per the reference's age_days).
  ['2024-02-29', '12-months', '2025-02-28'],
  ['2024-02-29', '15-months', '2025-05-30'],
  ['2025-12-20', '6-weeks', '2026-01-31'], // across a year end
])('baby born %s: period %s is on %s', (birth, key, atDate) => {
  const period = babySchedule(birth, birth).find((p) => p.period.key === key);
  expect(period?.atDate).toBe(atDate);
  for (const item of period?.items ?? []) if (item.type === 'vaccine') expect(item.dueDate).toBe(atDate);
});

test('PNC visits of a leap-day baby fall on day 0, 3 and 7', () => {
  const s = babySchedule('2024-02-29', '2024-02-29');
  expect(['pnc-1', 'pnc-2', 'pnc-3'].map((k) => itemOf(s, k).dueDate)).toEqual(['2024-02-29', '2024-03-03', '2024-03-07']);
});

test.each([
  // LMP in a leap year: Feb 2024 has 29 days.
  ['2024-01-15', 'contact-1', '2024-01-15', '2024-04-14'],
  ['2024-01-15', 'contact-2', '2024-04-15', '2024-05-12'],
  ['2024-01-15', 'contact-3', '2024-06-03', '2024-07-07'],
  ['2024-01-15', 'contact-4', '2024-07-29', '2024-08-04'],
  ['2024-01-15', 'contact-8', '2024-10-07', '2024-10-27'],
  // The same LMP a year later, no 29 February: one day later.
  ['2025-01-15', 'contact-2', '2025-04-16', '2025-05-13'],
])('LMP %s: period %s runs %s to %s', (lmp, key, dateFrom, dateTo) => {
  expect(motherSchedule(lmp, lmp).find((p) => p.period.key === key)).toMatchObject({ dateFrom, dateTo });
});

test('the last antenatal period ends with 40 completed weeks (LMP + 286), past the estimated due date (LMP + 280)', () => {
  expect(motherSchedule('2024-01-15', '2024-01-15').at(-1)?.dateTo).toBe('2024-10-27');
});

test.each([
  // Baby born 2026-10-10: 6-week doses on 2026-11-21. 23:59 in Nepal on the 20th is still the 20th;
  // 00:00 NPT on the 21st is 18:15 UTC on the 20th. Only civil dates reach the schedule.
  ['2026-11-20T18:14:00Z', 'upcoming'],
  ['2026-11-20T18:15:00Z', 'due'],
])('across the Nepal day boundary, at %s penta-1 is %s', (instant, status) => {
  const today = nepalToday(new Date(instant));
  expect(itemOf(babySchedule('2026-10-10', today), 'penta-1')).toMatchObject({ dueDate: '2026-11-21', status });
});

// ----- statuses ---------------------------------------------------------------------------------

const BIRTH = '2026-01-01'; // day 42 = 2026-02-12

test.each<[string, string, ItemRecord[], ItemStatus, string]>([
  ['bcg-1', '2026-01-01', [], 'due', 'due on its day'],
  ['bcg-1', '2026-01-03', [{ key: 'bcg-1', givenOn: '2026-01-01' }], 'given', 'recorded with a date'],
  ['bcg-1', '2026-01-03', [{ key: 'bcg-1', givenOn: null }], 'due', 'a record without a date is not a dose'],
  ['bcg-1', '2026-06-01', [], 'overdue', 'no upper age in the reference: stays overdue'],
  ['penta-1', '2026-02-11', [], 'upcoming', 'day 41'],
  ['penta-1', '2026-02-12', [], 'due', 'day 42'],
  ['penta-1', '2026-02-26', [], 'due', `day 42 + ${DUE_WINDOW_DAYS}`],
  ['penta-1', '2026-02-27', [], 'overdue', `day 42 + ${DUE_WINDOW_DAYS} + 1`],
  ['penta-1', '2025-12-01', [], 'upcoming', 'today before birth'],
  ['rota-1', '2027-02-05', [], 'overdue', 'day 400: still within 24 months'],
  ['rota-1', '2028-01-01', [], 'overdue', 'day 730: 24 months (24 x 30.44 days), the last day'],
  ['rota-1', '2028-01-02', [], 'too-late', 'day 731: not after 24 months (WHO 2021)'],
  ['rota-2', '2028-01-02', [], 'too-late', 'day 731'],
  ['rota-1', '2028-01-02', [{ key: 'rota-1', givenOn: '2027-12-30' }], 'given', 'given before the limit stays given'],
  ['fipv-1', '2031-01-01', [], 'overdue', 'day 1826: up to 5 years (60 x 30.44 days)'],
  ['fipv-1', '2031-01-02', [], 'too-late', 'day 1827: past 5 years, not overdue for ever'],
  ['bcg-1', '2031-01-02', [], 'overdue', 'no limit in the reference: BCG can still be given'],
  ['fipv-1', '2031-01-02', [{ key: 'fipv-1', givenOn: '2026-04-09' }], 'given', 'given stays given'],
  ['pnc-1', '2026-01-02', [], 'due', 'day 1: within 24 hours'],
  ['pnc-1', '2026-01-03', [], 'overdue', 'day 2'],
  ['pnc-1', '2026-01-04', [], 'missed', 'day 3: the second visit takes over'],
  ['pnc-3', '2026-01-15', [], 'due', 'day 14: WHO contact 3 window days 7-14'],
  ['pnc-3', '2026-01-16', [], 'missed', 'day 15'],
])('baby %s on %s with %j is %s (%s)', (key, today, records, status) => {
  expect(itemOf(babySchedule(BIRTH, today, records), key).status).toBe(status);
});

test.each<[string, ItemRecord[], string, ItemStatus]>([
  // rota-2 on day 70 (2026-03-12); "minimum 4 weeks between doses".
  ['2026-03-12', [{ key: 'rota-1', givenOn: '2026-02-12' }], '2026-03-12', 'due'], // rota-1 on time
  ['2026-03-12', [{ key: 'rota-1', givenOn: '2026-03-02' }], '2026-03-30', 'upcoming'], // rota-1 late (day 60): day 88
  ['2026-03-12', [], '2026-04-09', 'upcoming'], // rota-1 still pending: not before today + 28
])('rota-2 on %s with %j is due %s (%s)', (today, records, dueDate, status) => {
  expect(itemOf(babySchedule(BIRTH, today, records), 'rota-2')).toMatchObject({ dueDate, status });
});

// Minimum 4 weeks between doses of the same vaccine: a late dose moves the next one.
test.each<[string, string, number, number]>([
  ['penta-1', 'penta-2', 63, 91], // Penta1 on day 63: Penta2 on day 91, not day 70
  ['penta-2', 'penta-3', 84, 112],
  ['bopv-1', 'bopv-2', 63, 91],
  ['bopv-2', 'bopv-3', 84, 112],
  ['pcv-1', 'pcv-2', 63, 91],
  ['pcv-2', 'pcv-3', 260, 288], // booster at 9 months (day 274) waits for a very late dose 2
  ['rota-1', 'rota-2', 60, 88],
  ['mr-1', 'mr-2', 440, 468], // MR2 at least 4 weeks after MR1
])('%s given on day %i: %s is due 28 days later', (first, next, givenDay, dueDay) => {
  const day = (n: number) => addDays(BIRTH, n);
  const s = babySchedule(BIRTH, day(givenDay), [{ key: first, givenOn: day(givenDay) }]);
  expect(itemOf(s, next)).toMatchObject({ dueDate: day(dueDay), status: 'upcoming' });
  // on time, the routine day holds
  const onTime = ALL_ITEMS.find((i) => i.key === first)?.days ?? 0;
  expect(itemOf(babySchedule(BIRTH, day(onTime), [{ key: first, givenOn: day(onTime) }]), next).dueDate).toBe(
    day(ALL_ITEMS.find((i) => i.key === next)?.days ?? 0),
  );
});

test('rotavirus dose 2 that could only come after 24 months is not given (too late)', () => {
  // rota-1 on day 720: dose 2 no earlier than day 748, past the limit (day 730)
  const s = babySchedule(BIRTH, addDays(BIRTH, 725), [{ key: 'rota-1', givenOn: addDays(BIRTH, 720) }]);
  expect(itemOf(s, 'rota-2').status).toBe('too-late');
});

test('fIPV dose 2 waits about 4 months after a late dose 1', () => {
  // fipv-1 given on day 250; routine dose 2 is day 274, catch-up gap 122 days -> day 372.
  const s = babySchedule(BIRTH, '2026-10-02', [{ key: 'fipv-1', givenOn: '2026-09-08' }]);
  expect(itemOf(s, 'fipv-2')).toMatchObject({ dueDate: '2027-01-08', status: 'upcoming' });
});

const LMP = '2026-01-01'; // day 84 = 2026-03-26, day 91 = 2026-04-02, day 119 = 2026-04-30, day 280 = 2026-10-08

test.each<[string, string, ItemRecord[], ItemStatus, string]>([
  ['anc-contact-1', '2026-01-01', [], 'due', 'day 0: due from the start'],
  ['anc-contact-2', '2026-02-20', [], 'upcoming', 'day 50'],
  ['anc-contact-2', '2026-05-01', [{ key: 'anc-contact-2', givenOn: '2026-04-10' }], 'given', 'attended'],
  ['td-1', '2026-01-01', [], 'due', 'day 0: due from the start, at the first contact'],
  ['td-1', '2026-02-20', [], 'due', 'day 50: a first contact at week 7 finds it due, not at week 13'],
  ['td-1', '2026-04-17', [], 'due', 'day 106: still due until given'],
  ['td-1', '2026-10-08', [], 'due', 'day 280: estimated delivery'],
  ['td-1', '2026-10-09', [], 'missed', 'day 281: after delivery'],
  ['td-1', '2026-10-09', [{ key: 'td-1', givenOn: '2026-02-10' }], 'given', 'given early, at the first contact'],
  ['td-2', '2026-09-28', [], 'missed', 'day 270, Td1 pending: Td2 could not come before delivery'],
  ['calcium-start', '2026-04-02', [], 'due', 'day 91'],
])('mother %s on %s with %j is %s (%s)', (key, today, records, status) => {
  expect(itemOf(motherSchedule(LMP, today, records), key).status).toBe(status);
});

test.each<[string, ItemRecord[], string, ItemStatus]>([
  ['2026-04-30', [{ key: 'td-1', givenOn: '2026-04-02' }], '2026-04-30', 'due'], // Td1 on day 91: Td2 on day 119
  ['2026-05-10', [{ key: 'td-1', givenOn: '2026-05-30' }], '2026-06-27', 'upcoming'], // Td1 late (day 149): day 177
  ['2026-07-01', [{ key: 'td-1', givenOn: '2026-05-30' }], '2026-06-27', 'due'],
  [
    '2026-05-10',
    [
      { key: 'td-1', givenOn: '2026-06-01' },
      { key: 'td-1', givenOn: '2026-05-30' },
    ],
    '2026-06-27',
    'upcoming',
  ], // earliest record counts
])('td-2 on %s with %j is due %s (%s)', (today, records, dueDate, status) => {
  expect(itemOf(motherSchedule(LMP, today, records), 'td-2')).toMatchObject({ dueDate, status });
});

test('a malformed date is rejected', () => {
  expect(() => babySchedule('2026-02-30', '2026-03-01')).toThrow(DateConversionError);
  expect(() => motherSchedule(LMP, '2026-03-01', [{ key: 'td-1', givenOn: '1/3/2026' }])).toThrow(DateConversionError);
});

// ----- reminders --------------------------------------------------------------------------------

test('nextDueItems lists due and overdue items, oldest due date first', () => {
  // Day 60: BCG (day 0) overdue; 6-week doses (day 42) overdue; PNC visits missed; 10-week doses upcoming.
  const s = babySchedule(BIRTH, '2026-03-02', [{ key: 'penta-1', givenOn: '2026-02-12' }]);
  expect(nextDueItems(s).map((i) => [i.key, i.status, i.dueDate])).toEqual([
    ['bcg-1', 'overdue', '2026-01-01'],
    ['bopv-1', 'overdue', '2026-02-12'],
    ['pcv-1', 'overdue', '2026-02-12'],
    ['rota-1', 'overdue', '2026-02-12'],
  ]);
});

test('nextDueItems of the mother at week 13 lists contact 1 (overdue), then contact 2 and the 2nd-trimester items', () => {
  const s = motherSchedule(LMP, '2026-04-02');
  expect(nextDueItems(s).map((i) => i.key)).toEqual(['anc-contact-1', 'td-1', 'anc-contact-2', 'ifa-start', 'albendazole', 'calcium-start']);
});

// ----- labels (spec §3, §9) ---------------------------------------------------------------------

test.each([
  [0, 1], // '0' shows week 1
  [6, 0],
  [13, 1],
  [14, 2],
  [91, 13],
  [154, 22],
  [252, 36],
])('mother fromDays %i shows week %i', (days, week) => {
  expect(weekLabelOfFromDays(days)).toBe(week);
});

test.each([
  [0, { kind: 'atBirth' }],
  [42, { kind: 'week', week: 6 }],
  [70, { kind: 'week', week: 10 }],
  [98, { kind: 'week', week: 14 }],
  [181, { kind: 'week', week: 25 }],
  [182, { kind: 'week', week: 26, months: 6 }],
  [274, { kind: 'week', week: 39, months: 9 }],
  [365, { kind: 'week', week: 52, months: 12 }],
  [456, { kind: 'week', week: 65, months: 15 }],
])('baby birthDays %i is labelled %j', (days, label) => {
  expect(babyPeriodLabel(days)).toEqual(label);
});

test.each([-1, 1.5, Number.NaN])('a day count of %d is rejected', (days) => {
  expect(() => weekLabelOfFromDays(days)).toThrow(RangeError);
  expect(() => babyPeriodLabel(days)).toThrow(RangeError);
});

test('no item carries a review note: the antenatal contacts are the national eHMIS windows', () => {
  const anc = ALL_ITEMS.filter((i) => i.key.startsWith('anc-'));
  expect(anc.map((i) => i.key)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `anc-contact-${n}`));
  expect(ALL_ITEMS.filter((i) => i.review !== undefined)).toEqual([]);
});

test('Nepali vaccine names: रुबेला and हेप.बि.हिब', () => {
  expect(ALL_ITEMS.find((i) => i.key === 'mr-1')?.name.ne).toBe('दादुरा-रुबेला (एम.आर.)');
  expect(ALL_ITEMS.find((i) => i.key === 'penta-1')?.name.ne).toBe('पेन्टाभ्यालेन्ट (डि.पि.टि. हेप.बि.हिब)');
});
