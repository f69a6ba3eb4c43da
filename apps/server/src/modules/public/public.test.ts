import { afterAll, beforeAll, expect, test } from 'vitest';
import { count } from 'drizzle-orm';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const subscribe = (payload: object, lang = 'en') =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/provider/subscribe', payload, headers: { 'accept-language': lang } });

test('an address is stored once, whatever its case, and thanked each time', async () => {
  expect((await subscribe({ email: 'sita@example.com' })).json().message).toContain('subscribed');
  expect((await subscribe({ email: 'SITA@example.com' })).statusCode).toBe(200);
  const [row] = await ctx.database.db.select({ n: count() }).from(newsletterSubscribers);
  expect(row?.n).toBe(1);
});

test.each([
  [{}, 'Please enter your email address!'],
  [{ email: '   ' }, 'Please enter your email address!'],
  [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
])('%j is refused with %s', async (payload, message) => {
  const res = await subscribe(payload);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fieldErrors: { email: message } });
});

test('the refusal is in Nepali for a Nepali reader', async () => {
  const res = await subscribe({}, 'ne');
  expect(res.json().message).toBe('कृपया आफ्नो इमेल ठेगाना लेख्नुहोस्!');
});
