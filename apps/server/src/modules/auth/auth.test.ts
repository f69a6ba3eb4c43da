import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const login = (payload: unknown, headers: Record<string, string> = {}, opts: { remoteAddress?: string } = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: payload as object, headers, ...opts });

describe('GET /provider-map-palika/base-url', () => {
  test('a registered number gets the base address of its palika server', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/provider-map-palika/base-url?mobile_number=9800000001', headers: { host: 'mamata.test:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { baseUrl: 'http://mamata.test:3000/' } });
  });

  test('an unknown number is a 404 with the spec message, in Nepali when asked', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/provider-map-palika/base-url?mobile_number=9800000099' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Entered mobile number is not registered!' });
    const ne = await ctx.app.inject({ url: '/api/v1/provider-map-palika/base-url?mobile_number=9800000099', headers: { 'accept-language': 'ne' } });
    expect(ne.json().message).toBe('तपाईंले लेखेको मोबाइल नम्बर दर्ता भएको छैन।');
  });

  test('Devanagari digits and +977 are normalised', async () => {
    const res = await ctx.app.inject({ url: `/api/v1/provider-map-palika/base-url?mobile_number=${encodeURIComponent('+977 ९८०००००००१')}` });
    expect(res.statusCode).toBe(200);
  });

  test.each([[''], ['12345'], ['98000000011'], ['abc']])('a malformed number %j is a 400 with a field message', async (mobile) => {
    const res = await ctx.app.inject({ url: `/api/v1/provider-map-palika/base-url?mobile_number=${mobile}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fieldErrors.mobile_number).toMatch(/mobile number/);
  });

  test('a missing number is a 400, not a 500', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/provider-map-palika/base-url' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /provider/login', () => {
  test('the active demo mother gets a token, a message and her profile without secrets', async () => {
    const res = await login({ mobile_number: '9800000001', password: 'Mamata@2025' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Login successful');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.provider).toMatchObject({ active: true, registration_type: 'MOTHER', profile: { first_name: 'Sita' } });
    expect(body.provider.report.babyInDays).toBeGreaterThanOrEqual(196);
    expect(res.body).not.toMatch(/argon2|password_?hash/i);
  });

  test('the inactive account gets no token and the spec message', async () => {
    const res = await login({ mobile_number: '9800000003', password: 'Mamata@2025' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Account is not active. Call Support.', provider: { active: false } });
  });

  test('a wrong password is a 401 with a clear message', async () => {
    const res = await login({ mobile_number: '9800000002', password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'The mobile number or password is incorrect.' });
  });

  test('an inactive account with a wrong password learns nothing about being inactive', async () => {
    const res = await login({ mobile_number: '9800000003', password: 'nope' });
    expect(res.statusCode).toBe(401);
  });

  test.each([
    [{}, 'mobile_number'],
    [{ mobile_number: '9800000001' }, 'password'],
    [{ mobile_number: '9800000001', password: '' }, 'password'],
    [{ mobile_number: 42, password: 'x' }, 'mobile_number'],
  ])('bad input %j is a 400 naming %s', async (payload, field) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(field);
  });

  test('a body that is not JSON is a 400, not a 500', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: '{"mobile', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  test('five failures from one address make that address wait before the next try, with a 429', async () => {
    const from = { remoteAddress: '10.1.1.1' };
    for (let i = 0; i < 5; i++) {
      expect((await login({ mobile_number: '9800000099', password: `guess-${i}` }, {}, from)).statusCode).toBe(401);
    }
    const locked = await login({ mobile_number: '9800000099', password: 'guess-5' }, {}, from);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('1 min') });
    // in Nepali the minutes are written in Devanagari digits
    const lockedNe = await login({ mobile_number: '9800000099', password: 'guess-6' }, { 'accept-language': 'ne' }, from);
    expect(lockedNe.statusCode).toBe(429);
    expect(lockedNe.json<{ message: string }>().message).toContain('१ मिनेटपछि');
    expect(lockedNe.json<{ message: string }>().message).not.toMatch(/[0-9]/);
    // the wait is per number and address: the demo mother can still log in from the same address
    expect((await login({ mobile_number: '9800000001', password: 'Mamata@2025' }, {}, from)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  test('GET /provider/me needs a token and returns only the caller', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/provider/me' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({ url: '/api/v1/provider/me', headers: { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' } });
    expect(bad.statusCode).toBe(401);
    const baby = await loginAs(ctx.app, '9800000002');
    const res = await ctx.app.inject({ url: '/api/v1/provider/me', headers: baby.headers });
    expect(res.statusCode).toBe(200);
    const { provider } = res.json();
    expect(provider).toMatchObject({ mobile_number: '9800000002', registration_type: 'BABY', babyGender: 'male', babyBirthWeight: 3100, report: null });
    expect(JSON.stringify(provider)).not.toContain('9800000001');
  });

  test('GET /provider/status reports the account and session', async () => {
    const { headers } = await loginAs(ctx.app, '9800000001');
    const res = await ctx.app.inject({ url: '/api/v1/provider/status', headers });
    expect(res.json()).toMatchObject({ active: true, registration_type: 'MOTHER', mustChangePassword: false });
  });

  test('logout ends the session on the server', async () => {
    const { headers } = await loginAs(ctx.app, '9800000001');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/provider/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logout successful' });
    expect((await ctx.app.inject({ url: '/api/v1/provider/me', headers })).statusCode).toBe(401);
  });

  test('deactivating an account ends its sessions at once', async () => {
    const { headers } = await loginAs(ctx.app, '9800000002');
    const { providers } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db.update(providers).set({ active: false }).where(eq(providers.mobileNumber, '9800000002'));
    expect((await ctx.app.inject({ url: '/api/v1/provider/me', headers })).statusCode).toBe(401);
    await ctx.database.db.update(providers).set({ active: true }).where(eq(providers.mobileNumber, '9800000002'));
  });
});

describe('PATCH /provider/change-password', () => {
  const change = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/change-password', headers, payload });

  test('needs a session', async () => {
    expect((await change({}, { oldPassword: 'Mamata@2025', newPassword: 'new-password-1' })).statusCode).toBe(401);
  });

  test.each([
    [{ oldPassword: 'Mamata@2025', newPassword: 'short' }, 'newPassword', 'at least 8'],
    [{ oldPassword: 'Mamata@2025', newPassword: 'Mamata@2025' }, 'newPassword', 'different'],
    [{ oldPassword: 'not-the-old-one', newPassword: 'new-password-1' }, 'oldPassword', 'not correct'],
  ])('refuses %j with a message on %s', async (payload, field, text) => {
    const { headers } = await loginAs(ctx.app, '9800000001');
    const res = await change(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(text);
  });

  test('changes the password, keeps this session and ends the others', async () => {
    const other = await loginAs(ctx.app, '9800000001');
    const mine = await loginAs(ctx.app, '9800000001');
    const res = await change(mine.headers, { oldPassword: 'Mamata@2025', newPassword: 'a-new-secret-9' });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/provider/me', headers: mine.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/provider/me', headers: other.headers })).statusCode).toBe(401);
    expect((await login({ mobile_number: '9800000001', password: 'Mamata@2025' })).statusCode).toBe(401);
    await loginAs(ctx.app, '9800000001', 'a-new-secret-9');
    await change(mine.headers, { oldPassword: 'a-new-secret-9', newPassword: 'Mamata@2025' });
  });
});
