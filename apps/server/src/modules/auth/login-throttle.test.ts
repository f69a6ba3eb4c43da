import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { loginFailures, providers, sessions } from '../../db/schema/index.ts';
import { growingWait, NUMBER_BLOCK_FAILURES, PAIR_FREE_FAILURES } from './login-throttle.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const login = (mobile: string, password: string, remoteAddress: string, url = '/api/v1/provider/login') =>
  ctx.app.inject({ method: 'POST', url, payload: { mobile_number: mobile, password }, remoteAddress });

describe('login throttling (docs/decisions/003-sessions.md)', () => {
  test('waits grow: none for 5 failures, then 1, 2, 4 ... minutes, at most an hour', () => {
    expect([0, 4, 5, 6, 7, 8, 20].map((n) => growingWait(n, 5, 60_000, 3_600_000) / 60_000)).toEqual([0, 0, 1, 2, 4, 8, 60]);
  });

  test('a stranger guessing from one address is slowed there, and the mother logs in from her phone', async () => {
    let checked = 0;
    let refused = 0;
    for (let i = 0; i < 12; i++) {
      const res = await login('9800000001', `guess-${i}`, '10.2.0.1');
      if (res.statusCode === 401) checked++;
      if (res.statusCode === 429) refused++;
    }
    // lock-out attempts needed: one address gets 5 password checks, then must wait
    expect(checked).toBe(PAIR_FREE_FAILURES);
    expect(refused).toBe(12 - PAIR_FREE_FAILURES);
    expect((await login('9800000001', 'Mamata@2025', '10.2.0.2')).statusCode).toBe(200);
  });

  test('the wait after a failure grows with the failures of that number from that address', async () => {
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
    const values = Array.from({ length: 6 }, (_, i) => ({ realm: 'provider', mobileNumber: '9800000002', ip: '10.2.1.1', createdAt: at(600 - i) }));
    values[5]!.createdAt = at(90);
    await ctx.database.db.insert(loginFailures).values(values);
    // 6 failures: 2 minutes after the last one, which was 90 s ago
    const res = await login('9800000002', 'Mamata@2025', '10.2.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('1 min');
    await ctx.database.db
      .update(loginFailures)
      .set({ createdAt: at(130) })
      .where(eq(loginFailures.createdAt, values[5]!.createdAt));
    expect((await login('9800000002', 'Mamata@2025', '10.2.1.1')).statusCode).toBe(200);
  });

  test('guesses on the provider login never slow the staff login of the same number', async () => {
    for (let i = 0; i < 6; i++) await login('9800000010', `guess-${i}`, '10.2.2.1');
    expect((await login('9800000010', 'nope', '10.2.2.1')).statusCode).toBe(429);
    const staff = await login('9800000010', 'Mamata@2025', '10.2.2.1', '/api/v1/staff/login');
    expect(staff.statusCode).toBe(200);
  });

  test(`a number-wide block needs ${NUMBER_BLOCK_FAILURES} failures from many addresses, and spares an address she has logged in from`, async () => {
    const [mother] = await ctx.database.db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, '9800000001'));
    const own = await ctx.database.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.providerId, mother!.id));
    expect(own.map((s) => s.ip)).toContain('10.2.0.2');
    // one failure from each of many addresses, each under every per-address limit (the earlier tests left some)
    const earlier = await ctx.database.db.select({ id: loginFailures.id }).from(loginFailures).where(eq(loginFailures.mobileNumber, '9800000001'));
    for (let i = 0; i < NUMBER_BLOCK_FAILURES - earlier.length - 1; i++) {
      expect((await login('9800000001', 'wrong', `10.3.${Math.floor(i / 200)}.${(i % 200) + 1}`)).statusCode).toBe(401);
    }
    expect((await login('9800000001', 'Mamata@2025', '10.4.0.1')).statusCode).toBe(200);
    expect((await login('9800000001', 'wrong', '10.4.0.2')).statusCode).toBe(401);
    // now blocked for a new address ...
    expect((await login('9800000001', 'Mamata@2025', '10.4.0.3')).statusCode).toBe(429);
    // ... but not from her own phone's address, where she logged in before
    expect((await login('9800000001', 'Mamata@2025', '10.2.0.2')).statusCode).toBe(200);
    // and the staff login of another number is untouched
    expect((await login('9800000010', 'Mamata@2025', '10.4.0.3', '/api/v1/staff/login')).statusCode).toBe(200);
  }, 120_000);
});

describe('simultaneous guesses (docs/decisions/027-limits-that-hold.md)', () => {
  test(`80 wrong passwords sent at once from one address: exactly ${PAIR_FREE_FAILURES} are checked, the others wait`, async () => {
    const codes = await Promise.all(Array.from({ length: 80 }, (_, i) => login('9800000002', `guess-${i}`, '10.9.0.1').then((r) => r.statusCode)));
    expect(codes.filter((c) => c === 401).length).toBe(PAIR_FREE_FAILURES);
    expect(codes.filter((c) => c === 429).length).toBe(80 - PAIR_FREE_FAILURES);
    const recorded = await ctx.database.db.select({ id: loginFailures.id }).from(loginFailures).where(eq(loginFailures.ip, '10.9.0.1'));
    expect(recorded).toHaveLength(PAIR_FREE_FAILURES);
  });

  test('the staff login too; a right password sent at once with wrong ones is checked and lets her in', async () => {
    const codes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('9800000011', `guess-${i}`, '10.9.0.2', '/api/v1/staff/login').then((r) => r.statusCode)),
    );
    expect(codes.filter((c) => c === 401).length).toBe(PAIR_FREE_FAILURES);
    expect(codes.filter((c) => c === 429).length).toBe(40 - PAIR_FREE_FAILURES);
    // a right password sent at once with three wrong ones, within the free five: each is checked
    const [first, ...rest] = await Promise.all([
      login('9800000012', 'Mamata@2025', '10.9.0.3', '/api/v1/staff/login'),
      ...Array.from({ length: 3 }, (_, i) => login('9800000012', `guess-${i}`, '10.9.0.3', '/api/v1/staff/login')),
    ]);
    expect(first?.statusCode).toBe(200);
    expect(rest.map((r) => r.statusCode)).toEqual([401, 401, 401]);
  });
});

describe('an IPv6 /64 is one address (docs/decisions/026-login-lockout-and-proxies.md)', () => {
  test('failures from many addresses of one /64 count as one address: the sixth guess waits', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) statuses.push((await login('9800000002', `guess-${i}`, `2001:db8:aa:1:${i.toString(16)}::${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const rows = await ctx.database.db.select({ ip: loginFailures.ip }).from(loginFailures).where(eq(loginFailures.ip, '2001:db8:aa:1::/64'));
    expect(rows).toHaveLength(PAIR_FREE_FAILURES);
    // another /64 is another address, and an IPv4 address written as IPv6 is that IPv4 address
    expect((await login('9800000002', 'Mamata@2025', '2001:db8:aa:2::1')).statusCode).toBe(200);
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) await login('9800000002', `v4-${i}`, '198.51.100.9');
    expect((await login('9800000002', 'Mamata@2025', '::ffff:198.51.100.9')).statusCode).toBe(429);
  });

  test('the per-address request limits count a /64 as one caller', async () => {
    const subscribe = (remoteAddress: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/provider/subscribe', payload: {}, remoteAddress });
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push((await subscribe(`2001:db8:bb:1::${i.toString(16)}`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await subscribe('2001:db8:bb:2::1')).statusCode).toBe(400);
  });
});
