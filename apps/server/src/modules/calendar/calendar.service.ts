import { DEFAULT_BS_CALENDAR_TABLE, setBsCalendarTable, type BsCalendarTable } from '@mamata/core/calendar/bikram-sambat';
import { BsCalendarTableSchema } from '@mamata/core/calendar/bs-calendar-table';
import type { Db } from '../../db/client.ts';
import { insertCalendarYears, listCalendarYears, upsertCalendarYear } from './calendar.queries.ts';

/**
 * The Bikram Sambat month lengths live in the database (docs/spec/stack-notes.md: future years are
 * projections that change when Nepal's calendar committee publishes them). The bundled table
 * seeds an empty database; afterwards the database is the source, loaded into core at start.
 */
export async function loadBsCalendar(db: Db): Promise<BsCalendarTable> {
  let rows = await listCalendarYears(db);
  if (rows.length === 0) {
    const { years, lastConfirmedYear } = DEFAULT_BS_CALENDAR_TABLE;
    await insertCalendarYears(
      db,
      Object.entries(years).map(([year, monthLengths]) => ({
        year: Number(year),
        monthLengths: [...monthLengths],
        confirmed: Number(year) <= lastConfirmedYear,
      })),
    );
    rows = await listCalendarYears(db);
  }
  return setBsCalendarTable(tableFromRows(rows));
}

/** Builds the core table: the last confirmed year is the end of the unbroken run of confirmed years. */
function tableFromRows(rows: { year: number; monthLengths: number[]; confirmed: boolean }[]): BsCalendarTable {
  let lastConfirmedYear = (rows[0]?.year ?? DEFAULT_BS_CALENDAR_TABLE.lastConfirmedYear) - 1;
  for (const row of rows) {
    if (!row.confirmed) break;
    lastConfirmedYear = row.year;
  }
  return BsCalendarTableSchema.parse({
    lastConfirmedYear,
    reference: DEFAULT_BS_CALENDAR_TABLE.reference,
    years: Object.fromEntries(rows.map((r) => [String(r.year), r.monthLengths])),
  });
}

/**
 * Sets one year's month lengths (an administrator, when the official calendar is published),
 * validating the whole resulting table before anything is stored, then reloads it.
 */
export async function setBsCalendarYear(db: Db, year: number, monthLengths: number[], confirmed: boolean): Promise<BsCalendarTable> {
  const rows = await listCalendarYears(db);
  const next = rows.some((r) => r.year === year)
    ? rows.map((r) => (r.year === year ? { ...r, monthLengths, confirmed } : r))
    : [...rows, { year, monthLengths, confirmed, updatedAt: new Date() }];
  tableFromRows(next); // throws on an invalid table: nothing is written
  await upsertCalendarYear(db, { year, monthLengths, confirmed });
  return loadBsCalendar(db);
}
