/**
 * Updates one Bikram Sambat year when the official calendar is published, without a code change:
 *   npm run calendar:set -w @mamata/server -- 2084 31,31,32,31,31,31,30,29,30,29,30,30 --confirmed
 * (uses DATABASE_URL or the embedded database, like the server).
 */
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { BS_YEAR_LENGTHS } from '@mamata/core/calendar/bs-calendar-table';
import { setBsCalendarYear } from './calendar.service.ts';

const [yearArg, monthsArg, ...flags] = process.argv.slice(2);
const year = Number(yearArg);
const months = (monthsArg ?? '').split(',').map(Number);
if (!Number.isInteger(year) || months.length !== 12 || months.some((m) => !Number.isInteger(m))) {
  console.error('usage: calendar:set <BS year> <12 comma-separated month lengths> [--confirmed]');
  process.exit(2);
}
const total = months.reduce((a, b) => a + b, 0);
if (!BS_YEAR_LENGTHS.includes(total)) {
  // a typo in one month shifts every later date: refused before the database is opened
  console.error(`Refused: the months of BS ${year} add up to ${total} days; a Bikram Sambat year has 365 or 366. Nothing was stored.`);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  migrationUrl: config.DATABASE_MIGRATION_URL,
  fsync: config.PGLITE_FSYNC,
});
try {
  const table = await setBsCalendarYear(database.db, year, months, flags.includes('--confirmed'));
  console.log(`BS ${year} stored. Last confirmed year: ${table.lastConfirmedYear}. Restart the server to use it.`);
} catch (error) {
  console.error(`Refused: ${error instanceof Error ? error.message : String(error)}. Nothing was stored.`);
  process.exitCode = 1;
} finally {
  await database.close();
}
