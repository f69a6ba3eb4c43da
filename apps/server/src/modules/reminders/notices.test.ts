import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { personId, staffHeaders } from '../../../test/staff-login.ts';
import { rowsOf } from '../../db/sql-rows.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const notice = {
  titleEn: 'Vaccination camp on Sunday',
  titleNe: 'आइतबार खोप शिविर',
  bodyEn: 'Come to Tokha Health Post from 10 am.',
  bodyNe: 'बिहान १० बजेदेखि टोखा स्वास्थ्य चौकीमा आउनुहोस्।',
  audience: { kind: 'all' },
};
const titlesOf = async (mobile: string) =>
  (
    await rowsOf<{ title: string }>(
      ctx.database.db,
      sql`select n.title from notifications n join providers p on p.id = n.provider_id where p.mobile_number = ${mobile} and n.type = 'notice'`,
    )
  ).map((r) => r.title);

test("a health post's notice reaches its active people, each in her language, audited; not the other health post's people", async () => {
  const baby = await loginAs(ctx.app, '9800000002');
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/preferences', headers: baby.headers, payload: { lang: 'ne' } });
  const tokha = await staffHeaders(ctx.app, '9800000010');
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/notices', headers: tokha, payload: notice });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ recipients: 2, message: 'Notice sent. People reached: 2.' });
  expect(await titlesOf('9800000001')).toEqual(['Vaccination camp on Sunday']);
  expect(await titlesOf('9800000002')).toEqual(['आइतबार खोप शिविर']);
  expect(await titlesOf('9800000003')).toEqual([]); // inactive
  // she sees it in her list
  const mother = await loginAs(ctx.app, '9800000001');
  const list = (await ctx.app.inject({ url: '/api/v1/notification/provider?offset=0&limit=10', headers: mother.headers })).json();
  expect(list.notification[0]).toMatchObject({ title: 'Vaccination camp on Sunday', type: 'notice' });
  // the app in Nepali reads the staff's own Nepali words
  const inNepali = (
    await ctx.app.inject({ url: '/api/v1/notification/provider?offset=0&limit=10', headers: { ...mother.headers, 'accept-language': 'ne' } })
  ).json();
  expect(inNepali.notification[0]).toMatchObject({ title: notice.titleNe, body: notice.bodyNe, type: 'notice' });
  const audit = await rowsOf<{ entity: string; details: { recipients: number } }>(
    ctx.database.db,
    sql`select entity, details from audit_log where entity = 'notice'`,
  );
  expect(audit).toHaveLength(1);
  expect(audit[0]!.details.recipients).toBe(2);
  // Jhor Mahankal's staff reach nobody of Tokha
  const jhor = await staffHeaders(ctx.app, '9800000011');
  const other = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/notices',
    headers: jhor,
    payload: { ...notice, titleEn: 'Jhor notice', healthPostId: 1 },
  });
  expect(other.statusCode).toBe(200);
  expect(await titlesOf('9800000001')).not.toContain('Jhor notice');
});

test('a group: pregnant women in their third trimester only (the demo mother is 28 weeks)', async () => {
  const tokha = await staffHeaders(ctx.app, '9800000010');
  const t3 = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/notices',
    headers: tokha,
    payload: { ...notice, titleEn: 'Third trimester', audience: { kind: 'trimester', trimester: 3 } },
  });
  expect(t3.json().recipients).toBe(1);
  expect(await titlesOf('9800000001')).toContain('Third trimester');
  const t1 = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/notices',
    headers: tokha,
    payload: { ...notice, audience: { kind: 'trimester', trimester: 1 } },
  });
  expect(t1.json().recipients).toBe(0);
  const due = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/notices',
    headers: tokha,
    payload: { ...notice, titleEn: 'Due penta 3', audience: { kind: 'dueItem', itemKey: 'penta-3' } },
  });
  expect(due.json().recipients).toBe(1);
  // the baby account (penta-3 overdue) gets it, in Nepali, the language she chose
  expect(await titlesOf('9800000002')).toEqual(['आइतबार खोप शिविर', 'आइतबार खोप शिविर']);
});

test('denied to providers and without a token; a palika admin cannot send to a health post outside the palika; bad notices are 400s', async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/notices', headers: mother.headers, payload: notice })).statusCode).toBe(401);
  expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/notices', payload: { nothing: 1 } })).statusCode).toBe(401);
  const tokha = await staffHeaders(ctx.app, '9800000010');
  for (const payload of [
    { ...notice, titleNe: '' },
    { ...notice, bodyEn: 'x'.repeat(501) },
    { ...notice, audience: { kind: 'everyone' } },
    { ...notice, audience: { kind: 'trimester', trimester: 4 } },
  ]) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/notices', headers: tokha, payload });
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
  }
  const palika = await staffHeaders(ctx.app, '9800000020');
  const outside = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/notices', headers: palika, payload: { ...notice, healthPostId: 999 } });
  expect(outside.statusCode).toBe(400);
});

test("the person's record shows each notification's delivery state to staff of her health post only", async () => {
  const tokha = await staffHeaders(ctx.app, '9800000010');
  const motherId = await personId(ctx.app, tokha, '9800000001');
  const res = await ctx.app.inject({ url: `/api/v1/staff/people/${motherId}/notifications`, headers: tokha });
  expect(res.statusCode).toBe(200);
  const first = res.json().notifications.find((n: { title: string }) => n.title === 'Vaccination camp on Sunday');
  expect(first.deliveries).toEqual(
    expect.arrayContaining([expect.objectContaining({ channel: 'push', state: 'skipped' }), expect.objectContaining({ channel: 'sms', state: 'pending' })]),
  );
  const jhor = await staffHeaders(ctx.app, '9800000011');
  expect((await ctx.app.inject({ url: `/api/v1/staff/people/${motherId}/notifications`, headers: jhor })).statusCode).toBe(404);
  const mother = await loginAs(ctx.app, '9800000001');
  expect((await ctx.app.inject({ url: `/api/v1/staff/people/${motherId}/notifications`, headers: mother.headers })).statusCode).toBe(401);
});
