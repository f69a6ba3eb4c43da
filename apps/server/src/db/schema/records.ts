import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { healthPosts } from './places.ts';
import { babies, pregnancies, providers } from './providers.ts';
import { staffUsers } from './staff.ts';
import { antenatalVisits } from './visits.ts';

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
    /** 'HH:MM' Nepal time, when recorded (a PNC contact's time: "within 24 hours of the birth" on the HMIS sheet). */
    givenTime: text(),
    /** A Td item's HMIS dose (td1, td2, td2plus) when it differs from the item's (Td 2+ for a woman vaccinated before); null: the item's. */
    tdDose: text(),
    givenBy: text().notNull().default(''),
    givenAt: text().notNull().default(''),
    notes: text().notNull().default(''),
    recordedBy: uuid()
      .notNull()
      .references(() => staffUsers.id),
    /** Where it was given, as recorded: the recorder's health post then, else the person's (HMIS counts it there; set by the database at insert). */
    healthPostId: integer().references(() => healthPosts.id),
    /**
     * The antenatal visit that gave this contact (a visit in a contact's window is that contact): a correction of the
     * visit's date moves it, removing the visit removes it. Null for what was recorded by hand, or corrected by hand.
     */
    visitId: uuid().references(() => antenatalVisits.id),
    supersedesId: uuid(),
    supersededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.providerId),
    index().on(t.babyId),
    index().on(t.visitId),
    check('item_records_subject_check', sql`(${t.pregnancyId} is null) <> (${t.babyId} is null)`),
    check('item_records_td_dose_check', sql`${t.tdDose} is null or ${t.tdDose} in ('td1', 'td2', 'td2plus')`),
  ],
);

/**
 * A birth as the health post recorded it (docs/decisions/006): correcting it supersedes this row and
 * inserts a new one; removing it supersedes it without a replacement (the pregnancy reopens, the
 * babies become 'removed', the account type goes back to `previousType`). `babies` is what was
 * entered for each baby ({ babyId, sex, birthWeight, birthLength, name, and for the HMIS sheet outcome, asphyxia, defect }), so every version stays readable.
 */
export const births = pgTable(
  'births',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    providerId: uuid()
      .notNull()
      .references(() => providers.id),
    pregnancyId: uuid()
      .notNull()
      .references(() => pregnancies.id),
    bornOn: date({ mode: 'string' }).notNull(),
    /** 'HH:MM', Nepal time. */
    bornAt: text().notNull(),
    place: text().notNull(),
    /** The nurse confirmed a birth before 22 weeks as preterm. */
    preterm: boolean().notNull().default(false),
    /** HMIS 9.3 delivery attributes (null: not recorded): at a facility, this one or another; who attended; mode; presentation. */
    facility: text(),
    attendant: text(),
    mode: text(),
    presentation: text(),
    babies: jsonb().notNull(),
    previousType: text().notNull(),
    recordedBy: uuid()
      .notNull()
      .references(() => staffUsers.id),
    /** Where it was given, as recorded: the recorder's health post then, else the person's (HMIS counts it there; set by the database at insert). */
    healthPostId: integer().references(() => healthPosts.id),
    supersedesId: uuid(),
    supersededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.providerId),
    check('births_place_check', sql`${t.place} in ('facility', 'home', 'onTheWay')`),
    check('births_facility_check', sql`${t.facility} is null or (${t.place} = 'facility' and ${t.facility} in ('this', 'other'))`),
    check('births_attendant_check', sql`${t.attendant} is null or ${t.attendant} in ('sba', 'otherHealthWorker', 'none')`),
    check('births_mode_check', sql`${t.mode} is null or ${t.mode} in ('spontaneous', 'vacuumForceps', 'caesarean')`),
    check('births_presentation_check', sql`${t.presentation} is null or ${t.presentation} in ('cephalic', 'breech', 'shoulder')`),
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
    /** Which fetus (1 = A, 2 = B for twins); after the birth it is the baby of that birth order. */
    fetus: integer().notNull().default(1),
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
