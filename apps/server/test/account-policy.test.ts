import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { providers, staffSessions, staffUsers } from '../src/db/schema/index.ts';
import { buildTestApp, loginAs } from './build-test-app.ts';
import { ensureSystemAdmin, staffToken } from './identities.ts';
import { hashToken } from '../src/lib/crypto.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamata-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Mamata</title>');
  ctx = await buildTestApp({ WEB_DIST: webDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const db = () => ctx.database.db;
const bearer = (token: string, scheme = 'Bearer') => ({ authorization: `${scheme} ${token}` });
const staffLogin = (mobile: string, password: string, remoteAddress = '10.6.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: mobile, password }, remoteAddress });

describe('staff accounts', () => {
  test('staff change their own password; their other sessions end and the old password stops working', async () => {
    const other = await staffToken(db(), '9800000011');
    const mine = await staffToken(db(), '9800000011');
    const change = (payload: object) => ctx.app.inject({ method: 'PATCH', url: '/api/v1/staff/change-password', headers: bearer(mine), payload });
    expect((await change({ oldPassword: 'not-it', newPassword: 'a-good-new-one-7' })).json().fieldErrors.oldPassword).toBeDefined();
    const common = await change({ oldPassword: 'Mamata@2025', newPassword: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors.newPassword).toMatch(/common/);
    expect((await change({ oldPassword: 'Mamata@2025', newPassword: 'a-good-new-one-7' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/staff/me', headers: bearer(mine) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/staff/me', headers: bearer(other) })).statusCode).toBe(401);
    expect((await staffLogin('9800000011', 'Mamata@2025')).statusCode).toBe(401);
    expect((await staffLogin('9800000011', 'a-good-new-one-7')).statusCode).toBe(200);
  });

  test('a palika admin deactivates health-post staff of the palika: their sessions end at once and stay ended', async () => {
    const [nurse] = await db().select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.mobileNumber, '9800000010'));
    const nurseToken = await staffToken(db(), '9800000010');
    const admin = bearer(await staffToken(db(), '9800000020'));
    const set = (id: string, active: boolean, headers = admin) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v1/staff/staff-users/${id}/active`, headers, payload: { active } });
    // a health-post nurse may not
    expect((await set(nurse!.id, false, bearer(nurseToken))).statusCode).toBe(403);
    expect((await set(nurse!.id, false)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/staff/me', headers: bearer(nurseToken) })).statusCode).toBe(401);
    expect((await set(nurse!.id, true)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/staff/me', headers: bearer(nurseToken) })).statusCode).toBe(401);
    const live = await db().select().from(staffSessions).where(eq(staffSessions.staffId, nurse!.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    // nor may a palika admin close a system admin's account
    await ensureSystemAdmin(db());
    const [sys] = await db().select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.role, 'system_admin'));
    expect((await set(sys!.id, false)).statusCode).toBe(404);
  });

  test('staff sessions slide: a session in use is kept past its idle limit', async () => {
    const token = await staffToken(db(), '9800000020');
    const old = new Date(Date.now() - 29.5 * 86_400_000);
    await db().execute(
      sql`update staff_sessions set last_used_at = ${old.toISOString()} where staff_id = (select id from staff_users where mobile_number = '9800000020')`,
    );
    expect((await ctx.app.inject({ url: '/api/v1/staff/me', headers: bearer(token) })).statusCode).toBe(200);
    const [row] = await db()
      .select({ lastUsedAt: staffSessions.lastUsedAt })
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashToken(token)));
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
  });
});

describe('smaller findings', () => {
  test('a one-time password works for 72 hours only', async () => {
    await db()
      .update(providers)
      .set({ mustChangePassword: true, passwordChangedAt: new Date(Date.now() - 73 * 3_600_000) })
      .where(eq(providers.mobileNumber, '9800000002'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/provider/login',
      payload: { mobile_number: '9800000002', password: 'Mamata@2025' },
      remoteAddress: '10.6.1.1',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
    await db()
      .update(providers)
      .set({ passwordChangedAt: new Date(Date.now() - 71 * 3_600_000) })
      .where(eq(providers.mobileNumber, '9800000002'));
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/provider/login',
      payload: { mobile_number: '9800000002', password: 'Mamata@2025' },
      remoteAddress: '10.6.1.1',
    });
    expect(ok.statusCode).toBe(200);
    await db().update(providers).set({ mustChangePassword: false }).where(eq(providers.mobileNumber, '9800000002'));
  });

  test('a mother cannot choose a common password', async () => {
    const { headers } = await loginAs(ctx.app, '9800000001');
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/provider/change-password',
      headers,
      payload: { oldPassword: 'Mamata@2025', newPassword: 'iloveyou' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.newPassword).toBe('This password is one of the most common ones. Please choose another.');
  });

  test('health records are sent with Cache-Control: no-store', async () => {
    const { token } = await loginAs(ctx.app, '9800000001');
    for (const url of ['/api/v1/provider/mother-table', '/api/v1/provider/me', '/api/v1/provider/provider-report']) {
      const res = await ctx.app.inject({ url, headers: bearer(token) });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
    const staff = bearer(await staffToken(db(), '9800000020'));
    const [mother] = await db().select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, '9800000001'));
    expect((await ctx.app.inject({ url: `/api/v1/staff/people/${mother!.id}/records`, headers: staff })).headers['cache-control']).toBe('no-store');
  });

  test('the bearer scheme is case-insensitive', async () => {
    const { token } = await loginAs(ctx.app, '9800000001');
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      expect((await ctx.app.inject({ url: '/api/v1/provider/me', headers: bearer(token, scheme) })).statusCode).toBe(200);
    }
  });

  test('a control character in a free-text field is a 400 naming the field, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/provider/contact-us',
      payload: {
        full_name: 'Sita\u0000',
        address: 'Tokha',
        mobile_number: '9812300001',
        email: 'sita@example.com',
        subject: 'Hello',
        message: 'line one\nline two',
      },
      remoteAddress: '10.6.2.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ full_name: 'This field has hidden characters. Please type it again.' });
    // a line break is text, not a control character to refuse
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/provider/contact-us',
      payload: { full_name: 'Sita', address: 'Tokha', mobile_number: '9812300001', email: 'sita@example.com', subject: 'Hello', message: 'line one\nline two' },
      remoteAddress: '10.6.2.1',
    });
    expect(ok.statusCode).toBe(200);
  });

  test('GET / without Accept-Encoding answers the app with 200', async () => {
    const res = await ctx.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Mamata</title>');
  });
});
