import { afterAll, beforeAll, expect, test } from 'vitest';
import { adToBs, getBsCalendarTable, resetBsCalendarTable } from '@mamata/core/calendar/bikram-sambat';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { setBsCalendarYear } from './calendar.service.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  resetBsCalendarTable();
  await ctx.close();
});

test('the table in force is served, seeded from the bundled one (BS 2000-2090, confirmed to 2083)', async () => {
  const res = await ctx.app.inject({ url: '/api/v1/public/bs-calendar' });
  expect(res.statusCode).toBe(200);
  const table = res.json();
  expect(table.lastConfirmedYear).toBe(2083);
  expect(Object.keys(table.years)).toHaveLength(91);
  // BS 2081 Baisakh 1 = AD 2024-04-13 and the year has 365 days (sources agree on it)
  expect(table.years['2081']).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31]);
});

test('an administrator can publish a year: it changes conversions and moves the confirmed mark', async () => {
  // a date in Jestha 2084: swapping Baisakh's and Jestha's lengths moves it by one day
  const before = adToBs('2027-05-20');
  const original = [...(getBsCalendarTable().years['2084'] ?? [])];
  expect(original[0]).not.toBe(original[1]);
  const changed = [original[1] ?? 0, original[0] ?? 0, ...original.slice(2)];
  const table = await setBsCalendarYear(ctx.database.db, 2084, changed, true);
  expect(table.lastConfirmedYear).toBe(2084);
  expect(adToBs('2027-05-20')).not.toEqual(before);
  const served = (await ctx.app.inject({ url: '/api/v1/public/bs-calendar' })).json();
  expect(served.years['2084']).toEqual(changed);
});

test('an impossible month length is refused and nothing is stored', async () => {
  const before = getBsCalendarTable().years['2085'];
  await expect(setBsCalendarYear(ctx.database.db, 2085, [40, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], true)).rejects.toThrow();
  expect(getBsCalendarTable().years['2085']).toEqual(before);
});

test('a year whose months do not add up to 365 or 366 days is refused and nothing is stored', async () => {
  const before = getBsCalendarTable().years['2085'];
  await expect(setBsCalendarYear(ctx.database.db, 2085, [30, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], true)).rejects.toThrow(/364 days, not 365 or 366/);
  expect(getBsCalendarTable().years['2085']).toEqual(before);
});

test('the calendar:set command refuses a 367-day year with a clear message', async () => {
  const cli = fileURLToPath(new URL('./calendar-cli.ts', import.meta.url));
  const run = promisify(execFile);
  const failed = await run(process.execPath, ['--import', 'tsx', cli, '2085', '32,32,32,32,31,30,30,30,29,29,30,30', '--confirmed'], {
    env: { ...process.env, DATA_DIR: 'memory://' },
  }).catch((error: { code: number; stderr: string }) => error);
  expect('code' in failed ? failed.code : 0).toBe(1);
  expect('stderr' in failed ? failed.stderr : '').toContain('Refused: the months of BS 2085 add up to 367 days; a Bikram Sambat year has 365 or 366.');
});
