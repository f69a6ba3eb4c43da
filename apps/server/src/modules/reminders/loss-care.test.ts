import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { nepalInstant } from '@mamata/core/calendar/nepal-time';
import type { MotherTableResponse, BabyTableResponse } from '@mamata/core/schemas/health';
import type { PersonRecords } from '@mamata/core/schemas/records';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { fakeSmsGateway } from '../../../test/fakes.ts';
import { drainOutbox } from './outbox.ts';
import { httpSmsGateway, smsSender } from './sms.ts';
import { recordBirth, registerMother } from '../../../test/people.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { scanReminders } from './reminder-scan.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/**
 * After a stillbirth or the death of her baby, the mother's own postnatal care (core motherCareSchedule:
 * pnc_nepal check-ups and 45 days of iron, packages/core/src/reference/sources/nepal-anc-pnc-schedule.json)
 * is in her schedule and gives her reminders, with no baby items; after a miscarriage it is not; removing
 * the loss as a mistake takes it away again (docs/decisions/008-births-and-losses.md).
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>;
let sms: Awaited<ReturnType<typeof fakeSmsGateway>>;
const today = nepalToday();
const morning = nepalInstant(today, 10);
const OWN_KEYS = ['mother-pnc-1', 'mother-pnc-2', 'mother-pnc-3', 'mother-ifa-postnatal'];
const BABY_WORDS = /\bbaby\b|\bbabies\b|congrat|शिशु|बच्चा|बधाई/i;

beforeAll(async () => {
  ctx = await buildTestApp();
  sms = await fakeSmsGateway();
  tokha = await staffHeaders(ctx.app, '9800000010');
});
afterAll(async () => {
  await sms.close();
  await ctx.close();
});

const staff = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: tokha });
const mine = async <T>(url: string, headers: Record<string, string>, lang = 'en') => {
  const res = await ctx.app.inject({ url: `/api/v1/provider/${url}`, headers: { ...headers, 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const periodKeys = (t: MotherTableResponse) => t.motherTables.map((p) => p._id);
const ownPeriod = (t: MotherTableResponse) => t.motherTables.find((p) => p._id === 'after-birth');

/** Her reminders as made: about whom, which period and items, and the words. */
async function reminders(personId: string) {
  return rowsOf<{ subject: string; subject_id: string; period: string; items: string[]; title: string; body: string; withdrawn: boolean }>(
    ctx.database.db,
    sql`select about->>'subject' as subject, about->>'subjectId' as subject_id, about->>'periodKey' as period, about->'items' as items,
      title, body, withdrawn_at is not null as withdrawn
      from notifications where provider_id = ${personId}::uuid and type = 'reminder' order by created_at, dedupe_key`,
  );
}
const herList = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ url: '/api/v1/notification/provider?offset=0&limit=100', headers })).json<{ notification: { title: string; body: string }[] }>();
const pregnancyOf = async (personId: string) =>
  (await rowsOf<{ id: string }>(ctx.database.db, sql`select id from pregnancies where provider_id = ${personId}::uuid`))[0]!.id;

test('after a stillbirth: her own check-ups and iron in her schedule and reminders, in English and Nepali, no baby items; removing the loss takes them away', async () => {
  const m = await registerMother(ctx.app, tokha, 266, 'Sunita');
  const pregnancyId = await pregnancyOf(m.id);
  const res = await staff('POST', `/api/v1/staff/people/${m.id}/loss`, { kind: 'stillbirth', date: today, confirmed: true });
  expect(res.statusCode, res.body).toBe(200);

  // her schedule: the antenatal history, then her own care after the birth, from today
  const table = await mine<MotherTableResponse>('mother-table', m.headers);
  expect(periodKeys(table)).toEqual([...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `contact-${n}`), 'after-birth']);
  const own = ownPeriod(table)!;
  expect(own.dateFrom).toBe(today);
  expect(own.dateTo).toBe(addDays(today, 45));
  expect(own.image).toBe('');
  expect(own.vaccines.map((i) => [i._id, i.dueDate, i.status])).toEqual([
    ['mother-pnc-1', today, 'due'],
    ['mother-pnc-2', addDays(today, 3), 'upcoming'],
    ['mother-pnc-3', addDays(today, 7), 'upcoming'],
    ['mother-ifa-postnatal', today, 'due'],
  ]);
  for (const lang of ['en', 'ne']) {
    const t = await mine<MotherTableResponse>('mother-table', m.headers, lang);
    for (const i of ownPeriod(t)!.vaccines) expect(`${i.name} ${i.dose} ${i.info}`).not.toMatch(BABY_WORDS);
  }
  expect(ownPeriod(await mine<MotherTableResponse>('mother-table', m.headers, 'ne'))!.vaccines[0]!.name).toBe('सुत्केरीपछिको पहिलो जाँच');
  // the dashboard's "next due": her own care only (no antenatal item of a pregnancy that ended)
  const alert = await mine<MotherTableResponse>('mother-alert', m.headers);
  expect(periodKeys(alert)).toEqual(['after-birth']);
  expect(alert.motherTables[0]!.vaccines.map((i) => i._id)).toEqual(OWN_KEYS); // day 7 is within REMINDER_LEAD_DAYS
  // no baby anywhere
  expect((await mine<BabyTableResponse>('baby-table', m.headers)).babyTables).toEqual([]);
  expect((await mine<BabyTableResponse>('baby-alert', m.headers)).babyTables).toEqual([]);
  expect((await mine<{ provider: { loss: object | null } }>('me', m.headers)).provider.loss).toEqual({ kind: 'stillbirth', date: today, ownCareFrom: today });

  // the scan makes her own reminders about her pregnancy's care, none about a baby
  expect((await scanReminders(ctx.database.db, { now: morning, providerIds: [m.id] })).created).toBe(2);
  const made = (await reminders(m.id)).filter((r) => !r.withdrawn);
  expect(made.map((r) => [r.subject, r.subject_id, r.period, r.items])).toEqual([
    ['mother', pregnancyId, 'after-birth', ['mother-pnc-1', 'mother-ifa-postnatal']],
    ['mother', pregnancyId, 'after-birth', ['mother-pnc-2']],
  ]);
  for (const r of made) expect(`${r.title} ${r.body}`).not.toMatch(BABY_WORDS);
  expect(made[0]!.title).toBe('Due today: Check-up after the birth (1 of 3), Iron tablets for your own recovery');
  // a second scan makes nothing twice
  expect((await scanReminders(ctx.database.db, { now: nepalInstant(today, 11), providerIds: [m.id] })).created).toBe(0);

  // the health post's due list: her own check-ups and iron, no antenatal item, no baby
  const due = (await staff('GET', '/api/v1/staff/due?days=31')).json<{ dueSoon: { personId: string; babyId: string | null; itemKey: string }[] }>();
  expect(due.dueSoon.filter((e) => e.personId === m.id).map((e) => [e.babyId, e.itemKey])).toEqual([
    [null, 'mother-pnc-1'],
    [null, 'mother-ifa-postnatal'],
    [null, 'mother-pnc-2'],
    [null, 'mother-pnc-3'],
  ]);

  // the staff record shows the same period, and a check-up recorded there is done
  const records = (await staff('GET', `/api/v1/staff/people/${m.id}/records`)).json<PersonRecords>();
  const staffOwn = records.pregnancy!.schedule.find((p) => p.key === 'after-birth')!;
  expect(staffOwn.label).toBe('Her own care after the birth');
  expect(staffOwn.items.map((i) => i.key)).toEqual(OWN_KEYS);
  const given = await staff('POST', `/api/v1/staff/people/${m.id}/items`, { itemKey: 'mother-pnc-1', givenOn: today, givenBy: 'Kamala', givenAt: 'Tokha' });
  expect(given.statusCode, given.body).toBe(200);
  expect(ownPeriod(await mine<MotherTableResponse>('mother-table', m.headers))!.vaccines[0]!.status).toBe('given');

  // the stillbirth removed as a mistake: her pregnancy goes on, her own postnatal care and its reminders are gone
  const undo = await staff('POST', `/api/v1/staff/people/${m.id}/loss/void`, { reason: 'entered for the wrong mother' });
  expect(undo.statusCode, undo.body).toBe(200);
  expect(periodKeys(await mine<MotherTableResponse>('mother-table', m.headers))).not.toContain('after-birth');
  expect(periodKeys(await mine<MotherTableResponse>('mother-alert', m.headers))).not.toContain('after-birth');
  expect((await reminders(m.id)).filter((r) => r.period === 'after-birth').every((r) => r.withdrawn)).toBe(true);
  expect((await herList(m.headers)).notification.filter((n) => n.title.includes('after the birth'))).toEqual([]);
  // her antenatal reminders withdrawn by the stillbirth are back
  expect((await reminders(m.id)).filter((r) => r.period !== 'after-birth').every((r) => !r.withdrawn)).toBe(true);
  expect((await scanReminders(ctx.database.db, { now: nepalInstant(today, 12), providerIds: [m.id] })).created).toBeGreaterThanOrEqual(0);
  expect((await reminders(m.id)).filter((r) => r.period === 'after-birth' && !r.withdrawn)).toEqual([]);
});

test("after her only baby's death the day after the birth: her own care, reminders from that day, none about the baby; removing the death restores the baby's", async () => {
  const m = await registerMother(ctx.app, tokha, 280, 'Kalpana');
  const { babyIds } = await recordBirth(ctx.app, tokha, m.id, 1);
  const babyId = babyIds[0]!;
  await scanReminders(ctx.database.db, { now: morning, providerIds: [m.id] });
  expect((await reminders(m.id)).some((r) => r.subject_id === babyId)).toBe(true);

  const res = await staff('POST', `/api/v1/staff/people/${m.id}/loss`, { kind: 'babyDeath', babyId, date: today, confirmed: true });
  expect(res.statusCode, res.body).toBe(200);
  const own = ownPeriod(await mine<MotherTableResponse>('mother-table', m.headers))!;
  expect(own.dateFrom).toBe(addDays(today, -1));
  expect(own.vaccines.map((i) => i._id)).toEqual(OWN_KEYS);
  expect((await mine<BabyTableResponse>('baby-table', m.headers)).babyTables).toEqual([]);
  expect((await mine<{ provider: { loss: object | null } }>('me', m.headers)).provider.loss).toEqual({
    kind: 'babyDeath',
    date: today,
    ownCareFrom: addDays(today, -1),
  });

  await scanReminders(ctx.database.db, { now: nepalInstant(today, 11), providerIds: [m.id] });
  const live = (await reminders(m.id)).filter((r) => !r.withdrawn);
  expect(live.every((r) => r.subject === 'mother' && r.period === 'after-birth')).toBe(true);
  // day 1: the check-up of day 3 is coming up; what fell due while the baby lived is not reminded again (her iron
  // was hers from the birth, the baby living or not: its reminder of the birth day stays)
  expect(live.map((r) => r.items)).toEqual([['mother-ifa-postnatal'], ['mother-pnc-2']]);
  // and the health post's due list says the same: her own care, nothing of the baby
  const due = (await staff('GET', '/api/v1/staff/due?days=31')).json<{ dueSoon: { personId: string; babyId: string | null; itemKey: string }[] }>();
  const hers = due.dueSoon.filter((e) => e.personId === m.id);
  expect(hers.map((e) => e.itemKey)).toContain('mother-pnc-2');
  expect(hers.every((e) => e.babyId === null && e.itemKey.startsWith('mother-'))).toBe(true);

  const undo = await staff('POST', `/api/v1/staff/people/${m.id}/loss/void`, { babyId, reason: 'wrong baby' });
  expect(undo.statusCode, undo.body).toBe(200);
  // the baby lives: her own care after the birth is her iron only again (the check-ups are the baby's pnc-*)
  expect(ownPeriod(await mine<MotherTableResponse>('mother-table', m.headers))!.vaccines.map((i) => i._id)).toEqual(['mother-ifa-postnatal']);
  const after = await reminders(m.id);
  expect(after.filter((r) => r.period === 'after-birth' && r.items.some((k) => k.startsWith('mother-pnc-'))).every((r) => r.withdrawn)).toBe(true);
  expect(after.filter((r) => r.subject_id === babyId).every((r) => !r.withdrawn)).toBe(true);
});

test('after a miscarriage: no postnatal items and no reminders; the advice to see the health post stays on the dashboard', async () => {
  const m = await registerMother(ctx.app, tokha, 70, 'Bimala');
  const res = await staff('POST', `/api/v1/staff/people/${m.id}/loss`, { kind: 'miscarriage', date: today, confirmed: true });
  expect(res.statusCode, res.body).toBe(200);
  expect(periodKeys(await mine<MotherTableResponse>('mother-table', m.headers))).not.toContain('after-birth');
  expect((await mine<MotherTableResponse>('mother-alert', m.headers)).motherTables).toEqual([]);
  expect((await scanReminders(ctx.database.db, { now: morning, providerIds: [m.id] })).created).toBe(0);
  expect((await mine<{ provider: { loss: object | null } }>('me', m.headers)).provider.loss).toEqual({ kind: 'miscarriage', date: today, ownCareFrom: null });
});

test('another health post cannot record her loss: no postnatal care appears', async () => {
  const m = await registerMother(ctx.app, tokha, 266, 'Anita');
  const other = await staffHeaders(ctx.app, '9800000011'); // Jhor Health Post
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/staff/people/${m.id}/loss`,
    headers: other,
    payload: { kind: 'stillbirth', date: today, confirmed: true },
  });
  expect(res.statusCode).toBe(404);
  expect(periodKeys(await mine<MotherTableResponse>('mother-table', m.headers))).not.toContain('after-birth');
});

test('send-time check: her own reminders after a stillbirth are sent; once the stillbirth is undone behind the engine, they are not', async () => {
  const send = () =>
    drainOutbox(ctx.database.db, 'sms', smsSender(ctx.database.db, httpSmsGateway({ url: sms.url, token: 'test-token', sender: 'Mamata' })), {
      now: () => morning,
    });
  const smsStates = (personId: string) =>
    rowsOf<{ state: string; last_error: string | null }>(
      ctx.database.db,
      sql`select state, last_error from notification_deliveries where provider_id = ${personId}::uuid and channel = 'sms'`,
    );
  // Sunita: her own reminders go out as SMS, in her words
  const a = await registerMother(ctx.app, tokha, 266, 'Sabitri');
  expect((await staff('POST', `/api/v1/staff/people/${a.id}/loss`, { kind: 'stillbirth', date: today, confirmed: true })).statusCode).toBe(200);
  expect((await scanReminders(ctx.database.db, { now: morning, providerIds: [a.id] })).created).toBe(2);
  // Gita: the same, but the stillbirth is then removed behind the engine's back (no withdrawal, no rescan)
  const b = await registerMother(ctx.app, tokha, 266, 'Gita');
  expect((await staff('POST', `/api/v1/staff/people/${b.id}/loss`, { kind: 'stillbirth', date: today, confirmed: true })).statusCode).toBe(200);
  expect((await scanReminders(ctx.database.db, { now: morning, providerIds: [b.id] })).created).toBe(2);
  await ctx.database.db.execute(sql`update pregnancies set ended_on = null, outcome = null where provider_id = ${b.id}::uuid`);

  const count = sms.received.length;
  await send();
  const sent = sms.received.slice(count);
  expect(sent.filter((m) => m.to === a.mobile)).toHaveLength(2);
  for (const m of sent.filter((x) => x.to === a.mobile)) expect(m.text).not.toMatch(BABY_WORDS);
  expect((await smsStates(a.id)).every((d) => d.state === 'sent')).toBe(true);
  expect(sent.filter((m) => m.to === b.mobile)).toEqual([]);
  for (const d of await smsStates(b.id)) expect(d).toMatchObject({ state: 'cancelled', last_error: 'no longer applies: given, no longer due, or moved' });
});

test.each([
  ['a stillbirth three days ago', 'stillbirth'],
  ['a live birth three days ago', 'birth'],
] as const)(
  'after %s: her antenatal items are history (given or "not needed now"): none due, overdue or missed in her schedule, the staff record or the due list',
  async (_name, outcome) => {
    // the report: LMP 281 days ago, the pregnancy ended three days ago
    const m = await registerMother(ctx.app, tokha, 281, 'Gita');
    if (outcome === 'stillbirth') {
      const res = await staff('POST', `/api/v1/staff/people/${m.id}/loss`, { kind: 'stillbirth', date: addDays(today, -3), confirmed: true });
      expect(res.statusCode, res.body).toBe(200);
    } else await recordBirth(ctx.app, tokha, m.id, 3);
    const antenatal = (t: MotherTableResponse) => t.motherTables.filter((p) => p._id !== 'after-birth').flatMap((p) => p.vaccines);
    for (const lang of ['en', 'ne']) {
      const items = antenatal(await mine<MotherTableResponse>('mother-table', m.headers, lang));
      expect(items.length).toBeGreaterThan(0);
      expect(new Set(items.map((i) => i.status))).toEqual(new Set(['closed']));
    }
    // the dashboard's "next" and the reminders: only her own postnatal items
    const alert = await mine<MotherTableResponse>('mother-alert', m.headers);
    expect(periodKeys(alert)).toEqual(['after-birth']);
    const records = (await staff('GET', `/api/v1/staff/people/${m.id}/records`)).json<PersonRecords>();
    const staffItems = records.pregnancy!.schedule.filter((p) => p.key !== 'after-birth').flatMap((p) => p.items);
    expect(new Set(staffItems.map((i) => i.status))).toEqual(new Set(['closed']));
    // the due list: of hers (not the baby's), only her own postnatal items
    type Entry = { personId: string; babyId: string | null; itemKey: string };
    const due = (await staff('GET', '/api/v1/staff/due?days=31')).json<{ dueSoon: Entry[]; overdue: Entry[] }>();
    const hers = [...due.dueSoon, ...due.overdue].filter((e) => e.personId === m.id && e.babyId === null);
    expect(hers.length).toBeGreaterThan(0);
    expect(hers.filter((e) => !OWN_KEYS.includes(e.itemKey))).toEqual([]);
  },
);
