import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { healthPosts } from './places.ts';

/**
 * A registered person who logs in: a mother, or a baby's account (spec: "providers").
 * `registrationType` MOTHER | BABY | MOTHER_AND_BABY (spec §1: BABY if it contains BABY).
 */
export const providers = pgTable(
  'providers',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    mobileNumber: text().notNull().unique(),
    passwordHash: text().notNull(),
    active: boolean().notNull().default(true),
    mustChangePassword: boolean().notNull().default(false),
    registrationType: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    gender: text().notNull(),
    address: text().notNull().default(''),
    /** Her date of birth (AD), asked at registration: her age group on the HMIS sheet (<20 / 20+); null when not recorded. */
    dateOfBirth: date({ mode: 'string' }),
    healthPostId: integer()
      .notNull()
      .references(() => healthPosts.id),
    /** Her language and calendar as the app last reported them; reminders are written in them (docs/spec/decisions.md). */
    lang: text().notNull().default('en'),
    calendar: text().notNull().default('ad'),
    /** Notification settings: Web Push on her devices, SMS to her mobile number. */
    pushEnabled: boolean().notNull().default(true),
    smsEnabled: boolean().notNull().default(true),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.healthPostId),
    check('providers_registration_type_check', sql`${t.registrationType} in ('MOTHER', 'BABY', 'MOTHER_AND_BABY')`),
    check('providers_gender_check', sql`${t.gender} in ('female', 'male', 'other')`),
    check('providers_lang_check', sql`${t.lang} in ('en', 'ne')`),
    check('providers_calendar_check', sql`${t.calendar} in ('ad', 'bs')`),
  ],
);

/**
 * A pregnancy as registered by the health post. Heights in inches, weight in kg (spec §9).
 * Antenatal visits and the measurements of a pregnancy point here.
 */
export const pregnancies = pgTable(
  'pregnancies',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    providerId: uuid()
      .notNull()
      .references(() => providers.id),
    lastMenstrualPeriod: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    heightInches: numeric({ precision: 5, scale: 2, mode: 'number' }),
    weightKg: numeric({ precision: 5, scale: 2, mode: 'number' }),
    emergencyPhoneNumber: text(),
    /**
     * How the pregnancy ended, with `endedOn`: null while it goes on; 'birth', 'miscarriage' or
     * 'stillbirth'. THE place to ask whether a pregnancy still gives reminders: only when `ended_on` is null.
     */
    outcome: text(),
    endedOn: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.providerId),
    check('pregnancies_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('birth', 'miscarriage', 'stillbirth')`),
    check('pregnancies_outcome_ended_check', sql`(${t.outcome} is null) = (${t.endedOn} is null)`),
  ],
);

/** Babies' statuses: only an 'alive' baby has a schedule, reminders, a place on the due list and in the app. */
export const BABY_STATUSES = ['alive', 'died', 'removed'] as const;

/** A baby. Weight in grams, height in inches (spec §9). Twins are two rows. */
export const babies = pgTable(
  'babies',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The account that shows this baby (the baby's own, or the mother's after a birth). */
    providerId: uuid()
      .notNull()
      .references(() => providers.id),
    pregnancyId: uuid().references(() => pregnancies.id),
    birthDate: date({ mode: 'string' }).notNull(),
    sex: text().notNull(),
    birthWeightGrams: integer(),
    birthHeightInches: numeric({ precision: 5, scale: 2, mode: 'number' }),
    /** 1 for a single baby; twins of one birth are 1 and 2, so "the first baby" is stable. */
    birthOrder: integer().notNull().default(1),
    /** The name the family gave; '' until then (the screens say "Baby of <mother>"). */
    name: text().notNull().default(''),
    /**
     * THE place to ask whether a baby still gives reminders: 'alive' only. 'died' (with `endedOn`, the
     * date of death) and 'removed' (its birth entry was removed as wrong, docs/decisions/006) keep the
     * row and everything recorded for it, but no schedule, reminder, due-list entry or app screen.
     */
    status: text().notNull().default('alive'),
    endedOn: date({ mode: 'string' }),
    /** The birth entry (births) this baby was recorded with; null for a baby registered with its own account. */
    birthId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.providerId),
    // the babies born of a pregnancy: its womb chart is theirs too (the change notifications of db/change-feed.ts)
    index().on(t.pregnancyId),
    check('babies_sex_check', sql`${t.sex} in ('female', 'male', 'other')`),
    check('babies_status_check', sql`${t.status} in ('alive', 'died', 'removed')`),
  ],
);
