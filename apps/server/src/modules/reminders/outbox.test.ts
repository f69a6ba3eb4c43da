import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { nepalInstant } from '@mamata/core/calendar/nepal-time';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { fakeSmsGateway } from '../../../test/fakes.ts';
import { claim, drainOutbox, renew } from './outbox.ts';
import { httpSmsGateway, smsSender } from './sms.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/**
 * The outbox at claim time, with an injected clock (days ahead of the test's real time, so every row's
 * next attempt has passed whatever the hour the test runs): no push or SMS between 21:00 and 07:00 Nepal
 * time, including a row whose lease expired after a crash, except an emergency.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let sms: Awaited<ReturnType<typeof fakeSmsGateway>>;
const day = addDays(nepalToday(), 2);
const at = (d: string, hour: number, minutes = 0) => new Date(nepalInstant(d, hour).getTime() + minutes * 60_000);

beforeAll(async () => {
  ctx = await buildTestApp();
  sms = await fakeSmsGateway();
});
afterAll(async () => {
  await sms.close();
  await ctx.close();
});

/** A notification of the demo baby account with one SMS row in `state` (its lease long expired when 'sending'). */
async function smsRow(type: string, key: string, state: 'pending' | 'sending' = 'pending') {
  const [n] = await rowsOf<{ id: string }>(
    ctx.database.db,
    sql`insert into notifications (provider_id, title, body, type, dedupe_key) select id, ${key}, 'b', ${type}, ${key} from providers where mobile_number = '9800000002' returning id`,
  );
  await ctx.database.db
    .execute(sql`insert into notification_deliveries (notification_id, provider_id, channel, state, payload, attempts, next_attempt_at, locked_until)
    select ${n!.id}::uuid, provider_id, 'sms', ${state}, ${JSON.stringify({ text: key })}::jsonb, ${state === 'sending' ? 1 : 0}, now() - interval '1 hour',
      ${state === 'sending' ? sql`now() - interval '1 hour'` : sql`null`}
    from notifications where id = ${n!.id}::uuid`);
  return n!.id;
}
const stateOf = async (notificationId: string) => {
  const [row] = await rowsOf<{ state: string; next_attempt_at: Date | string }>(
    ctx.database.db,
    sql`select state, next_attempt_at from notification_deliveries where notification_id = ${notificationId}::uuid`,
  );
  return { state: row!.state, next_attempt_at: new Date(row!.next_attempt_at).toISOString() };
};
const drainAt = (now: Date) =>
  drainOutbox(ctx.database.db, 'sms', smsSender(ctx.database.db, httpSmsGateway({ url: sms.url, token: 'test-token', sender: 'Mamata' })), { now: () => now });
const texts = () => sms.received.map((s) => s.text);

test('21:00-07:00 Nepal time: nothing claimed, neither due rows nor rows whose lease expired; an emergency goes; at 07:00 the rest go', async () => {
  const reminder = await smsRow('reminder', 'quiet-reminder');
  const crashed = await smsRow('notice', 'quiet-crashed', 'sending');
  const emergency = await smsRow('emergency', 'quiet-emergency');
  await drainAt(at(day, 21, 0));
  expect(texts()).toEqual(['quiet-emergency']);
  expect((await stateOf(emergency)).state).toBe('sent');
  expect((await stateOf(reminder)).state).toBe('pending');
  expect((await stateOf(crashed)).state).toBe('sending');
  for (const [hour, minutes] of [
    [23, 59],
    [0, 0],
    [3, 30],
    [6, 59],
  ] as const) {
    await drainAt(at(hour < 12 ? addDays(day, 1) : day, hour, minutes));
    expect(texts(), `${hour}:${minutes}`).toEqual(['quiet-emergency']);
  }
  await drainAt(at(addDays(day, 1), 7, 0));
  expect(texts().sort()).toEqual(['quiet-crashed', 'quiet-emergency', 'quiet-reminder']);
  expect((await stateOf(crashed)).state).toBe('sent');
  // and 20:59 is not quiet
  const evening = await smsRow('reminder', 'evening-reminder');
  await drainAt(at(addDays(day, 1), 20, 59));
  expect((await stateOf(evening)).state).toBe('sent');
});

test("a reminder's retry is held for 07:00; an emergency's is not", async () => {
  // 20:59:45: the gateway is busy; the retry after 30 s would fall at 21:00:15, so it waits for 07:00
  const reminder = await smsRow('reminder', 'retry-reminder');
  sms.answer(503);
  await drainAt(at(day, 20, 59.75));
  expect(await stateOf(reminder)).toMatchObject({ state: 'pending', next_attempt_at: at(addDays(day, 1), 7).toISOString() });
  // 22:00: an emergency's retry comes after its backoff, in quiet hours
  const emergency = await smsRow('emergency', 'retry-emergency');
  sms.answer(503);
  await drainAt(at(day, 22, 0));
  expect(await stateOf(emergency)).toMatchObject({ state: 'pending', next_attempt_at: at(day, 22, 0.5).toISOString() });
  await drainAt(at(day, 22, 1));
  expect((await stateOf(emergency)).state).toBe('sent');
  expect((await stateOf(reminder)).state).toBe('pending');
});

test('a row whose lease ran out and that another process took over is not sent again by the first', async () => {
  const id = await smsRow('notice', 'taken-over');
  const t0 = at(addDays(day, 3), 10);
  const mine = (await claim(ctx.database.db, 'sms', t0, 100, 1000)).filter((d) => d.notificationId === id);
  expect(mine).toHaveLength(1);
  // two seconds later the lease has run out: another process claims it (attempt 2)
  const theirs = (await claim(ctx.database.db, 'sms', new Date(t0.getTime() + 2000), 100, 60_000)).filter((d) => d.notificationId === id);
  expect(theirs.map((d) => d.attempts)).toEqual([mine[0]!.attempts + 1]);
  expect([...(await renew(ctx.database.db, mine, new Date(t0.getTime() + 2500)))]).toEqual([]);
  expect([...(await renew(ctx.database.db, theirs, new Date(t0.getTime() + 2500)))]).toEqual([theirs[0]!.id]);
});
