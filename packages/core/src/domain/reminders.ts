/**
 * When reminders go out and what they say (docs/spec/decisions.md "When reminders go out", "Reminder language and
 * calendar", "SMS"). The engine on the server runs these rules; they are here so they are tested alone.
 *
 * For an item of a schedule (domain/schedule.ts) on Nepal's `today`, with `late` = days since its due day:
 * - 'upcoming' (3 days before): late -3 to -1; 'due' (on the day): late 0 to 6; 'overdue': late >= 7.
 *   Each kind is sent once (the server's unique key per person, item group and kind), so a day the scan did
 *   not run is caught up the next day rather than lost, and the overdue reminder is sent once.
 * - Nothing for an item given (its status is 'given') or no longer due (status 'missed': an antenatal item
 *   after delivery; status 'too-late': a vaccine past its give-until age, including a later dose whose due
 *   day a late earlier dose pushed past that age), and nothing for an item waiting for an earlier dose.
 * Items of one period due on the same day are one reminder ("Your baby's 14-week vaccines ..."), not one per dose.
 * Push and SMS wait for the end of quiet hours (21:00-07:00 Nepal time); the in-app list shows them at once.
 */
import { AD_MONTH_NAMES, BS_MONTH_NAMES, WEEKDAY_NAMES, adToBs, localDigits, weekdayOf, type Calendar } from '../calendar/bikram-sambat.ts';
import { parseIsoDate, type IsoDate } from '../calendar/civil-date.ts';
import { addDays, daysBetween, nepalInstant, nepalMinuteOfDay, toNepalDate } from '../calendar/nepal-time.ts';
import { translateMessage } from '../i18n/messages.ts';
import type { Lang } from '../preferences.ts';
import { motherCareSchedule, type ItemRecord, type PregnancyEnd, type ScheduledItem } from './schedule.ts';
import type { MotherPeriodTemplate } from '../reference/schedule-templates.ts';
import { SCHEDULE_LINK_PARAMS } from './schedule-link.ts';

export { SCHEDULE_LINK_PARAMS };

/** Which reminder of an item: 3 days before, on the day, once when 7 days overdue. */
export type ReminderKind = 'upcoming' | 'due' | 'overdue';
export const REMINDER_KINDS = ['upcoming', 'due', 'overdue'] as const;
/** Days before the due day of the first reminder (docs/spec/decisions.md). */
export const DAYS_BEFORE_REMINDER = 3;
/** Days after the due day of the overdue reminder (docs/spec/decisions.md). */
export const OVERDUE_REMINDER_DAYS = 7;
/** Quiet hours in Nepal time: no push or SMS from 21:00 to 07:00 (docs/spec/decisions.md). */
export const QUIET_HOURS = { startHour: 21, endHour: 7 } as const;
/** The daily scan runs at 07:00 Nepal time, when quiet hours end. */
export const DAILY_SCAN_HOUR = 7;

/** The reminder an item gets on `today`, or null. */
export function reminderKindOn(item: Pick<ScheduledItem, 'status' | 'dueDate'>, today: IsoDate): ReminderKind | null {
  // only an item she can still act on: never one given, missed or 'too-late' (past its give-until age, or a
  // later dose pushed past that age by a late earlier dose), whatever its due day
  if (item.status !== 'upcoming' && item.status !== 'due' && item.status !== 'overdue') return null;
  const late = daysBetween(item.dueDate, today);
  if (late >= OVERDUE_REMINDER_DAYS) return item.status === 'overdue' || item.status === 'due' ? 'overdue' : null;
  if (late >= 0) return item.status === 'due' || item.status === 'overdue' ? 'due' : null;
  if (late >= -DAYS_BEFORE_REMINDER) return 'upcoming';
  return null;
}

/** Items of one period due on one day that get the same reminder. */
export interface ReminderGroup {
  periodKey: string;
  /** Baby periods: days since birth of the period (its "14-week" label); null for the mother's. */
  birthDays: number | null;
  dueDate: IsoDate;
  kind: ReminderKind;
  items: ScheduledItem[];
}

/** The reminders of a schedule on `today`: items grouped by period, due day and kind, in schedule order. */
export function remindersOn(
  schedule: ReadonlyArray<{ period: { key: string; birthDays?: number }; items: readonly ScheduledItem[] }>,
  today: IsoDate,
): ReminderGroup[] {
  const groups: ReminderGroup[] = [];
  for (const { period, items } of schedule) {
    for (const item of items) {
      const kind = reminderKindOn(item, today);
      if (!kind) continue;
      const group = groups.find((g) => g.periodKey === period.key && g.dueDate === item.dueDate && g.kind === kind);
      if (group) group.items.push(item);
      else groups.push({ periodKey: period.key, birthDays: period.birthDays ?? null, dueDate: item.dueDate, kind, items: [item] });
    }
  }
  return groups;
}

/**
 * The mother's reminders on `today` (the scan and the send-time check use this one rule): her antenatal items
 * while the pregnancy goes on; after a stillbirth or her baby's death, her own postnatal items
 * (domain/schedule.ts motherCareSchedule), told before and on the day but never as 'overdue': a mother who has
 * just lost her baby is not told she is late (docs/loss-wording-review.md); her health post follows up.
 */
export function motherReminders(
  pregnancy: PregnancyEnd & { lmp: IsoDate },
  today: IsoDate,
  records: readonly ItemRecord[],
  periods?: readonly MotherPeriodTemplate[],
): ReminderGroup[] {
  return motherRemindersAndNext(pregnancy, today, records, periods).groups;
}

/** {@link motherReminders} and the next day her schedule may give a new one ({@link nextReminderDay}), from one schedule. */
export function motherRemindersAndNext(
  pregnancy: PregnancyEnd & { lmp: IsoDate },
  today: IsoDate,
  records: readonly ItemRecord[],
  periods?: readonly MotherPeriodTemplate[],
): { groups: ReminderGroup[]; next: IsoDate | null } {
  const schedule = motherCareSchedule(pregnancy, today, records, periods, { reminders: true });
  const groups = remindersOn(schedule, today);
  return {
    groups: pregnancy.endedOn === null ? groups : groups.filter((g) => g.kind !== 'overdue'),
    next: nextReminderDay(schedule, today),
  };
}

/**
 * The first day after `today` on which this schedule may give a reminder it does not give on `today`, or null when
 * it never will without a change to her record (docs/decisions/030-reminders-at-scale.md). The daily scan reads a
 * person only from that day: an earlier day is safe (she is read and nothing new is made), a later one would lose
 * or change a reminder, so every day a new key can first appear is counted:
 * - an item she can still act on (upcoming, due, overdue) changes its reminder only on its due day minus
 *   DAYS_BEFORE_REMINDER, its due day and its due day plus OVERDUE_REMINDER_DAYS (reminderKindOn); its status
 *   moves on by time only to 'due', 'overdue' (the same days or later, no new kind) or 'missed'/'too late' (no
 *   reminder at all);
 * - an item waiting for an earlier dose has its due day moved with today (today + `minDaysAfter.days`): it gives a
 *   new 'upcoming' reminder every day when that gap is at most DAYS_BEFORE_REMINDER (then tomorrow), else none until
 *   the earlier dose is recorded, a change that rescans her (its days above only make her read early);
 * - given, missed, too late and closed items give nothing until her record changes.
 */
export function nextReminderDay(schedule: ReadonlyArray<{ items: readonly ScheduledItem[] }>, today: IsoDate): IsoDate | null {
  let next: IsoDate | null = null;
  const consider = (day: IsoDate) => {
    if (day > today && (next === null || day < next)) next = day;
  };
  for (const { items } of schedule) {
    for (const item of items) {
      if (item.status !== 'upcoming' && item.status !== 'due' && item.status !== 'overdue') continue;
      const gap = item.minDaysAfter?.days;
      // maybe waiting for the earlier dose (its due day then moves with today): read again tomorrow when that gives a
      // new 'upcoming' each day; the days below are kept too (early at worst: an item whose dose was given today)
      if (gap !== undefined && gap <= DAYS_BEFORE_REMINDER && item.dueDate === addDays(today, gap)) consider(addDays(today, 1));
      consider(addDays(item.dueDate, -DAYS_BEFORE_REMINDER));
      consider(item.dueDate);
      consider(addDays(item.dueDate, OVERDUE_REMINDER_DAYS));
    }
  }
  return next;
}

/** The unique key of a reminder: one per person, subject (pregnancy or baby), period, due day and kind. */
export function reminderKey(providerId: string, subjectId: string, group: Pick<ReminderGroup, 'periodKey' | 'dueDate' | 'kind'>): string {
  return `reminder:${providerId}:${subjectId}:${group.periodKey}:${group.dueDate}:${group.kind}`;
}

/** What a reminder is about (stored with it, so a sender can check at send time that it still applies). */
export interface ReminderAbout {
  kind: 'reminder';
  subject: 'mother' | 'baby';
  /** The pregnancy (mother) or the baby. */
  subjectId: string;
  periodKey: string;
  dueDate: IsoDate;
  /** The items of the reminder (absent on reminders made before it was stored). */
  items?: string[];
}

export function reminderAbout(subject: 'mother' | 'baby', subjectId: string, group: Pick<ReminderGroup, 'periodKey' | 'dueDate' | 'items'>): ReminderAbout {
  return { kind: 'reminder', subject, subjectId, periodKey: group.periodKey, dueDate: group.dueDate, items: group.items.map((i) => i.key) };
}

/**
 * The screen a reminder opens: the schedule at its (first) item, on the baby's tab for a baby's reminder,
 * e.g. '/schedule?item=penta-3&baby=<baby id>'. The schedule screen reads these two parameters.
 */
export function reminderLink(group: Pick<ReminderGroup, 'items'>, babyId: string | null): string {
  const query = new URLSearchParams({ [SCHEDULE_LINK_PARAMS.item]: group.items[0]?.key ?? '' });
  if (babyId) query.set(SCHEDULE_LINK_PARAMS.baby, babyId);
  return `/schedule?${query.toString()}`;
}

/**
 * True while a reminder still applies on `today` to the subject's current schedule: an item of its period
 * with its due day (and among its items, when known) is still to do ('upcoming', 'due' or 'overdue'), so not
 * given, not missed, not too late, and its due day has not moved (a corrected birth or LMP).
 */
export function reminderStillApplies(
  schedule: ReadonlyArray<{ period: { key: string }; items: readonly ScheduledItem[] }>,
  about: Pick<ReminderAbout, 'periodKey' | 'dueDate' | 'items'>,
): boolean {
  const period = schedule.find((p) => p.period.key === about.periodKey);
  if (!period) return false;
  return period.items.some(
    (i) =>
      i.dueDate === about.dueDate &&
      (about.items === undefined || about.items.includes(i.key)) &&
      (i.status === 'upcoming' || i.status === 'due' || i.status === 'overdue'),
  );
}

/** True from 21:00 to 06:59 Nepal time, whatever the process time zone. */
export function isQuietHour(instant: Date): boolean {
  const hour = Math.floor(nepalMinuteOfDay(instant) / 60);
  return hour >= QUIET_HOURS.startHour || hour < QUIET_HOURS.endHour;
}

/** When a push or SMS may go out: now, or 07:00 Nepal time when now is in quiet hours. */
export function sendNotBefore(now: Date): Date {
  if (!isQuietHour(now)) return now;
  const today = toNepalDate(now);
  const hour = Math.floor(nepalMinuteOfDay(now) / 60);
  const day = hour >= QUIET_HOURS.startHour ? addDays(today, 1) : today;
  return nepalInstant(day, QUIET_HOURS.endHour);
}

/** The Nepal date of the latest daily scan that should have run by `now` (today after 07:00, else yesterday). */
export function scanDayDue(now: Date): IsoDate {
  const minutes = nepalMinuteOfDay(now);
  const today = toNepalDate(now);
  return minutes >= DAILY_SCAN_HOUR * 60 ? today : addDays(today, -1);
}

/** A date as reminders write it: 'Tuesday, 9 Poush 2083' / 'मङ्गलबार, ९ पुस २०८३'. */
export function reminderDate(date: IsoDate, lang: Lang, calendar: Calendar): string {
  const { year, month, day } = calendar === 'bs' ? adToBs(date) : parseIsoDate(date);
  const monthName = (calendar === 'bs' ? BS_MONTH_NAMES : AD_MONTH_NAMES)[lang][month - 1];
  const text = `${WEEKDAY_NAMES[lang][weekdayOf(date)]}, ${day} ${monthName} ${year}`;
  return localDigits(text, lang);
}

/**
 * An item's English name inside a sentence: "Your antenatal check-up is due", not "Your Antenatal
 * check-up". Only a first word that is an ordinary capitalised word (three letters or more, the rest
 * lowercase) is lowered; an abbreviation ("BCG", "Td vaccine", "bOPV", "PCV (pneumococcal)") is kept.
 */
export function nameInSentence(name: string): string {
  return /^[A-Z][a-z]{2,}(?![A-Za-z])/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/**
 * What a group is called: "14-week vaccines" when it is a baby period's vaccines, else the items'
 * names (`inSentence`: written inside an English sentence, see {@link nameInSentence}).
 */
export function reminderWhat(
  group: Pick<ReminderGroup, 'birthDays' | 'items'>,
  lang: Lang,
  inSentence = false,
  form: { short?: boolean; names?: number } = {},
): string {
  if (group.birthDays !== null && group.items.every((i) => i.type === 'vaccine') && group.items.length > 1) {
    if (group.birthDays === 0) return translateMessage(lang, 'reminders.birthVaccines');
    const week = Math.floor(group.birthDays / 7);
    return translateMessage(lang, 'reminders.weekVaccines', { week: localDigits(week, lang) });
  }
  const names = group.items.map((i) => {
    const name = form.short ? shortItemName(i.name[lang]) : i.name[lang];
    return inSentence && lang === 'en' ? nameInSentence(name) : name;
  });
  // "A, B, C and 1 more" says no less than the fourth name: a list one longer than `names` is written whole
  const shown = Math.max(1, form.names ?? 3);
  return names.length <= shown + 1
    ? names.join(', ')
    : `${names.slice(0, shown).join(', ')} ${translateMessage(lang, 'reminders.andMore', { count: localDigits(names.length - shown, lang) })}`;
}

/**
 * An item's name without its bracketed gloss, as an SMS writes it when the whole name does not fit:
 * 'बि.सि.जी. (क्षयरोगविरुद्धको खोप)' is 'बि.सि.जी.', 'JE (Japanese encephalitis) vaccine' is 'JE vaccine'.
 */
export function shortItemName(name: string): string {
  const short = name
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return short || name;
}

// words of a health post's name an SMS may leave out: 'Dhapasi Urban Health Centre' is 'Dhapasi Health Centre'
const PLACE_QUALIFIERS = ['Urban', 'Primary', 'Community', 'शहरी', 'प्राथमिक', 'सामुदायिक'];

/**
 * A health post's short name, for an SMS its whole name does not fit: the name without the words that only
 * qualify its kind ('धपासी शहरी स्वास्थ्य केन्द्र' is 'धपासी स्वास्थ्य केन्द्र'); the name itself when it has none.
 */
export function shortPlaceName(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const kept = words.filter((w, i) => i === 0 || !PLACE_QUALIFIERS.includes(w));
  return kept.join(' ');
}

/**
 * Title and body of a reminder in her language and calendar.
 * - `today`: the day it is written; a "due" reminder written after its due day (a scan that ran late, a record
 *   entered late) says "was due on <date>", never "today".
 * - `babyName`: the baby it is about, for a mother of twins (each baby's reminders name it: "Maya: ...").
 */
export function reminderText(
  group: Pick<ReminderGroup, 'birthDays' | 'items' | 'kind' | 'dueDate'>,
  opts: { lang: Lang; calendar: Calendar; place: string; subject: 'mother' | 'baby'; today?: IsoDate; babyName?: string },
): { title: string; body: string } {
  const text = reminderTextUnnamed(group, opts);
  return opts.babyName ? { title: `${opts.babyName}: ${text.title}`, body: `${opts.babyName}: ${text.body}` } : text;
}

/** The name of a baby of twins in its reminders: its name, else "Baby 1", "Baby 2" by birth order. */
export function reminderBabyName(name: string, birthOrder: number, lang: Lang): string {
  return name || translateMessage(lang, 'reminders.babyNumber', { n: localDigits(birthOrder, lang) });
}

function reminderTextUnnamed(
  group: Pick<ReminderGroup, 'birthDays' | 'items' | 'kind' | 'dueDate'>,
  opts: { lang: Lang; calendar: Calendar; place: string; subject: 'mother' | 'baby'; today?: IsoDate },
): { title: string; body: string } {
  const what = reminderWhat(group, opts.lang);
  return { title: reminderTitle(group, opts, what), body: reminderBody(group, opts) };
}

/** A "due" reminder written after its due day says "was due on", never "today". */
function kindWritten(group: Pick<ReminderGroup, 'kind' | 'dueDate'>, today: IsoDate | undefined): ReminderKind | 'dueLate' {
  return group.kind === 'due' && today !== undefined && today > group.dueDate ? 'dueLate' : group.kind;
}

function reminderTitle(group: Pick<ReminderGroup, 'items' | 'kind' | 'dueDate'>, opts: { lang: Lang; today?: IsoDate }, what: string): string {
  const kind = kindWritten(group, opts.today);
  // A week after the due day her schedule may still show the item as due (on time for DUE_WINDOW_DAYS,
  // domain/schedule.ts): the reminder then says "still to do", not "overdue", so both say the same.
  return translateMessage(opts.lang, `reminders.title.${kind === 'overdue' && !group.items.some((i) => i.status === 'overdue') ? 'stillDue' : kind}`, {
    what,
  });
}

function reminderBody(
  group: Pick<ReminderGroup, 'birthDays' | 'items' | 'kind' | 'dueDate'>,
  opts: { lang: Lang; calendar: Calendar; place: string; subject: 'mother' | 'baby'; today?: IsoDate },
  form: { short?: boolean; names?: number } = {},
): string {
  const kind = kindWritten(group, opts.today);
  // "14-week vaccines are", "BCG is": a label of several items or several names reads as plural
  return translateMessage(opts.lang, `reminders.body.${opts.subject}.${kind}_${group.items.length > 1 ? 'other' : 'one'}`, {
    what: reminderWhat(group, opts.lang, true, form),
    date: reminderDate(group.dueDate, opts.lang, opts.calendar),
    place: opts.place,
  });
}

/** The most SMS segments of a reminder: two (134 UCS-2 or 306 GSM units), three for Nepali that two cannot hold. */
export const SMS_SEGMENTS = { en: 2, ne: 3 } as const satisfies Record<Lang, number>;

/**
 * The SMS of a reminder: its body, built to fit two segments without cutting a word (never a '…').
 * When the whole body is too long, in this order: the items' names without their bracketed gloss, the
 * health post's short name ({@link shortPlaceName}); then, for Nepali only, a third segment; then fewer
 * names ("BCG and 3 more") and 'your health post' for a name no SMS can hold. Same options as {@link reminderText}.
 */
export function reminderSms(
  group: Pick<ReminderGroup, 'birthDays' | 'items' | 'kind' | 'dueDate'>,
  opts: { lang: Lang; calendar: Calendar; place: string; subject: 'mother' | 'baby'; today?: IsoDate; babyName?: string },
): string {
  const named = (body: string) => (opts.babyName ? `${opts.babyName}: ${body}` : body);
  const shortPlace = shortPlaceName(opts.place);
  const twoParts: Array<[{ short?: boolean; names?: number }, string]> = [
    [{}, opts.place],
    [{ short: true }, opts.place],
    [{ short: true }, shortPlace],
  ];
  const lastResort: Array<[{ short?: boolean; names?: number }, string]> = [
    [{ short: true, names: 1 }, shortPlace],
    [{ short: true, names: 1 }, translateMessage(opts.lang, 'reminders.yourHealthPost')],
  ];
  const tries: Array<[number, { short?: boolean; names?: number }, string]> = [
    ...twoParts.map(([form, place]) => [2, form, place] as [number, typeof form, string]),
    ...(SMS_SEGMENTS[opts.lang] > 2 ? twoParts.slice(1).map(([form, place]) => [SMS_SEGMENTS[opts.lang], form, place] as [number, typeof form, string]) : []),
    ...lastResort.map(([form, place]) => [SMS_SEGMENTS[opts.lang], form, place] as [number, typeof form, string]),
  ];
  let text = '';
  for (const [segments, form, place] of tries) {
    text = named(reminderBody(group, { ...opts, place }, form));
    if (smsSegments(text).segments <= segments) return text;
  }
  // a baby's name no SMS can hold: whole words only, still no '…'
  return fitSms(text, SMS_SEGMENTS[opts.lang]);
}

// The GSM 03.38 basic character set (and the extension table, which costs two septets): any other
// character (Devanagari) makes the whole SMS UCS-2, 70 characters, or 67 per part of a longer one.
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** How an SMS text is sent: its encoding, length in units (septets or UTF-16 code units) and segments. */
export function smsSegments(text: string): { encoding: 'gsm7' | 'ucs2'; units: number; segments: number } {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'gsm7', units: septets, segments: septets === 0 ? 1 : septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length; // UTF-16 code units, as UCS-2 counts them
  return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/**
 * A text kept to `maxSegments` without cutting a word: whole when it fits; else its whole sentences that fit
 * (a sentence ends with '.', '।', '!' or '?'); else its whole words that fit, then '…'. A cut is at the end only,
 * never inside a word (unless a single 'word' is longer than the SMS). Reminders are built to fit ({@link reminderSms}); this is for texts written by people
 * (a staff notice) and the emergency notice.
 */
export function fitSms(text: string, maxSegments = 2): string {
  if (smsSegments(text).segments <= maxSegments) return text;
  const fits = (t: string) => smsSegments(t).segments <= maxSegments;
  let kept = '';
  for (const sentence of text.split(/(?<=[.।!?])\s+/u)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (!fits(next)) break;
    kept = next;
  }
  if (kept) return kept;
  const words = text.split(/\s+/).filter(Boolean);
  let cut = '';
  for (const word of words) {
    const next = cut ? `${cut} ${word}` : word;
    if (!fits(`${next}…`)) break;
    cut = next;
  }
  if (cut) return `${cut}…`;
  // one 'word' longer than the SMS (no spaces at all): its characters that fit
  const chars = Array.from(text);
  while (chars.length > 0 && !fits(`${chars.join('')}…`)) chars.pop();
  return `${chars.join('')}…`;
}
