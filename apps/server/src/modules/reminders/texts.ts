import { CALENDARS, LANGS, type Lang } from '@mamata/core/preferences';
import type { Calendar } from '@mamata/core/calendar/bikram-sambat';
import type { NotificationText, NotificationTexts } from '../../db/schema/support.ts';

/**
 * A dated notification (a reminder, an emergency notice) written in each language and calendar, so
 * her list reads it as she reads the app now, whichever she switches to later (docs/spec/decisions.md
 * "Reminder language and calendar"). Push and SMS, sent once, go in the one she read then.
 */
export function textsInEach<T extends NotificationText>(write: (lang: Lang, calendar: Calendar) => T): Record<`${Lang}-${Calendar}`, T> {
  return Object.fromEntries(LANGS.flatMap((lang) => CALENDARS.map((calendar) => [`${lang}-${calendar}`, write(lang, calendar)]))) as Record<
    `${Lang}-${Calendar}`,
    T
  >;
}

/** The text of a notification in `lang` and `calendar`: its dated text, else its language's, else as it was first written. */
export function textIn(texts: NotificationTexts | null, lang: Lang, calendar: Calendar): NotificationText | undefined {
  return texts?.[`${lang}-${calendar}`] ?? texts?.[lang];
}
