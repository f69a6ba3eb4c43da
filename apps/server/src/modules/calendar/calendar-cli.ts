/**
 * Updates one Bikram Sambat year when the official calendar is published, without a code change:
 *   npm run calendar:set -w @mamata/server -- 2084 31,31,32,31,31,31,30,29,30,29,30,30 --confirmed
 * (uses DATABASE_URL or the embedded database, like the server).
 */
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { setBsCalendarYear } from './calendar.service.ts';

const [yearArg, monthsArg, ...flags] = process.argv.slice(2);
const year = Number(yearArg);
const months = (monthsArg ?? '').split(',').map(Number);
if (!Number.isInteger(year) || months.length !== 12 || months.some((m) => !Number.isInteger(m))) {
  console.error('usage: calendar:set <BS year> <12 comma-separated month lengths> [--confirmed]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const table = await setBsCalendarYear(database.db, year, months, flags.includes('--confirmed'));
  console.log(`BS ${year} stored. Last confirmed year: ${table.lastConfirmedYear}. Restart the server to use it.`);
} finally {
  await database.close();
}
