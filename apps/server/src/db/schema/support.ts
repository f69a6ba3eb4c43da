import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { healthPosts, palikas } from './places.ts';
import { providers } from './providers.ts';

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
    mobileNumber: text().notNull(),
    ambulanceNumber: text().notNull(),
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
    title: text().notNull(),
    body: text().notNull(),
    type: text().notNull(),
    /**
     * What makes it exactly-once: a reminder's is `reminder:<provider>:<subject>:<period>:<due date>:<kind>`, a
     * staff notice's `notice:<notice>:<provider>`. Unique, so a second scan (another process, a retry) inserts nothing.
     */
    dedupeKey: text().unique(),
    /** The screen tapping it opens (an app path such as '/reminder'). */
    link: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.providerId, t.createdAt)],
);
