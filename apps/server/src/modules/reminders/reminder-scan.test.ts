import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { AD_MONTH_NAMES, BS_MONTH_NAMES } from '@mamata/core/calendar/bikram-sambat';
import { nepalInstant } from '@mamata/core/calendar/nepal-time';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { registerMother } from '../../../test/people.ts';
import { personId, staffHeaders } from '../../../test/staff-login.ts';
import { scanReminders } from './reminder-scan.ts';
import { rowsOf } from '../../db/sql-rows.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const today = nepalToday();
/** 10:00 Nepal time today: outside quiet hours. */
const morning = nepalInstant(today, 10);

async function notificationsOf(mobile: string) {
  return rowsOf<{ id: string; title: string; body: string; dedupe_key: string; type: string }>(
    ctx.database.db,
    sql`select n.id, n.title, n.body, n.dedupe_key, n.type from notifications n join providers p on p.id = n.provider_id where p.mobile_number = ${mobile} order by n.created_at, n.dedupe_key`,
  );
}
async function deliveriesOf(mobile: string) {
  return rowsOf<{ channel: string; state: string; next_attempt_at: Date; key: string }>(
    ctx.database.db,
    sql`select d.channel, d.state, d.next_attempt_at, n.dedupe_key as key from notification_deliveries d join notifications n on n.id = d.notification_id
      join providers p on p.id = d.provider_id where p.mobile_number = ${mobile} order by n.dedupe_key, d.channel`,
  );
}

test("the demo baby's overdue 14-week vaccines give one reminder, in her language; a second scan creates nothing", async () => {
  const first = await scanReminders(ctx.database.db, { now: morning });
  expect(first.created).toBeGreaterThan(0);
  const baby = await notificationsOf('9800000002');
  const week14 = baby.filter((n) => n.dedupe_key.includes(':14-weeks:'));
  expect(week14).toHaveLength(1);
  expect(week14[0]!.dedupe_key).toMatch(/:overdue$/);
  expect(week14[0]!.title).toBe('Overdue: 14-week vaccines');
  expect(week14[0]!.body).toMatch(/^Your baby's 14-week vaccines were due on \w+day, \d+ \w+ \d{4}\. Please take your baby to Tokha Health Post soon\.$/);
  // push is on but she has no device yet: skipped; SMS waits in the outbox
  expect((await deliveriesOf('9800000002')).filter((d) => d.key === week14[0]!.dedupe_key).map((d) => [d.channel, d.state])).toEqual([
    ['push', 'skipped'],
    ['sms', 'pending'],
  ]);
  const again = await scanReminders(ctx.database.db, { now: morning });
  expect(again.created).toBe(0);
  const later = await scanReminders(ctx.database.db, { now: nepalInstant(addDays(today, 3), 10) });
  expect((await notificationsOf('9800000002')).filter((n) => n.dedupe_key.includes(':14-weeks:'))).toHaveLength(1);
  expect(later.people).toBe(first.people);
});

test('her list shows each reminder in the language she reads the app in now, also one written before she switched', async () => {
  await scanReminders(ctx.database.db, { now: morning });
  const baby = await loginAs(ctx.app, '9800000002');
  const listIn = async (lang: string) =>
    (await ctx.app.inject({ url: '/api/v1/notification/provider?limit=100', headers: { ...baby.headers, 'accept-language': lang } })).json() as {
      notification: { title: string; body: string }[];
    };
  // written in English (her language when the scan ran), read in Nepali after a switch
  const en = (await listIn('en')).notification.find((n) => n.title === 'Overdue: 14-week vaccines');
  expect(en?.body).toMatch(/^Your baby's 14-week vaccines were due on/);
  const ne = (await listIn('ne')).notification;
  expect(ne.some((n) => n.title === 'Overdue: 14-week vaccines')).toBe(false);
  const week14 = ne.find((n) => n.title.includes('१४ हप्ताका खोप'));
  expect(week14?.body).toMatch(/टोखा/);
  expect(week14?.body).not.toMatch(/[A-Za-z]/);
  // a client that does not say (or sends the phone's own header): her stored language, here English
  expect((await listIn('')).notification.some((n) => n.title === 'Overdue: 14-week vaccines')).toBe(true);
  expect((await listIn('en-US,en;q=0.9')).notification.some((n) => n.title === 'Overdue: 14-week vaccines')).toBe(true);
  // once the app has reported her switch to Nepali, such a client reads Nepali too
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/preferences', headers: baby.headers, payload: { lang: 'ne', calendar: 'ad' } });
  expect((await listIn('en-US,en;q=0.9')).notification.some((n) => n.title.includes('१४ हप्ताका खोप'))).toBe(true);
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/preferences', headers: baby.headers, payload: { lang: 'en', calendar: 'ad' } });
});

test("her list names a reminder's date in the calendar she reads the app in now, also one written before she switched", async () => {
  await scanReminders(ctx.database.db, { now: morning });
  const baby = await loginAs(ctx.app, '9800000002');
  const bodyIn = async (lang: string, calendar?: string) => {
    const q = calendar === undefined ? '' : `&calendar=${calendar}`;
    const res = await ctx.app.inject({ url: `/api/v1/notification/provider?limit=100${q}`, headers: { ...baby.headers, 'accept-language': lang } });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { notification: { title: string; body: string }[] };
    return list.notification.find((n) => n.title === 'Overdue: 14-week vaccines' || n.title.includes('१४ हप्ताका खोप'))?.body ?? '';
  };
  const monthsIn = (body: string, names: readonly string[]) => names.filter((m) => body.includes(m));
  // written when she read AD: in AD, and in BS once she reads BS
  expect(monthsIn(await bodyIn('en', 'ad'), AD_MONTH_NAMES.en)).toHaveLength(1);
  expect(monthsIn(await bodyIn('en', 'bs'), AD_MONTH_NAMES.en)).toEqual([]);
  expect(monthsIn(await bodyIn('en', 'bs'), BS_MONTH_NAMES.en)).toHaveLength(1);
  expect(monthsIn(await bodyIn('ne', 'bs'), BS_MONTH_NAMES.ne)).toHaveLength(1);
  expect(monthsIn(await bodyIn('ne', 'ad'), AD_MONTH_NAMES.ne)).toHaveLength(1);
  // a client that does not say: the calendar the app last reported
  expect(monthsIn(await bodyIn('en'), AD_MONTH_NAMES.en)).toHaveLength(1);
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/preferences', headers: baby.headers, payload: { lang: 'en', calendar: 'bs' } });
  expect(monthsIn(await bodyIn('en'), BS_MONTH_NAMES.en)).toHaveLength(1);
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/preferences', headers: baby.headers, payload: { lang: 'en', calendar: 'ad' } });
  // the language in the address goes before the header (the app puts both there, for its offline copy)
  const inAddress = (
    await ctx.app.inject({ url: '/api/v1/notification/provider?limit=100&calendar=bs&lang=ne', headers: { ...baby.headers, 'accept-language': 'en' } })
  ).json() as { notification: { title: string; body: string }[] };
  const week14 = inAddress.notification.find((n) => n.title.includes('१४ हप्ताका खोप'));
  expect(monthsIn(week14?.body ?? '', BS_MONTH_NAMES.ne)).toHaveLength(1);
  // anything else is a 400, not a guess
  const wrong = await ctx.app.inject({ url: '/api/v1/notification/provider?calendar=julian&lang=fr', headers: baby.headers });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().fieldErrors).toMatchObject({ calendar: expect.any(String), lang: expect.any(String) });
});

test('an inactive account gets nothing', async () => {
  await scanReminders(ctx.database.db, { now: morning });
  expect(await notificationsOf('9800000003')).toEqual([]);
  const tokha = await staffHeaders(ctx.app, '9800000010');
  const babyId = await personId(ctx.app, tokha, '9800000002');
  // deactivated: push and SMS not yet sent are not sent (the senders check), and no new reminder comes
  await ctx.database.db.execute(sql`update providers set active = false where id = ${babyId}::uuid`);
  const before = (await notificationsOf('9800000002')).length;
  await scanReminders(ctx.database.db, { now: nepalInstant(addDays(today, 40), 10) });
  expect((await notificationsOf('9800000002')).length).toBe(before);
  await ctx.database.db.execute(sql`update providers set active = true where id = ${babyId}::uuid`);
});

test('recording the doses given stops the reminder: pending push/SMS are cancelled and nothing new comes', async () => {
  const tokha = await staffHeaders(ctx.app, '9800000010');
  const babyId = await personId(ctx.app, tokha, '9800000002');
  const records = (await ctx.app.inject({ url: `/api/v1/staff/people/${babyId}/records`, headers: tokha })).json();
  const week14 = records.babies[0].schedule.find((p: { key: string }) => p.key === '14-weeks');
  expect(week14).toBeTruthy();
  for (const item of week14.items as Array<{ key: string }>) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/people/${babyId}/items`,
      headers: tokha,
      payload: { itemKey: item.key, givenOn: today, givenBy: 'Kamala', givenAt: 'Tokha', notes: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const result = await scanReminders(ctx.database.db, { now: morning, providerIds: [babyId] });
  expect(result.cancelled).toBeGreaterThanOrEqual(1);
  const sms = (await deliveriesOf('9800000002')).filter((d) => d.key.includes(':14-weeks:') && d.channel === 'sms');
  expect(sms.map((d) => d.state)).toEqual(['cancelled']);
  await scanReminders(ctx.database.db, { now: nepalInstant(addDays(today, 20), 10) });
  expect((await notificationsOf('9800000002')).filter((n) => n.dedupe_key.includes(':14-weeks:'))).toHaveLength(1);
});

test('in Nepali and Bikram Sambat when she reads the app so; push and SMS made in quiet hours wait for 07:00', async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  const changed = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/provider/preferences',
    headers: mother.headers,
    payload: { lang: 'ne', calendar: 'bs' },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  // a day whose morning scan finds something for the mother: the first day on which she has a new reminder
  let found: { title: string; body: string } | undefined;
  for (let d = 1; d < 120 && !found; d++) {
    const night = new Date(nepalInstant(addDays(today, d), 22));
    const seen = new Set((await notificationsOf('9800000001')).map((n) => n.id));
    const res = await scanReminders(ctx.database.db, {
      now: night,
      providerIds: [(await rowsOf<{ id: string }>(ctx.database.db, sql`select id from providers where mobile_number = '9800000001'`))[0]!.id],
    });
    if (res.created > 0) {
      found = (await notificationsOf('9800000001')).find((n) => !seen.has(n.id));
      const deliveries = (await deliveriesOf('9800000001')).filter((x) => x.state === 'pending');
      expect(deliveries.length).toBeGreaterThan(0);
      for (const x of deliveries) expect(new Date(x.next_attempt_at).toISOString()).toBe(nepalInstant(addDays(today, d + 1), 7).toISOString());
    }
  }
  expect(found).toBeTruthy();
  expect(found!.body).toMatch(/[०-९]/); // Devanagari digits
  expect(found!.body).toMatch(/(बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत)/);
  expect(found!.body).toMatch(/टोखा/);
});

test("the nurse sets the language and calendar of a new person's reminders at registration: her first reminders are in Nepali and BS; without them English; anything else a 400", async () => {
  const tokha = await staffHeaders(ctx.app, '9800000010');
  const register = (mobile: string, extra: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/staff/people/baby',
      headers: tokha,
      payload: { first_name: 'Kanchhi', last_name: 'Rai', mobile_number: mobile, address: 'Tokha-4', birthDate: addDays(today, -120), sex: 'female', ...extra },
    });
  const wrong = await register('9811100001', { lang: 'fr', calendar: 'julian' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().fieldErrors).toMatchObject({ lang: expect.any(String), calendar: expect.any(String) });
  expect((await register('9811100001', { lang: 'ne', calendar: 'bs' })).statusCode).toBe(200);
  expect((await register('9811100002', {})).statusCode).toBe(200);
  await scanReminders(ctx.database.db, { now: morning });
  const nepali = await notificationsOf('9811100001');
  expect(nepali.length).toBeGreaterThan(0);
  for (const n of nepali) {
    expect(n.title).toMatch(/[\u0900-\u097F]/);
    // Devanagari digits and a BS date: no Latin digit, no English month
    expect(`${n.title} ${n.body}`).not.toMatch(/[0-9]|January|February|March|April|May|June|July|August|September|October|November|December/);
  }
  const english = await notificationsOf('9811100002');
  expect(english.map((n) => n.title)).toEqual(nepali.map(() => expect.stringMatching(/^[A-Z][\x20-\x7E]+$/)));
});

test('twins: each baby\u2019s reminders name the baby; a "due" reminder written days after its day says "was due on", never "today"', async () => {
  const tokha = await staffHeaders(ctx.app, '9800000010');
  const m = await registerMother(ctx.app, tokha, 270, 'Parbati');
  const birth = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/staff/people/${m.id}/birth`,
    headers: tokha,
    payload: {
      birthDate: addDays(today, -2),
      birthTime: '05:40',
      place: 'facility',
      confirmed: true,
      babies: [
        { sex: 'female', birthWeight: 2600, name: 'Maya' },
        { sex: 'male', birthWeight: 2500, name: '' },
      ],
    },
  });
  expect(birth.statusCode, birth.body).toBe(200);
  await scanReminders(ctx.database.db, { now: morning, providerIds: [m.id] });
  const babyReminders = (await notificationsOf(m.mobile)).filter((n) => n.type === 'reminder' && !n.dedupe_key.includes(':after-birth:'));
  expect(babyReminders.length).toBeGreaterThanOrEqual(2);
  expect(babyReminders.every((n) => n.title.startsWith('Maya: ') || n.title.startsWith('Baby 2: '))).toBe(true);
  expect(babyReminders.some((n) => n.title.startsWith('Maya: '))).toBe(true);
  expect(babyReminders.some((n) => n.title.startsWith('Baby 2: '))).toBe(true);
  // the birth day's items, reminded two days later: "was due on", not "today"
  for (const n of babyReminders) expect(`${n.title} ${n.body}`).not.toMatch(/today/i);
  expect(babyReminders.some((n) => /were due on|was due on/.test(n.body))).toBe(true);
});
