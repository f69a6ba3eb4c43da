import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { auditLog } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let nurse: Record<string, string>;
let admin: Record<string, string>;
let palikaAdmin: Record<string, string>;

async function staffLogin(mobile: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: mobile, password: 'Mamata@2025' } });
  return { authorization: `Bearer ${res.json().token}` };
}
beforeAll(async () => {
  ctx = await buildTestApp();
  nurse = await staffLogin('9800000010');
  admin = await staffLogin('9800000030');
  palikaAdmin = await staffLogin('9800000020');
});
afterAll(async () => ctx.close());

type Item = { key: string; confirmed: boolean; days: number; referenceDays: number; dose: { en: string; ne: string }; changed: boolean };
const items = async () => (await ctx.app.inject({ url: '/api/v1/staff/schedule-items', headers: nurse })).json<{ items: Item[] }>().items;

test('staff see every item, the unconfirmed ones marked', async () => {
  const all = await items();
  expect(all.find((i) => i.key === 'bcg-1')).toMatchObject({ confirmed: true, changed: false });
  expect(all.find((i) => i.key === 'calcium-start')).toMatchObject({ confirmed: false, changed: false });
  // the antenatal contacts are the national eHMIS's 8: confirmed, not editable, no review flag
  expect(all.filter((i) => i.key.startsWith('anc-contact-'))).toHaveLength(8);
  expect(all.find((i) => i.key === 'anc-contact-3') as Item & { review: unknown }).toMatchObject({ confirmed: true, review: null });
  expect((all.find((i) => i.key === 'bcg-1') as Item & { review: unknown }).review).toBeNull();
});

test("the system admin changes an unconfirmed item; the mother's schedule follows; the change is audited", async () => {
  const before = (await items()).find((i) => i.key === 'calcium-start')!;
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/staff/schedule-items/calcium-start',
    headers: admin,
    payload: { days: before.referenceDays + 14, dose_en: '1 tablet daily', dose_ne: '' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const after = (await items()).find((i) => i.key === 'calcium-start')!;
  expect(after).toMatchObject({ changed: true, days: before.referenceDays + 14, dose: { en: '1 tablet daily', ne: before.dose.ne } });

  const mother = await loginAs(ctx.app, '9800000001');
  const table = (await ctx.app.inject({ url: '/api/v1/provider/mother-table', headers: mother.headers })).json();
  const calcium = table.motherTables
    .flatMap((p: { vaccines: { _id: string; dose: string; days: number }[] }) => p.vaccines)
    .find((v: { _id: string }) => v._id === 'calcium-start');
  expect(calcium).toMatchObject({ dose: '1 tablet daily', days: before.referenceDays + 14 });

  const audit = await ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'schedule_item'), eq(auditLog.entityId, 'calcium-start')));
  expect(audit).toHaveLength(1);
});

test('national-programme items cannot be changed; health-post staff and palika admins cannot change any; bad days are a 400; tokens are checked', async () => {
  const confirmed = await ctx.app.inject({ method: 'PUT', url: '/api/v1/staff/schedule-items/bcg-1', headers: admin, payload: { days: 5 } });
  expect(confirmed.statusCode).toBe(400);
  expect(confirmed.json().message).toBe('Only items the reference marks as unconfirmed can be changed here.');
  expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/staff/schedule-items/calcium-start', headers: nurse, payload: { days: 5 } })).statusCode).toBe(
    403,
  );
  // the schedule is national: one palika's admin may not change every palika's mothers' schedule
  expect(
    (await ctx.app.inject({ method: 'PUT', url: '/api/v1/staff/schedule-items/calcium-start', headers: palikaAdmin, payload: { days: 5 } })).statusCode,
  ).toBe(403);
  expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/staff/schedule-items/calcium-start', headers: admin, payload: { days: 9000 } })).statusCode).toBe(
    400,
  );
  const mother = await loginAs(ctx.app, '9800000001');
  expect((await ctx.app.inject({ url: '/api/v1/staff/schedule-items', headers: mother.headers })).statusCode).toBe(401);
  expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/staff/schedule-items/calcium-start', payload: { days: 5 } })).statusCode).toBe(401);
});
