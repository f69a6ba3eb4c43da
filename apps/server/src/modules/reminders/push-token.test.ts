import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { browserKeys } from '../../../test/fakes.ts';
import { rowsOf } from '../../jobs/sql-rows.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const subscription = (name: string) => ({ endpoint: `https://push.example.net/send/${name}`, expirationTime: null, keys: browserKeys().keys });
const devices = (mobile: string) =>
  rowsOf<{ endpoint: string }>(
    ctx.database.db,
    sql`select s.endpoint from push_subscriptions s join providers p on p.id = s.provider_id where p.mobile_number = ${mobile} order by s.endpoint`,
  );

test('PATCH /provider/fcm-token stores this device; another device adds one; the same device again updates it', async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  const res = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/fcm-token', headers: mother.headers, payload: subscription('a') });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ refreshAfterDays: 7 });
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/fcm-token', headers: mother.headers, payload: subscription('b') });
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/fcm-token', headers: mother.headers, payload: subscription('a') });
  expect((await devices('9800000001')).map((d) => d.endpoint)).toEqual(['https://push.example.net/send/a', 'https://push.example.net/send/b']);
  // a phone handed to another account moves to her; the first account no longer gets its pushes
  const baby = await loginAs(ctx.app, '9800000002');
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/fcm-token', headers: baby.headers, payload: subscription('b') });
  expect((await devices('9800000001')).map((d) => d.endpoint)).toEqual(['https://push.example.net/send/a']);
  expect((await devices('9800000002')).map((d) => d.endpoint)).toEqual(['https://push.example.net/send/b']);
  // removing only touches her own
  await ctx.app.inject({
    method: 'DELETE',
    url: '/api/v1/provider/fcm-token',
    headers: baby.headers,
    payload: { endpoint: 'https://push.example.net/send/a' },
  });
  expect(await devices('9800000001')).toHaveLength(1);
  await ctx.app.inject({
    method: 'DELETE',
    url: '/api/v1/provider/fcm-token',
    headers: mother.headers,
    payload: { endpoint: 'https://push.example.net/send/a' },
  });
  expect(await devices('9800000001')).toHaveLength(0);
  expect((await ctx.app.inject({ url: '/api/v1/provider/push-key', headers: mother.headers })).json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
});

test('garbage is a 400 with a message; no token is a 401', async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  const good = subscription('c');
  const bad = [
    { fcmToken: 'fcm-token-string' },
    {},
    { ...good, endpoint: 'not a url' },
    { ...good, endpoint: 'http://evil.example.com/x' },
    { ...good, keys: { p256dh: 'short', auth: good.keys.auth } },
    { ...good, keys: { p256dh: good.keys.p256dh, auth: '!!!!!!!!!!!!!!!!!!!!!!' } },
    { endpoint: good.endpoint },
  ];
  for (const payload of bad) {
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/fcm-token', headers: mother.headers, payload });
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().message).toBeTruthy();
  }
  expect((await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/fcm-token', payload: 'x' })).statusCode).toBe(401);
});
