// Responses go out through fast-json-stringify compiled from the core zod schemas (plugins/serializer.ts):
// the output must be what JSON.stringify gives of the same response, field for field (no field dropped,
// renamed or coerced; null and absent optional fields kept as they are).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { MeResponseSchema, type Provider } from '@mamata/core/schemas/auth';
import { BabyTableResponseSchema, MotherTableResponseSchema, ProviderReportResponseSchema } from '@mamata/core/schemas/health';
import { buildTestApp } from '../../test/build-test-app.ts';
import { providerToken } from '../../test/identities.ts';
import { providers } from '../db/schema/index.ts';
import { getProviderProfile } from '../modules/providers/providers.service.ts';
import { getBabyTables, getMotherTables, getProviderReport } from '../modules/health/health.service.ts';
import { compiledSerializerCompiler, zodSerializedResponses } from './serializer.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

/** The production serializer of a schema (no zod check). */
const compiled = (schema: z.ZodType) =>
  compiledSerializerCompiler({ checkWithZod: false })({ schema, method: 'GET', url: '/test', httpStatus: '200' } as never) as (data: unknown) => string;
/** What JSON.stringify makes of a value, as parsed JSON (undefined fields gone, as on the wire). */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

async function idOf(mobileNumber: string) {
  const [row] = await ctx.database.db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, mobileNumber));
  return row!.id;
}

describe.each([
  ['mother', '9800000001'],
  ['baby', '9800000002'],
])('the real responses of the demo %s', (_who, mobileNumber) => {
  test.each([
    ['/provider/me', MeResponseSchema, async (id: string) => ({ provider: await getProviderProfile(ctx.database.db, id) })],
    ['/provider/provider-report', ProviderReportResponseSchema, (id: string) => getProviderReport(ctx.database.db, id)],
    ['/provider/mother-table', MotherTableResponseSchema, (id: string) => getMotherTables(ctx.database.db, id, 'en', 'table')],
    ['/provider/baby-table', BabyTableResponseSchema, (id: string) => getBabyTables(ctx.database.db, id, 'ne', 'table')],
  ] as const)('%s: the compiled serializer writes exactly what JSON.stringify writes', async (url, schema, build) => {
    const response = await build(await idOf(mobileNumber));
    const out = compiled(schema)(response);
    expect(JSON.parse(out)).toStrictEqual(asJson(response));
    // the schema's field names, exactly: every field of the response is in the output
    expect(out.length).toBe(JSON.stringify(response).length);
    // and the route sends the same
    const res = await ctx.app.inject({
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${await providerToken(ctx.database.db, mobileNumber)}`, 'accept-language': url.includes('baby-table') ? 'ne' : 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toStrictEqual(asJson(response));
  });
});

test('null, absent optional fields, nullable objects and lists come out as JSON.stringify writes them', () => {
  const bare: Provider = {
    _id: 'p1',
    mobile_number: '9800000099',
    active: true,
    registration_type: 'MOTHER',
    mustChangePassword: false,
    profile: { first_name: 'Maya', last_name: 'Gurung', gender: 'female', address: 'Tokha-2' },
    healthPost: null,
    babyBirthDate: null,
    babyBirthWeight: null,
    babyBirthHeight: null,
    babyGender: null,
    babyAgeDays: null,
    report: null,
    // loss, latestWeight and babies absent (optional)
  };
  const full: Provider = {
    ...bare,
    healthPost: { id: 3, name: 'Tokha Health Post', name_ne: 'टोखा स्वास्थ्य चौकी', phone: null },
    babyBirthDate: '2026-07-01',
    babyBirthWeight: 3100.5,
    babyBirthHeight: 19.25,
    babyGender: 'other',
    babyAgeDays: 0,
    report: { deliveryDueDate: null, lastMensurationDate: '2026-01-01', babyInDays: 0, height: 60, weight: null, bmi: 22.41, emergency_phone_number: null },
    loss: null,
    latestWeight: { kg: 55.5, date: '2026-11-01', heightInches: null, bmi: null },
    babies: [],
  };
  const serialize = compiled(MeResponseSchema);
  for (const provider of [bare, full, { ...full, loss: { kind: 'babyDeath' as const, date: '2026-10-01' } }]) {
    const out = serialize({ provider });
    expect(out).toBe(JSON.stringify({ provider }));
  }
});

test('every hot read is compiled, none left to zod encoding', async () => {
  const hot = ['/api/v1/health', '/api/v1/provider/me', '/api/v1/provider/provider-report', '/api/v1/provider/mother-table', '/api/v1/provider/baby-table'];
  // each is compiled at its first response
  const headers = { authorization: `Bearer ${await providerToken(ctx.database.db, '9800000002')}` };
  for (const url of hot) expect((await ctx.app.inject({ url, headers })).statusCode).toBe(200);
  expect(zodSerializedResponses.filter((r) => hot.some((url) => r.split(' ')[1] === url))).toEqual([]);
});

test('outside production a response that does not match its schema is still refused (a 500), as zod refused it', () => {
  const checked = compiledSerializerCompiler({ checkWithZod: true })({ schema: MeResponseSchema, method: 'GET', url: '/test', httpStatus: '200' } as never) as (
    data: unknown,
  ) => string;
  expect(() => checked({ provider: { _id: 1 } })).toThrow();
});
