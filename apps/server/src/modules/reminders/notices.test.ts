import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOTICE_CONFIRM_ABOVE, NOTICES_PER_POST_PER_HOUR } from '@mamata/core/schemas/reminders';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { personId, staffHeaders } from '../../../test/staff-login.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { healthPosts, notices, providers } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/crypto.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const notice = {
  titleEn: 'Vaccination camp on Sunday',
  titleNe: 'आइतबार खोप शिविर',
  bodyEn: 'Come to Tokha Health Post from 10 am.',
  bodyNe: 'बिहान १० बजेदेखि टोखा स्वास्थ्य चौकीमा आउनुहोस्।',
  audience: { kind: 'all' },
};
const titlesOf = async (mobile: string) =>
  (
    await rowsOf<{ title: string }>(
      ctx.database.db,
      sql`select n.title from notifications n join providers p on p.id = n.provider_id where p.mobile_number = ${mobile} and n.type = 'notice'`,
    )
  ).map((r) => r.title);

test("a health post's notice reaches its active people, each in her language, audited; not the other health post's people", async () => {
  const baby = await loginAs(ctx.app, '9800000002');
  await ctx.app.inject({ method: 'PATCH', url: '/api/v1/provider/preferences', headers: baby.headers, payload: { lang: 'ne' } });
  const tokha = await staffHeaders(ctx.app, '9800000010');
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/notices', headers: tokha, payload: notice });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ recipients: 2, message: 'Notice sent. People reached: 2.' });
  expect(await titlesOf('9800000001')).toEqual(['Vaccination camp on Sunday']);
  expect(await titlesOf('9800000002')).toEqual(['आइतबार खोप शिविर']);
  expect(await titlesOf('9800000003')).toEqual([]); // inactive
  // she sees it in her list
  const mother = await loginAs(ctx.app, '9800000001');
  const list = (await ctx.app.inject({ url: '/api/v1/notification/provider?offset=0&limit=10', headers: mother.headers })).json();
  expect(list.notification[0]).toMatchObject({ title: 'Vaccination camp on Sunday', type: 'notice' });
  // the app in Nepali reads the staff's own Nepali words
  const inNepali = (
    await ctx.app.inject({ url: '/api/v1/notification/provider?offset=0&limit=10', headers: { ...mother.headers, 'accept-language': 'ne' } })
  ).json();
  expect(inNepali.notification[0]).toMatchObject({ title: notice.titleNe, body: notice.bodyNe, type: 'notice' });
  const audit = await rowsOf<{ entity: string; details: { recipients: number } }>(
    ctx.database.db,
    sql`select entity, details from audit_log where entity = 'notice'`,
  );
  expect(audit).toHaveLength(1);
  expect(audit[0]!.details.recipients).toBe(2);
  // Jhor Mahankal's staff reach nobody of Tokha
  const jhor = await staffHeaders(ctx.app, '9800000011');
  const other = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/notices',
    headers: jhor,
    payload: { ...notice, titleEn: 'Jhor notice', healthPostId: 1 },
  });
  expect(other.statusCode).toBe(200);
  expect(await titlesOf('9800000001')).not.toContain('Jhor notice');
});

test('a group: pregnant women in their third trimester only (the demo mother is 28 weeks)', async () => {
  const tokha = await staffHeaders(ctx.app, '9800000010');
  const t3 = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/notices',
    headers: tokha,
    payload: { ...notice, titleEn: 'Third trimester', audience: { kind: 'trimester', trimester: 3 } },
  });
  expect(t3.json().recipients).toBe(1);
  expect(await titlesOf('9800000001')).toContain('Third trimester');
  const t1 = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/notices',
    headers: tokha,
    payload: { ...notice, audience: { kind: 'trimester', trimester: 1 } },
  });
  expect(t1.json().recipients).toBe(0);
  const due = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/notices',
    headers: tokha,
    payload: { ...notice, titleEn: 'Due penta 3', audience: { kind: 'dueItem', itemKey: 'penta-3' } },
  });
  expect(due.json().recipients).toBe(1);
  // the baby account (penta-3 overdue) gets it, in Nepali, the language she chose
  expect(await titlesOf('9800000002')).toEqual(['आइतबार खोप शिविर', 'आइतबार खोप शिविर']);
});

test('denied to providers and without a token; a palika admin cannot send to a health post outside the palika; bad notices are 400s', async () => {
  const mother = await loginAs(ctx.app, '9800000001');
  expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/notices', headers: mother.headers, payload: notice })).statusCode).toBe(401);
  expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/notices', payload: { nothing: 1 } })).statusCode).toBe(401);
  const tokha = await staffHeaders(ctx.app, '9800000010');
  for (const payload of [
    { ...notice, titleNe: '' },
    { ...notice, bodyEn: 'x'.repeat(501) },
    { ...notice, audience: { kind: 'everyone' } },
    { ...notice, audience: { kind: 'trimester', trimester: 4 } },
  ]) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/notices', headers: tokha, payload });
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
  }
  const palika = await staffHeaders(ctx.app, '9800000020');
  const outside = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/notices', headers: palika, payload: { ...notice, healthPostId: 999 } });
  expect(outside.statusCode).toBe(400);
});

test("the person's record shows each notification's delivery state to staff of her health post only", async () => {
  const tokha = await staffHeaders(ctx.app, '9800000010');
  const motherId = await personId(ctx.app, tokha, '9800000001');
  const res = await ctx.app.inject({ url: `/api/v1/staff/people/${motherId}/notifications`, headers: tokha });
  expect(res.statusCode).toBe(200);
  const first = res.json().notifications.find((n: { title: string }) => n.title === 'Vaccination camp on Sunday');
  expect(first.deliveries).toEqual(
    expect.arrayContaining([expect.objectContaining({ channel: 'push', state: 'skipped' }), expect.objectContaining({ channel: 'sms', state: 'pending' })]),
  );
  const jhor = await staffHeaders(ctx.app, '9800000011');
  expect((await ctx.app.inject({ url: `/api/v1/staff/people/${motherId}/notifications`, headers: jhor })).statusCode).toBe(404);
  const mother = await loginAs(ctx.app, '9800000001');
  expect((await ctx.app.inject({ url: `/api/v1/staff/people/${motherId}/notifications`, headers: mother.headers })).statusCode).toBe(401);
});

describe('a notice to many people, and notices sent at once (docs/decisions/027-limits-that-hold.md)', () => {
  /** A new health post of Tokha's palika with `people` active mothers; its id. */
  async function postWith(name: string, people: number) {
    const db = ctx.database.db;
    const [tokha] = await db.select({ palikaId: healthPosts.palikaId }).from(healthPosts).where(eq(healthPosts.name, 'Tokha Health Post'));
    const [post] = await db
      .insert(healthPosts)
      .values({ palikaId: tokha!.palikaId, name, nameNe: name, address: 'Tokha-1', phone: '014350099' })
      .returning({ id: healthPosts.id });
    const hash = await hashPassword('Notice@2026');
    await db.insert(providers).values(
      Array.from({ length: people }, (_, i) => ({
        mobileNumber: `97${String(post!.id).padStart(4, '0')}${String(i).padStart(4, '0')}`,
        passwordHash: hash,
        registrationType: 'MOTHER',
        firstName: `Mother ${i}`,
        lastName: 'Test',
        gender: 'female',
        healthPostId: post!.id,
      })),
    );
    return post!.id;
  }
  const sendAs = (headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/staff/notices', headers, payload });
  const noticesOf = async (healthPostId: number) => (await ctx.database.db.select().from(notices).where(eq(notices.healthPostId, healthPostId))).length;

  test(`above ${NOTICE_CONFIRM_ABOVE} people a notice needs their number: 409 with it, in English and Nepali, and nothing sent; with the number it goes`, async () => {
    const postId = await postWith('Big Notice Post', NOTICE_CONFIRM_ABOVE + 2);
    const palika = await staffHeaders(ctx.app, '9800000020');
    const payload = { ...notice, titleEn: 'To many', healthPostId: postId };
    const unconfirmed = await sendAs(palika, payload);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toEqual({
      code: 'CONFLICT',
      message: 'This notice goes to 12 people. Check the number and confirm it to send.',
      confirmCount: 12,
    });
    const ne = await sendAs({ ...palika, 'accept-language': 'ne' }, { ...payload, confirmCount: 11 });
    expect(ne.statusCode).toBe(409);
    expect(ne.json()).toMatchObject({ message: 'यो सूचना १२ जना व्यक्तिलाई जान्छ। सङ्ख्या हेरेर पठाउन पुष्टि गर्नुहोस्।', confirmCount: 12 });
    expect(await noticesOf(postId)).toBe(0);
    const sent = await sendAs(palika, { ...payload, confirmCount: 12 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ recipients: 12 });
    expect(await noticesOf(postId)).toBe(1);
    // a few people need no number, and a wrong one given is refused all the same
    const small = await postWith('Small Notice Post', 3);
    expect((await sendAs(palika, { ...notice, healthPostId: small })).statusCode).toBe(200);
    expect((await sendAs(palika, { ...notice, healthPostId: small, confirmCount: 4 })).json()).toMatchObject({ code: 'CONFLICT', confirmCount: 3 });
  });

  test(`20 notices to one health post sent at once: exactly ${NOTICES_PER_POST_PER_HOUR} go out, the others are 429 with a clear message`, async () => {
    const postId = await postWith('Busy Notice Post', 2);
    const palika = await staffHeaders(ctx.app, '9800000020');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => sendAs(palika, { ...notice, titleEn: `At once ${i}`, healthPostId: postId })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(NOTICES_PER_POST_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - NOTICES_PER_POST_PER_HOUR);
    expect(answers.find((r) => r.statusCode === 429)?.json()).toEqual({
      code: 'RATE_LIMITED',
      message: `This health post has sent ${NOTICES_PER_POST_PER_HOUR} notices in the last hour. Please wait before sending another.`,
    });
    expect(await noticesOf(postId)).toBe(NOTICES_PER_POST_PER_HOUR);
    const notifications = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from notifications n join providers p on p.id = n.provider_id where p.health_post_id = ${postId}`,
    );
    expect(notifications[0]!.n).toBe(2 * NOTICES_PER_POST_PER_HOUR);
    // another health post is not held up by this one's notices
    const other = await postWith('Quiet Notice Post', 1);
    expect((await sendAs(palika, { ...notice, healthPostId: other })).statusCode).toBe(200);
  });
});
