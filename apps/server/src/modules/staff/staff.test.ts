import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { auditLog, providers } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>; // staff of Tokha Health Post (the demo mother's)
let jhor: Record<string, string>; // staff of another health post of the same palika
let palikaAdmin: Record<string, string>;
let motherId: string;

async function staffLogin(mobile: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: mobile, password: 'Mamata@2025' } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}

beforeAll(async () => {
  ctx = await buildTestApp();
  tokha = await staffLogin('9800000010');
  jhor = await staffLogin('9800000011');
  palikaAdmin = await staffLogin('9800000020');
  const [mother] = await ctx.database.db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, '9800000001'));
  motherId = mother?.id ?? '';
});
afterAll(async () => ctx.close());

const today = nepalToday();
const newMother = (mobile: string) => ({
  first_name: 'Maya',
  last_name: 'Gurung',
  mobile_number: mobile,
  address: 'Tokha-2',
  lastMenstrualPeriod: addDays(today, -70),
  height: 61,
  weight: 52,
});

test('staff log in, see who they are, and log out', async () => {
  const me = await ctx.app.inject({ url: '/api/v1/staff/me', headers: tokha });
  expect(me.json().staff).toMatchObject({ full_name: 'Kamala Adhikari', role: 'health_post', healthPost: { name: 'Tokha Health Post' } });
  const session = await staffLogin('9800000010');
  expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/logout', headers: session })).statusCode).toBe(200);
  expect((await ctx.app.inject({ url: '/api/v1/staff/me', headers: session })).statusCode).toBe(401);
});

test('a wrong staff password is refused', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: '9800000010', password: 'nope' } });
  expect(res.statusCode).toBe(401);
});

describe('who sees whom', () => {
  test('health-post staff see only their health post', async () => {
    const mine = (await ctx.app.inject({ url: '/api/v1/staff/people', headers: tokha })).json();
    expect(mine.people.map((p: { mobile_number: string }) => p.mobile_number)).toEqual(expect.arrayContaining(['9800000001', '9800000002', '9800000003']));
    const theirs = (await ctx.app.inject({ url: '/api/v1/staff/people', headers: jhor })).json();
    expect(theirs.people.map((p: { mobile_number: string }) => p.mobile_number)).not.toContain('9800000001');
    expect((await ctx.app.inject({ url: '/api/v1/staff/people?search=sita', headers: palikaAdmin })).json().total).toBe(1);
  });

  test('search by name or number, paginated; bad paging is a 400', async () => {
    const byNumber = (await ctx.app.inject({ url: '/api/v1/staff/people?search=00000002', headers: tokha })).json();
    expect(byNumber.people).toHaveLength(1);
    expect(byNumber.people[0].full_name).toBe('Aarav Tamang');
    // the same number typed in Devanagari digits
    const devanagari = (await ctx.app.inject({ url: `/api/v1/staff/people?search=${encodeURIComponent('००००००२')}`, headers: tokha })).json();
    expect(devanagari.people.map((p: { full_name: string }) => p.full_name)).toEqual(['Aarav Tamang']);
    const page = (await ctx.app.inject({ url: '/api/v1/staff/people?limit=2&page=2', headers: tokha })).json();
    expect(page.people.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    for (const q of ['limit=0', 'limit=100001', 'page=0', 'page=abc']) {
      const res = await ctx.app.inject({ url: `/api/v1/staff/people?${q}`, headers: tokha });
      expect(res.statusCode, q).toBe(400);
    }
    expect((await ctx.app.inject({ url: '/api/v1/staff/people?limit=100000', headers: tokha })).statusCode).toBe(200);
  });

  // The denial matrix: staff of another health post, a provider token, and no token, on every person endpoint.
  const endpoints = [
    { name: 'read a record', method: 'GET' as const, url: (id: string) => `/api/v1/staff/people/${id}` },
    {
      name: 'record a visit',
      method: 'POST' as const,
      url: (id: string) => `/api/v1/staff/people/${id}/visits`,
      payload: { visitDate: today, systolicPressure: 110 },
    },
    { name: 'deactivate', method: 'PATCH' as const, url: (id: string) => `/api/v1/staff/people/${id}/active`, payload: { active: false } },
    { name: 'reset the password', method: 'POST' as const, url: (id: string) => `/api/v1/staff/people/${id}/reset-password` },
  ];
  test.each(endpoints)('staff of another health post cannot $name of her (404, nothing changes)', async ({ method, url, payload }) => {
    const res = await ctx.app.inject({ method, url: url(motherId), headers: jhor, payload });
    expect(res.statusCode).toBe(404);
    const [mother] = await ctx.database.db.select().from(providers).where(eq(providers.id, motherId));
    expect(mother?.active).toBe(true);
    expect(mother?.mustChangePassword).toBe(false);
  });
  test.each(endpoints)('a provider token cannot $name (401)', async ({ method, url, payload }) => {
    const { headers } = await loginAs(ctx.app, '9800000002');
    expect((await ctx.app.inject({ method, url: url(motherId), headers, payload })).statusCode).toBe(401);
  });
  test.each(endpoints)('no token cannot $name (401)', async ({ method, url, payload }) => {
    expect((await ctx.app.inject({ method, url: url(motherId), payload })).statusCode).toBe(401);
  });
  test.each([
    { name: 'list people', method: 'GET' as const, url: '/api/v1/staff/people' },
    { name: 'read who is logged in', method: 'GET' as const, url: '/api/v1/staff/me' },
    { name: 'register a mother', method: 'POST' as const, url: '/api/v1/staff/people/mother', payload: newMother('9811000077') },
  ])('neither a provider token nor no token can $name (401, nothing stored)', async ({ method, url, payload }) => {
    const { headers } = await loginAs(ctx.app, '9800000002');
    expect((await ctx.app.inject({ method, url, headers, payload })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
    expect((await ctx.database.db.select().from(providers).where(eq(providers.mobileNumber, '9811000077'))).length).toBe(0);
  });
  test('a staff token cannot call a provider endpoint', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/provider/me', headers: tokha })).statusCode).toBe(401);
  });
  test('an unknown id and a malformed id answer like a stranger’s record', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/staff/people/00000000-0000-4000-8000-000000000000', headers: tokha })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/staff/people/not-a-uuid', headers: tokha })).statusCode).toBe(400);
  });
  test('the palika admin reaches people of every health post of the palika', async () => {
    expect((await ctx.app.inject({ url: `/api/v1/staff/people/${motherId}`, headers: palikaAdmin })).statusCode).toBe(200);
  });
});

describe('registering a mother', () => {
  test('creates her account, directory entry and pregnancy, and a one-time password she must change', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/people/mother', headers: tokha, payload: newMother('9811000001') });
    expect(res.statusCode).toBe(200);
    const { id, oneTimePassword } = res.json();
    expect(oneTimePassword).toMatch(/^[a-z2-9]{8}$/);
    const lookup = await ctx.app.inject({ url: '/api/v1/provider-map-palika/base-url?mobile_number=9811000001' });
    expect(lookup.statusCode).toBe(200);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: { mobile_number: '9811000001', password: oneTimePassword } });
    expect(login.json().provider).toMatchObject({
      mustChangePassword: true,
      registration_type: 'MOTHER',
      report: { babyInDays: 70, deliveryDueDate: addDays(today, 210) },
    });
    const record = (await ctx.app.inject({ url: `/api/v1/staff/people/${id}`, headers: tokha })).json();
    expect(record.person).toMatchObject({ full_name: 'Maya Gurung', gestationalWeek: 10 });
    // staff of another health post cannot find her
    expect((await ctx.app.inject({ url: '/api/v1/staff/people?search=9811000001', headers: jhor })).json().total).toBe(0);
  });

  test.each([
    [{ mobile_number: '9800000001' }, 409, 'mobile_number', 'This mobile number is already registered.'],
    [{ lastMenstrualPeriod: addDays(today, 3) }, 400, 'lastMenstrualPeriod', 'The last menstrual period cannot be in the future.'],
    [{ lastMenstrualPeriod: addDays(today, -400) }, 400, 'lastMenstrualPeriod', 'The last menstrual period must be within the last 44 weeks.'],
    [{ lastMenstrualPeriod: '2026-02-30' }, 400, 'lastMenstrualPeriod', 'Enter a real date (YYYY-MM-DD).'],
    [{ height: 300 }, 400, 'height', 'Height must be between 36 and 84 inches.'],
    [{ first_name: ' ' }, 400, 'first_name', 'Please enter the first name!'],
  ])('%j is refused (%i) on %s', async (change, status, field, message) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/staff/people/mother',
      headers: tokha,
      payload: { ...newMother('9811000002'), ...change },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().fieldErrors[field]).toBe(message);
  });
});

describe('visits, accounts and the audit log', () => {
  test('a visit is recorded with its gestational week; a diastolic of 900 is a 400', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/visits`,
      headers: tokha,
      payload: { visitDate: today, diastolicPressure: 900 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.diastolicPressure).toBe('Diastolic pressure must be between 30 and 160 mmHg.');
    const future = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/visits`,
      headers: tokha,
      payload: { visitDate: addDays(today, 1) },
    });
    expect(future.statusCode).toBe(400);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/visits`,
      headers: tokha,
      payload: { visitDate: today, systolicPressure: 112, diastolicPressure: 74, waterLevel: 14.5, weight: 60.2, notes: 'Feels well', sameDay: true },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const record = (await ctx.app.inject({ url: `/api/v1/staff/people/${motherId}`, headers: tokha })).json();
    expect(record.visits.at(-1)).toMatchObject({ visitDate: today, gestationalWeek: 28, systolicPressure: 112, waterLevel: 14.5 });
  });

  test('deactivating ends her sessions; activating lets her in again', async () => {
    const { headers } = await loginAs(ctx.app, '9800000002');
    const [baby] = await ctx.database.db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, '9800000002'));
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/staff/people/${baby?.id}/active`, headers: tokha, payload: { active: false } });
    expect((await ctx.app.inject({ url: '/api/v1/provider/me', headers })).statusCode).toBe(401);
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/staff/people/${baby?.id}/active`, headers: tokha, payload: { active: true } });
    await loginAs(ctx.app, '9800000002');
  });

  test('reads and writes are in the audit log, which cannot be changed', async () => {
    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.providerId, motherId));
    expect(rows.some((r) => r.action === 'read')).toBe(true);
    expect(rows.some((r) => r.action === 'create' && r.entity === 'antenatal_visit')).toBe(true);
    const refusal = (e: unknown) => /cannot be changed/.test(String((e as { cause?: Error }).cause?.message ?? e));
    await expect(ctx.database.db.execute(sql`update audit_log set action = 'nothing'`)).rejects.toSatisfy(refusal);
    await expect(ctx.database.db.execute(sql`delete from audit_log`)).rejects.toSatisfy(refusal);
    expect((await ctx.database.db.select().from(auditLog).where(eq(auditLog.providerId, motherId))).length).toBe(rows.length);
  });

  test('a password reset gives a new one-time password and ends her sessions', async () => {
    const [mother] = await ctx.database.db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, '9800000003'));
    await ctx.database.db.update(providers).set({ active: true }).where(eq(providers.mobileNumber, '9800000003'));
    const { headers } = await loginAs(ctx.app, '9800000003');
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/staff/people/${mother?.id}/reset-password`, headers: tokha });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/provider/me', headers })).statusCode).toBe(401);
    await loginAs(ctx.app, '9800000003', res.json().oneTimePassword);
  });
});

test('with a one-time password she may only read herself and choose a new password', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/people/mother', headers: tokha, payload: newMother('9811000009') });
  const { token } = (
    await ctx.app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: { mobile_number: '9811000009', password: res.json().oneTimePassword } })
  ).json();
  const headers = { authorization: `Bearer ${token}` };
  expect((await ctx.app.inject({ url: '/api/v1/provider/me', headers })).statusCode).toBe(200);
  const change = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/provider/change-password',
    headers,
    payload: { oldPassword: res.json().oneTimePassword, newPassword: 'my-own-secret-1' },
  });
  expect(change.statusCode).toBe(200);
  expect((await ctx.app.inject({ url: '/api/v1/provider/status', headers })).json().mustChangePassword).toBe(false);
});
