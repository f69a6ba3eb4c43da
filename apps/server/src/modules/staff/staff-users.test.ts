import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { providerToken, staffToken } from '../../../test/identities.ts';
import { auditLog, healthPosts, palikas, staffSessions, staffUsers } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/crypto.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const db = () => ctx.database.db;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A fresh session of a staff member (straight in the database, so no login limits). */
const as = async (mobile: string) => bearer(await staffToken(db(), mobile));

type Listed = { id: string; full_name: string; mobile_number: string; role: string; active: boolean; healthPost: { name: string } | null };
const list = (headers: Record<string, string>, query = '') => ctx.app.inject({ url: `/api/v1/staff/staff-users${query}`, headers });
const mobiles = (body: { staff: Listed[] }) => body.staff.map((s) => s.mobile_number).sort();
const setActive = (headers: Record<string, string>, id: string, active: boolean) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/staff/staff-users/${id}/active`, headers, payload: { active } });
const login = (mobile: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: mobile, password: 'Mamata@2025' }, remoteAddress: '10.7.0.1' });
async function idOf(mobile: string) {
  const [row] = await db().select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.mobileNumber, mobile));
  if (!row) throw new Error(`no staff ${mobile}`);
  return row.id;
}

/** A second palika (Budhanilkantha) with a health post, a nurse and its own palika admin. */
beforeAll(async () => {
  ctx = await buildTestApp();
  const passwordHash = await hashPassword('Mamata@2025');
  const [other] = await db().insert(palikas).values({ name: 'Budhanilkantha Municipality', nameNe: 'बुढानीलकण्ठ नगरपालिका', district: 'Kathmandu' }).returning();
  const [post] = await db().insert(healthPosts).values({ palikaId: other!.id, name: 'Kapan Health Post', nameNe: 'कपन स्वास्थ्य चौकी' }).returning();
  await db()
    .insert(staffUsers)
    .values([
      { mobileNumber: '9800000040', passwordHash, fullName: 'Gita Lama', role: 'health_post', palikaId: other!.id, healthPostId: post!.id },
      { mobileNumber: '9800000041', passwordHash, fullName: 'Hari Basnet', role: 'palika_admin', palikaId: other!.id },
    ]);
});
afterAll(async () => ctx.close());

describe('GET /staff/staff-users', () => {
  test('a palika admin sees the health-post staff of the palika, with their health post, and nobody else', async () => {
    const res = await list(await as('9800000020'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ staff: Listed[]; total: number }>();
    // not themself, not the system admin, not the other palika's nurse or admin
    expect(mobiles(body)).toEqual(['9800000010', '9800000011', '9800000012']);
    expect(body.total).toBe(3);
    expect(body.staff.find((s) => s.mobile_number === '9800000010')).toMatchObject({
      full_name: 'Kamala Adhikari',
      role: 'health_post',
      active: true,
      healthPost: { name: 'Tokha Health Post' },
    });
  });

  test("the other palika's admin sees only their own palika's staff", async () => {
    expect(mobiles((await list(await as('9800000041'))).json())).toEqual(['9800000040']);
  });

  test('a system admin sees every staff account but their own', async () => {
    const body = (await list(await as('9800000030'))).json<{ staff: Listed[]; total: number }>();
    expect(mobiles(body)).toEqual(['9800000010', '9800000011', '9800000012', '9800000020', '9800000040', '9800000041']);
    expect(body.total).toBe(6);
  });

  test('paged and searched like the people list; bad paging is a 400', async () => {
    const admin = await as('9800000020');
    const first = (await list(admin, '?limit=2&page=1')).json<{ staff: Listed[]; total: number }>();
    const second = (await list(admin, '?limit=2&page=2')).json<{ staff: Listed[]; total: number }>();
    expect(first.staff).toHaveLength(2);
    expect(second.staff).toHaveLength(1);
    expect(first.total).toBe(3);
    expect(new Set([...mobiles(first), ...mobiles(second)]).size).toBe(3);
    expect(mobiles((await list(admin, '?search=binita')).json())).toEqual(['9800000011']);
    expect(mobiles((await list(admin, '?search=00000012')).json())).toEqual(['9800000012']);
    // the other palika's nurse is not found by name either
    expect((await list(admin, '?search=Gita')).json().total).toBe(0);
    for (const q of ['limit=0', 'limit=100001', 'page=0', 'page=abc']) expect((await list(admin, `?${q}`)).statusCode, q).toBe(400);
  });

  test('a health-post nurse is refused (403), a provider token and no token too (401)', async () => {
    const nurse = await list(await as('9800000010'));
    expect(nurse.statusCode).toBe(403);
    expect(nurse.body).not.toContain('9800000011');
    expect((await list(bearer(await providerToken(db(), '9800000001')))).statusCode).toBe(401);
    expect((await list({})).statusCode).toBe(401);
  });

  test('the list is an audited read', async () => {
    await list(await as('9800000020'), '?search=kamala');
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff_user'), eq(auditLog.action, 'list'), eq(auditLog.staffId, await idOf('9800000020'))));
    expect(rows.some((r) => (r.details as { search?: string } | null)?.search === 'kamala')).toBe(true);
  });
});

describe('PATCH /staff/staff-users/:id/active', () => {
  test("a palika admin cannot deactivate another palika's staff (404, nothing changes, the refusal is audited)", async () => {
    const nurse = await idOf('9800000040');
    const theirSession = await as('9800000040');
    const res = await setActive(await as('9800000020'), nurse, false);
    expect(res.statusCode).toBe(404);
    const [row] = await db().select({ active: staffUsers.active }).from(staffUsers).where(eq(staffUsers.id, nurse));
    expect(row?.active).toBe(true);
    expect((await ctx.app.inject({ url: '/api/v1/staff/me', headers: theirSession })).statusCode).toBe(200);
    const refused = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refused'), eq(auditLog.entity, 'staff_user'), eq(auditLog.entityId, nurse)));
    expect(refused.length).toBeGreaterThanOrEqual(1);
  });

  test('an administrator cannot deactivate themself, nor a palika admin another administrator', async () => {
    const palikaAdmin = await as('9800000020');
    expect((await setActive(palikaAdmin, await idOf('9800000020'), false)).statusCode).toBe(404);
    expect((await setActive(palikaAdmin, await idOf('9800000041'), false)).statusCode).toBe(404);
    expect((await setActive(palikaAdmin, await idOf('9800000030'), false)).statusCode).toBe(404);
    expect((await setActive(await as('9800000030'), await idOf('9800000030'), false)).statusCode).toBe(404);
    const admins = await db().select({ active: staffUsers.active }).from(staffUsers).where(eq(staffUsers.role, 'palika_admin'));
    expect(admins.every((a) => a.active)).toBe(true);
    expect((await ctx.app.inject({ url: '/api/v1/staff/me', headers: palikaAdmin })).statusCode).toBe(200);
  });

  test('deactivation ends every session and refuses login; the list shows it; reactivation lets her log in again', async () => {
    const admin = await as('9800000020');
    const nurse = await idOf('9800000012');
    const sessions = [await as('9800000012'), await as('9800000012')];
    const off = await setActive(admin, nurse, false);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('The staff account is closed; its sessions have ended.');
    for (const headers of sessions) expect((await ctx.app.inject({ url: '/api/v1/staff/me', headers })).statusCode).toBe(401);
    const live = await db()
      .select()
      .from(staffSessions)
      .where(and(eq(staffSessions.staffId, nurse), isNull(staffSessions.revokedAt)));
    expect(live).toEqual([]);
    expect((await login('9800000012')).statusCode).toBe(401);
    const listed = (await list(admin, '?search=9800000012')).json<{ staff: Listed[] }>();
    expect(listed.staff[0]?.active).toBe(false);

    expect((await setActive(admin, nurse, true)).statusCode).toBe(200);
    expect((await login('9800000012')).statusCode).toBe(200);
    // an old session does not come back to life
    expect((await ctx.app.inject({ url: '/api/v1/staff/me', headers: sessions[0] })).statusCode).toBe(401);
    expect((await list(admin, '?search=9800000012')).json<{ staff: Listed[] }>().staff[0]?.active).toBe(true);
  });
});
