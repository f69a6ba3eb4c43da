import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { healthPosts, palikas } from './places.ts';
import { pregnancies, providers } from './providers.ts';

/**
 * Health-post staff and administrators (decisions.md "Staff console"). Roles: `health_post`
 * (their health post only), `palika_admin` (their palika), `system_admin`.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    mobileNumber: text().notNull().unique(),
    passwordHash: text().notNull(),
    fullName: text().notNull(),
    role: text().notNull(),
    palikaId: uuid().references(() => palikas.id),
    healthPostId: integer().references(() => healthPosts.id),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_users_role_check', sql`${t.role} in ('health_post', 'palika_admin', 'system_admin')`)],
);

/** Staff sessions: a table apart from providers' so a token of one kind can never act as the other. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text().notNull().unique(),
    staffId: uuid()
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
  },
  (t) => [index().on(t.staffId)],
);

/**
 * Every read and write of a person's record by staff: who, what, when, from where. Rows cannot be
 * changed or deleted (a trigger in the migration refuses UPDATE and DELETE).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: uuid()
      .notNull()
      .references(() => staffUsers.id),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    providerId: uuid().references(() => providers.id),
    ip: text(),
    details: jsonb(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.providerId, t.at), index().on(t.staffId, t.at)],
);

/**
 * An antenatal visit (issue 4): blood pressure in mmHg, amniotic fluid ("water level") as the
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
    recordedBy: uuid()
      .notNull()
      .references(() => staffUsers.id),
    supersedesId: uuid(),
    supersededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.pregnancyId, t.visitDate)],
);
