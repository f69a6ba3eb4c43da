import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, count, desc, eq, like } from 'drizzle-orm';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { ambulances, healthPostMessages, healthPosts, palikas, providers, rateLimitCounters, supportNumbers } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let sita: Record<string, string>; // demo mother of Tokha Health Post (Tokha Municipality)
let sitaId: string;
let tokhaPostId: number;
let jhorPostId: number;
let outsider: Record<string, string>; // a mother of another palika
let outsiderPostId: number;

/** A second palika with one health post, one mother, one ambulance and one support number of its own. */
async function createOtherPalika() {
  const db = ctx.database.db;
  const [palika] = await db.insert(palikas).values({ name: 'Budhanilkantha Municipality', nameNe: 'बूढानीलकण्ठ नगरपालिका', district: 'Kathmandu' }).returning();
  if (!palika) throw new Error('palika');
  const [post] = await db
    .insert(healthPosts)
    .values({ palikaId: palika.id, name: 'Budhanilkantha Health Post', nameNe: 'बूढानीलकण्ठ स्वास्थ्य चौकी', address: 'Budhanilkantha-3', phone: '014370000' })
    .returning();
  if (!post) throw new Error('post');
  await db.insert(providers).values({
    mobileNumber: '9811111111',
    passwordHash: await hashPassword('Outside@2025'),
    registrationType: 'MOTHER',
    firstName: 'Rita',
    lastName: 'Lama',
    gender: 'female',
    healthPostId: post.id,
  });
  await db.insert(ambulances).values({
    palikaId: palika.id,
    healthPostId: null,
    driverName: 'Bikash Thapa',
    mobileNumber: '9841999999',
    ambulanceNumber: 'BA 9 JHA 9999',
  });
  await db.insert(supportNumbers).values({ palikaId: palika.id, healthPostId: post.id, name: 'Budhanilkantha Health Post', contactNumber: '014370000' });
  return post.id;
}

async function staffToken(mobile: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: mobile, password: 'Mamata@2025' } });
  return { authorization: `Bearer ${res.json().token}` };
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  sita = (await loginAs(ctx.app, '9800000001')).headers;
  const [me] = await db.select({ id: providers.id, post: providers.healthPostId }).from(providers).where(eq(providers.mobileNumber, '9800000001'));
  sitaId = me?.id ?? '';
  tokhaPostId = me?.post ?? 0;
  const [jhor] = await db.select({ id: healthPosts.id }).from(healthPosts).where(eq(healthPosts.name, 'Jhor Mahankal Health Post'));
  jhorPostId = jhor?.id ?? 0;
  outsiderPostId = await createOtherPalika();
  outsider = (await loginAs(ctx.app, '9811111111', 'Outside@2025')).headers;
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload, headers });

/** The newest message stored for a health post. */
async function latestMessage(healthPostId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(healthPostMessages)
    .where(eq(healthPostMessages.healthPostId, healthPostId))
    .orderBy(desc(healthPostMessages.createdAt))
    .limit(1);
  return row;
}

describe('GET /support/provider/numbers', () => {
  test('a mother gets her health post’s and her palika’s numbers, hers first, in the spec’s shape', async () => {
    const res = await get('/api/v1/support/provider/numbers', sita);
    expect(res.statusCode).toBe(200);
    const { numbers } = res.json();
    expect(Object.keys(numbers).sort()).toEqual(['ambulences', 'support_numbers']);
    expect(numbers.ambulences.map((a: { ambulance_number: string }) => a.ambulance_number)).toEqual(['BA 1 JHA 2345', 'BA 2 JHA 6789']);
    expect(numbers.ambulences[0]).toEqual({
      _id: expect.any(String),
      driver_name: 'Hari Bahadur Thapa',
      // the name and plate as a Nepali reader reads them (not in the spec: the app shows them in Nepali)
      driver_name_ne: 'हरि बहादुर थापा',
      mobile_number: expect.stringMatching(/^\d+$/),
      ambulance_number: 'BA 1 JHA 2345',
      ambulance_number_ne: 'बा १ झ २३४५',
      ambulance_status: 'Available',
    });
    expect(numbers.ambulences[1].ambulance_status).toBe('On a call');
    const names = numbers.support_numbers.map((s: { name: string }) => s.name);
    expect(names[0]).toBe('Tokha Health Post');
    // the Nepali name travels with it, for a Nepali reader
    expect(numbers.support_numbers[0].name_ne).toBe('टोखा स्वास्थ्य चौकी');
    expect(names).toEqual(expect.arrayContaining(['Ambulance (national)', 'Women helpline (Khabar Garaun)']));
    // another health post's own numbers are not hers
    expect(names).not.toContain('Jhor Mahankal Health Post');
    expect(res.body).not.toContain('BA 3 JHA 1111');
  });

  test('inactive numbers are not shown', async () => {
    const [palika] = await ctx.database.db.select({ id: palikas.id }).from(palikas).where(eq(palikas.name, 'Tokha Municipality'));
    await ctx.database.db
      .insert(supportNumbers)
      .values({ palikaId: palika?.id ?? '', healthPostId: null, name: 'Old number', contactNumber: '014000000', active: false });
    const res = await get('/api/v1/support/provider/numbers', sita);
    expect(res.body).not.toContain('Old number');
  });

  test('a mother of another palika sees only her own palika’s numbers, none of Tokha’s', async () => {
    const res = await get('/api/v1/support/provider/numbers', outsider);
    expect(res.statusCode).toBe(200);
    const { numbers } = res.json();
    expect(numbers.ambulences.map((a: { driver_name: string }) => a.driver_name)).toEqual(['Bikash Thapa']);
    expect(numbers.support_numbers.map((s: { name: string }) => s.name)).toEqual(['Budhanilkantha Health Post']);
    expect(res.body).not.toMatch(/Tokha|Khabar|BA 1 JHA/);
  });
});

describe('POST /help/provider/post-help-message', () => {
  test('the message is stored for her health post in her name before the answer', async () => {
    const res = await post('/api/v1/help/provider/post-help-message', { message: '  When is my next check-up?  ' }, sita);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your message has been sent to your health post. They will reply soon.' });
    expect(await latestMessage(tokhaPostId)).toMatchObject({
      kind: 'help',
      recipient: 'Health-Office',
      mobileNumber: '9800000001',
      providerId: sitaId,
      message: 'When is my next check-up?',
      handledAt: null,
    });
  });

  test('the answer is in Nepali for a Nepali reader', async () => {
    const res = await post('/api/v1/help/provider/post-help-message', { message: 'नमस्ते' }, { ...outsider, 'accept-language': 'ne' });
    expect(res.json().message).toBe('तपाईंको सन्देश तपाईंको स्वास्थ्य चौकीमा पठाइयो। उहाँहरूले छिट्टै जवाफ दिनुहुनेछ।');
    expect(await latestMessage(outsiderPostId)).toMatchObject({ kind: 'help', mobileNumber: '9811111111', message: 'नमस्ते' });
  });

  test.each([[{}], [{ message: '' }], [{ message: '   ' }], [{ message: 42 }]])('%j is refused with "message is required!"', async (payload) => {
    const res = await post('/api/v1/help/provider/post-help-message', payload, await freshSession());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'message is required!', fieldErrors: { message: 'message is required!' } });
  });

  test('a message that is too long is refused, in Nepali too', async () => {
    const res = await post('/api/v1/help/provider/post-help-message', { message: 'x'.repeat(1001) }, { ...(await freshSession()), 'accept-language': 'ne' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.message).toBe('यो धेरै लामो भयो।');
    const empty = await post('/api/v1/help/provider/post-help-message', {}, { ...(await freshSession()), 'accept-language': 'ne' });
    expect(empty.json().message).toBe('कृपया सन्देश लेख्नुहोस्।');
  });

  test('a stuck button or a script is stopped after five messages a minute', async () => {
    const session = await freshSession();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/v1/help/provider/post-help-message', { message: `m${i}` }, session)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await post('/api/v1/help/provider/post-help-message', { message: 'again' }, { ...session, 'accept-language': 'ne' });
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: 'अहिले धेरै सन्देश पठाइएका छन्। आपत्कालीन अवस्थामा १०२ वा स्वास्थ्य चौकीमा फोन गर्नुहोस्।' });
  });

  test('extra spaces in the Authorization header do not get round the limit', async () => {
    const session = await freshSession();
    const token = session.authorization.replace(/^Bearer\s+/, '');
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push(
        (await post('/api/v1/help/provider/post-help-message', { message: `s${i}` }, { authorization: `Bearer${' '.repeat(i)}${token}` })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the message limit is per account (docs/decisions/027-limits-that-hold.md)', () => {
  /** Her messages of a kind whose text starts with `prefix`. */
  async function stored(kind: 'help' | 'siren', prefix: string) {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(healthPostMessages)
      .where(and(eq(healthPostMessages.providerId, sitaId), eq(healthPostMessages.kind, kind), like(healthPostMessages.message, `${prefix}%`)));
    return row?.n ?? 0;
  }

  test.each([
    ['help', '/api/v1/help/provider/post-help-message'],
    ['siren', '/api/v1/help/provider/health-post-siren'],
  ] as const)('%s: six sessions of one account sending 30 at once put exactly 5 into the inbox', async (kind, url) => {
    const sessions = [await freshSession(), ...(await Promise.all(Array.from({ length: 5 }, () => loginAs(ctx.app, '9800000001')))).map((s) => s.headers)];
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(url, { message: `at once, session ${i % 6}` }, sessions[i % 6]).then((r) => r.statusCode)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect(await stored(kind, 'at once, session')).toBe(5);
    // another mother still has her own five
    expect((await post(url, { message: 'mine' }, outsider)).statusCode).toBe(200);
  });
});

describe('POST /help/provider/health-post-siren (the emergency button)', () => {
  test('alerts her own health post in her name, with or without a message', async () => {
    const session = await freshSession();
    const res = await post('/api/v1/help/provider/health-post-siren', {}, session);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/health post has been alerted/);
    expect(await latestMessage(tokhaPostId)).toMatchObject({
      kind: 'siren',
      recipient: 'Health-Office',
      mobileNumber: '9800000001',
      providerId: sitaId,
      message: '',
    });
    await post('/api/v1/help/provider/health-post-siren', { message: 'Bleeding, please call' }, session);
    expect((await latestMessage(tokhaPostId))?.message).toBe('Bleeding, please call');
  });

  test('an alert kept on her phone while offline carries when she pressed it; a time ahead of the server is taken as now', async () => {
    const session = await freshSession();
    const pressed = new Date(Date.now() - 42 * 60_000).toISOString();
    expect((await post('/api/v1/help/provider/health-post-siren', { message: 'Pains, offline', pressed_at: pressed }, session)).statusCode).toBe(200);
    const kept = await latestMessage(tokhaPostId);
    expect(kept?.pressedAt?.toISOString()).toBe(pressed);
    expect(kept!.createdAt.getTime() - kept!.pressedAt!.getTime()).toBeGreaterThanOrEqual(42 * 60_000 - 1000);

    await post('/api/v1/help/provider/health-post-siren', { pressed_at: new Date(Date.now() + 3600_000).toISOString() }, session);
    const ahead = await latestMessage(tokhaPostId);
    expect(ahead!.pressedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    // online, it is sent at once: no pressed time
    await post('/api/v1/help/provider/health-post-siren', { message: 'now' }, session);
    expect((await latestMessage(tokhaPostId))?.pressedAt).toBeNull();
    expect((await post('/api/v1/help/provider/health-post-siren', { pressed_at: 'yesterday' }, session)).statusCode).toBe(400);
  });

  test('fields of the public form cannot send it in someone else’s name', async () => {
    const res = await post(
      '/api/v1/help/provider/health-post-siren',
      { office_type: jhorPostId, mobile_number: '9812345678', for: 'Mayor' },
      await freshSession(),
    );
    expect(res.statusCode).toBe(200);
    expect(await latestMessage(tokhaPostId)).toMatchObject({ kind: 'siren', recipient: 'Health-Office', mobileNumber: '9800000001' });
  });
});

describe('GET /provider/health-posts', () => {
  test('the health posts of her palika with address and phone, hers first and marked', async () => {
    const res = await get('/api/v1/provider/health-posts', sita);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.palika).toEqual({ name: 'Tokha Municipality', name_ne: 'टोखा नगरपालिका' });
    expect(body.healthPosts.map((h: { name: string }) => h.name)).toEqual(['Tokha Health Post', 'Dhapasi Urban Health Centre', 'Jhor Mahankal Health Post']);
    expect(body.healthPosts[0]).toEqual({
      office_type_id: tokhaPostId,
      name: 'Tokha Health Post',
      name_ne: 'टोखा स्वास्थ्य चौकी',
      address: 'Tokha-5, Kathmandu',
      phone: '014350010',
      is_mine: true,
    });
    expect(body.healthPosts.slice(1).every((h: { is_mine: boolean }) => h.is_mine === false)).toBe(true);
    expect(res.body).not.toContain('Budhanilkantha');
  });

  test('a mother of another palika sees only hers', async () => {
    const body = (await get('/api/v1/provider/health-posts', outsider)).json();
    expect(body.healthPosts).toHaveLength(1);
    expect(body.healthPosts[0]).toMatchObject({ office_type_id: outsiderPostId, is_mine: true });
  });
});

describe('who may call', () => {
  const calls = [
    ['GET', '/api/v1/support/provider/numbers'],
    ['POST', '/api/v1/help/provider/post-help-message'],
    ['POST', '/api/v1/help/provider/health-post-siren'],
    ['GET', '/api/v1/provider/health-posts'],
  ] as const;

  test.each(calls)('%s %s without a token is a 401', async (method, url) => {
    const res = await ctx.app.inject({ method, url, payload: method === 'POST' ? { message: 'hi' } : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  test.each(calls)('%s %s with a staff token is a 401 and stores nothing', async (method, url) => {
    const before = await latestMessage(tokhaPostId);
    const res = await ctx.app.inject({
      method,
      url,
      payload: method === 'POST' ? { message: 'from staff' } : undefined,
      headers: await staffToken('9800000010'),
    });
    expect(res.statusCode).toBe(401);
    expect((await latestMessage(tokhaPostId))?.id).toBe(before?.id);
  });

  test('a session on a one-time password must choose a new one first', async () => {
    const db = ctx.database.db;
    await db.update(providers).set({ mustChangePassword: true }).where(eq(providers.mobileNumber, '9811111111'));
    const otp = (await loginAs(ctx.app, '9811111111', 'Outside@2025')).headers;
    const res = await get('/api/v1/support/provider/numbers', otp);
    expect(res.statusCode).toBe(403);
    await db.update(providers).set({ mustChangePassword: false }).where(eq(providers.mobileNumber, '9811111111'));
  });
});

/**
 * A new session of the demo mother, with her messages of this minute forgotten: the message limit counts
 * per account, so each test starts with her five.
 */
async function freshSession() {
  await ctx.database.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, `% provider:${sitaId}`));
  return (await loginAs(ctx.app, '9800000001')).headers;
}
