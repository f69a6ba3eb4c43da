import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  // 25 notifications for the mother (oldest first, a minute apart) and one for the baby account
  await ctx.database.db.execute(sql`insert into notifications (provider_id, title, body, type, created_at)
    select p.id, 'Notice ' || g, 'Body ' || g, 'notice', now() - (26 - g) * interval '1 minute' from providers p, generate_series(1, 25) g where p.mobile_number = '9800000001'`);
  await ctx.database.db.execute(
    sql`insert into notifications (provider_id, title, body, type) select id, 'For the baby', 'b', 'reminder' from providers where mobile_number = '9800000002'`,
  );
});
afterAll(async () => ctx.close());

const list = (headers: Record<string, string>, q = '') => ctx.app.inject({ url: `/api/v1/notification/provider${q}`, headers });

test('a mother reads her own notifications only, newest first, page by page, with the unread count', async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  const first = (await list(mother.headers, '?offset=0&limit=10')).json();
  expect(first).toMatchObject({ total: 25, unread: 25 });
  expect(first.notification.map((n: { title: string }) => n.title).slice(0, 2)).toEqual(['Notice 25', 'Notice 24']);
  const third = (await list(mother.headers, '?offset=20&limit=10')).json();
  expect(third.notification.map((n: { title: string }) => n.title)).toEqual(['Notice 5', 'Notice 4', 'Notice 3', 'Notice 2', 'Notice 1']);
  const baby = await loginAs(ctx.app, '9800000002');
  expect((await list(baby.headers)).json().notification.map((n: { title: string }) => n.title)).toEqual(['For the baby']);
});

test("'All' (100000) is accepted; bad paging is a 400; no token or a staff token is a 401", async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  const all = await list(mother.headers, '?offset=0&limit=100000');
  expect(all.statusCode).toBe(200);
  expect(all.json().notification).toHaveLength(25);
  for (const q of ['limit=0', 'limit=100001', 'offset=-1', 'offset=x']) {
    expect((await list(mother.headers, `?${q}`)).statusCode, q).toBe(400);
  }
  expect((await ctx.app.inject({ url: '/api/v1/notification/provider' })).statusCode).toBe(401);
  const staff = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: '9800000010', password: 'Mamata@2025' } });
  const staffToken = { authorization: `Bearer ${staff.json().token}` };
  expect((await list(staffToken)).statusCode).toBe(401);
});

test('what she has seen is marked read; ids of someone else change nothing; bad ids are a 400', async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  const baby = await loginAs(ctx.app, '9800000002');
  const page = (await list(mother.headers, '?offset=0&limit=10')).json();
  const ids = page.notification.map((n: { _id: string }) => n._id);
  const res = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/notification/provider/read', headers: mother.headers, payload: { ids } });
  expect(res.json()).toEqual({ marked: 10, unread: 15 });
  expect((await list(mother.headers, '?offset=0&limit=10')).json().notification.every((n: { read: boolean }) => n.read)).toBe(true);
  // the baby account cannot mark the mother's
  const theirs = (await list(mother.headers, '?offset=10&limit=5')).json().notification.map((n: { _id: string }) => n._id);
  expect(
    (await ctx.app.inject({ method: 'PATCH', url: '/api/v1/notification/provider/read', headers: baby.headers, payload: { ids: theirs } })).json(),
  ).toEqual({
    marked: 0,
    unread: 1,
  });
  expect((await list(mother.headers, '?limit=1')).json().unread).toBe(15);
  for (const payload of [{}, { ids: [] }, { ids: ['nope'] }]) {
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/v1/notification/provider/read', headers: mother.headers, payload })).statusCode).toBe(400);
  }
  expect((await ctx.app.inject({ method: 'PATCH', url: '/api/v1/notification/provider/read', payload: { ids: ['nope'] } })).statusCode).toBe(401);
});
