import { sql } from 'drizzle-orm';
import { check, smallint, date, index, uniqueIndex, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { healthPosts } from './places.ts';
import { providers } from './providers.ts';
import { staffUsers } from './staff.ts';
import { notifications } from './support.ts';

/**
 * The outbox: one row per notification and channel ('push', 'sms'), written in the same transaction as the
 * notification. Senders claim rows (`state` 'sending' with a lease until `lockedUntil`), send, and mark them
 * 'sent', or back to 'pending' with a later `nextAttemptAt` (backoff), or 'failed' after the last attempt.
 * 'cancelled': the item was given (or stopped being due, or a loss made it wrong) before it went out;
 * 'skipped': nothing to send to. An SMS gateway's delivery report turns 'sent' into 'delivered' (or 'failed').
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    providerId: uuid()
      .notNull()
      .references(() => providers.id),
    channel: text().notNull(),
    state: text().notNull().default('pending'),
    /** The text to send (SMS: fitted to two Unicode segments). */
    payload: jsonb().notNull(),
    attempts: integer().notNull().default(0),
    /** Not before this instant: quiet hours (21:00-07:00 Nepal time) and backoff move it later. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** The gateway's message id or the number of devices reached. */
    providerRef: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** When the SMS gateway reported the message delivered to her phone (its delivery report). */
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_unique').on(t.notificationId, t.channel),
    index().on(t.channel, t.state, t.nextAttemptAt),
    index().on(t.providerId),
    // a delivery report names the gateway's message id
    index('notification_deliveries_sms_ref_index')
      .on(t.providerRef)
      .where(sql`${t.channel} = 'sms'`),
    check('notification_deliveries_channel_check', sql`${t.channel} in ('push', 'sms')`),
    check('notification_deliveries_state_check', sql`${t.state} in ('pending', 'sending', 'sent', 'delivered', 'failed', 'cancelled', 'skipped')`),
  ],
);

/** A browser's Web Push subscription (`PATCH /provider/fcm-token`); endpoints answering 404/410 are removed. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.providerId)],
);

/** Daily reminder scans that finished, by Nepal date: a day without a row is run at start-up. */
export const reminderScans = pgTable('reminder_scans', {
  day: date({ mode: 'string' }).primaryKey(),
  people: integer().notNull(),
  created: integer().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A notice staff sent to their health post's people (or a group of them), in English and Nepali. */
export const notices = pgTable(
  'notices',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    staffId: uuid()
      .notNull()
      .references(() => staffUsers.id),
    healthPostId: integer()
      .notNull()
      .references(() => healthPosts.id),
    audience: jsonb().notNull(),
    titleEn: text().notNull(),
    titleNe: text().notNull(),
    bodyEn: text().notNull(),
    bodyNe: text().notNull(),
    recipients: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.healthPostId, t.createdAt)],
);

/**
 * People whose record changed, whose reminders are to be scanned again (db/person-changes.ts): the service that
 * changed the record writes the row in its own transaction (`personChanged`); the reminder engine scans her and
 * removes the row. One row a person: a second change before the scan moves `changedAt`.
 */
export const personChanges = pgTable('person_changes', {
  providerId: uuid()
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each person's next reminder day (docs/decisions/030-reminders-at-scale.md): the first Nepal day after her last scan on
 * which her schedule may give a reminder it did not give then (core `nextReminderDay`), so the daily scan reads only
 * the people whose day has come (`next_on <= today`, the index). `next_on` null: not known (registered, or her record
 * changed since): she is read by the next scan. 'infinity': nothing more without a change to her record (all given,
 * an inactive account). Written by the scan (only when `version` is still the one it read with her record) and by
 * `personChanged` (db/person-changes.ts: null, `version` + 1), so a scan that read her before a change never writes
 * a day the change made wrong. A row per person: a trigger adds it when she is registered (migration), whatever
 * inserts her. A table of its own, not a column of `providers`, so a scan's writes do not wake the read cache's
 * change notifications of every account (docs/decisions/014-read-cache.md).
 */
export const reminderDays = pgTable(
  'reminder_days',
  {
    providerId: uuid()
      .primaryKey()
      .references(() => providers.id, { onDelete: 'cascade' }),
    nextOn: date({ mode: 'string' }),
    version: integer().notNull().default(0),
    /**
     * The staff due list's day (docs/decisions/035-due-list-days.md, core `dueListDay`): the first Nepal day on which
     * her place on the list may change (null: not known; 'infinity': not without a change), written by the list with
     * `version` checked, made unknown with `next_on` by every announced change.
     */
    listOn: date({ mode: 'string' }),
    /** Her earliest due day on the list (its widest window) as of her last read: the list's pages are ordered by it. */
    listKey: date({ mode: 'string' }),
    /** Her flagged readings at her last read: 0 an emergency, 1 see a health worker, null none (the flags' order). */
    listFlag: smallint(),
  },
  (t) => [index().on(t.nextOn, t.providerId), index().on(t.listOn, t.providerId)],
);

/**
 * The id ranges of a day's daily scan that finished (docs/decisions/030-reminders-at-scale.md): each range is a queue
 * job; a range found here is not scanned again that day, and the range that completes the set records the day in
 * `reminder_scans`.
 */
export const reminderScanRanges = pgTable(
  'reminder_scan_ranges',
  {
    day: date({ mode: 'string' }).notNull(),
    range: integer().notNull(),
    people: integer().notNull(),
    created: integer().notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.day, t.range)],
);
