import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

test('a mother reads her own notifications only, with the unread count', async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  const res = await ctx.app.inject({ url: '/api/v1/notification/provider?offset=0&limit=10', headers: mother.headers });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ total: 1, unread: 1 });
  expect(body.notification.map((n: { title: string }) => n.title)).toEqual(['Antenatal check-up']);
  const baby = await loginAs(ctx.app, '9800000002');
  const theirs = (await ctx.app.inject({ url: '/api/v1/notification/provider', headers: baby.headers })).json();
  expect(theirs.notification.map((n: { title: string }) => n.title)).toEqual(['14-week vaccines']);
});

test("'All' (100000) is accepted; bad paging is a 400; no token or a staff token is a 401", async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  expect((await ctx.app.inject({ url: '/api/v1/notification/provider?offset=0&limit=100000', headers: mother.headers })).statusCode).toBe(200);
  for (const q of ['limit=0', 'limit=100001', 'offset=-1', 'offset=x']) {
    expect((await ctx.app.inject({ url: `/api/v1/notification/provider?${q}`, headers: mother.headers })).statusCode, q).toBe(400);
  }
  expect((await ctx.app.inject({ url: '/api/v1/notification/provider' })).statusCode).toBe(401);
  const staff = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: '9800000010', password: 'Mamata@2025' } });
  const staffToken = { authorization: `Bearer ${staff.json().token}` };
  expect((await ctx.app.inject({ url: '/api/v1/notification/provider', headers: staffToken })).statusCode).toBe(401);
});
