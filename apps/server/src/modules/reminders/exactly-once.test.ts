import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { babySchedule } from '@mamata/core/domain/schedule';
import { nepalInstant } from '@mamata/core/calendar/nepal-time';
import { remindersOn } from '@mamata/core/domain/reminders';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/build-test-app.ts';
import { fakePushService, fakeSmsGateway } from '../../../test/fakes.ts';
import { seedDemoData } from '../../db/seed.ts';
import { MAX_REQUESTS_IN_FLIGHT } from '../../jobs/engine.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { startReminderWorker } from '../../../test/start-reminder-worker.ts';
import { until } from '../../../test/until.ts';

/**
 * Exactly once, proven (docs/spec/decisions.md "Reminders that are not lost"): two server processes run the scan and
 * the senders against the same PostgreSQL; one is killed (SIGKILL) in the middle of sending. Every reminder
 * must exist once, and every push and SMS must reach her once as she experiences it, none missing: the fake
 * gateway sends one message per reference, as the SMS protocol requires of a gateway (modules/reminders/sms.ts), and the
 * fake phone shows one notification per tag, as the service worker does (apps/web/public/sw.js). The
 * requests repeated on the wire (at most the killed process's requests in flight) are counted and reported. On the embedded PGlite (no TEST_DATABASE_URL) two processes cannot
 * share a database: the same test then runs the two engines in this process, stopping one mid-send.
 */
const PEOPLE = 150;
const today = nepalToday();
const clock = nepalInstant(today, 10); // 10:00 Nepal time: outside quiet hours
const birthDate = addDays(today, -110);

let database: Database & { label: string };
let push: Awaited<ReturnType<typeof fakePushService>>;
let sms: Awaited<ReturnType<typeof fakeSmsGateway>>;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
  push = await fakePushService({ delayMs: 15 });
  sms = await fakeSmsGateway('test-token', { delayMs: 15 });
  // PEOPLE babies born 110 days ago with nothing given: each has its birth, 6-, 10- and 14-week doses overdue
  const [post] = await rowsOf<{ id: number }>(database.db, sql`select id from health_posts order by id limit 1`);
  for (let i = 0; i < PEOPLE; i++) {
    const sub = push.subscribe(`p${i}`);
    await database.db.execute(sql`with p as (
        insert into providers (mobile_number, password_hash, registration_type, first_name, last_name, gender, health_post_id)
        values (${`97${String(10_000_000 + i)}`}, 'x', 'BABY', 'Baby', ${String(i)}, 'female', ${post!.id}) returning id),
      b as (insert into babies (provider_id, birth_date, sex) select id, ${birthDate}, 'female' from p)
      insert into push_subscriptions (provider_id, endpoint, p256dh, auth) select id, ${sub.endpoint}, ${sub.keys.p256dh}, ${sub.keys.auth} from p`);
  }
}, 120_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await push.close();
  await sms.close();
  await database.close();
});

const startWorker = (url: string) => startReminderWorker(url, clock.getTime(), children, { SMS_GATEWAY_URL: sms.url });

test('two processes, one killed while sending: 0 duplicate and 0 missing notifications, pushes and SMS', async () => {
  const url = database.label === 'postgres' ? (database as Database & { url: string }).url : null;
  let killed: number;
  let finish = async () => {};
  if (url) {
    const a = await startWorker(url);
    await startWorker(url);
    // kill the first process in the middle of sending
    await until(async () => sms.received.length + push.received.length >= 100, Boolean, 60_000);
    a.kill('SIGKILL');
    killed = sms.received.length + push.received.length;
  } else {
    // embedded PGlite: two engines of this process share the database; the first stops abruptly mid-send
    const { buildTestApp } = await import('../../../test/build-test-app.ts');
    const env = { REMINDERS: 'on', SMS_GATEWAY_URL: sms.url, SMS_GATEWAY_TOKEN: 'test-token', OUTBOX_LEASE_SECONDS: '3' };
    const offset = clock.getTime() - Date.now();
    const now = () => new Date(Date.now() + offset);
    const first = await buildTestApp(env, { now, database });
    const second = await buildTestApp(env, { now, database });
    void first.app.reminderEngine?.drain();
    void second.app.reminderEngine?.drain();
    await until(async () => sms.received.length + push.received.length >= 100, Boolean, 60_000);
    await first.app.reminderEngine?.stop();
    killed = sms.received.length + push.received.length;
    let running = true;
    const loop = (async () => {
      while (running) {
        await second.app.reminderEngine?.drain();
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    finish = async () => {
      running = false;
      await loop;
      await first.app.close();
      await second.app.close();
    };
  }
  expect(killed).toBeGreaterThan(0);

  // the survivor finishes the day's scan (a range the killed one held is given to it once its heartbeat stops:
  // docs/decisions/030-reminders-at-scale.md), then the sending, taking over the rows the killed one had claimed once
  // their lease ends
  const scanned = async () => (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from reminder_scans where day = ${today}::date`))[0]!.n;
  await until(scanned, (n) => n === 1, 120_000);
  const open = async () =>
    (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from notification_deliveries where state in ('pending', 'sending')`))[0]!.n;
  await until(async () => (await open()) === 0, Boolean, 90_000);
  expect(await open()).toBe(0);
  await finish();

  // notifications: exactly the reminders the rules give, once each
  const perBaby = remindersOn(babySchedule(birthDate, today), today).length;
  expect(perBaby).toBeGreaterThanOrEqual(3);
  const [counts] = await rowsOf<{ n: number; keys: number }>(
    database.db,
    sql`select count(*)::int as n, count(distinct dedupe_key)::int as keys from notifications n join providers p on p.id = n.provider_id where p.last_name ~ '^[0-9]+$'`,
  );
  expect(counts).toEqual({ n: PEOPLE * perBaby, keys: PEOPLE * perBaby });

  // pushes and SMS: every row sent; none missing
  const rows = await rowsOf<{ id: string; notification_id: string; channel: string; state: string; last_name: string }>(
    database.db,
    sql`select d.id, d.notification_id, d.channel, d.state, p.last_name from notification_deliveries d join providers p on p.id = d.provider_id
      where p.last_name ~ '^[0-9]+$'`,
  );
  expect(rows).toHaveLength(PEOPLE * perBaby * 2);
  expect(rows.filter((r) => r.state !== 'sent')).toEqual([]);
  const pushRows = rows.filter((r) => r.channel === 'push');
  const smsRows = rows.filter((r) => r.channel === 'sms');

  // As she experiences them. SMS: the gateway sends one message per reference (the protocol the adapter
  // requires of a gateway, modules/reminders/sms.ts), so each SMS row is one message on her phone, none twice, none missing.
  const notificationOf = new Map(smsRows.map((r) => [r.id, r.notification_id]));
  const onPhones = new Map(smsRows.map((r) => [r.notification_id, 0]));
  for (const m of sms.messages.values()) {
    const n = notificationOf.get(m.reference);
    if (n) onPhones.set(n, onPhones.get(n)! + 1);
  }
  const smsTwice = [...onPhones.values()].filter((n) => n > 1).length;
  // Push: the service worker shows each notification under its tag (the notification id), so a repeat
  // replaces it; each phone shows exactly her notifications, once each.
  let pushMissing = 0;
  let pushExtra = 0;
  for (const r of pushRows) {
    const phone = push.shown.get(`p${r.last_name}`);
    if (!phone?.has(r.notification_id)) pushMissing++;
  }
  for (let i = 0; i < PEOPLE; i++) {
    const mine = new Set(pushRows.filter((r) => r.last_name === String(i)).map((r) => r.notification_id));
    for (const tag of push.shown.get(`p${i}`)?.keys() ?? []) if (!mine.has(tag)) pushExtra++;
  }
  const smsMissing = [...onPhones.values()].filter((n) => n === 0).length;
  expect({ smsMissing, smsTwice, pushMissing, pushExtra }).toEqual({ smsMissing: 0, smsTwice: 0, pushMissing: 0, pushExtra: 0 });

  // What crossed the wire: a request the killed process had in flight when it died (the gateway had answered,
  // the process died before recording it) goes again from the survivor with the same reference. At most the
  // requests a process has in flight at once (all its lanes busy, jobs/engine.ts MAX_REQUESTS_IN_FLIGHT).
  const expectedPush = new Set(pushRows.map((r) => r.id.replaceAll('-', '')));
  const expectedSms = new Set(smsRows.map((r) => r.id));
  const pushWire = push.received.filter((r) => r.topic !== undefined && expectedPush.has(r.topic)).length;
  const smsWire = sms.received.filter((r) => expectedSms.has(r.reference)).length;
  const repeated = pushWire - expectedPush.size + (smsWire - expectedSms.size);
  console.log(
    `exactly-once (${database.label}): ${counts!.n} notifications, ${expectedPush.size} pushes, ${expectedSms.size} SMS; killed after ${killed} sends; ` +
      `as she sees them: 0 duplicates, 0 missing; requests repeated on the wire: ${repeated} (push ${pushWire - expectedPush.size}, SMS ${smsWire - expectedSms.size})`,
  );
  expect(repeated).toBeGreaterThanOrEqual(0);
  expect(repeated).toBeLessThanOrEqual(MAX_REQUESTS_IN_FLIGHT);
}, 240_000);
