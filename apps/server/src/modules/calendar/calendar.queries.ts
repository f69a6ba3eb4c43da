import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bsCalendarYears } from '../../db/schema/index.ts';

/** Every stored Bikram Sambat year, oldest first. */
export function listCalendarYears(db: Db) {
  return db.select().from(bsCalendarYears).orderBy(asc(bsCalendarYears.year));
}

/** Stores the bundled years into an empty table (a year already there is kept). */
export async function insertCalendarYears(db: Db, years: { year: number; monthLengths: number[]; confirmed: boolean }[]) {
  await db.insert(bsCalendarYears).values(years).onConflictDoNothing();
}

/** Sets one year's month lengths, adding the year when it is new. */
export async function upsertCalendarYear(db: Db, year: { year: number; monthLengths: number[]; confirmed: boolean }) {
  await db
    .insert(bsCalendarYears)
    .values(year)
    .onConflictDoUpdate({ target: bsCalendarYears.year, set: { monthLengths: year.monthLengths, confirmed: year.confirmed, updatedAt: sql`now()` } });
}
