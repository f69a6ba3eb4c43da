/**
 * The schedule screen's query parameters a reminder's link sets (domain/reminders.ts `reminderLink`): the
 * item to show, and whose it is (a baby's id). Kept apart so the web app reads them without the reminder
 * texts.
 */
export const SCHEDULE_LINK_PARAMS = { item: 'item', baby: 'baby' } as const;
