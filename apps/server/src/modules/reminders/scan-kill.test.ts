import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { babySchedule } from '@mamata/core/domain/schedule';
import { nepalInstant } from '@mamata/core/calendar/nepal-time';
import { remindersOn } from '@mamata/core/domain/reminders';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/build-test-app.ts';
import { seedDemoData } from '../../db/seed.ts';
import { runDailyScan, SCAN_RANGES } from '../../jobs/engine.ts';
import { duePeople, scanReminders } from './reminder-scan.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { startReminderWorker } from '../../../test/start-reminder-worker.ts';
import { until } from '../../../test/until.ts';

/**
 * The daily scan killed in its middle (docs/decisions/030-reminders-at-scale.md): on PostgreSQL (TEST_DATABASE_URL) two
 * server processes share the day's ranges (queue jobs); one is killed with SIGKILL while ranges are still to do, the
 * other takes its range over once its heartbeat stops and finishes the day. Every reminder then exists once, with one
 * outbox row per channel, none missing (a scan of everyone afterwards makes nothing), every range is recorded once and
 * the day once. On the embedded PGlite two processes cannot share a database: the same checks follow a scan cut after
 * its first people (as a process killed after its first batches committed) and run again.
 */
// enough that the two processes are still scanning when one is killed; fewer on the slower embedded database
const PEOPLE = process.env.TEST_DATABASE_URL ? 6000 : 1500;
const today = nepalToday();
const clock = nepalInstant(today, 10); // 10:00 Nepal time: outside quiet hours
const birthDate = addDays(today, -110);

let database: Database & { label: string };
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
  // PEOPLE babies born 110 days ago with nothing given: each has its birth, 6-, 10- and 14-week doses overdue
  await database.db.execute(sql`with p as (
      insert into providers (mobile_number, password_hash, registration_type, first_name, last_name, gender, health_post_id)
      select '96' || lpad(i::text, 8, '0'), 'x', 'BABY', 'Baby', i::text, 'female', (select id from health_posts order by id limit 1)
      from generate_series(1, ${PEOPLE}) i returning id)
    insert into babies (provider_id, birth_date, sex) select id, ${birthDate}, 'female' from p`);
}, 120_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await database.close();
});

const startWorker = (url: string) => startReminderWorker(url, clock.getTime(), children, { SMS_GATEWAY_URL: undefined });

const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(database.db, query))[0]!.n;
const rangesDone = () => count(sql`select count(*)::int as n from reminder_scan_ranges where day = ${today}::date`);

test('the daily scan killed in its middle: every reminder once, none missing, each range and the day recorded once', async () => {
  const url = database.label === 'postgres' ? (database as Database & { url: string }).url : null;
  let doneAtKill: number;
  if (url) {
    const a = await startWorker(url);
    await startWorker(url);
    // both start the missed day's scan; kill the first while ranges are still to do
    await until(async () => (await rangesDone()) >= 4, Boolean, 90_000);
    a.kill('SIGKILL');
    doneAtKill = await rangesDone();
    // the survivor takes the killed process's range over once its heartbeat stops, and records the day
    await until(async () => (await count(sql`select count(*)::int as n from reminder_scans where day = ${today}::date`)) === 1, Boolean, 120_000);
  } else {
    // a process that scanned its first people (their batches committed) and died: the next run reads only the rest
    const due = await duePeople(database.db, today);
    await scanReminders(database.db, { now: clock, providerIds: due.slice(0, Math.floor(due.length / 3)) });
    doneAtKill = 0;
    expect((await duePeople(database.db, today)).length).toBeLessThan(due.length);
    await runDailyScan({ database, log: { info: () => undefined } as never }, clock);
  }
  expect(doneAtKill).toBeLessThan(SCAN_RANGES);

  // each range once, the day once
  expect(await rangesDone()).toBe(SCAN_RANGES);
  expect(await count(sql`select count(*)::int as n from reminder_scan_ranges where day = ${today}::date group by range order by n desc limit 1`)).toBe(1);
  expect(await count(sql`select count(*)::int as n from reminder_scans`)).toBe(1);

  // notifications: exactly the reminders the rules give, once each
  const perBaby = remindersOn(babySchedule(birthDate, today), today).length;
  expect(perBaby).toBeGreaterThanOrEqual(3);
  const [counts] = await rowsOf<{ n: number; keys: number }>(
    database.db,
    sql`select count(*)::int as n, count(distinct dedupe_key)::int as keys from notifications n join providers p on p.id = n.provider_id where p.mobile_number like '96%'`,
  );
  expect(counts).toEqual({ n: PEOPLE * perBaby, keys: PEOPLE * perBaby });
  // the outbox: one SMS row per reminder (SMS on by default), none twice, none missing
  const [outbox] = await rowsOf<{ n: number; notifications: number }>(
    database.db,
    sql`select count(*)::int as n, count(distinct d.notification_id)::int as notifications from notification_deliveries d
      join providers p on p.id = d.provider_id where p.mobile_number like '96%' and d.channel = 'sms'`,
  );
  expect(outbox).toEqual({ n: PEOPLE * perBaby, notifications: PEOPLE * perBaby });
  // nobody left due today, and a scan of everyone finds nothing the ranges left out
  expect(await duePeople(database.db, today)).toEqual([]);
  expect((await scanReminders(database.db, { now: clock })).created).toBe(0);
}, 240_000);
