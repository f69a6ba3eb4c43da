import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { AD_MONTH_NAMES, adToBs, BS_MONTH_NAMES } from '@mamata/core/calendar/bikram-sambat';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { emergencyNotice } from '@mamata/core/domain/emergency-notice';
import { nepalInstant } from '@mamata/core/calendar/nepal-time';
import { translateMessage } from '@mamata/core/i18n/messages';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { fakeSmsGateway } from '../../../test/fakes.ts';
import { registerMother } from '../../../test/people.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { drainOutbox } from './outbox.ts';
import { httpSmsGateway, smsSender } from './sms.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/**
 * An emergency reading reaches her as her dashboard says it (docs/decisions/012-reminders.md "Emergency
 * readings"): the nurse records 170/115 and the mother gets one notification, in her language and calendar,
 * with the words of the dashboard's red card, in the app and by push and SMS, quiet hours or not.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let sms: Awaited<ReturnType<typeof fakeSmsGateway>>;
let tokha: Record<string, string>;
const today = nepalToday();

beforeAll(async () => {
  ctx = await buildTestApp();
  sms = await fakeSmsGateway();
  tokha = await staffHeaders(ctx.app, '9800000010');
});
afterAll(async () => {
  await sms.close();
  await ctx.close();
});

const visit = async (personId: string, payload: object) => {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/staff/people/${personId}/visits`, headers: tokha, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
};
const correct = async (personId: string, visitId: string, payload: object) => {
  const res = await ctx.app.inject({ method: 'PUT', url: `/api/v1/staff/people/${personId}/visits/${visitId}`, headers: tokha, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
};
const emergencies = (personId: string) =>
  rowsOf<{ id: string; title: string; body: string; link: string; dedupe_key: string }>(
    ctx.database.db,
    sql`select id, title, body, link, dedupe_key from notifications where provider_id = ${personId}::uuid and type = 'emergency' order by created_at`,
  );
const deliveriesOf = (notificationId: string) =>
  rowsOf<{ channel: string; state: string; next_attempt_at: Date; last_error: string | null }>(
    ctx.database.db,
    sql`select channel, state, next_attempt_at, last_error from notification_deliveries where notification_id = ${notificationId}::uuid order by channel`,
  );
const sendSms = (now: Date) =>
  drainOutbox(ctx.database.db, 'sms', smsSender(ctx.database.db, httpSmsGateway({ url: sms.url, token: 'test-token', sender: 'Mamata' })), {
    now: () => now,
  });

test("170/115: one notification in her language and calendar, with the dashboard card's words, in the app, by push and SMS at once", async () => {
  const m = await registerMother(ctx.app, tokha, 200);
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/preferences', headers: m.headers, payload: { lang: 'ne', calendar: 'bs' } });
  const recorded = Date.now();
  const first = await visit(m.id, { visitDate: today, systolicPressure: 170, diastolicPressure: 115 });

  const [n, ...more] = await emergencies(m.id);
  expect(more).toEqual([]);
  // the words of the dashboard's red card (core's alerts.emergency.*), in Nepali and Bikram Sambat
  expect(n!.title).toBe(translateMessage('ne', 'alerts.emergency.title'));
  expect(n!.title).toBe('अहिल्यै अस्पताल जानुहोस् वा १०२ मा फोन गर्नुहोस्');
  const expected = emergencyNotice({ series: 'bloodPressure', value: [170, 115], date: today }, { lang: 'ne', calendar: 'bs' });
  expect(n!.body).toBe(expected.body);
  expect(n!.body).toContain('१७०/११५ मि.मि. पारो');
  expect(n!.body).toContain(BS_MONTH_NAMES.ne[adToBs(today).month - 1]);
  expect(n!.link).toBe('/');
  // the same verdict as the report the dashboard shows
  const report = (await ctx.app.inject({ url: '/api/v1/provider/provider-report', headers: m.headers })).json();
  expect(report.patientReportDetails.patientReport.alerts).toContainEqual(
    expect.objectContaining({ series: 'bloodPressure', level: 'emergency', value: [170, 115], date: today }),
  );
  // in her list, unread; by push (no device yet: skipped) and SMS, due now: not held for 07:00
  const list = (await ctx.app.inject({ url: '/api/v1/notification/provider', headers: { ...m.headers, 'accept-language': 'ne' } })).json();
  expect(list.notification[0]).toMatchObject({ title: n!.title, body: n!.body, type: 'emergency', read: false, link: '/' });
  // read in English after a switch: the same notice in English
  const inEnglish = (await ctx.app.inject({ url: '/api/v1/notification/provider', headers: { ...m.headers, 'accept-language': 'en' } })).json();
  expect(inEnglish.notification[0]).toMatchObject({ title: translateMessage('en', 'alerts.emergency.title'), type: 'emergency' });
  expect(inEnglish.notification[0].body).toContain('170/115');
  expect(inEnglish.notification[0].body).toContain(BS_MONTH_NAMES.en[adToBs(today).month - 1]);
  // and in AD after she switches her calendar: the reading's date in AD
  const inAd = (await ctx.app.inject({ url: '/api/v1/notification/provider?calendar=ad', headers: { ...m.headers, 'accept-language': 'en' } })).json();
  expect(inAd.notification[0].body).toContain(AD_MONTH_NAMES.en[Number(today.slice(5, 7)) - 1]);
  const rows = await deliveriesOf(n!.id);
  expect(rows.map((r) => [r.channel, r.state])).toEqual([
    ['push', 'skipped'],
    ['sms', 'pending'],
  ]);
  expect(new Date(rows[1]!.next_attempt_at).getTime()).toBeLessThanOrEqual(Date.now());
  expect(new Date(rows[1]!.next_attempt_at).getTime()).toBeGreaterThanOrEqual(recorded - 1000);

  // exactly once per reading: the visit corrected with the same reading, and the same reading saved twice
  await correct(m.id, first, { visitDate: today, systolicPressure: 170, diastolicPressure: 115, notes: 'measured again', reason: 'note' });
  await visit(m.id, { visitDate: today, systolicPressure: 170, diastolicPressure: 115, sameDay: true });
  expect(await emergencies(m.id)).toHaveLength(1);
  // a new reading in the emergency range is a new notification
  await visit(m.id, { visitDate: today, systolicPressure: 165, diastolicPressure: 112, sameDay: true });
  const both = await emergencies(m.id);
  expect(both).toHaveLength(2);
  expect(both[1]!.body).toContain('१६५/११२');
});

test('only the latest reading counts, as on the dashboard: an old emergency reading entered late tells her nothing', async () => {
  const m = await registerMother(ctx.app, tokha, 200);
  await visit(m.id, { visitDate: addDays(today, -1), systolicPressure: 118, diastolicPressure: 76 });
  await visit(m.id, { visitDate: addDays(today, -3), systolicPressure: 172, diastolicPressure: 112 });
  expect(await emergencies(m.id)).toEqual([]);
  // and below 160/110 nothing either
  const other = await registerMother(ctx.app, tokha, 200);
  await visit(other.id, { visitDate: today, systolicPressure: 159, diastolicPressure: 109 });
  expect(await emergencies(other.id)).toEqual([]);
});

test('sent at once, at 23:00 too; a reading corrected away before it went is not sent', async () => {
  const m = await registerMother(ctx.app, tokha, 200);
  await visit(m.id, { visitDate: today, systolicPressure: 168, diastolicPressure: 100 });
  const [n] = await emergencies(m.id);
  // 23:00 Nepal time (tomorrow, so after the row's due time whatever the hour of the test): quiet hours
  await sendSms(nepalInstant(addDays(today, 1), 23));
  expect((await deliveriesOf(n!.id)).find((r) => r.channel === 'sms')?.state).toBe('sent');
  const text = sms.received.find((s) => s.to === m.mobile)?.text ?? '';
  expect(text.startsWith('Go to hospital now or call 102. Your blood pressure was 168/100 mmHg on ')).toBe(true);

  const wrong = await registerMother(ctx.app, tokha, 200);
  const visitId = await visit(wrong.id, { visitDate: today, systolicPressure: 180, diastolicPressure: 120 });
  const [w] = await emergencies(wrong.id);
  await correct(wrong.id, visitId, { visitDate: today, systolicPressure: 118, diastolicPressure: 80, reason: 'typed in the wrong field' });
  await sendSms(nepalInstant(addDays(today, 1), 10));
  expect(sms.received.filter((s) => s.to === wrong.mobile)).toEqual([]);
  expect((await deliveriesOf(w!.id)).find((r) => r.channel === 'sms')).toMatchObject({
    state: 'cancelled',
    last_error: 'no longer applies: the reading was corrected or removed',
  });
});
