import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { staffHeaders } from '../../../test/staff-login.ts';

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

test('at first login, still on the one-time password, her language and calendar are stored (were refused 403)', async () => {
  const tokha = await staffHeaders(ctx.app, '9800000010');
  const reg = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/people/mother',
    headers: tokha,
    payload: { first_name: 'Rama', last_name: 'Gurung', mobile_number: '9811700001', address: 'Tokha-2', lastMenstrualPeriod: addDays(nepalToday(), -60) },
  });
  expect(reg.statusCode, reg.body).toBe(200);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/provider/login',
    payload: { mobile_number: '9811700001', password: reg.json<{ oneTimePassword: string }>().oneTimePassword },
  });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const res = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/preferences', headers, payload: { lang: 'ne', calendar: 'bs' } });
  expect(res.statusCode, res.body).toBe(200);
  expect((await ctx.app.inject({ url: '/api/v1/provider/preferences', headers })).json()).toMatchObject({ lang: 'ne', calendar: 'bs' });
  // everything else still waits for her own password
  expect((await ctx.app.inject({ url: '/api/v1/provider/mother-table', headers })).statusCode).toBe(403);
});
