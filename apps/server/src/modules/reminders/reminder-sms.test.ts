/**
 * Every reminder SMS fits its segments without cutting a word (docs/decisions/012-reminders.md "SMS that fit"):
 * every reminder the rules can make (each item group of the mother's, her own postnatal care's and the baby's
 * schedules, each kind, a twin's named one), written with the longest date of two years in each language and
 * calendar and every health post of the directory, the longest included.
 */
import { expect, test } from 'vitest';
import { addDays } from '@mamata/core/calendar/nepal-time';
import { babySchedule } from '@mamata/core/domain/schedule';
import {
  motherReminders,
  reminderBabyName,
  reminderDate,
  remindersOn,
  reminderSms,
  reminderText,
  shortPlaceName,
  smsSegments,
  SMS_SEGMENTS,
  type ReminderGroup,
} from '@mamata/core/domain/reminders';
import { translateMessage } from '@mamata/core/i18n/messages';
import { DEMO_HEALTH_POSTS } from '../../db/seed.ts';

const LANGS = ['en', 'ne'] as const;
const CALENDARS = ['ad', 'bs'] as const;
const START = '2026-01-01';

/** Every distinct reminder group the rules make over a pregnancy, her care after a loss and a baby's first 17 months. */
function everyGroup(): Array<{ group: ReminderGroup; subject: 'mother' | 'baby' }> {
  const groups = new Map<string, { group: ReminderGroup; subject: 'mother' | 'baby' }>();
  const add = (list: ReminderGroup[], subject: 'mother' | 'baby') => {
    for (const group of list) groups.set(`${subject}:${group.kind}:${group.items.map((i) => `${i.key}=${i.status}`).join(',')}`, { group, subject });
  };
  const day = (n: number) => addDays(START, n);
  for (let n = -3; n < 520; n++) add(remindersOn(babySchedule(START, day(n)), day(n)), 'baby');
  const ongoing = { lmp: START, endedOn: null, outcome: null, babies: [] };
  for (let n = 0; n < 300; n++) add(motherReminders(ongoing, day(n), []), 'mother');
  const stillbirth = { lmp: START, endedOn: day(270), outcome: 'stillbirth', babies: [] };
  const birth = { lmp: START, endedOn: day(270), outcome: 'birth', babies: [{ status: 'alive', endedOn: null }] };
  for (let n = 270; n < 330; n++) add([...motherReminders(stillbirth, day(n), []), ...motherReminders(birth, day(n), [])], 'mother');
  return [...groups.values()];
}

/** The date of 2026-2027 whose written form is the longest, in a language and calendar. */
function longestDate(lang: 'en' | 'ne', calendar: 'ad' | 'bs'): string {
  let longest = START;
  for (let n = 0; n < 730; n++) {
    const d = addDays(START, n);
    if (reminderDate(d, lang, calendar).length > reminderDate(longest, lang, calendar).length) longest = d;
  }
  return longest;
}

test('every reminder SMS fits two segments (Nepali: three when two cannot hold it), whole words, the date, the place and the action', () => {
  const groups = everyGroup();
  // every kind of both subjects, several items together, and the longest names of the schedule
  expect(new Set(groups.map((g) => `${g.subject}:${g.group.kind}`)).size).toBe(6);
  expect(groups.some((g) => g.group.items.length >= 4)).toBe(true);
  const segments: Record<string, number[]> = { en: [], ne: [] };
  let built = 0;
  for (const lang of LANGS)
    for (const calendar of CALENDARS) {
      const dueDate = longestDate(lang, calendar);
      for (const post of DEMO_HEALTH_POSTS)
        for (const { group: g, subject } of groups)
          for (const late of [false, true])
            for (const twin of subject === 'baby' ? [false, true] : [false]) {
              const group = { ...g, dueDate };
              const place = lang === 'ne' ? post.nameNe : post.name;
              const opts = {
                lang,
                calendar,
                place,
                subject,
                today: late ? addDays(dueDate, 3) : dueDate,
                ...(twin ? { babyName: reminderBabyName('', 2, lang) } : {}),
              };
              const full = reminderText(group, opts).body;
              const sms = reminderSms(group, opts);
              const { segments: n, encoding } = smsSegments(sms);
              const what = `${lang}-${calendar} ${subject} ${group.kind} "${sms}"`;
              expect(encoding, what).toBe(lang === 'ne' ? 'ucs2' : 'gsm7');
              expect(n, what).toBeLessThanOrEqual(SMS_SEGMENTS[lang]);
              // three segments only when the short forms do not fit two
              if (n > 2) expect(full.length, what).toBeGreaterThan(134);
              // no cut: no '…', the whole date, a place, and the body's own last words (the action)
              expect(sms, what).not.toContain('…');
              expect(sms, what).toContain(reminderDate(dueDate, lang, calendar));
              expect(
                [place, shortPlaceName(place), translateMessage(lang, 'reminders.yourHealthPost')].some((p) => sms.includes(p)),
                what,
              ).toBe(true);
              expect(sms.split(' ').at(-1), what).toBe(full.split(' ').at(-1));
              // the whole body whenever it fits
              if (smsSegments(full).segments <= 2) expect(sms, what).toBe(full);
              segments[lang]!.push(n);
              built++;
            }
    }
  expect(built).toBeGreaterThan(1000);
  expect(Math.max(...segments.en!)).toBeLessThanOrEqual(2);
  // most Nepali reminders still fit two segments with the directory's longest name and date
  expect(segments.ne!.filter((n) => n <= 2).length / segments.ne!.length).toBeGreaterThan(0.6);
});

test('an item name goes short before a third segment: the gloss in brackets is dropped, never a word cut', () => {
  const birth = remindersOn(babySchedule(START, START), START).find((g) => g.items.some((i) => i.key === 'bcg-1'))!;
  const opts = { lang: 'ne' as const, calendar: 'bs' as const, place: 'धपासी शहरी स्वास्थ्य केन्द्र', subject: 'baby' as const, today: START };
  const full = reminderText(birth, opts).body;
  const sms = reminderSms(birth, opts);
  expect(full).toContain('बि.सि.जी. (क्षयरोगविरुद्धको खोप)');
  expect(smsSegments(full).segments).toBeGreaterThan(2);
  expect(sms).toContain('बि.सि.जी.');
  expect(sms).not.toContain('क्षयरोगविरुद्धको');
  expect(sms.endsWith('लैजानुहोस्।')).toBe(true);
  expect(smsSegments(sms).segments).toBeLessThanOrEqual(2);
});
