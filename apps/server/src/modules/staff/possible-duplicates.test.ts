import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { pregnancies, providers } from '../../db/schema/index.ts';

/** Before registering someone new, the nurse is shown who of her own people may be the same person. */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>;
let jhor: Record<string, string>;
let sita: { id: string; first: string; last: string; lmp: string };

async function staffLogin(mobile: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: mobile, password: 'Mamata@2025' } });
  return { authorization: `Bearer ${res.json().token}` };
}
const check = (headers: Record<string, string>, query: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/staff/people/possible-duplicates?${new URLSearchParams(query).toString()}`, headers });

beforeAll(async () => {
  ctx = await buildTestApp();
  tokha = await staffLogin('9800000010');
  jhor = await staffLogin('9800000011');
  const [row] = await ctx.database.db
    .select({ id: providers.id, first: providers.firstName, last: providers.lastName, lmp: pregnancies.lastMenstrualPeriod })
    .from(providers)
    .innerJoin(pregnancies, eq(pregnancies.providerId, providers.id))
    .where(eq(providers.mobileNumber, '9800000001'));
  sita = row!;
});
afterAll(async () => ctx.close());

describe('possible duplicates before a registration', () => {
  test('the same number, typed in Devanagari digits too, names her with a link id', async () => {
    const res = await check(tokha, { mobile_number: '९८०००००००१', first_name: 'Someone', last_name: 'Else' });
    expect(res.statusCode).toBe(200);
    expect(res.json().people).toEqual([expect.objectContaining({ id: sita.id, reason: 'sameNumber', mobile_number: '9800000001' })]);
  });

  test('a close name with the same LMP is shown; the same name with another LMP, or another name, is not', async () => {
    const typo = `${sita.first.slice(0, -1)}x`;
    const close = await check(tokha, { first_name: typo, last_name: sita.last, lastMenstrualPeriod: sita.lmp });
    expect(close.json().people).toEqual([expect.objectContaining({ id: sita.id, reason: 'closeName' })]);
    const otherDate = await check(tokha, { first_name: sita.first, last_name: sita.last, lastMenstrualPeriod: '2020-01-01' });
    expect(otherDate.json().people).toEqual([]);
    const otherName = await check(tokha, { first_name: 'Zzzzzz', last_name: 'Qqqqqq', lastMenstrualPeriod: sita.lmp });
    expect(otherName.json().people).toEqual([]);
  });

  test("another health post's nurse is never shown her (same number, same name and LMP)", async () => {
    const res = await check(jhor, { mobile_number: '9800000001', first_name: sita.first, last_name: sita.last, lastMenstrualPeriod: sita.lmp });
    expect(res.statusCode).toBe(200);
    expect(res.json().people).toEqual([]);
    expect(res.body).not.toContain(sita.id);
  });

  test('a bad date is a 400 with its message; without a staff session a 401', async () => {
    const bad = await check(tokha, { lastMenstrualPeriod: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.lastMenstrualPeriod).toBeTruthy();
    expect((await check({}, { mobile_number: '9800000001' })).statusCode).toBe(401);
  });
});
