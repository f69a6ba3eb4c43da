import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { healthPosts, palikas } from './places.ts';
import { providers } from './providers.ts';
import type { Calendar } from '@mamata/core/calendar/bikram-sambat';
import type { Lang } from '@mamata/core/preferences';

/** One notification's title and body as she reads it. */
export interface NotificationText {
  title: string;
  body: string;
}

/**
 * A notification's title and body in each language it was written in: by language (`en`, `ne`)
 * where it holds no date (a staff notice; a reminder written before its dates were kept in both
 * calendars), by language and calendar (`en-bs`) where it does, so her list follows a switch of
 * either (modules/reminders/texts.ts).
 */
export type NotificationTexts = Partial<Record<Lang | `${Lang}-${Calendar}`, NotificationText>>;

/**
 * Ambulances a mother can call (spec §3 `numbers.ambulences[]`). Each belongs to a health post or,
 * with `healthPostId` null, to the whole palika. `ambulanceStatus` is free text; 'Available' shows green.
 */
export const ambulances = pgTable(
  'ambulances',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    palikaId: uuid()
      .notNull()
      .references(() => palikas.id),
    healthPostId: integer().references(() => healthPosts.id),
    driverName: text().notNull(),
    /** The driver's name as a Nepali reader reads it (null: the app shows `driverName`). */
    driverNameNe: text(),
    mobileNumber: text().notNull(),
    ambulanceNumber: text().notNull(),
    /** The plate in Devanagari ("बा १ झ २३४५"; null: the app shows `ambulanceNumber`). */
    ambulanceNumberNe: text(),
    ambulanceStatus: text().notNull().default('Available'),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.palikaId), index().on(t.healthPostId)],
);

/** Support numbers (spec §3 `numbers.support_numbers[]`) of a health post or, with `healthPostId` null, the palika. */
export const supportNumbers = pgTable(
  'support_numbers',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    palikaId: uuid()
      .notNull()
      .references(() => palikas.id),
    healthPostId: integer().references(() => healthPosts.id),
    name: text().notNull(),
    /** The name as a Nepali reader reads it (null: the app shows `name`). */
    nameNe: text(),
    contactNumber: text().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.palikaId), index().on(t.healthPostId)],
);

/** In-app notifications of a provider (spec §3 "Notification"); `readAt` null means unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    providerId: uuid()
      .notNull()
      .references(() => providers.id),
    /** As it was sent (push, SMS): in her language then. */
    title: text().notNull(),
    body: text().notNull(),
    /**
     * The same in English and Nepali where it was written in both (reminders, emergencies, staff notices): her list
     * shows it in the language she reads the app in now, also after she switches.
     */
    texts: jsonb().$type<NotificationTexts>(),
    type: text().notNull(),
    /**
     * What makes it exactly-once: a reminder's is `reminder:<provider>:<subject>:<period>:<due date>:<kind>`, a
     * staff notice's `notice:<notice>:<provider>`. Unique, so a second scan (another process, a retry) inserts nothing.
     */
    dedupeKey: text().unique(),
    /**
     * The screen tapping it opens: a reminder opens its item (`/schedule?item=<key>&baby=<baby>`), an
     * emergency the dashboard, a notice the list.
     */
    link: text(),
    /**
     * What it is about, so the senders can check at send time that it still applies
     * (modules/reminders/still-applies.ts): a reminder's `{ kind: 'reminder', subject: 'mother' | 'baby', subjectId,
     * periodKey, dueDate, items }`, an emergency's `{ kind: 'emergency', pregnancyId, series, date, value }`.
     */
    about: jsonb(),
    readAt: timestamp({ withTimezone: true }),
    /**
     * Set when a loss (a baby's death, a miscarriage or stillbirth) or a birth removed as a mistake makes
     * its reminders wrong: her list no longer shows it and the bell does not count it; staff still see it
     * (docs/decisions/012-reminders.md).
     */
    withdrawnAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.providerId, t.createdAt)],
);
