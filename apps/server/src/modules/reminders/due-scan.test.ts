/**
 * The daily scan reads only the people whose next reminder day has come (docs/decisions/030-reminders-at-scale.md):
 * each scan writes her next day, an announced change makes it unknown, and day after day the due-only scan makes
 * exactly what a scan of everyone makes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { nepalInstant } from '@mamata/core/calendar/nepal-time';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { registerMother } from '../../../test/people.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { duePeople, scanReminders } from './reminder-scan.ts';
import { runDailyScan, scanRange, SCAN_RANGES } from '../../jobs/engine.ts';
import { personChanged } from '../../db/person-changes.ts';
import { rowsOf } from '../../db/sql-rows.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const today = nepalToday();
const dayOf = (mobile: string) =>
  rowsOf<{ next_on: string | null; version: number }>(
    ctx.database.db,
    sql`select r.next_on::text as next_on, r.version from reminder_days r join providers p on p.id = r.provider_id where p.mobile_number = ${mobile}`,
  );
const log = { info: () => undefined } as unknown as Parameters<typeof runDailyScan>[0]['log'];

test('the ranges cover every id once, in order', () => {
  const ranges = Array.from({ length: SCAN_RANGES }, (_, i) => scanRange(i));
  expect(ranges[0]!.from).toBe('00000000-0000-0000-0000-000000000000');
  expect(ranges.at(-1)!.to).toBeNull();
  for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.from).toBe(ranges[i - 1]!.to);
});

test('a scan writes her next reminder day; a change announced makes it unknown until her next scan', async () => {
  // every person has her row from registration (the migration's trigger), not known yet
  const [registered] = await dayOf('9800000002');
  expect(registered!.next_on).toBeNull();
  await scanReminders(ctx.database.db, { now: nepalInstant(today, 10) });
  const [scanned] = await dayOf('9800000002');
  expect(scanned!.next_on! > today).toBe(true);
  // the inactive demo account is no candidate of a full scan, and stays unknown until a due scan reads her
  expect((await dayOf('9800000003'))[0]!.next_on).toBeNull();
  await ctx.database.db.transaction((tx) =>
    rowsOf<{ id: string }>(tx, sql`select id from providers where mobile_number = '9800000002'`).then(([p]) => personChanged(tx, p!.id)),
  );
  expect(await dayOf('9800000002')).toEqual([{ next_on: null, version: registered!.version + 1 }]);
  const due = await duePeople(ctx.database.db, today);
  const [baby] = await rowsOf<{ id: string }>(ctx.database.db, sql`select id from providers where mobile_number = '9800000002'`);
  expect(due).toContain(baby!.id);
  await scanReminders(ctx.database.db, { now: nepalInstant(today, 11), due: {} });
  expect((await dayOf('9800000002'))[0]!.next_on).toBe(scanned!.next_on);
  // an inactive account read as due: nothing more until a change
  expect((await dayOf('9800000003'))[0]!.next_on).toBe('infinity');
  expect(await duePeople(ctx.database.db, today)).toEqual([]);
});

test('day after day, the due-only daily scan makes exactly what a scan of everyone would', async () => {
  const tokha = await staffHeaders(ctx.app, '9800000010');
  // people at many points of their schedules: pregnancies from 4 to 36 weeks, the demo mother and baby
  for (let i = 0; i < 8; i++) await registerMother(ctx.app, tokha, 28 + 28 * i);
  let madeByDue = 0;
  for (let d = 0; d < 60; d += 1) {
    const now = nepalInstant(addDays(today, d), 10);
    const scanned = await runDailyScan({ database: ctx.database, log }, now, 4);
    madeByDue += scanned.created;
    // everyone, after it: nothing the due-only scan left out
    const everyone = await scanReminders(ctx.database.db, { now });
    expect(everyone.created, `missed on ${addDays(today, d)}`).toBe(0);
  }
  expect(madeByDue).toBeGreaterThan(10);
  // each day recorded once, its ranges once
  const scans = await rowsOf<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from reminder_scans`);
  expect(scans[0]!.n).toBe(60);
  const ranges = await rowsOf<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from reminder_scan_ranges`);
  expect(ranges[0]!.n).toBe(240);
}, 240_000);
