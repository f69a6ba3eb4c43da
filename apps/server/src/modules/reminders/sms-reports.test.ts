import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { nepalInstant } from '@mamata/core/calendar/nepal-time';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { fakeSmsGateway } from '../../../test/fakes.ts';
import { personId, staffHeaders } from '../../../test/staff-login.ts';
import { drainOutbox } from './outbox.ts';
import { scanReminders } from './reminder-scan.ts';
import { httpSmsGateway, smsSender } from './sms.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/**
 * SMS delivery status: the HTTP adapter keeps the gateway's message id, and the gateway's delivery reports
 * (POST /api/v1/sms/delivery-report with the shared secret of SMS_GATEWAY_DLR_TOKEN) mark each SMS
 * delivered or failed, which the staff console shows. The fake gateway posts its reports over HTTP to the
 * listening app, as a real one would.
 */
const SECRET = 'dlr-secret-for-the-tests-0123';
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let sms: Awaited<ReturnType<typeof fakeSmsGateway>>;
let reportUrl: string;
const morning = nepalInstant(nepalToday(), 10);

beforeAll(async () => {
  ctx = await buildTestApp({ SMS_GATEWAY_DLR_TOKEN: SECRET });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  reportUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/v1/sms/delivery-report`;
  sms = await fakeSmsGateway();
  // the demo mother's handset is off: her messages fail; everyone else's arrive
  sms.reportTo(reportUrl, SECRET, (m) => (m.to === '9800000001' ? 'failed' : 'delivered'));
});
afterAll(async () => {
  await sms.close();
  await ctx.close();
});

const smsRows = (mobile: string) =>
  rowsOf<{ id: string; state: string; provider_ref: string | null; delivered_at: string | null; last_error: string | null }>(
    ctx.database.db,
    sql`select d.id, d.state, d.provider_ref, d.delivered_at, d.last_error from notification_deliveries d join providers p on p.id = d.provider_id
      where p.mobile_number = ${mobile} and d.channel = 'sms' order by d.created_at`,
  );
const post = (body: unknown, authorization?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/sms/delivery-report', payload: body as object, headers: authorization ? { authorization } : {} });

test('the gateway reports each SMS delivered or failed; the staff console shows "delivered"', async () => {
  await scanReminders(ctx.database.db, { now: morning });
  await drainOutbox(ctx.database.db, 'sms', smsSender(ctx.database.db, httpSmsGateway({ url: sms.url, token: 'test-token', sender: 'Mamata' })), {
    now: () => morning,
  });
  await sms.settled();
  expect(sms.reports.length).toBeGreaterThan(0);
  expect(sms.reports.every((r) => r.status === 200)).toBe(true);

  const baby = await smsRows('9800000002');
  expect(baby.length).toBeGreaterThan(0);
  for (const row of baby) {
    // the adapter kept the gateway's message id, which the report named
    expect(row.provider_ref).toMatch(/^m\d+$/);
    expect(row.state).toBe('delivered');
    expect(row.delivered_at).not.toBeNull();
  }
  const mother = await smsRows('9800000001');
  if (mother.length > 0) for (const row of mother) expect(row).toMatchObject({ state: 'failed', last_error: 'gateway report: failed: handset unreachable' });

  const tokha = await staffHeaders(ctx.app, '9800000010');
  const id = await personId(ctx.app, tokha, '9800000002');
  const view = (await ctx.app.inject({ url: `/api/v1/staff/people/${id}/notifications`, headers: tokha })).json<{
    notifications: { deliveries: { channel: string; state: string; deliveredAt: string | null }[] }[];
  }>();
  const sent = view.notifications.flatMap((n) => n.deliveries).filter((d) => d.channel === 'sms');
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((d) => d.state === 'delivered' && d.deliveredAt !== null)).toBe(true);

  // a report repeated changes nothing; a report by our reference alone works too
  const again = await post({ message_id: baby[0]!.provider_ref, status: 'failed' }, `Bearer ${SECRET}`);
  expect(again.json()).toEqual({ updated: 0 });
  expect((await smsRows('9800000002'))[0]!.state).toBe('delivered');
});

test('without the shared secret: 401 before the body is read; with it, a bad report is a 400', async () => {
  const [row] = await rowsOf<{ id: string }>(ctx.database.db, sql`select id from notification_deliveries where channel = 'sms' limit 1`);
  const good = { reference: row!.id, status: 'failed' };
  for (const auth of [undefined, 'Bearer wrong-secret-wrong-secret', SECRET, `Basic ${SECRET}`]) {
    const res = await post(good, auth);
    expect(res.statusCode, String(auth)).toBe(401);
  }
  // authenticate first: a bad body without the secret is a 401 too, with no field errors
  const bad = await post({ status: 'nonsense' });
  expect(bad.statusCode).toBe(401);
  expect(bad.body).not.toContain('fieldErrors');
  for (const body of [{ status: 'delivered' }, { message_id: 'm1', status: 'nonsense' }, { reference: 'not-a-uuid', status: 'delivered' }, []]) {
    const res = await post(body, `Bearer ${SECRET}`);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
  }
  // nothing changed by the refused reports
  expect((await rowsOf<{ state: string }>(ctx.database.db, sql`select state from notification_deliveries where id = ${row!.id}::uuid`))[0]!.state).not.toBe(
    'failed',
  );
});
