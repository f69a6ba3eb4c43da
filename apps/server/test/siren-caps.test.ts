import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { healthPostMessages } from '../src/db/schema/index.ts';
import { SIRENS_PER_NUMBER_PER_HOUR, UNREGISTERED_SIRENS_PER_POST_PER_HOUR } from '../src/modules/public/public.routes.ts';
import { recentPublicSirens } from '../src/modules/public/public.queries.ts';
import { buildTestApp } from './build-test-app.ts';
import { staffToken, tokhaHealthPostId } from './identities.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let post: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  post = await tokhaHealthPostId(ctx.database.db);
});
afterAll(async () => ctx.close());

// every request from its own address: the caps below are per health post and per number, not per address
let n = 0;
const siren = (mobile: string, healthPost = post) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/provider/health-post-siren',
    payload: { office_type: healthPost, mobile_number: mobile, message: 'help' },
    remoteAddress: `10.11.${Math.floor(++n / 250)}.${(n % 250) + 1}`,
  });

test(`one number sends at most ${SIRENS_PER_NUMBER_PER_HOUR} public sirens an hour, from any address`, async () => {
  const statuses = [];
  for (let i = 0; i < SIRENS_PER_NUMBER_PER_HOUR + 2; i++) statuses.push((await siren('9812000001')).statusCode);
  expect(statuses).toEqual([...Array(SIRENS_PER_NUMBER_PER_HOUR).fill(200), 429, 429]);
  expect((await siren('9812000001')).json().message).toMatch(/call 102/);
});

test('a health post takes a capped number of sirens from unregistered numbers, and still every one from its own mothers', async () => {
  const db = ctx.database.db;
  const before = (await db.select().from(healthPostMessages).where(eq(healthPostMessages.healthPostId, post))).length;
  // the first test's number and the demo data's siren from an unregistered number count too
  const earlier = (await recentPublicSirens(db, post, '9800000000')).toPost;
  let accepted = 0;
  for (let i = 0; i < UNREGISTERED_SIRENS_PER_POST_PER_HOUR + 5; i++) if ((await siren(`98130${String(i).padStart(5, '0')}`)).statusCode === 200) accepted++;
  expect(earlier).toBeGreaterThanOrEqual(SIRENS_PER_NUMBER_PER_HOUR);
  expect(accepted).toBe(UNREGISTERED_SIRENS_PER_POST_PER_HOUR - earlier);
  // the demo mother (registered at Tokha) still gets through
  expect((await siren('9800000001')).statusCode).toBe(200);
  const after = (await db.select().from(healthPostMessages).where(eq(healthPostMessages.healthPostId, post))).length;
  expect(after - before).toBe(accepted + 1);
});

test('the inbox marks sirens from numbers not registered at the health post', async () => {
  const headers = { authorization: `Bearer ${await staffToken(ctx.database.db, '9800000010')}` };
  const res = await ctx.app.inject({ url: '/api/v1/staff/inbox?kind=siren&limit=50', headers });
  expect(res.statusCode, res.body).toBe(200);
  const messages = res.json<{ messages: { mobile_number: string; senderRegistered: boolean }[] }>().messages;
  expect(messages.find((m) => m.mobile_number === '9800000001')?.senderRegistered).toBe(true);
  expect(messages.find((m) => m.mobile_number === '9812000001')?.senderRegistered).toBe(false);
});
