import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A palika (municipality). `baseUrl` null means "served by this deployment". */
export const palikas = pgTable('palikas', {
  id: uuid()
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text().notNull(),
  nameNe: text().notNull(),
  district: text().notNull(),
  baseUrl: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A health post (an "office" in the spec; its integer id is the spec's `office_type_id`). */
export const healthPosts = pgTable('health_posts', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  palikaId: uuid()
    .notNull()
    .references(() => palikas.id),
  name: text().notNull(),
  nameNe: text().notNull(),
  address: text().notNull().default(''),
  phone: text(),
  /** Its code in the national HMIS (printed on the monthly sheet); null until the palika enters it. */
  hmisCode: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The directory: which palika serves a mobile number (spec §4 step 1). */
export const directoryEntries = pgTable('directory_entries', {
  mobileNumber: text().primaryKey(),
  palikaId: uuid()
    .notNull()
    .references(() => palikas.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
