// The HMIS 9.3 counting rules at their boundaries (reference/sources/nepal-hmis-dhis2.md §1.1-1.4):
// the day before the month, 24 hours after a birth, the 20th birthday, twins, a correction; and the
// blank-versus-zero and palika-sum rules of docs/decisions/025-hmis-month.md.
import { expect, test } from 'vitest';
import { ageGroupAt, ancWindowOf } from './facts.ts';
import { addMonths, periodOf, periodRange } from './period.ts';
import type { HmisRegisterInput } from './register.ts';
import { HMIS_CELLS } from './rules.ts';
import { sumMonths, tallyMonth } from './tally.ts';

// Mangsir 2082 = 2025-11-17 .. 2025-12-15 (the project's BS table)
const MANGSIR = '208208';
const POST = 1;
const OTHER_POST = 2;

type Delivery = NonNullable<HmisRegisterInput['deliveries']>[number];
type Baby = Delivery['babies'][number];
const liveBaby = (over: Partial<Baby> = {}): Baby => ({ sex: 'female', outcome: 'live', weightGrams: 3000, asphyxia: false, defect: false, ...over });
const delivery = (over: Partial<Delivery> = {}): Delivery => ({
  id: 'd1',
  healthPostId: POST,
  motherId: 'm1',
  pregnancyId: 'p1',
  bornOn: '2025-11-20',
  bornAt: '10:30',
  attendant: 'sba',
  place: 'thisFacility',
  mode: 'spontaneous',
  presentation: 'cephalic',
  babies: [liveBaby()],
  ...over,
});
type Visit = NonNullable<HmisRegisterInput['ancVisits']>[number];
const visit = (over: Partial<Visit> = {}): Visit => ({
  id: 'v1',
  healthPostId: POST,
  motherId: 'm1',
  pregnancyId: 'p1',
  visitDate: '2025-11-20',
  gestationalWeek: 10,
  firstAnc: null,
  ...over,
});
const mothers = [{ id: 'm1', dateOfBirth: '1995-01-01' }];
const month = (register: HmisRegisterInput, period = MANGSIR, post = POST) => tallyMonth(register, post, period).values;

test('a BS month runs from its first to its last day in AD, and periods step over the year', () => {
  expect(periodRange(MANGSIR)).toEqual({ start: '2025-11-17', end: '2025-12-15' });
  expect(periodOf('2025-11-16')).toBe('208207');
  expect(periodOf('2025-11-17')).toBe(MANGSIR);
  expect(addMonths('208212', 1)).toBe('208301');
  expect(addMonths('208204', -4)).toBe('208112');
});

test.each([
  ['the day before the month', '2025-11-16', null],
  ['the first day of the month', '2025-11-17', 1],
  ['the last day of the month', '2025-12-15', 1],
  ['the day after the month', '2025-12-16', null],
])('a visit on %s (%s) is counted in Mangsir: %s', (_, visitDate, expected) => {
  const v = month({ mothers, ancVisits: [visit({ visitDate })] });
  expect(v['anc.firstAnyTime.ge20']).toBe(expected);
});

test('a visit at another health post is not counted at this one', () => {
  const register = { mothers, ancVisits: [visit({ healthPostId: OTHER_POST })] };
  expect(month(register)['anc.firstAnyTime.ge20']).toBeNull();
  expect(month(register, MANGSIR, OTHER_POST)['anc.firstAnyTime.ge20']).toBe(1);
});

test('her 20th birthday is counted in Bikram Sambat: under 20 the day before it, 20 and over on it', () => {
  // born BS 2062-08-10 = AD 2005-11-25; 20th birthday BS 2082-08-10 = AD 2025-11-26 (the AD anniversary is a day earlier)
  expect(ageGroupAt('2005-11-25', '2025-11-25')).toBe('lt20');
  expect(ageGroupAt('2005-11-25', '2025-11-26')).toBe('ge20');
  expect(ageGroupAt(null, '2025-11-26')).toBe('notRecorded');
  // born on the 32nd of a 32-day Jestha (BS 2062-02-32); Jestha 2082 has 31 days: 20 on its last day
  expect(ageGroupAt('2005-06-14', '2025-06-13')).toBe('lt20');
  expect(ageGroupAt('2005-06-14', '2025-06-14')).toBe('ge20');
  const young = [{ id: 'm1', dateOfBirth: '2005-11-25' }];
  const before = month({ mothers: young, ancVisits: [visit({ visitDate: '2025-11-25' })] });
  expect([before['anc.firstAnyTime.lt20'], before['anc.firstAnyTime.ge20']]).toEqual([1, 0]);
  const on = month({ mothers: young, ancVisits: [visit({ visitDate: '2025-11-26' })] });
  expect([on['anc.firstAnyTime.lt20'], on['anc.firstAnyTime.ge20']]).toEqual([0, 1]);
  const unknown = month({ mothers: [{ id: 'm1', dateOfBirth: null }], ancVisits: [visit()] });
  expect([unknown['anc.firstAnyTime.lt20'], unknown['anc.firstAnyTime.ge20'], unknown['anc.firstAnyTime.notRecorded']]).toEqual([0, 0, 1]);
});

test.each([
  [12, 1],
  [13, 2],
  [16, 2],
  [17, null],
  [19, null],
  [20, 3],
  [24, 3],
  [25, null],
  [28, 4],
  [29, null],
  [32, 5],
  [34, 6],
  [36, 7],
  [37, null],
  [38, 8],
  [40, 8],
  [41, null],
])('week %i is in protocol window %s', (week, window) => {
  expect(ancWindowOf(week)).toBe(window);
});

test('the first ANC contact: marked, or the earliest unmarked visit; none when her first was elsewhere', () => {
  const earlier = visit({ id: 'v0', visitDate: '2025-10-01', gestationalWeek: 8 });
  // her first contact was last month: this month's visit is not a first
  expect(month({ mothers, ancVisits: [earlier, visit({ gestationalWeek: 15 })] })['anc.firstAnyTime.ge20']).toBe(0);
  // she said her first was elsewhere
  expect(month({ mothers, ancVisits: [visit({ firstAnc: false })] })['anc.firstAnyTime.ge20']).toBe(0);
  // the nurse marked a later visit as the first (the earlier row was a visit of another kind)
  const marked = month({ mothers, ancVisits: [earlier, visit({ firstAnc: true, gestationalWeek: 11 })] });
  expect([marked['anc.firstAnyTime.ge20'], marked['anc.firstOnProtocol.ge20']]).toEqual([1, 1]);
  // a first contact at 13 weeks is first, not on protocol for the first window, but on protocol for the second
  const late = month({ mothers, ancVisits: [visit({ gestationalWeek: 13 })] });
  expect([late['anc.firstAnyTime.ge20'], late['anc.firstOnProtocol.ge20'], late['anc.onProtocol.ge20']]).toEqual([1, 0, 1]);
});

test('a second visit in the same window is not on protocol; the eighth window completes the eight', () => {
  const weeks = [10, 14, 22, 28, 32, 34, 36];
  const before = weeks.map((w, i) => visit({ id: `v${i}`, visitDate: `2025-0${1 + Math.floor(i / 2)}-1${i}`, gestationalWeek: w }));
  const v = month({
    mothers,
    ancVisits: [...before, visit({ id: 'v8', gestationalWeek: 38 }), visit({ id: 'v9', visitDate: '2025-11-27', gestationalWeek: 39 })],
  });
  expect(v['anc.onProtocol.ge20']).toBe(1);
  expect(v['anc.eightOnProtocol.ge20']).toBe(1);
  const missedOne = month({ mothers, ancVisits: [...before.slice(1), visit({ id: 'v8', gestationalWeek: 38 })] });
  expect(missedOne['anc.eightOnProtocol.ge20']).toBe(0);
});

test('twins: one mother delivered, two live births by sex, each baby weighed in its band', () => {
  const v = month({
    mothers,
    deliveries: [delivery({ babies: [liveBaby({ sex: 'male', weightGrams: 2499, asphyxia: true }), liveBaby({ sex: 'female', weightGrams: 2500 })] })],
  });
  expect(v['outcome.mothers.twin']).toBe(1);
  expect(v['outcome.mothers.single']).toBe(0);
  expect(v['outcome.liveBirths.twin.male']).toBe(1);
  expect(v['outcome.liveBirths.twin.female']).toBe(1);
  expect(v['outcome.liveBirths.single.female']).toBe(0);
  expect(v['birthWeight.normal']).toBe(1);
  expect(v['birthWeight.low']).toBe(1);
  expect(v['birthWeight.low.asphyxia']).toBe(1);
  expect(v['birthWeight.normal.asphyxia']).toBe(0);
  expect(v['delivery.sba.facility']).toBe(1);
  expect(v['deliveryType.spontaneous.cephalic']).toBe(1);
});

test('a twin stillborn: a live birth, a macerated stillbirth, no weight band for the stillborn', () => {
  const v = month({
    mothers,
    deliveries: [delivery({ babies: [liveBaby({ weightGrams: 1499 }), liveBaby({ outcome: 'maceratedStillbirth', weightGrams: 1200 })] })],
  });
  expect([v['outcome.liveBirths.twin.female'], v['stillbirth.macerated'], v['stillbirth.fresh'], v['birthWeight.veryLow']]).toEqual([1, 1, 0, 1]);
});

test('which deliveries the post reports: its own facility, and home births its health workers attended', () => {
  const at = (over: Partial<Delivery>) => month({ mothers, deliveries: [delivery(over)] });
  expect(at({ place: 'home', attendant: 'otherHealthWorker' })['delivery.otherHealthWorker.home']).toBe(1);
  expect(at({ place: 'onTheWay', attendant: 'sba' })['delivery.sba.home']).toBe(1);
  // another facility's birth, an unattended home birth: nothing of the delivery section at this post
  expect(at({ place: 'otherFacility' })['outcome.mothers.single']).toBeNull();
  expect(at({ place: 'home', attendant: 'none' })['outcome.mothers.single']).toBeNull();
  const noMode = tallyMonth({ mothers, deliveries: [delivery({ mode: null })] }, POST, MANGSIR);
  expect(noMode.values['deliveryType.spontaneous.cephalic']).toBe(0);
  expect(noMode.missing).toEqual([{ source: 'deliveries', recordId: 'd1', healthPostId: POST, date: '2025-11-20', field: 'mode' }]);
});

test.each([
  ['exactly 24 hours after the birth', '2025-11-21', '10:30', 1],
  ['24 hours and a minute after', '2025-11-21', '10:31', 0],
  ['a minute before the birth time on its date', '2025-11-20', '10:29', 0],
  ['on the day of the birth, time not recorded', '2025-11-20', null, 1],
  ['the next day, time not recorded', '2025-11-21', null, 0],
])('PNC %s: within 24 hours %i', (_, visitedOn, visitedAt, expected) => {
  const v = month({
    mothers,
    deliveries: [delivery()],
    pncContacts: [{ id: 'c1', healthPostId: POST, motherId: 'm1', pregnancyId: 'p1', visitedOn, visitedAt }],
  });
  expect(v['pnc.within24h']).toBe(expected);
});

test('PNC: counted once per birth, and the three protocol contacts complete on the third', () => {
  const pnc = (id: string, visitedOn: string, visitedAt: string | null) => ({
    id,
    healthPostId: POST,
    motherId: 'm1',
    pregnancyId: 'p1',
    visitedOn,
    visitedAt,
  });
  const v = month({
    mothers,
    deliveries: [delivery()],
    pncContacts: [
      pnc('c1', '2025-11-20', '12:00'),
      pnc('c2', '2025-11-20', '18:00'),
      pnc('c3', '2025-11-22', null),
      pnc('c4', '2025-11-27', null),
      pnc('c5', '2025-11-28', null),
    ],
  });
  expect(v['pnc.within24h']).toBe(1);
  expect(v['pnc.threeOnProtocol']).toBe(1);
  const noDay3 = month({ mothers, deliveries: [delivery()], pncContacts: [pnc('c1', '2025-11-20', '12:00'), pnc('c4', '2025-11-27', null)] });
  expect(noDay3['pnc.threeOnProtocol']).toBe(0);
});

test('a correction: the superseded row is not counted, the corrected one is, in its own month', () => {
  const wrong = { id: 't1', healthPostId: POST, motherId: 'm1', givenOn: '2025-11-20', dose: 'td1' as const, superseded: true };
  const right = { ...wrong, id: 't2', givenOn: '2025-11-10', superseded: false };
  expect(month({ mothers, tdDoses: [wrong, right] })['td.td1']).toBeNull();
  expect(month({ mothers, tdDoses: [wrong, right] }, '208207')['td.td1']).toBe(1);
  const corrected = month({ mothers, deliveries: [delivery({ superseded: true }), delivery({ id: 'd2', babies: [liveBaby({ sex: 'male' })] })] });
  expect([corrected['outcome.liveBirths.single.female'], corrected['outcome.liveBirths.single.male']]).toEqual([0, 1]);
});

test('blank versus zero: a section is blank with nothing done, numbers (0 included) once anything is', () => {
  const v = month({ mothers, vaccinations: [{ id: 'x1', healthPostId: POST, childId: 'b1', givenOn: '2025-11-20', antigen: 'penta', dose: 1 }] });
  expect(v['immunization.penta1']).toBe(1);
  expect(v['immunization.penta3']).toBe(0);
  expect(v['immunization.bcg']).toBe(0);
  expect(v['anc.firstAnyTime.ge20']).toBeNull();
  expect(v['maternalDeath.postpartum']).toBeNull();
  expect(Object.keys(v)).toEqual(HMIS_CELLS.map((c) => c.id));
});

test('complications, maternal deaths and Td each count in their own cell', () => {
  const v = month({
    mothers,
    complications: [{ id: 'k1', healthPostId: POST, motherId: 'm1', occurredOn: '2025-11-20', kind: 'postpartumHaemorrhage' }],
    maternalDeaths: [{ id: 'md1', healthPostId: POST, motherId: 'm1', diedOn: '2025-11-21', timing: 'postpartum' }],
    tdDoses: [{ id: 't1', healthPostId: POST, motherId: 'm1', givenOn: '2025-11-20', dose: 'td2plus' }],
  });
  expect([v['complication.postpartumHaemorrhage'], v['complication.eclampsia'], v['maternalDeath.postpartum'], v['maternalDeath.antepartum']]).toEqual([
    1, 0, 1, 0,
  ]);
  expect([v['td.td2plus'], v['td.td1']]).toEqual([1, 0]);
});

test("a palika's month is the sum of its posts', blank only where every post is blank", () => {
  const register = {
    mothers,
    ancVisits: [visit(), visit({ id: 'v2', pregnancyId: 'p2', healthPostId: OTHER_POST })],
    tdDoses: [{ id: 't1', healthPostId: OTHER_POST, motherId: 'm1', givenOn: '2025-11-20', dose: 'td1' as const }],
  };
  const sum = sumMonths(MANGSIR, [tallyMonth(register, POST, MANGSIR), tallyMonth(register, OTHER_POST, MANGSIR)]).values;
  expect(sum['anc.firstAnyTime.ge20']).toBe(2);
  expect(sum['td.td1']).toBe(1);
  expect(sum['td.td2']).toBe(0);
  expect(sum['immunization.bcg']).toBeNull();
});
