import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { periodOf } from '@mamata/core/hmis/period';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { registerMother } from '../../../test/people.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { providers, staffUsers } from '../../db/schema/index.ts';

/**
 * A stillbirth alone is recorded as a loss, not a birth (the birth form needs a baby born alive): with its delivery
 * (time, place, the baby's sex, fresh or macerated), the month's HMIS sheet counts it as the birth form's stillborn
 * baby is counted; without it the loss is recorded and the sheet has nothing to count; undone, it leaves the sheet.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>;
let tokhaPost: number;
const today = nepalToday();
const period = periodOf(today);

beforeAll(async () => {
  ctx = await buildTestApp();
  tokha = await staffHeaders(ctx.app, '9800000010');
  const [nurse] = await ctx.database.db.select().from(staffUsers).where(eq(staffUsers.mobileNumber, '9800000010'));
  tokhaPost = nurse!.healthPostId!;
});
afterAll(async () => ctx.close());

async function cells() {
  const res = await ctx.app.inject({ url: `/api/v1/staff/hmis/posts/${tokhaPost}/months/${period}`, headers: tokha });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ cells: { id: string; value: number | null }[] }>();
  return (id: string) => body.cells.find((c) => c.id === id)?.value ?? 0;
}
const loss = (personId: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/staff/people/${personId}/loss`, headers: tokha, payload: { date: today, confirmed: true, ...payload } });

test('a stillbirth recorded as a loss with its delivery is counted on the sheet; undone, it is not', async () => {
  const before = await cells();
  const m = await registerMother(ctx.app, tokha, 36 * 7, 'Maya');
  const delivery = {
    birthTime: '00:00',
    place: 'facility',
    facility: 'this',
    attendant: 'sba',
    mode: 'spontaneous',
    presentation: 'cephalic',
    sex: 'male',
    outcome: 'maceratedStillbirth',
  };

  // what the sheet needs is asked for; a delivery belongs to a stillbirth only
  const partial = await loss(m.id, { kind: 'stillbirth', delivery: { place: 'home' } });
  expect(partial.statusCode).toBe(400);
  expect(Object.keys(partial.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toEqual(
    expect.arrayContaining(['delivery.birthTime', 'delivery.sex', 'delivery.outcome']),
  );
  expect((await loss(m.id, { kind: 'miscarriage', delivery })).statusCode).toBe(400);
  expect((await loss(m.id, { kind: 'stillbirth', delivery: { ...delivery, place: 'home' } })).statusCode).toBe(400);

  const res = await loss(m.id, { kind: 'stillbirth', delivery });
  expect(res.statusCode, res.body).toBe(200);
  const after = await cells();
  expect(after('stillbirth.macerated')).toBe(before('stillbirth.macerated') + 1);
  expect(after('delivery.sba.facility')).toBe(before('delivery.sba.facility') + 1);
  expect(after('deliveryType.spontaneous.cephalic')).toBe(before('deliveryType.spontaneous.cephalic') + 1);
  expect(after('outcome.mothers.single')).toBe(before('outcome.mothers.single') + 1);
  expect(after('outcome.liveBirths.single.male')).toBe(before('outcome.liveBirths.single.male'));
  // no baby record, no account change: her own care after a stillbirth, as a loss without its delivery
  const [person] = await ctx.database.db.select().from(providers).where(eq(providers.id, m.id));
  expect(person!.registrationType).toBe('MOTHER');
  const records = (await ctx.app.inject({ url: `/api/v1/staff/people/${m.id}/records`, headers: tokha })).json<{ babies: unknown[] }>();
  expect(records.babies).toEqual([]);

  const undone = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/staff/people/${m.id}/loss/void`,
    headers: tokha,
    payload: { reason: 'entered for the wrong woman' },
  });
  expect(undone.statusCode, undone.body).toBe(200);
  const again = await cells();
  expect(again('stillbirth.macerated')).toBe(before('stillbirth.macerated'));
  expect(again('outcome.mothers.single')).toBe(before('outcome.mothers.single'));
});

test('a stillbirth recorded as a loss without its delivery ends the pregnancy and counts nothing on the sheet', async () => {
  const before = await cells();
  const m = await registerMother(ctx.app, tokha, 30 * 7, 'Rita');
  const res = await loss(m.id, { kind: 'stillbirth', date: addDays(today, 0) });
  expect(res.statusCode, res.body).toBe(200);
  const after = await cells();
  expect(after('stillbirth.fresh') + after('stillbirth.macerated')).toBe(before('stillbirth.fresh') + before('stillbirth.macerated'));
});
