import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, MAX_PUSH_DEVICES_PER_ACCOUNT } from '@mamata/core/schemas/reminders';
import { loadConfig } from '../../config.ts';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { browserKeys } from '../../../test/fakes.ts';
import { rowsOf } from '../../db/sql-rows.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const subscription = (name: string) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${name}`, expirationTime: null, keys: browserKeys().keys });
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
  expect((await devices('9800000001')).map((d) => d.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/a', 'https://fcm.googleapis.com/fcm/send/b']);
  // a phone handed to another account moves to her; the first account no longer gets its pushes
  const baby = await loginAs(ctx.app, '9800000002');
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/fcm-token', headers: baby.headers, payload: subscription('b') });
  expect((await devices('9800000001')).map((d) => d.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/a']);
  expect((await devices('9800000002')).map((d) => d.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/b']);
  // removing only touches her own
  await ctx.app.inject({
    method: 'DELETE',
    url: '/api/v1/provider/fcm-token',
    headers: baby.headers,
    payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/a' },
  });
  expect(await devices('9800000001')).toHaveLength(1);
  await ctx.app.inject({
    method: 'DELETE',
    url: '/api/v1/provider/fcm-token',
    headers: mother.headers,
    payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/a' },
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

test(`an account keeps its newest ${MAX_PUSH_DEVICES_PER_ACCOUNT} devices: a new one beyond them replaces the oldest, also when many come at once`, async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  const save = (name: string) => ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/fcm-token', headers: mother.headers, payload: subscription(name) });
  for (const name of ['cap-1', 'cap-2', 'cap-3', 'cap-4', 'cap-5', 'cap-6', 'cap-7']) expect((await save(name)).statusCode).toBe(200);
  const endpoint = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;
  expect((await devices('9800000001')).map((d) => d.endpoint)).toEqual(['cap-3', 'cap-4', 'cap-5', 'cap-6', 'cap-7'].map(endpoint));
  // a device sending its subscription again (the weekly refresh) is her newest: cap-3 stays, cap-4 goes
  await save('cap-3');
  await save('cap-8');
  expect((await devices('9800000001')).map((d) => d.endpoint)).toEqual(['cap-3', 'cap-5', 'cap-6', 'cap-7', 'cap-8'].map(endpoint));
  // 60 at once (the finding: 300 in 1.4 s) still leave her five
  const many = await Promise.all(Array.from({ length: 60 }, (_, i) => save(`burst-${i}`)));
  expect(many.every((r) => r.statusCode === 200)).toBe(true);
  expect(await devices('9800000001')).toHaveLength(MAX_PUSH_DEVICES_PER_ACCOUNT);
});

test('an endpoint that is not a known Web Push service is refused with 400 and a message on the field; a local fake only outside production', async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  const keys = browserKeys().keys;
  const before = await devices('9800000001');
  for (const endpoint of [
    'https://push.example.net/send/a',
    'https://169.254.169.254/latest/meta-data/',
    'https://fcm.googleapis.com.evil.example/fcm/send/a',
    'https://fcm.googleapis.com:8443/fcm/send/a',
    'https://localhost.evil.example/push/a',
  ]) {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/provider/fcm-token',
      headers: { ...mother.headers, 'accept-language': 'en' },
      payload: { endpoint, keys },
    });
    expect(res.statusCode, endpoint).toBe(400);
    expect(res.json(), endpoint).toEqual({
      code: 'VALIDATION_FAILED',
      message: "This phone's notification service is not one Mamata can send to. Please use Chrome, Firefox, Edge or Safari.",
      fieldErrors: { endpoint: "This phone's notification service is not one Mamata can send to. Please use Chrome, Firefox, Edge or Safari." },
    });
  }
  const nepali = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/provider/fcm-token',
    headers: { ...mother.headers, 'accept-language': 'ne' },
    payload: { endpoint: 'https://push.example.net/send/a', keys },
  });
  expect(nepali.json().message).toMatch(/^यो फोनको सूचना सेवामा/);
  // plain http to an inside address is not even a push address
  const inside = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/provider/fcm-token',
    headers: mother.headers,
    payload: { endpoint: 'http://10.0.0.5:8080/push/a', keys },
  });
  expect(inside.statusCode).toBe(400);
  expect(inside.json().fieldErrors).toHaveProperty('endpoint');
  expect(await devices('9800000001')).toEqual(before);
  // every browser's push service is accepted
  for (const endpoint of [
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    'https://web.push.apple.com/QGq9Yk',
  ]) {
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/fcm-token', headers: mother.headers, payload: { endpoint, keys } });
    expect(res.statusCode, endpoint).toBe(200);
  }
  // the tests' local push service is accepted here (NODE_ENV=test), and refused by a production server on the same data
  const local = { endpoint: 'http://127.0.0.1:9/push/local', keys };
  expect((await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/fcm-token', headers: mother.headers, payload: local })).statusCode).toBe(200);
  const production = await buildTestApp(
    { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://tokha.mamata.example/', EMBEDDED_DATABASE: 'true', SEED_DEMO: 'false' },
    { database: ctx.database },
  );
  try {
    const there = await loginAs(production.app, '9800000001');
    const res = await production.app.inject({ method: 'PATCH', url: '/api/v1/provider/fcm-token', headers: there.headers, payload: local });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('endpoint');
  } finally {
    await production.app.close();
  }
});

test('PUSH_SERVICE_HOSTS: the known services by default, a list replaces them, anything else stops the start', () => {
  expect(loadConfig({}).PUSH_SERVICE_HOSTS).toEqual([...DEFAULT_PUSH_SERVICE_HOSTS]);
  expect(loadConfig({ PUSH_SERVICE_HOSTS: 'push.example.org, *.Push.Example.net' }).PUSH_SERVICE_HOSTS).toEqual(['push.example.org', '*.push.example.net']);
  expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.org/' })).toThrow(/PUSH_SERVICE_HOSTS/);
  expect(() => loadConfig({ PUSH_SERVICE_HOSTS: '*' })).toThrow(/PUSH_SERVICE_HOSTS/);
  expect(loadConfig({}).PUSH_TIMEOUT_MS).toBe(4000);
});
