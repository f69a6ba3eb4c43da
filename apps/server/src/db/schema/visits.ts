import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { healthPosts } from './places.ts';
import { pregnancies } from './providers.ts';
import { staffUsers } from './staff.ts';

/**
 * An antenatal visit: blood pressure in mmHg, amniotic fluid ("water level") as the
 * amniotic fluid index in cm, weight in kg. A correction supersedes a row instead of changing it.
 */
export const antenatalVisits = pgTable(
  'antenatal_visits',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    pregnancyId: uuid()
      .notNull()
      .references(() => pregnancies.id),
    visitDate: date({ mode: 'string' }).notNull(),
    gestationalWeek: integer().notNull(),
    systolicPressure: integer(),
    diastolicPressure: integer(),
    waterLevel: numeric({ precision: 4, scale: 1, mode: 'number' }),
    weightKg: numeric({ precision: 5, scale: 2, mode: 'number' }),
    notes: text().notNull().default(''),
    /** Her first ANC contact of this pregnancy, anywhere (HMIS 9.3 "First ANC, any time"); null: not recorded. */
    firstAnc: boolean(),
    recordedBy: uuid()
      .notNull()
      .references(() => staffUsers.id),
    /** Where it was given, as recorded: the recorder's health post then, else the person's (HMIS counts it there; set by the database at insert). */
    healthPostId: integer().references(() => healthPosts.id),
    supersedesId: uuid(),
    supersededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.pregnancyId, t.visitDate)],
);

/**
 * A nurse's review of a visit's reading in the emergency range (docs/decisions/010-clinical-verdicts.md): until
 * one exists the severe blood pressure stays flagged on her dashboard and the due list. Written with its audit
 * row in one transaction; never changed.
 */
export const readingReviews = pgTable(
  'reading_reviews',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    visitId: uuid()
      .notNull()
      .references(() => antenatalVisits.id),
    /** The visit's pregnancy (the read cache's change notifications name it). */
    pregnancyId: uuid()
      .notNull()
      .references(() => pregnancies.id),
    reviewedBy: uuid()
      .notNull()
      .references(() => staffUsers.id),
    note: text().notNull(),
    reviewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.visitId)],
);
