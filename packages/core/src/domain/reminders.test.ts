import { describe, expect, test } from 'vitest';
import { addDays, daysBetween } from '../calendar/nepal-time.ts';
import { babySchedule, motherSchedule, type PregnancyEnd } from './schedule.ts';
import {
  fitSms,
  isQuietHour,
  motherRemindersAndNext,
  nextReminderDay,
  nameInSentence,
  reminderBabyName,
  reminderAbout,
  reminderKey,
  reminderKindOn,
  reminderLink,
  remindersOn,
  reminderStillApplies,
  reminderText,
  scanDayDue,
  type ReminderGroup,
  sendNotBefore,
  shortItemName,
  shortPlaceName,
  smsSegments,
} from './reminders.ts';

const BIRTH = '2026-08-01';
const WEEK14 = addDays(BIRTH, 98);
const given = (keys: string[], on: string) => keys.map((key) => ({ key, givenOn: on }));
const EARLIER = [...given(['bcg'], BIRTH), ...given(['bopv-1', 'penta-1', 'pcv-1', 'rota-1'], addDays(BIRTH, 42))];
const EARLIER2 = [...EARLIER, ...given(['bopv-2', 'penta-2', 'pcv-2', 'rota-2'], addDays(BIRTH, 70))];

function kindsOn(today: string, records = EARLIER2) {
  return remindersOn(babySchedule(BIRTH, today, records), today)
    .filter((g) => g.periodKey === '14-weeks')
    .map((g) => g.kind);
}

test('3 days before, on the day, and from 7 days overdue; nothing in between', () => {
  expect(kindsOn(addDays(WEEK14, -4))).toEqual([]);
  expect(kindsOn(addDays(WEEK14, -3))).toEqual(['upcoming']);
  expect(kindsOn(addDays(WEEK14, -1))).toEqual(['upcoming']);
  expect(kindsOn(WEEK14)).toEqual(['due']);
  expect(kindsOn(addDays(WEEK14, 6))).toEqual(['due']);
  expect(kindsOn(addDays(WEEK14, 7))).toEqual(['overdue']);
  // the same key on every later day, so the server's unique key sends it once
  const key = (today: string) => remindersOn(babySchedule(BIRTH, today, EARLIER2), today).find((g) => g.periodKey === '14-weeks')!;
  expect(reminderKey('p', 'b', key(addDays(WEEK14, 7)))).toBe(reminderKey('p', 'b', key(addDays(WEEK14, 30))));
  expect(reminderKey('p', 'b', key(addDays(WEEK14, 7)))).toBe(`reminder:p:b:14-weeks:${WEEK14}:overdue`);
});

test('a period due on one day is one reminder for its vaccines', () => {
  const groups = remindersOn(babySchedule(BIRTH, WEEK14, EARLIER2), WEEK14).filter((g) => g.periodKey === '14-weeks');
  expect(groups).toHaveLength(1);
  expect(groups[0]!.items.map((i) => i.key).sort()).toEqual(['bopv-3', 'fipv-1', 'penta-3']);
});

test('given stops it: items recorded given get no reminder, the rest still do', () => {
  const today = addDays(WEEK14, 10);
  expect(kindsOn(today, [...EARLIER2, ...given(['bopv-3', 'penta-3', 'fipv-1'], WEEK14)])).toEqual([]);
  const partly = remindersOn(babySchedule(BIRTH, today, [...EARLIER2, ...given(['bopv-3', 'penta-3'], WEEK14)]), today).filter(
    (g) => g.periodKey === '14-weeks',
  );
  expect(partly.flatMap((g) => g.items.map((i) => i.key))).toEqual(['fipv-1']);
});

test('give-until stops it: an item past the age it can be given gets no reminder', () => {
  // an antenatal item is missed after delivery (LMP + 280 days): no reminder even though it is long overdue
  const lmp = '2026-01-01';
  const after = addDays(lmp, 290);
  const items = motherSchedule(lmp, after).flatMap((p) => p.items);
  expect(items.some((i) => i.status === 'missed')).toBe(true);
  for (const item of items.filter((i) => i.status === 'missed')) expect(reminderKindOn(item, after)).toBeNull();
  expect(reminderKindOn({ status: 'missed', dueDate: addDays(after, -30) }, after)).toBeNull();
  expect(reminderKindOn({ status: 'overdue', dueDate: addDays(after, -30) }, after)).toBe('overdue');
  expect(reminderKindOn({ status: 'given', dueDate: after }, after)).toBeNull();
});

test("too late stops it: a vaccine past its give-until age gets no 'upcoming', 'due' or 'overdue' reminder", () => {
  // rotavirus is not given after 24 months (ROTA_GIVE_UNTIL_DAYS = 730 days); dose 2 waits 4 weeks after dose 1
  const rota2 = (records: { key: string; givenOn: string }[], day: number) => {
    const today = addDays(BIRTH, day);
    const item = babySchedule(BIRTH, today, records)
      .flatMap((p) => p.items)
      .find((i) => i.key === 'rota-2')!;
    const reminded = remindersOn(babySchedule(BIRTH, today, records), today).some((g) => g.items.some((i) => i.key === 'rota-2'));
    return { status: item.status, due: item.dueDate, kind: reminderKindOn(item, today), reminded };
  };
  // dose 1 on day 704: dose 2 due on day 732, past the limit although today (729-731) is the week before
  const late1 = given(['rota-1'], addDays(BIRTH, 704));
  for (const day of [729, 730, 731]) {
    expect(rota2(late1, day)).toMatchObject({ status: 'too-late', due: addDays(BIRTH, 732), kind: null, reminded: false });
  }
  // dose 1 on day 720: dose 2 due on day 748; on days 745-747 it would have been 'upcoming'
  const later = given(['rota-1'], addDays(BIRTH, 720));
  for (const day of [745, 746, 747, 748, 755, 800]) expect(rota2(later, day)).toMatchObject({ status: 'too-late', kind: null, reminded: false });
  // and a dose 2 that is still in time keeps its reminders
  const inTime = given(['rota-1'], addDays(BIRTH, 600));
  expect(rota2(inTime, 625)).toMatchObject({ status: 'upcoming', kind: 'upcoming', reminded: true });
  // whatever the due day, 'too-late' is never reminded of
  for (const offset of [-3, -1, 0, 3, 7, 30]) {
    expect(reminderKindOn({ status: 'too-late', dueDate: addDays(WEEK14, offset) }, WEEK14)).toBeNull();
  }
});

test("a reminder opens its item: the schedule at the group's first item, on the baby's tab", () => {
  const group = remindersOn(babySchedule(BIRTH, WEEK14, EARLIER2), WEEK14).find((g) => g.periodKey === '14-weeks')!;
  expect(reminderLink(group, 'baby-1')).toBe(`/schedule?item=${group.items[0]!.key}&baby=baby-1`);
  const mother = remindersOn(motherSchedule('2026-01-01', '2026-04-10'), '2026-04-10')[0]!;
  expect(reminderLink(mother, null)).toBe(`/schedule?item=${mother.items[0]!.key}`);
});

test('a reminder still applies while an item of it is to do on its due day; not once given, too late or moved', () => {
  const today = addDays(WEEK14, 10);
  const group = remindersOn(babySchedule(BIRTH, today, EARLIER2), today).find((g) => g.periodKey === '14-weeks')!;
  const about = reminderAbout('baby', 'b', group);
  expect(about).toMatchObject({ kind: 'reminder', subject: 'baby', subjectId: 'b', periodKey: '14-weeks', dueDate: WEEK14 });
  expect(reminderStillApplies(babySchedule(BIRTH, today, EARLIER2), about)).toBe(true);
  // one of its doses still to do: still applies; all given: no longer
  expect(reminderStillApplies(babySchedule(BIRTH, today, [...EARLIER2, ...given(['bopv-3', 'penta-3'], today)]), about)).toBe(true);
  expect(reminderStillApplies(babySchedule(BIRTH, today, [...EARLIER2, ...given(about.items!, today)]), about)).toBe(false);
  // a corrected birth date moves the due day: the old reminder no longer applies
  expect(reminderStillApplies(babySchedule(addDays(BIRTH, 5), today, EARLIER2), about)).toBe(false);
  // too late
  const rota = { periodKey: '10-weeks', dueDate: addDays(BIRTH, 748), items: ['rota-2'] };
  expect(reminderStillApplies(babySchedule(BIRTH, addDays(BIRTH, 746), given(['rota-1'], addDays(BIRTH, 720))), rota)).toBe(false);
});

test('quiet hours are 21:00-07:00 Nepal time, in any process time zone', () => {
  // 07:00 NPT = 01:15 UTC; 21:00 NPT = 15:15 UTC
  expect(isQuietHour(new Date('2026-11-22T01:14:59Z'))).toBe(true);
  expect(isQuietHour(new Date('2026-11-22T01:15:00Z'))).toBe(false);
  expect(isQuietHour(new Date('2026-11-22T15:14:59Z'))).toBe(false);
  expect(isQuietHour(new Date('2026-11-22T15:15:00Z'))).toBe(true);
  // 22:00 NPT waits for 07:00 the next Nepal day; 03:00 NPT for 07:00 the same day; 10:00 goes now
  expect(sendNotBefore(new Date('2026-11-22T16:15:00Z')).toISOString()).toBe('2026-11-23T01:15:00.000Z');
  expect(sendNotBefore(new Date('2026-11-22T21:15:00Z')).toISOString()).toBe('2026-11-23T01:15:00.000Z');
  expect(sendNotBefore(new Date('2026-11-22T04:15:00Z')).toISOString()).toBe('2026-11-22T04:15:00.000Z');
});

test('Nepal midnight: the day turns at 00:00 NPT (18:15 UTC), and the scan day at 07:00 NPT', () => {
  expect(scanDayDue(new Date('2026-11-22T01:14:00Z'))).toBe('2026-11-21');
  expect(scanDayDue(new Date('2026-11-22T01:15:00Z'))).toBe('2026-11-22');
  expect(scanDayDue(new Date('2026-11-21T18:16:00Z'))).toBe('2026-11-21'); // 00:01 NPT on the 22nd: the 22nd's scan is not due yet
  // the item is due on WEEK14 in Nepal: at 23:59 NPT the day before it is still 'upcoming'
  expect(kindsOn(addDays(WEEK14, -1))).toEqual(['upcoming']);
});

test('reminders are written in her language and calendar', () => {
  const groups = remindersOn(babySchedule(BIRTH, addDays(WEEK14, -3), EARLIER2), addDays(WEEK14, -3)).filter((g) => g.periodKey === '14-weeks');
  const en = reminderText(groups[0]!, { lang: 'en', calendar: 'ad', place: 'Tokha Health Post', subject: 'baby' });
  expect(en.title).toBe('Coming up: 14-week vaccines');
  expect(en.body).toBe(`Your baby's 14-week vaccines are due on Saturday, 7 November 2026 at Tokha Health Post.`);
  const ne = reminderText(groups[0]!, { lang: 'ne', calendar: 'bs', place: 'टोखा स्वास्थ्य चौकी', subject: 'baby' });
  expect(ne.title).toBe('आउँदै छ: १४ हप्ताका खोप');
  // neutral words (the review's): no गर्नु/गराउनु, which would have a tablet 'done at the health post'
  expect(ne.body).toBe('शनिबार, २१ कात्तिक २०८३ मा तपाईंको शिशुको १४ हप्ताका खोपको दिन हो; शिशुलाई टोखा स्वास्थ्य चौकीमा लैजानुहोस्।');
});

test.each([
  ['Early antenatal check-up', 'early antenatal check-up'],
  ['Iron-folic acid tablets (start)', 'iron-folic acid tablets (start)'],
  ['Rotavirus', 'rotavirus'],
  ['Pentavalent (DPT-HepB-Hib)', 'pentavalent (DPT-HepB-Hib)'],
  // abbreviations keep their letters
  ['BCG', 'BCG'],
  ['Td vaccine (tetanus-diphtheria)', 'Td vaccine (tetanus-diphtheria)'],
  ['bOPV (oral polio)', 'bOPV (oral polio)'],
  ['PCV (pneumococcal)', 'PCV (pneumococcal)'],
  ['JE (Japanese encephalitis)', 'JE (Japanese encephalitis)'],
])('inside an English sentence %j reads %j', (name, expected) => {
  expect(nameInSentence(name)).toBe(expected);
});

test("an English reminder's body names her items as a sentence does; the title and Nepali keep the names as they are", () => {
  const group = remindersOn(motherSchedule('2026-01-01', '2026-01-20'), '2026-01-20').find((g) => g.items.some((i) => /^[A-Z][a-z]{2,}/.test(i.name.en)))!;
  const named = group.items.find((i) => /^[A-Z][a-z]{2,}/.test(i.name.en))!;
  const en = reminderText(group, { lang: 'en', calendar: 'ad', place: 'Tokha', subject: 'mother' });
  expect(en.body).toContain(`Your ${nameInSentence(named.name.en)}`);
  expect(en.body).not.toContain(named.name.en);
  expect(en.title).toContain(named.name.en);
  const ne = reminderText(group, { lang: 'ne', calendar: 'bs', place: 'टोखा', subject: 'mother' });
  expect(ne.body).toContain(named.name.ne);
});

test("the reminder a week after the due day says what her schedule says: 'still to do' while the schedule shows it due, 'overdue' once it does", () => {
  const textOn = (today: string, lang: 'en' | 'ne' = 'en') => {
    const schedule = babySchedule(BIRTH, today, EARLIER2);
    const group = remindersOn(schedule, today).find((g) => g.periodKey === '14-weeks')!;
    const items = schedule.flatMap((p) => p.items).filter((i) => group.items.some((g) => g.key === i.key));
    return { title: reminderText(group, { lang, calendar: 'bs', place: 'Tokha', subject: 'baby' }).title, statuses: [...new Set(items.map((i) => i.status))] };
  };
  // day 7: on time for DUE_WINDOW_DAYS (14), so the schedule still shows it due
  expect(textOn(addDays(WEEK14, 7))).toEqual({ title: 'Still to do: 14-week vaccines', statuses: ['due'] });
  expect(textOn(addDays(WEEK14, 7), 'ne').title).toBe('अझै गर्न बाँकी: १४ हप्ताका खोप');
  // day 15: the schedule says overdue, and so does the reminder
  expect(textOn(addDays(WEEK14, 15))).toEqual({ title: 'Overdue: 14-week vaccines', statuses: ['overdue'] });
});

test('SMS: Nepali counts as Unicode (70, then 67 a part); long texts are cut to two parts', () => {
  expect(smsSegments('Hello')).toEqual({ encoding: 'gsm7', units: 5, segments: 1 });
  expect(smsSegments('a'.repeat(161)).segments).toBe(2);
  expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
  expect(smsSegments('क'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
  expect(smsSegments('क'.repeat(71)).segments).toBe(2);
  expect(smsSegments('क'.repeat(135)).segments).toBe(3);
  const cut = fitSms('क'.repeat(300));
  expect(smsSegments(cut).segments).toBe(2);
  expect(cut.endsWith('…')).toBe(true);
  expect(fitSms('short')).toBe('short');
});

test('fitSms keeps whole sentences, else whole words, and marks a cut only at the end', () => {
  // 38 units a sentence: three fit two segments (134), five fit three (201)
  const sentences = (n: number) => Array<string>(n).fill('कृपया आफ्नो स्वास्थ्य चौकीमा जानुहोस्।').join(' ');
  expect(fitSms(sentences(4))).toBe(sentences(3));
  expect(fitSms(sentences(8), 3)).toBe(sentences(5));
  const words = 'स्वास्थ्य '.repeat(30).trim();
  const cut = fitSms(words);
  expect(cut.endsWith('स्वास्थ्य…')).toBe(true);
  expect(smsSegments(cut).segments).toBe(2);
});

test('short forms for an SMS: an item without its bracketed gloss, a health post without the words that qualify its kind', () => {
  expect(shortItemName('बि.सि.जी. (क्षयरोगविरुद्धको खोप)')).toBe('बि.सि.जी.');
  expect(shortItemName('जे.ई. (जापानिज इन्सेफलाइटिस) खोप')).toBe('जे.ई. खोप');
  expect(shortItemName('JE (Japanese encephalitis) vaccine')).toBe('JE vaccine');
  expect(shortItemName('Rotavirus')).toBe('Rotavirus');
  expect(shortPlaceName('धपासी शहरी स्वास्थ्य केन्द्र')).toBe('धपासी स्वास्थ्य केन्द्र');
  expect(shortPlaceName('Dhapasi Urban Health Centre')).toBe('Dhapasi Health Centre');
  expect(shortPlaceName('टोखा स्वास्थ्य चौकी')).toBe('टोखा स्वास्थ्य चौकी');
});

test.each([
  ['en', 'Due now: ', 'were due on Saturday, 1 August 2026. Please take your baby', /today/i],
  ['ne', 'अहिले गर्नुपर्ने: ', 'को दिन शनिबार, १ अगस्ट २०२६ थियो।', /आज/],
] as const)('a "due" reminder written after its due day (%s) says it was due on that day, never "today"', (lang, title, body, never) => {
  // the birth day's BCG, the reminder written two days later (a scan that ran late)
  const today = addDays(BIRTH, 2);
  const group = remindersOn(babySchedule(BIRTH, today), today).find((g) => g.items.some((i) => i.key === 'bcg-1'))!;
  expect(group.kind).toBe('due');
  const text = reminderText(group, { lang, calendar: 'ad', place: 'Tokha', subject: 'baby', today });
  expect(text.title.startsWith(title)).toBe(true);
  expect(`${text.title} ${text.body}`).not.toMatch(never);
  expect(text.body).toContain(body);
  // on its day it still says today
  const onDay = reminderText(
    remindersOn(babySchedule(BIRTH, BIRTH), BIRTH).find((g) => g.items.some((i) => i.key === 'bcg-1'))!,
    {
      lang,
      calendar: 'ad',
      place: 'Tokha',
      subject: 'baby',
      today: BIRTH,
    },
  );
  expect(`${onDay.title} ${onDay.body}`).toMatch(never);
});

test('twins: each baby\u2019s reminder names the baby (its name, else "Baby 1", "Baby 2")', () => {
  const group = remindersOn(babySchedule(BIRTH, BIRTH), BIRTH)[0]!;
  const maya = reminderText(group, { lang: 'en', calendar: 'ad', place: 'Tokha', subject: 'baby', today: BIRTH, babyName: 'Maya' });
  expect(maya.title.startsWith('Maya: Due today: ')).toBe(true);
  expect(maya.body.startsWith('Maya: ')).toBe(true);
  expect(reminderBabyName('', 2, 'en')).toBe('Baby 2');
  expect(reminderBabyName('', 2, 'ne')).toBe('शिशु २');
  expect(reminderBabyName('Maya', 1, 'ne')).toBe('Maya');
});

/**
 * nextReminderDay against every day (docs/decisions/030-reminders-at-scale.md): on no day between today and the day
 * it names does the schedule give a reminder (key) it did not give today, so a scan that reads her only from that day
 * makes what a scan of everyone every day makes.
 */
describe('nextReminderDay: no new reminder before the day it names', () => {
  const DAYS = 800;
  const keysOn = (groupsOn: (today: string) => ReminderGroup[], today: string) => new Set(groupsOn(today).map((g) => reminderKey('p', 's', g)));
  const check = (start: string, groupsOn: (today: string) => ReminderGroup[], nextOn: (today: string) => string | null) => {
    const keys = Array.from({ length: DAYS }, (_, i) => keysOn(groupsOn, addDays(start, i)));
    let reads = 0;
    for (let t = 0; t < DAYS; t++) {
      const today = addDays(start, t);
      const next = nextOn(today);
      if (next !== null) expect(next > today).toBe(true);
      const until = next === null ? DAYS : Math.min(DAYS, daysBetween(start, next));
      for (let d = t + 1; d < until; d++)
        for (const key of keys[d]!) expect(keys[t]!.has(key), `${key} on ${addDays(start, d)}, next read ${next} from ${today}`).toBe(true);
      if (next !== null && daysBetween(start, next) < DAYS) reads++;
    }
    return reads;
  };
  const babyCase = (name: string, records: { key: string; givenOn: string }[]) =>
    test(`a baby: ${name}`, () => {
      const start = addDays(BIRTH, -10);
      check(
        start,
        (today) => remindersOn(babySchedule(BIRTH, today, records), today),
        (today) => nextReminderDay(babySchedule(BIRTH, today, records), today),
      );
    });
  babyCase('nothing recorded', []);
  babyCase('the 6- and 10-week doses on time', EARLIER2);
  babyCase('the 6-week doses late', [...given(['bcg'], BIRTH), ...given(['bopv-1', 'penta-1', 'pcv-1', 'rota-1'], addDays(BIRTH, 120))]);
  const LMP = '2026-03-01';
  const pregnancyCase = (name: string, end: PregnancyEnd, records: { key: string; givenOn: string }[]) =>
    test(`a mother: ${name}`, () => {
      const pregnancy = { lmp: LMP, ...end };
      check(
        LMP,
        (today) => motherRemindersAndNext(pregnancy, today, records).groups,
        (today) => motherRemindersAndNext(pregnancy, today, records).next,
      );
    });
  pregnancyCase('pregnant, nothing recorded', { endedOn: null, outcome: null, babies: [] }, []);
  pregnancyCase('pregnant, Td 1 given late', { endedOn: null, outcome: null, babies: [] }, given(['td-1'], addDays(LMP, 150)));
  pregnancyCase('after a stillbirth', { endedOn: addDays(LMP, 250), outcome: 'stillbirth', babies: [] }, []);
  pregnancyCase('after her baby died', { endedOn: addDays(LMP, 270), outcome: 'birth', babies: [{ status: 'died', endedOn: addDays(LMP, 275) }] }, []);
  pregnancyCase('a birth, her baby alive', { endedOn: addDays(LMP, 270), outcome: 'birth', babies: [{ status: 'alive', endedOn: null }] }, []);

  test('reads her on a few days, not every day', () => {
    const reads = check(
      addDays(BIRTH, -10),
      (today) => remindersOn(babySchedule(BIRTH, today, []), today),
      (today) => nextReminderDay(babySchedule(BIRTH, today, []), today),
    );
    expect(reads).toBeGreaterThan(0);
    // the days a scan that follows her next day reads her, over 800 days: a few dozen, not 800
    const days = new Set<string>();
    for (let n: string | null = addDays(BIRTH, -10); n !== null && daysBetween(BIRTH, n) < 800; n = nextReminderDay(babySchedule(BIRTH, n, []), n)) days.add(n);
    expect(days.size).toBeGreaterThan(5);
    expect(days.size).toBeLessThan(100);
  });
});
