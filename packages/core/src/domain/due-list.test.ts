/**
 * dueListDay against every day (docs/decisions/035-due-list-days.md): between today and the day it names, a person's
 * place on the staff due list (her earliest listed due day, whether she is flagged) stays what it is today, so a list
 * that reads her only from that day shows what a list computed from everyone's schedule shows.
 */
import { describe, expect, test } from 'vitest';
import { addDays, daysBetween } from '../calendar/nepal-time.ts';
import { babySchedule, motherCareSchedule, type PregnancyEnd } from './schedule.ts';
import { DUE_LIST_MAX_DAYS, DUE_LIST_MISSED_DAYS, dueListDay, dueListPlace } from './due-list.ts';

const given = (keys: string[], on: string) => keys.map((key) => ({ key, givenOn: on }));

test('an item goes to "late" while overdue or missed within 8 weeks, to "due soon" while due or upcoming within the window', () => {
  const today = '2026-06-01';
  expect(dueListPlace({ status: 'overdue', dueDate: '2025-01-01' }, today, 7)).toBe('overdue');
  expect(dueListPlace({ status: 'missed', dueDate: addDays(today, -DUE_LIST_MISSED_DAYS) }, today, 7)).toBe('overdue');
  expect(dueListPlace({ status: 'missed', dueDate: addDays(today, -DUE_LIST_MISSED_DAYS - 1) }, today, 7)).toBeNull();
  expect(dueListPlace({ status: 'due', dueDate: today }, today, 7)).toBe('dueSoon');
  expect(dueListPlace({ status: 'upcoming', dueDate: addDays(today, 7) }, today, 7)).toBe('dueSoon');
  expect(dueListPlace({ status: 'upcoming', dueDate: addDays(today, 8) }, today, 7)).toBeNull();
  for (const status of ['given', 'too-late', 'closed'] as const) expect(dueListPlace({ status, dueDate: today }, today, 31)).toBeNull();
});

test('not listed: her day is when an upcoming item comes into the widest window; nothing open: never', () => {
  const today = '2026-06-01';
  expect(dueListDay([{ status: 'upcoming', dueDate: addDays(today, 40) }], today, false)).toEqual({
    key: null,
    flagged: false,
    next: addDays(today, 40 - DUE_LIST_MAX_DAYS),
  });
  expect(dueListDay([{ status: 'given', dueDate: today }], today, false)).toEqual({ key: null, flagged: false, next: 'infinity' });
  // listed or flagged: read again tomorrow
  expect(dueListDay([{ status: 'due', dueDate: today }], today, false)).toEqual({ key: today, flagged: false, next: addDays(today, 1) });
  expect(dueListDay([], today, true)).toEqual({ key: null, flagged: true, next: addDays(today, 1) });
});

describe('dueListDay: her place on the list does not change before the day it names', () => {
  const DAYS = 800;
  const check = (start: string, itemsOn: (today: string) => Parameters<typeof dueListDay>[0]) => {
    const places = Array.from({ length: DAYS }, (_, i) => dueListDay(itemsOn(addDays(start, i)), addDays(start, i), false));
    let reads = 0;
    for (let t = 0; t < DAYS; t++) {
      const today = addDays(start, t);
      const { next } = places[t]!;
      expect(next > today).toBe(true);
      const until = next === 'infinity' ? DAYS : Math.min(DAYS, daysBetween(start, next));
      for (let d = t + 1; d < until; d++) expect(places[d]!.key, `on ${addDays(start, d)}, next read ${next} from ${today}`).toBe(places[t]!.key);
      if (next !== 'infinity' && daysBetween(start, next) < DAYS) reads++;
    }
    return reads;
  };
  const BIRTH = '2026-08-01';
  const EARLIER = [...given(['bcg'], BIRTH), ...given(['bopv-1', 'penta-1', 'pcv-1', 'rota-1'], addDays(BIRTH, 42))];
  const babyCase = (name: string, records: { key: string; givenOn: string }[]) =>
    test(`a baby: ${name}`, () => {
      check(addDays(BIRTH, -10), (today) => babySchedule(BIRTH, today, records).flatMap((p) => p.items));
    });
  babyCase('nothing recorded', []);
  babyCase('the 6-week doses on time', EARLIER);
  babyCase('the 6-week doses late', [...given(['bcg'], BIRTH), ...given(['bopv-1', 'penta-1', 'pcv-1', 'rota-1'], addDays(BIRTH, 120))]);
  const LMP = '2026-03-01';
  const pregnancyCase = (name: string, end: PregnancyEnd, records: { key: string; givenOn: string }[]) =>
    test(`a mother: ${name}`, () => {
      const pregnancy = { lmp: LMP, ...end };
      check(LMP, (today) => motherCareSchedule(pregnancy, today, records, undefined, { reminders: true }).flatMap((p) => p.items));
    });
  pregnancyCase('pregnant, nothing recorded', { endedOn: null, outcome: null, babies: [] }, []);
  pregnancyCase('pregnant, Td 1 given late', { endedOn: null, outcome: null, babies: [] }, given(['td-1'], addDays(LMP, 150)));
  pregnancyCase('after a stillbirth', { endedOn: addDays(LMP, 250), outcome: 'stillbirth', babies: [] }, []);
  pregnancyCase('a birth, her baby alive', { endedOn: addDays(LMP, 270), outcome: 'birth', babies: [{ status: 'alive', endedOn: null }] }, []);

  test('a baby with everything given is read on a few days, not every day', () => {
    const all = babySchedule(BIRTH, BIRTH, []).flatMap((p) => p.items.map((i) => ({ key: i.key, givenOn: i.dueDate })));
    const reads = check(addDays(BIRTH, -10), (today) => babySchedule(BIRTH, today, all).flatMap((p) => p.items));
    expect(reads).toBeLessThan(400);
  });
});
