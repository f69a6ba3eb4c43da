// Her own postnatal care after a stillbirth or the death of her baby (docs/decisions/008-births-and-losses.md),
// checked against packages/core/src/reference/sources/nepal-anc-pnc-schedule.json: `pnc_nepal` (3 visits: within
// 24 hours, day 3, day 7), `pnc_who_2022` contact 3 (days 7-14) and `maternal_medications` IFA ("45 days
// postpartum (45 tablets)").
import { describe, expect, test } from 'vitest';
import { MOTHER_POSTNATAL_DAYS, MOTHER_POSTNATAL_PERIOD_KEY, MOTHER_POSTNATAL_PERIODS } from '../reference/schedule-templates.ts';
import { motherReminders, remindersOn } from './reminders.ts';
import { motherCareSchedule, motherPostnatalSchedule, ownPostnatalCareFrom, type PregnancyEnd } from './schedule.ts';

const LMP = '2026-01-01';
const BIRTH = '2026-09-20';
const keysOf = (schedule: ReadonlyArray<{ items: ReadonlyArray<{ key: string }> }>) => schedule.flatMap((p) => p.items.map((i) => i.key));
const OWN_KEYS = ['mother-pnc-1', 'mother-pnc-2', 'mother-pnc-3', 'mother-ifa-postnatal'];
const BABY_WORDS = /\bbaby\b|\bbabies\b|congrat|शिशु|बच्चा|बधाई/i;

describe('ownPostnatalCareFrom', () => {
  test.each<[string, PregnancyEnd, string | null]>([
    ['a stillbirth: from its day', { endedOn: BIRTH, outcome: 'stillbirth', babies: [] }, BIRTH],
    ['a miscarriage: never', { endedOn: '2026-03-01', outcome: 'miscarriage', babies: [] }, null],
    ['a pregnancy that goes on: never', { endedOn: null, outcome: null, babies: [] }, null],
    [
      'a birth with a living baby: never (the baby\u2019s pnc-* are of mother and baby)',
      { endedOn: BIRTH, outcome: 'birth', babies: [{ status: 'alive', endedOn: null }] },
      null,
    ],
    ['a baby who died on day 2: from the birth', { endedOn: BIRTH, outcome: 'birth', babies: [{ status: 'died', endedOn: '2026-09-22' }] }, BIRTH],
    [
      'twins, one living: never',
      {
        endedOn: BIRTH,
        outcome: 'birth',
        babies: [
          { status: 'died', endedOn: '2026-09-21' },
          { status: 'alive', endedOn: null },
        ],
      },
      null,
    ],
    [
      'twins who both died: from the birth',
      {
        endedOn: BIRTH,
        outcome: 'birth',
        babies: [
          { status: 'died', endedOn: '2026-09-21' },
          { status: 'died', endedOn: '2026-10-01' },
        ],
      },
      BIRTH,
    ],
    [
      'a death on day 45 (the last day of iron): from the birth',
      { endedOn: BIRTH, outcome: 'birth', babies: [{ status: 'died', endedOn: '2026-11-04' }] },
      BIRTH,
    ],
    ['a death on day 46, after her postnatal period: never', { endedOn: BIRTH, outcome: 'birth', babies: [{ status: 'died', endedOn: '2026-11-05' }] }, null],
  ])('%s', (_name, end, expected) => {
    expect(ownPostnatalCareFrom(end)).toBe(expected);
  });
});

describe('motherPostnatalSchedule', () => {
  test('the 3 check-ups of pnc_nepal and 45 days of iron, on the right dates', () => {
    const [period, ...rest] = motherPostnatalSchedule(BIRTH, BIRTH);
    expect(rest).toEqual([]);
    expect(period?.period.key).toBe(MOTHER_POSTNATAL_PERIOD_KEY);
    expect(period?.dateFrom).toBe(BIRTH);
    expect(period?.dateTo).toBe('2026-11-04'); // + 45 days
    expect(period?.items.map((i) => [i.key, i.type, i.dueDate, i.status])).toEqual([
      ['mother-pnc-1', 'checkup', '2026-09-20', 'due'], // within 24 hours
      ['mother-pnc-2', 'checkup', '2026-09-23', 'upcoming'], // day 3
      ['mother-pnc-3', 'checkup', '2026-09-27', 'upcoming'], // day 7
      ['mother-ifa-postnatal', 'medicine', '2026-09-20', 'due'], // from the birth
    ]);
  });

  test.each([
    // pnc-1 closes on day 2, pnc-2 on day 6, pnc-3 on day 14 (pnc_who_2022 contact 3), iron on day 45
    ['2026-09-23', { 'mother-pnc-1': 'missed', 'mother-pnc-2': 'due', 'mother-pnc-3': 'upcoming', 'mother-ifa-postnatal': 'due' }],
    ['2026-10-04', { 'mother-pnc-1': 'missed', 'mother-pnc-2': 'missed', 'mother-pnc-3': 'due', 'mother-ifa-postnatal': 'due' }],
    ['2026-11-04', { 'mother-pnc-1': 'missed', 'mother-pnc-2': 'missed', 'mother-pnc-3': 'missed', 'mother-ifa-postnatal': 'due' }],
    ['2026-11-05', { 'mother-pnc-1': 'missed', 'mother-pnc-2': 'missed', 'mother-pnc-3': 'missed', 'mother-ifa-postnatal': 'missed' }],
  ])('on %s', (today, expected) => {
    const items = motherPostnatalSchedule(BIRTH, today).flatMap((p) => p.items);
    expect(Object.fromEntries(items.map((i) => [i.key, i.status]))).toEqual(expected);
  });

  test('an item recorded as given is given', () => {
    const items = motherPostnatalSchedule(BIRTH, '2026-09-23', [{ key: 'mother-pnc-1', givenOn: BIRTH }]).flatMap((p) => p.items);
    expect(items.find((i) => i.key === 'mother-pnc-1')?.status).toBe('given');
  });

  test('gives reminders: her check-up and iron due on the day of the birth are one reminder; day 3 is coming up', () => {
    const groups = remindersOn(motherPostnatalSchedule(BIRTH, BIRTH), BIRTH);
    expect(groups.map((g) => [g.periodKey, g.dueDate, g.kind, g.items.map((i) => i.key)])).toEqual([
      [MOTHER_POSTNATAL_PERIOD_KEY, BIRTH, 'due', ['mother-pnc-1', 'mother-ifa-postnatal']],
      [MOTHER_POSTNATAL_PERIOD_KEY, '2026-09-23', 'upcoming', ['mother-pnc-2']],
    ]);
  });

  test('its words name no baby and congratulate no one, in English and Nepali', () => {
    for (const item of MOTHER_POSTNATAL_PERIODS.flatMap((p) => p.items))
      for (const text of [item.name, item.dose, item.info]) {
        expect(text.en).not.toMatch(BABY_WORDS);
        expect(text.ne).not.toMatch(BABY_WORDS);
      }
    expect(MOTHER_POSTNATAL_DAYS).toBe(45);
  });
});

describe('motherCareSchedule', () => {
  const stillbirth = { lmp: LMP, endedOn: BIRTH, outcome: 'stillbirth', babies: [] };
  test('after a stillbirth: her antenatal history, then her own postnatal care; reminders only from the latter', () => {
    const all = motherCareSchedule(stillbirth, '2026-09-22');
    expect(all.map((p) => p.period.key)).toEqual([...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `contact-${n}`), MOTHER_POSTNATAL_PERIOD_KEY]);
    expect(keysOf(all.slice(-1))).toEqual(OWN_KEYS);
    expect(motherCareSchedule(stillbirth, '2026-09-22', [], undefined, { reminders: true }).map((p) => p.period.key)).toEqual([MOTHER_POSTNATAL_PERIOD_KEY]);
  });

  test('after a miscarriage: the antenatal history only, and nothing that gives reminders', () => {
    const miscarriage = { lmp: LMP, endedOn: '2026-03-01', outcome: 'miscarriage', babies: [] };
    expect(keysOf(motherCareSchedule(miscarriage, '2026-03-02'))).not.toContain('mother-pnc-1');
    expect(motherCareSchedule(miscarriage, '2026-03-02', [], undefined, { reminders: true })).toEqual([]);
  });

  test('after the death of her only baby on day 2: her own postnatal care from the birth; reminders for what falls due from that day', () => {
    const end = { lmp: LMP, endedOn: BIRTH, outcome: 'birth', babies: [{ status: 'died', endedOn: '2026-09-22' }] };
    expect(keysOf(motherCareSchedule(end, '2026-09-23').slice(-1))).toEqual(OWN_KEYS);
    const own = motherCareSchedule(end, '2026-09-23', [], undefined, { reminders: true });
    // pnc-1 and the iron fell due while the baby lived (the baby's check-ups of mother and baby)
    expect(keysOf(own)).toEqual(['mother-pnc-2', 'mother-pnc-3']);
    expect(own[0]?.items.find((i) => i.key === 'mother-pnc-2')?.status).toBe('due');
    expect(remindersOn(own, '2026-09-23').map((g) => g.items.map((i) => i.key))).toEqual([['mother-pnc-2']]);
  });

  test('after the death of her baby on day 5: her schedule leaves out the check-ups whose time passed while the baby lived', () => {
    const end = { lmp: LMP, endedOn: BIRTH, outcome: 'birth', babies: [{ status: 'died', endedOn: '2026-09-25' }] };
    // pnc-1 closed on day 2; pnc-2 is open to day 6, pnc-3 to day 14, the iron to day 45
    expect(keysOf(motherCareSchedule(end, '2026-09-25').slice(-1))).toEqual(['mother-pnc-2', 'mother-pnc-3', 'mother-ifa-postnatal']);
    // after a stillbirth every item stays
    expect(keysOf(motherCareSchedule({ ...end, outcome: 'stillbirth', babies: [] }, '2026-09-25').slice(-1))).toEqual(OWN_KEYS);
  });

  test('after the death of her baby on day 40: nothing left to remind her of, no "overdue" iron', () => {
    const end = { lmp: LMP, endedOn: BIRTH, outcome: 'birth', babies: [{ status: 'died', endedOn: '2026-10-30' }] };
    expect(remindersOn(motherCareSchedule(end, '2026-10-30', [], undefined, { reminders: true }), '2026-10-30')).toEqual([]);
  });

  test('a pregnancy that goes on: the antenatal schedule, as motherSchedule gives it', () => {
    const going = motherCareSchedule({ lmp: LMP, endedOn: null, outcome: null, babies: [] }, '2026-05-01');
    expect(keysOf(going)).not.toContain('mother-pnc-1');
    expect(going[0]?.period.key).toBe('contact-1');
  });
});

describe('motherReminders', () => {
  const stillbirth = { lmp: LMP, endedOn: BIRTH, outcome: 'stillbirth', babies: [] };
  test('after a stillbirth: told before and on the day, never "overdue" (day 7: iron not recorded, check-up 3 due)', () => {
    const groups = motherReminders(stillbirth, '2026-09-27', []);
    expect(groups.map((g) => [g.kind, g.items.map((i) => i.key)])).toEqual([['due', ['mother-pnc-3']]]);
    // the plain rule would have said the iron was overdue
    expect(remindersOn(motherCareSchedule(stillbirth, '2026-09-27', [], undefined, { reminders: true }), '2026-09-27').some((g) => g.kind === 'overdue')).toBe(
      true,
    );
  });

  test('a pregnancy that goes on keeps its overdue reminders', () => {
    const going = { lmp: LMP, endedOn: null, outcome: null, babies: [] };
    // Td2 due 28 days after today while Td1 is pending; contact 2 (weeks 13-16) is due, and overdue from day 7 after week 13
    expect(motherReminders(going, '2026-04-16', []).some((g) => g.kind === 'overdue')).toBe(true);
  });
});

describe('the antenatal record once the pregnancy has ended', () => {
  // the report: LMP 2026-02-20, a stillbirth three days before today; before, Td 1 was 'due', iron, calcium and
  // albendazole 'overdue', the 9th-month check-up 'due' and five items 'missed'
  const lmp = '2026-02-20';
  const endedOn = '2026-11-25';
  const today = '2026-11-28';
  const antenatal = (end: PregnancyEnd, records: { key: string; givenOn: string }[] = []) =>
    motherCareSchedule({ lmp, ...end }, today, records).filter((p) => p.period.key !== MOTHER_POSTNATAL_PERIOD_KEY);
  const statuses = (schedule: ReturnType<typeof antenatal>) => new Set(schedule.flatMap((p) => p.items.map((i) => i.status)));

  test.each<[string, PregnancyEnd]>([
    ['a stillbirth', { endedOn, outcome: 'stillbirth', babies: [] }],
    ['a miscarriage', { endedOn: '2026-05-01', outcome: 'miscarriage', babies: [] }],
    ['a live birth', { endedOn, outcome: 'birth', babies: [{ status: 'alive', endedOn: null }] }],
  ])('after %s: nothing due, overdue or missed; what was not given is "not needed now"; what was given stays given', (_name, end) => {
    const schedule = antenatal(end, [{ key: 'td-1', givenOn: '2026-04-01' }]);
    expect(schedule.length).toBeGreaterThan(0);
    expect([...statuses(schedule)].sort()).toEqual(['closed', 'given']);
    const items = schedule.flatMap((p) => p.items);
    expect(items.find((i) => i.key === 'td-1')?.status).toBe('given');
    expect(items.find((i) => i.key === 'td-2')?.status).toBe('closed'); // not given before the birth: never 'missed'
    // and none of it gives a reminder
    expect(motherReminders({ lmp, ...end }, today, []).flatMap((g) => g.items.map((i) => i.key))).not.toContain('td-2');
  });

  test('a pregnancy that goes on keeps its due and overdue items', () => {
    const going = motherCareSchedule({ lmp, endedOn: null, outcome: null, babies: [] }, '2026-09-01');
    // a contact whose window has passed stays overdue (not missed) until the estimated delivery
    expect(statuses(going)).toEqual(new Set(['due', 'overdue', 'upcoming']));
  });

  test('after a live birth her own postnatal item is her iron for 45 days (the check-ups are the baby\u2019s pnc-*, of mother and baby)', () => {
    const end: PregnancyEnd = { endedOn, outcome: 'birth', babies: [{ status: 'alive', endedOn: null }] };
    const own = motherCareSchedule({ lmp, ...end }, today).filter((p) => p.period.key === MOTHER_POSTNATAL_PERIOD_KEY);
    expect(own.flatMap((p) => p.items.map((i) => [i.key, i.dueDate, i.status]))).toEqual([['mother-ifa-postnatal', endedOn, 'due']]);
    expect(keysOf(motherCareSchedule({ lmp, ...end }, today, [], undefined, { reminders: true }))).toEqual(['mother-ifa-postnatal']);
    // twins, one of whom died: the same (a baby lives)
    const twins: PregnancyEnd = {
      ...end,
      babies: [
        { status: 'alive', endedOn: null },
        { status: 'died', endedOn: '2026-11-26' },
      ],
    };
    expect(keysOf(motherCareSchedule({ lmp, ...twins }, today, [], undefined, { reminders: true }))).toEqual(['mother-ifa-postnatal']);
  });
});
