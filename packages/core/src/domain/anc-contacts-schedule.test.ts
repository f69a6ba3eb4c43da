/**
 * The mother's 8 antenatal contacts (reference/anc-contacts.ts: the national eHMIS windows ≤12, 13-16, 20-24, 28,
 * 32, 34, 36, 38-40 completed weeks) at the edges of their windows: due from the window's first day, overdue after
 * its last (docs/decisions/031-anc-eight-contacts.md).
 */
import { expect, test } from 'vitest';
import { addDays } from '../calendar/nepal-time.ts';
import { ancContactOf } from '../reference/anc-contacts.ts';
import { motherSchedule, nextDueItems, type ItemStatus } from './schedule.ts';
import { gestationalWeek } from './pregnancy.ts';

const LMP = '2026-01-01';
/** The day she is `weeks` completed weeks and `days` days pregnant. */
const on = (weeks: number, days = 0) => addDays(LMP, weeks * 7 + days);
const statusOf = (contact: number, today: string): ItemStatus | undefined =>
  motherSchedule(LMP, today)
    .flatMap((p) => p.items)
    .find((i) => i.key === `anc-contact-${contact}`)?.status;

test.each<[number, number, number, ItemStatus]>([
  // 12/13: contact 1 (up to 12 weeks) is due through 12 weeks 6 days, overdue at 13; contact 2 due from 13
  [1, 12, 0, 'due'],
  [1, 12, 6, 'due'],
  [1, 13, 0, 'overdue'],
  [2, 12, 6, 'upcoming'],
  [2, 13, 0, 'due'],
  // 16/17: contact 2 (13-16) closes
  [2, 16, 6, 'due'],
  [2, 17, 0, 'overdue'],
  [3, 17, 0, 'upcoming'],
  // 19/20: contact 3 (20-24) opens
  [3, 19, 6, 'upcoming'],
  [3, 20, 0, 'due'],
  // 24/25: contact 3 closes
  [3, 24, 6, 'due'],
  [3, 25, 0, 'overdue'],
  // 27/28/29: contact 4 (28 weeks) is one week long
  [4, 27, 6, 'upcoming'],
  [4, 28, 0, 'due'],
  [4, 28, 6, 'due'],
  [4, 29, 0, 'overdue'],
  // 32, 34, 36: a week each
  [5, 31, 6, 'upcoming'],
  [5, 32, 0, 'due'],
  [5, 33, 0, 'overdue'],
  [6, 34, 0, 'due'],
  [6, 35, 0, 'overdue'],
  [7, 36, 6, 'due'],
  [7, 37, 0, 'overdue'],
  // 40/41: contact 8 (38-40) runs past the estimated delivery (40 weeks 0 days) to 40 weeks 6 days, then overdue
  [8, 37, 6, 'upcoming'],
  [8, 38, 0, 'due'],
  [8, 40, 0, 'due'],
  [8, 40, 6, 'due'],
  [8, 41, 0, 'overdue'],
  [8, 42, 0, 'overdue'],
  // the earlier contacts are missed after the estimated delivery, like every antenatal item
  [7, 40, 0, 'overdue'],
  [7, 40, 1, 'missed'],
])('contact %i at %i weeks %i days is %s', (contact, weeks, days, status) => {
  expect(statusOf(contact, on(weeks, days))).toBe(status);
});

test.each([12, 13, 16, 17, 19, 20, 24, 25, 27, 28, 29, 40, 41])('at %i weeks the schedule has a contact due exactly where the HMIS window is', (weeks) => {
  const today = on(weeks, 3);
  const due = nextDueItems(motherSchedule(LMP, today)).filter((i) => i.key.startsWith('anc-contact-') && i.status === 'due');
  const window = ancContactOf(gestationalWeek(LMP, today));
  expect(due.map((i) => i.key)).toEqual(window === null ? [] : [`anc-contact-${window}`]);
});

test('a contact given late is given; the next one keeps its own window', () => {
  const s = motherSchedule(LMP, on(33), [{ key: 'anc-contact-5', givenOn: on(33) }]);
  const items = s.flatMap((p) => p.items);
  expect(items.find((i) => i.key === 'anc-contact-5')?.status).toBe('given');
  expect(items.find((i) => i.key === 'anc-contact-6')).toMatchObject({ status: 'upcoming', dueDate: on(34) });
});
