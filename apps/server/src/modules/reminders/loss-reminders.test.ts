import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { nepalInstant } from '@mamata/core/calendar/nepal-time';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { fakeSmsGateway } from '../../../test/fakes.ts';
import { recordBirth, registerMother } from '../../../test/people.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { drainOutbox } from './outbox.ts';
import { scanReminders } from './reminder-scan.ts';
import { httpSmsGateway, smsSender } from './sms.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/**
 * A loss stops her reminders at once (docs/decisions/012-reminders.md "After a loss"), with the reminder
 * engine off: nothing here waits for a rescan. Reminders are made by the scan at 10:00 Nepal time today.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let sms: Awaited<ReturnType<typeof fakeSmsGateway>>;
let tokha: Record<string, string>;
const today = nepalToday();
const morning = nepalInstant(today, 10);

beforeAll(async () => {
  ctx = await buildTestApp();
  sms = await fakeSmsGateway();
  tokha = await staffHeaders(ctx.app, '9800000010');
});
afterAll(async () => {
  await sms.close();
  await ctx.close();
});

const api = (method: 'GET' | 'POST', url: string, payload?: object, headers = tokha) => ctx.app.inject({ method, url, payload, headers });

async function deliveries(personId: string) {
  return rowsOf<{ id: string; channel: string; state: string; last_error: string | null; subject: string | null }>(
    ctx.database.db,
    sql`select d.id, d.channel, d.state, d.last_error, n.about->>'subjectId' as subject from notification_deliveries d
      join notifications n on n.id = d.notification_id where d.provider_id = ${personId}::uuid order by n.created_at, d.channel`,
  );
}
const herList = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ url: '/api/v1/notification/provider?offset=0&limit=100', headers })).json<{
    total: number;
    unread: number;
    notification: { title: string; body: string }[];
  }>();
const sendSms = () =>
  drainOutbox(ctx.database.db, 'sms', smsSender(ctx.database.db, httpSmsGateway({ url: sms.url, token: 'test-token', sender: 'Mamata' })), {
    now: () => morning,
  });

/** A mother whose baby was born 40 days ago (BCG overdue, the 6-week doses coming up), with the baby's reminders made and their SMS waiting. */
async function motherWithBaby(name: string) {
  const m = await registerMother(ctx.app, tokha, 300, name);
  const { id: birthId, babyIds } = await recordBirth(ctx.app, tokha, m.id, 40);
  const made = await scanReminders(ctx.database.db, { now: morning, providerIds: [m.id] });
  expect(made.created).toBeGreaterThan(0);
  return { ...m, birthId, babyId: babyIds[0]! };
}

test("a baby's death withdraws the baby's reminders in the same transaction: out of her list and the bell, their SMS cancelled", async () => {
  const m = await motherWithBaby('Maya');
  const before = await herList(m.headers);
  expect(before.notification.some((n) => n.body.startsWith("Your baby's"))).toBe(true);
  expect(before.unread).toBeGreaterThan(0);
  const pending = (await deliveries(m.id)).filter((d) => d.subject === m.babyId && d.state === 'pending');
  expect(pending.length).toBeGreaterThan(0);

  const res = await api('POST', `/api/v1/staff/people/${m.id}/loss`, { kind: 'babyDeath', date: today, babyId: m.babyId, confirmed: true });
  expect(res.statusCode, res.body).toBe(200);

  // at once: no scan has run, the engine is off
  const after = await herList(m.headers);
  expect(after.notification.filter((n) => n.body.startsWith("Your baby's"))).toEqual([]);
  expect(after.unread).toBe(0);
  const rows = (await deliveries(m.id)).filter((d) => d.subject === m.babyId);
  expect(rows.filter((d) => d.state === 'pending')).toEqual([]);
  expect(rows.filter((d) => d.channel === 'sms').every((d) => d.state === 'cancelled')).toBe(true);
  await sendSms();
  expect(sms.received.filter((s) => s.to === m.mobile)).toEqual([]);
  // staff still see them, marked withdrawn
  const staffView = (await api('GET', `/api/v1/staff/people/${m.id}/notifications`)).json<{ notifications: { withdrawn: boolean; type: string }[] }>();
  expect(staffView.notifications.filter((n) => n.type === 'reminder').every((n) => n.withdrawn)).toBe(true);

  // a later scan makes nothing about the baby
  expect((await scanReminders(ctx.database.db, { now: nepalInstant(today, 11), providerIds: [m.id] })).created).toBe(0);

  // the loss removed as a mistake: they are back as they were (unread), and the baby's reminders go on
  const undo = await api('POST', `/api/v1/staff/people/${m.id}/loss/void`, { babyId: m.babyId, reason: 'wrong baby' });
  expect(undo.statusCode, undo.body).toBe(200);
  const restored = await herList(m.headers);
  expect(restored.total).toBe(before.total);
  expect(restored.unread).toBe(before.unread);
});

test('a stillbirth withdraws her pregnancy reminders; removing a birth entered by mistake withdraws its baby reminders', async () => {
  // a mother 33 weeks pregnant: antenatal reminders waiting
  const m = await registerMother(ctx.app, tokha, 231, 'Gita');
  expect((await scanReminders(ctx.database.db, { now: morning, providerIds: [m.id] })).created).toBeGreaterThan(0);
  expect((await deliveries(m.id)).some((d) => d.state === 'pending')).toBe(true);
  const res = await api('POST', `/api/v1/staff/people/${m.id}/loss`, { kind: 'stillbirth', date: today, confirmed: true });
  expect(res.statusCode, res.body).toBe(200);
  expect((await deliveries(m.id)).filter((d) => d.state === 'pending')).toEqual([]);
  expect((await herList(m.headers)).total).toBe(0);

  const b = await motherWithBaby('Rita');
  const removed = await api('POST', `/api/v1/staff/people/${b.id}/births/${b.birthId}/void`, { reason: 'entered for the wrong mother' });
  expect(removed.statusCode, removed.body).toBe(200);
  expect((await deliveries(b.id)).filter((d) => d.subject === b.babyId && d.state === 'pending')).toEqual([]);
  expect((await herList(b.headers)).notification.filter((n) => n.body.startsWith("Your baby's"))).toEqual([]);
});

test('send-time check: a reminder queued before a loss the engine never heard of is not sent; one still due is', async () => {
  const m = await motherWithBaby('Kopila');
  // the death written behind the engine's back: no withdrawal, no rescan (a missed rescan)
  await ctx.database.db.execute(sql`update babies set status = 'died', ended_on = ${today} where id = ${m.babyId}::uuid`);
  const other = await motherWithBaby('Laxmi');
  const count = sms.received.length;
  await sendSms();
  expect(sms.received.slice(count).filter((s) => s.to === m.mobile)).toEqual([]);
  const stopped = (await deliveries(m.id)).filter((d) => d.channel === 'sms');
  expect(stopped.length).toBeGreaterThan(0);
  for (const d of stopped) expect(d).toMatchObject({ state: 'cancelled', last_error: 'no longer applies: the baby is not followed' });
  // the other mother's reminders still apply: sent
  expect(sms.received.slice(count).filter((s) => s.to === other.mobile).length).toBe((await deliveries(other.id)).filter((d) => d.channel === 'sms').length);
});

test('send-time check: the items of a queued reminder recorded given without a rescan: that SMS is cancelled, the others go', async () => {
  const m = await motherWithBaby('Sarita');
  const reminders = await rowsOf<{ id: string; items: string[] }>(
    ctx.database.db,
    sql`select id, about->'items' as items from notifications where provider_id = ${m.id}::uuid and type = 'reminder' order by created_at, dedupe_key`,
  );
  expect(reminders.length).toBeGreaterThan(1);
  const first = reminders[0]!;
  // the engine is off: no rescan follows these records
  for (const itemKey of first.items) {
    const res = await api('POST', `/api/v1/staff/people/${m.id}/items`, { itemKey, babyId: m.babyId, givenOn: today, givenBy: 'Kamala', givenAt: 'Tokha' });
    expect(res.statusCode, res.body).toBe(200);
  }
  await sendSms();
  const states = await rowsOf<{ notification_id: string; state: string }>(
    ctx.database.db,
    sql`select notification_id, state from notification_deliveries where provider_id = ${m.id}::uuid and channel = 'sms'`,
  );
  expect(states.find((s) => s.notification_id === first.id)?.state).toBe('cancelled');
  expect(states.filter((s) => s.notification_id !== first.id).every((s) => s.state === 'sent')).toBe(true);
});

test('deactivating an account: the rescan of that person cancels what waits', async () => {
  const m = await motherWithBaby('Bina');
  await ctx.database.db.execute(sql`update providers set active = false where id = ${m.id}::uuid`);
  const result = await scanReminders(ctx.database.db, { now: morning, providerIds: [m.id] });
  expect(result.cancelled).toBeGreaterThan(0);
  expect((await deliveries(m.id)).filter((d) => d.state === 'pending')).toEqual([]);
});
