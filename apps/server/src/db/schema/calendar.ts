import { boolean, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The Bikram Sambat month lengths in force (docs/spec/stack-notes.md, "Bikram Sambat calendar"): seeded from
 * packages/core's table, updatable by an administrator when the calendar committee publishes a year,
 * without a code change. `confirmed` false marks a projected (provisional) year.
 */
export const bsCalendarYears = pgTable('bs_calendar_years', {
  year: integer().primaryKey(),
  monthLengths: jsonb().$type<number[]>().notNull(),
  confirmed: boolean().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
