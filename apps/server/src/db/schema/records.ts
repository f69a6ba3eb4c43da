import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { babies, pregnancies, providers } from './providers.ts';
import { staffUsers } from './staff.ts';

/**
 * A schedule item (vaccine, check-up or medicine of `reference/schedule-templates.ts`, by its `key`)
 * that the health post gave: when, by whom, where. Due, overdue and missed are not stored: they follow
 * from the template, the LMP or birth date and today (domain/schedule.ts). A baby's items carry
 * `babyId`, a mother's `pregnancyId`. A correction supersedes a row instead of changing it.
 */
export const itemRecords = pgTable(
  'item_records',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    providerId: uuid()
      .notNull()
      .references(() => providers.id),
    pregnancyId: uuid().references(() => pregnancies.id),
    babyId: uuid().references(() => babies.id),
    itemKey: text().notNull(),
    givenOn: date({ mode: 'string' }).notNull(),
    givenBy: text().notNull().default(''),
    givenAt: text().notNull().default(''),
    notes: text().notNull().default(''),
    recordedBy: uuid()
      .notNull()
      .references(() => staffUsers.id),
    supersedesId: uuid(),
    supersededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.providerId),
    index().on(t.babyId),
    check('item_records_subject_check', sql`(${t.pregnancyId} is null) <> (${t.babyId} is null)`),
  ],
);

/** A fetal weight estimate from an ultrasound (grams) at a gestational week. Corrections supersede. */
export const fetalWeightEstimates = pgTable(
  'fetal_weight_estimates',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    pregnancyId: uuid()
      .notNull()
      .references(() => pregnancies.id),
    measuredOn: date({ mode: 'string' }).notNull(),
    gestationalWeek: integer().notNull(),
    weightGrams: integer().notNull(),
    recordedBy: uuid()
      .notNull()
      .references(() => staffUsers.id),
    supersedesId: uuid(),
    supersededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.pregnancyId, t.measuredOn)],
);

/** A baby's growth measurement: weight in grams, height (length) in inches (spec §9). Corrections supersede. */
export const growthMeasurements = pgTable(
  'growth_measurements',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    babyId: uuid()
      .notNull()
      .references(() => babies.id),
    measuredOn: date({ mode: 'string' }).notNull(),
    weightGrams: integer(),
    heightInches: numeric({ precision: 5, scale: 2, mode: 'number' }),
    recordedBy: uuid()
      .notNull()
      .references(() => staffUsers.id),
    supersedesId: uuid(),
    supersededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.babyId, t.measuredOn)],
);

/**
 * Local changes to schedule items the reference marks unconfirmed (core reference/schedule-overrides.ts):
 * due day, dose line and description; null or '' keeps the reference's value.
 */
export const scheduleItemOverrides = pgTable('schedule_item_overrides', {
  itemKey: text().primaryKey(),
  days: integer(),
  doseEn: text().notNull().default(''),
  doseNe: text().notNull().default(''),
  infoEn: text().notNull().default(''),
  infoNe: text().notNull().default(''),
  updatedBy: uuid()
    .notNull()
    .references(() => staffUsers.id),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
