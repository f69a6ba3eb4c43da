import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { nepalInstant } from '@mamata/core/calendar/nepal-time';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { fakePushService, fakeSmsGateway } from '../../../test/fakes.ts';
import { MAX_ATTEMPTS, drainOutbox } from './outbox.ts';
import { pushSender, vapidKeys } from './push.ts';
import { scanReminders } from './reminder-scan.ts';
import { httpSmsGateway, smsSender } from './sms.ts';
import { rowsOf } from '../../db/sql-rows.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let push: Awaited<ReturnType<typeof fakePushService>>;
let sms: Awaited<ReturnType<typeof fakeSmsGateway>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  push = await fakePushService();
  sms = await fakeSmsGateway();
});
afterAll(async () => {
  await push.close();
  await sms.close();
  await ctx.close();
});

const today = nepalToday();
const at = (day: string, hour: number, minutes = 0) => new Date(nepalInstant(day, hour).getTime() + minutes * 60_000);

async function deliveries(mobile: string) {
  return rowsOf<{ id: string; channel: string; state: string; attempts: number; last_error: string | null; provider_ref: string | null }>(
    ctx.database.db,
    sql`select d.id, d.channel, d.state, d.attempts, d.last_error, d.provider_ref from notification_deliveries d join providers p on p.id = d.provider_id
      where p.mobile_number = ${mobile} order by d.created_at, d.channel`,
  );
}

test('push and SMS reach the baby account through the fake push service and SMS gateway, with retries after failures', async () => {
  const baby = await loginAs(ctx.app, '9800000002');
  const phone = push.subscribe('baby-phone');
  expect((await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/fcm-token', headers: baby.headers, payload: phone })).statusCode).toBe(200);
  await scanReminders(ctx.database.db, { now: at(today, 10) });

  const keys = await vapidKeys(ctx.database.db, { subject: 'mailto:test@example.com' });
  const sendPush = pushSender(ctx.database.db, keys);
  const sendSms = smsSender(ctx.database.db, httpSmsGateway({ url: sms.url, token: 'test-token', sender: 'Mamata' }));

  // the push service is busy once (503), the gateway twice (500, 429): retried with backoff
  push.answer(503);
  sms.answer(500, 429);
  let clock = at(today, 10);
  const now = () => clock;
  await drainOutbox(ctx.database.db, 'push', sendPush, { now });
  await drainOutbox(ctx.database.db, 'sms', sendSms, { now });
  let rows = await deliveries('9800000002');
  expect(rows.filter((r) => r.channel === 'push').every((r) => r.state === 'pending' || r.state === 'sent')).toBe(true);
  expect(rows.some((r) => r.state === 'pending' && r.attempts === 1 && /50[03]|429/.test(r.last_error ?? ''))).toBe(true);
  // not yet due again: nothing happens; after the backoff everything goes
  const before = push.received.length + sms.received.length;
  await drainOutbox(ctx.database.db, 'push', sendPush, { now });
  expect(push.received.length + sms.received.length).toBe(before);
  for (let i = 0; i < 4; i++) {
    clock = new Date(clock.getTime() + 10 * 60_000);
    await drainOutbox(ctx.database.db, 'push', sendPush, { now });
    await drainOutbox(ctx.database.db, 'sms', sendSms, { now });
  }
  rows = await deliveries('9800000002');
  expect(rows.map((r) => r.state).every((s) => s === 'sent')).toBe(true);
  // exactly once each: one push per push row, one SMS per SMS row, each with its row id as reference
  const pushRows = rows.filter((r) => r.channel === 'push');
  const smsRows = rows.filter((r) => r.channel === 'sms');
  expect(push.received.map((p) => p.topic).sort()).toEqual(pushRows.map((r) => r.id.replaceAll('-', '')).sort());
  expect(sms.received.map((s) => s.reference).sort()).toEqual(smsRows.map((r) => r.id).sort());
  // what arrived: VAPID-signed, encrypted payload the browser can read; the SMS to her number in at most two parts
  const overdue = push.received.find((p) => p.payload?.title === 'Overdue: 14-week vaccines');
  expect(overdue?.authorization).toMatch(/^vapid t=.+, k=.+$/);
  // tapping it opens the 14-week doses on the baby's schedule
  const [babyRow] = await rowsOf<{ id: string }>(
    ctx.database.db,
    sql`select b.id from babies b join providers p on p.id = b.provider_id where p.mobile_number = '9800000002'`,
  );
  expect(overdue?.payload?.url).toMatch(new RegExp(`^/schedule\\?item=(bopv-3|penta-3|fipv-1)&baby=${babyRow!.id}$`));
  expect(sms.received.every((s) => s.to === '9800000002' && s.from === 'Mamata')).toBe(true);
  expect(sms.received.some((s) => s.text.startsWith("Your baby's 14-week vaccines were due on"))).toBe(true);
});

test('a subscription the push service answers 404/410 is removed; a refused SMS fails without retry; retries stop after the last attempt', async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  const gone = push.subscribe('old-phone');
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/fcm-token', headers: mother.headers, payload: gone });
  // the next day on which the mother has a new reminder
  let day = today;
  for (let d = 1; d < 120; d++) {
    day = addDays(today, d);
    if ((await scanReminders(ctx.database.db, { now: at(day, 10) })).created > 0) break;
  }
  const keys = await vapidKeys(ctx.database.db, { subject: 'mailto:test@example.com' });
  push.answer(410);
  const now = () => at(day, 10, 5);
  await drainOutbox(ctx.database.db, 'push', pushSender(ctx.database.db, keys), { now });
  const subs = await rowsOf<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from push_subscriptions where endpoint = ${gone.endpoint}`);
  expect(subs[0]!.n).toBe(0);
  const rows = await deliveries('9800000001');
  expect(rows.filter((r) => r.channel === 'push' && r.state === 'skipped').length).toBeGreaterThan(0);

  // a gateway that refuses the token: failed at once, not retried
  await drainOutbox(ctx.database.db, 'sms', smsSender(ctx.database.db, httpSmsGateway({ url: sms.url, token: 'wrong', sender: 'Mamata' })), { now });
  const refused = (await deliveries('9800000001')).filter((r) => r.channel === 'sms' && r.state === 'failed');
  expect(refused.length).toBeGreaterThan(0);
  expect(refused[0]!.attempts).toBe(1);
  expect(refused[0]!.last_error).toMatch(/Invalid token/);

  // a gateway that is always down: retried MAX_ATTEMPTS times, then failed
  await ctx.database.db.execute(sql`update notification_deliveries set state = 'pending', attempts = 0 where id = ${refused[0]!.id}::uuid`);
  let clock = at(day, 10, 10);
  const down = httpSmsGateway({ url: 'http://127.0.0.1:9/nothing', token: 't', sender: 'Mamata' });
  for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
    await drainOutbox(ctx.database.db, 'sms', smsSender(ctx.database.db, down), { now: () => clock });
    clock = new Date(clock.getTime() + 24 * 3600_000);
  }
  const last = (await deliveries('9800000001')).find((r) => r.id === refused[0]!.id);
  expect(last).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
});

test('nothing is sent to an account made inactive, or with SMS turned off, after the reminder was made', async () => {
  const baby = await loginAs(ctx.app, '9800000002');
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/preferences', headers: baby.headers, payload: { smsEnabled: false } });
  await ctx.database.db.execute(
    sql`insert into notifications (provider_id, title, body, type, dedupe_key) select id, 't', 'b', 'notice', 'x:1' from providers where mobile_number = '9800000002'`,
  );
  await ctx.database.db.execute(
    sql`insert into notification_deliveries (notification_id, provider_id, channel, payload) select n.id, n.provider_id, 'sms', '{"text":"hello"}' from notifications n where dedupe_key = 'x:1'`,
  );
  const count = sms.received.length;
  // at 10:00 tomorrow in Nepal: outside the quiet hours, and after the row's next attempt (the database's now)
  // whatever the time of day the test runs
  await drainOutbox(ctx.database.db, 'sms', smsSender(ctx.database.db, httpSmsGateway({ url: sms.url, token: 'test-token', sender: 'Mamata' })), {
    now: () => at(addDays(today, 1), 10),
  });
  expect(sms.received.length).toBe(count);
  const row = (await deliveries('9800000002')).at(-1);
  expect(row).toMatchObject({ channel: 'sms', state: 'skipped' });
});
