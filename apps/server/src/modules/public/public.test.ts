import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { contactMessages, healthPostMessages, newsletterSubscribers } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

/** Each test speaks from its own address so the per-address limits do not leak between tests. */
let address = 0;
const post = (url: string, payload: object, lang = 'en', ip = `10.0.0.${++address}`) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': lang }, remoteAddress: ip });

describe('POST /provider/subscribe', () => {
  test('an address is stored once, whatever its case, and thanked each time', async () => {
    expect((await post('/api/v1/provider/subscribe', { email: 'sita@example.com' })).json().message).toContain('subscribed');
    expect((await post('/api/v1/provider/subscribe', { email: ' SITA@example.com ' })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select({ n: count() }).from(newsletterSubscribers);
    expect(row?.n).toBe(1);
  });

  test.each([
    [{}, 'Please enter your email address!'],
    [{ email: '   ' }, 'Please enter your email address!'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
  ])('%j is refused with %s', async (payload, message) => {
    const res = await post('/api/v1/provider/subscribe', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fieldErrors: { email: message } });
  });

  test('the refusal is in Nepali for a Nepali reader', async () => {
    expect((await post('/api/v1/provider/subscribe', {}, 'ne')).json().message).toBe('कृपया आफ्नो इमेल ठेगाना लेख्नुहोस्।');
  });

  test('a script sending many is stopped with a 429 and a clear message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post('/api/v1/provider/subscribe', { email: `x${i}@example.com` }, 'en', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const last = await post('/api/v1/provider/subscribe', { email: 'y@example.com' }, 'en', '10.9.9.9');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' });
  });
});

describe('POST /provider/contact-us', () => {
  const valid = {
    full_name: 'Sita Shrestha',
    address: 'Tokha-5, Kathmandu',
    mobile_number: '9812345678',
    email: 'sita@example.com',
    subject: 'Login help',
    message: 'I forgot my password.',
  };

  test('a valid message is stored before the answer', async () => {
    const res = await post('/api/v1/provider/contact-us', valid);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Thank you! Your message has been sent. We will reply soon.');
    const rows = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'sita@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: 'Sita Shrestha', subject: 'Login help', mobileNumber: '9812345678' });
  });

  test.each([
    ['full_name', 'Please enter your full name!'],
    ['address', 'Please enter your address!'],
    ['mobile_number', 'Please enter your mobile number!'],
    ['email', 'Please enter your email address!'],
    ['subject', 'Please enter your subject!'],
    ['message', 'Please enter your message!'],
  ])('without %s: 400 "%s"', async (field, message) => {
    const res = await post('/api/v1/provider/contact-us', { ...valid, [field]: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(res.json().message).toBe(message);
  });

  test('with everything missing, the first message follows the spec order', async () => {
    const res = await post('/api/v1/provider/contact-us', {});
    expect(res.json().message).toBe('Please enter your full name!');
    expect(Object.keys(res.json().fieldErrors)).toEqual(['full_name', 'address', 'mobile_number', 'email', 'subject', 'message']);
  });

  test.each([
    [{ mobile_number: '12345' }, 'mobile_number', 'Enter a 10-digit mobile number starting with 9.'],
    [{ email: 'sita@' }, 'email', 'Please enter a valid email address.'],
    [{ message: 'x'.repeat(2001) }, 'message', 'This is too long.'],
    [{ full_name: 'x'.repeat(101) }, 'full_name', 'This is too long.'],
  ])('%j is refused on %s', async (change, field, message) => {
    const res = await post('/api/v1/provider/contact-us', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });
});

describe('POST /provider/health-post-siren', () => {
  test('a message to a health post is stored with the health post and recipient', async () => {
    const res = await post('/api/v1/provider/health-post-siren', { office_type: 2, mobile_number: '9811111111', for: 'Mayor', message: 'No nurse today' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your message has been sent to the Mayor.');
    const rows = await ctx.database.db.select().from(healthPostMessages).where(eq(healthPostMessages.mobileNumber, '9811111111'));
    expect(rows).toEqual([expect.objectContaining({ healthPostId: 2, recipient: 'Mayor', kind: 'siren', message: 'No nurse today' })]);
  });

  test('"for" defaults to Health-Office and the message is optional', async () => {
    const res = await post('/api/v1/provider/health-post-siren', { office_type: 1, mobile_number: '9822222222' });
    expect(res.json().message).toBe('Your message has been sent to the health post.');
    const rows = await ctx.database.db.select().from(healthPostMessages).where(eq(healthPostMessages.mobileNumber, '9822222222'));
    expect(rows[0]).toMatchObject({ recipient: 'Health-Office', message: '' });
  });

  test.each([
    [{ mobile_number: '9811111111' }, 'office_type', 'Health Post is required!'],
    [{ office_type: 1 }, 'mobile_number', 'Mobile Number is required!'],
    [{ office_type: 1, mobile_number: '9811111111', for: 'President' }, 'for', 'This value is not valid.'],
  ])('%j is refused on %s', async (payload, field, message) => {
    const res = await post('/api/v1/provider/health-post-siren', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  test('an unknown health post is a 400 with a clear message, and nothing is stored', async () => {
    const res = await post('/api/v1/provider/health-post-siren', { office_type: 999, mobile_number: '9833333333' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please choose a health post from the list.',
      fieldErrors: { office_type: 'Please choose a health post from the list.' },
    });
    expect(await ctx.database.db.select().from(healthPostMessages).where(eq(healthPostMessages.mobileNumber, '9833333333'))).toHaveLength(0);
  });
});

test('the offices list (and its legacy path) names every health post with its palika', async () => {
  for (const url of ['/api/v1/public/offices', '/api/v1/public/office-type']) {
    const { offices } = (await ctx.app.inject({ url })).json();
    expect(offices).toHaveLength(3);
    expect(offices[0]).toMatchObject({
      office_type_id: expect.any(Number),
      name: 'Dhapasi Urban Health Centre',
      name_ne: 'धपासी शहरी स्वास्थ्य केन्द्र',
      palika: 'Tokha Municipality',
    });
  }
});

test('the login background setting is served', async () => {
  const res = await ctx.app.inject({ url: '/api/v1/admin/login-bg-image/setting' });
  expect(res.json()).toEqual({ setting: { login_bg_image: '/images/login-bg.svg' } });
});
