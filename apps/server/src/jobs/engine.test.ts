import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { nepalInstant } from '@mamata/core/calendar/nepal-time';
import { buildTestApp } from '../../test/build-test-app.ts';
import { fakeSmsGateway } from '../../test/fakes.ts';
import { personId, staffHeaders } from '../../test/staff-login.ts';
import { rowsOf } from '../db/sql-rows.ts';
import { until } from '../../test/until.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let sms: Awaited<ReturnType<typeof fakeSmsGateway>>;
const today = nepalToday();
beforeAll(async () => {
  sms = await fakeSmsGateway();
  // the engine on, as in production, with the clock at 10:00 Nepal time (outside quiet hours)
  ctx = await buildTestApp({ REMINDERS: 'on', SMS_GATEWAY_URL: sms.url, SMS_GATEWAY_TOKEN: 'test-token' }, { now: () => nepalInstant(today, 10) });
});
afterAll(async () => {
  await ctx.close();
  await sms.close();
});

const babyReminders = () =>
  rowsOf<{ dedupe_key: string; sms: string | null }>(
    ctx.database.db,
    sql`select n.dedupe_key, d.state as sms from notifications n join providers p on p.id = n.provider_id
      left join notification_deliveries d on d.notification_id = n.id and d.channel = 'sms'
      where p.mobile_number = '9800000002' and n.dedupe_key like '%:14-weeks:%'`,
  );

test('the day missed while the server was down is scanned at start-up, recorded, and the SMS goes out through the gateway', async () => {
  const rows = await until(babyReminders, (r) => r.length > 0 && r[0]!.sms === 'sent');
  expect(rows).toHaveLength(1);
  expect(rows[0]!.sms).toBe('sent');
  // the day is recorded when the last of its ranges finishes (queue jobs, docs/decisions/030-reminders-at-scale.md),
  // which may be after the first SMS went
  const scans = await until(
    () => rowsOf<{ day: string }>(ctx.database.db, sql`select day::text as day from reminder_scans`),
    (r) => r.length > 0,
  );
  expect(scans.map((s) => s.day)).toEqual([today]);
  expect(sms.received.filter((s) => s.to === '9800000002' && s.text.includes('14-week vaccines'))).toHaveLength(1);
  // the daily 07:00 Nepal-time scan is a cron job of the queue
  const schedules = await rowsOf<{ name: string; cron: string; timezone: string }>(
    ctx.database.db,
    sql`select name, cron, timezone from pgboss.schedule order by name`,
  );
  expect(schedules).toContainEqual({ name: 'reminders-daily', cron: '0 7 * * *', timezone: 'Asia/Kathmandu' });
});

test('a record change scans that person at once: a reminder that no longer applies is not sent', async () => {
  // a new reminder waiting in the outbox for the baby (as if made at 20:59 for 07:00)
  await ctx.database.db.execute(sql`insert into notifications (provider_id, title, body, type, dedupe_key)
    select p.id, 'Due soon', 'x', 'reminder', 'reminder:' || p.id || ':b:14-weeks:2000-01-01:upcoming' from providers p where p.mobile_number = '9800000002'`);
  await ctx.database.db.execute(sql`insert into notification_deliveries (notification_id, provider_id, channel, payload, next_attempt_at)
    select n.id, n.provider_id, 'sms', '{"text":"x"}', now() + interval '1 day' from notifications n where n.dedupe_key like '%2000-01-01:upcoming'`);
  const tokha = await staffHeaders(ctx.app, '9800000010');
  const babyId = await personId(ctx.app, tokha, '9800000002');
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/staff/people/${babyId}/items`,
    headers: tokha,
    payload: { itemKey: 'bopv-3', givenOn: today, givenBy: 'Kamala', givenAt: 'Tokha', notes: '' },
  });
  expect(res.statusCode).toBe(200);
  const state = await until(
    async () =>
      (
        await rowsOf<{ state: string }>(
          ctx.database.db,
          sql`select d.state from notification_deliveries d join notifications n on n.id = d.notification_id where n.dedupe_key like '%2000-01-01:upcoming'`,
        )
      )[0]?.state,
    (s) => s === 'cancelled',
  );
  expect(state).toBe('cancelled');
});
