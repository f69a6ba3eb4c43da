import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

test('she stores her language and calendar; defaults are en and AD; only her own account changes', async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  const baby = await loginAs(ctx.app, '9800000002');
  const get = (h: Record<string, string>) => ctx.app.inject({ url: '/api/v1/provider/preferences', headers: h });
  expect((await get(mother.headers)).json()).toEqual({ lang: 'en', calendar: 'ad', pushEnabled: true, smsEnabled: true });
  const res = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/preferences', headers: mother.headers, payload: { lang: 'ne', calendar: 'bs' } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ lang: 'ne', calendar: 'bs', pushEnabled: true, smsEnabled: true });
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/preferences', headers: mother.headers, payload: { smsEnabled: false } });
  expect((await get(mother.headers)).json()).toEqual({ lang: 'ne', calendar: 'bs', pushEnabled: true, smsEnabled: false });
  expect((await get(baby.headers)).json()).toEqual({ lang: 'en', calendar: 'ad', pushEnabled: true, smsEnabled: true });
});

test('bad settings are a 400 with a message; no token is a 401 before any field error', async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  for (const payload of [{}, { lang: 'fr' }, { calendar: 'julian' }, { smsEnabled: 'yes' }, { lang: 'en', role: 'admin' }]) {
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/preferences', headers: mother.headers, payload });
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().message).toBeTruthy();
  }
  const res = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/preferences', payload: { lang: 'fr' } });
  expect(res.statusCode).toBe(401);
});
