/**
 * The staff due list's rules (docs/decisions/035-due-list-days.md): which items of a schedule it shows, and the day a
 * person's place on it may next change, kept per person so that the list reads only the people it shows.
 */
import { addDays } from '../calendar/nepal-time.ts';
import type { IsoDate } from '../calendar/civil-date.ts';
import type { ScheduledItem } from './schedule.ts';

/** The widest window of the list, in days after today (`GET /staff/due?days=`, at most this). */
export const DUE_LIST_MAX_DAYS = 31;
/** A missed item stays on the list while its due day is at most this many days ago, so old misses do not crowd it. */
export const DUE_LIST_MISSED_DAYS = 56;

/**
 * Where an item goes on the list on `today` with a window of `days`: 'overdue' (overdue, or missed within the last
 * {@link DUE_LIST_MISSED_DAYS} days), 'dueSoon' (due, or upcoming within `days`), or null (not shown).
 */
export function dueListPlace(item: Pick<ScheduledItem, 'status' | 'dueDate'>, today: IsoDate, days: number): 'overdue' | 'dueSoon' | null {
  if (item.status === 'overdue' || (item.status === 'missed' && item.dueDate >= addDays(today, -DUE_LIST_MISSED_DAYS))) return 'overdue';
  if (item.status === 'due' || (item.status === 'upcoming' && item.dueDate <= addDays(today, days))) return 'dueSoon';
  return null;
}

/** A person's place on the list with its widest window, as kept with her (`reminder_days.list_*`). */
export interface DueListDay {
  /** The earliest due day of her items on the list (the list's pages are ordered by it), null when she has none. */
  key: IsoDate | null;
  /** Whether a reading of hers is flagged today. */
  flagged: boolean;
  /** The first day after today on which `key` or `flagged` may change without a change to her record; or 'infinity' (a date PostgreSQL reads as later than every day): never. */
  next: IsoDate;
}

/**
 * Her place on the list on `today` from all her schedules' items and whether a reading is flagged. An item enters the
 * list by time only on its due day minus {@link DUE_LIST_MAX_DAYS} (an upcoming item coming into the window; 'due'
 * and 'overdue' follow it, and nothing given, missed long ago, too late or closed comes back by time); a person on the
 * list, or flagged (a flag ends by time: her readings after the birth become history), may leave it or change her key
 * any day (an item missed, too late, given elsewhere), so she is read again tomorrow. An item waiting for an earlier
 * dose has its due day moved with today: her day then comes early at worst (a read that finds nothing), never late.
 */
export function dueListDay(items: Iterable<Pick<ScheduledItem, 'status' | 'dueDate'>>, today: IsoDate, flagged: boolean): DueListDay {
  let key: IsoDate | null = null;
  let enters: IsoDate | null = null;
  for (const item of items) {
    if (dueListPlace(item, today, DUE_LIST_MAX_DAYS)) {
      if (key === null || item.dueDate < key) key = item.dueDate;
    } else if (item.status === 'upcoming') {
      const day = addDays(item.dueDate, -DUE_LIST_MAX_DAYS);
      if (enters === null || day < enters) enters = day;
    }
  }
  const tomorrow = addDays(today, 1);
  const next = key !== null || flagged ? tomorrow : (enters ?? 'infinity');
  return { key, flagged, next };
}
