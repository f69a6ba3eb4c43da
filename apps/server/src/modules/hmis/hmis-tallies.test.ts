import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { periodOf } from '@mamata/core/hmis/period';
import { HMIS_TALLY_REVISION } from '@mamata/core/hmis/tally';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { antenatalVisits, healthPosts, hmisMonthTallies, hmisPostVersions, itemRecords, pregnancies, staffUsers } from '../../db/schema/index.ts';
import { newMonthCache, RULES_KEY, warmOnce } from './hmis-tallies.ts';

// The posts' tallied months kept in the database (docs/decisions/034-hmis-stored-tallies.md): read after a restart,
// never past a change that alters them, a correction at another post included.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let admin: Record<string, string>;
let palikaId: string;
const posts: Record<string, number> = {};
const staff: Record<string, string> = {};
let pregnancyId: string;
const today = nepalToday();
const period = periodOf(today);
const mobile = String(9_843_000_000 + (process.pid % 1000) * 10);

type Indicators = { posts: { id: number; months: { period: string; values: Record<string, number | null> }[] }[] };
const indicatorsOf = async (app = ctx.app) => {
  const res = await app.inject({ url: `/api/v1/staff/hmis/palikas/${palikaId}/indicators?to=${period}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Indicators>();
};
const figure = (r: Indicators, post: number, p: string, id: string) => r.posts.find((x) => x.id === post)?.months.find((m) => m.period === p)?.values[id] ?? 0;
const counter = async (post: number) => (await ctx.database.db.select().from(hmisPostVersions).where(eq(hmisPostVersions.healthPostId, post)))[0]?.version ?? 0;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await staffHeaders(ctx.app, '9800000020');
  for (const [name, mobileNumber] of [
    ['dhapasi', '9800000012'],
    ['tokha', '9800000010'],
    ['jhor', '9800000011'],
  ] as const) {
    const [me] = await ctx.database.db.select().from(staffUsers).where(eq(staffUsers.mobileNumber, mobileNumber));
    staff[name] = me!.id;
    posts[name] = me!.healthPostId!;
  }
  const [post] = await ctx.database.db.select().from(healthPosts).where(eq(healthPosts.id, posts.dhapasi!));
  palikaId = post!.palikaId;
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/people/mother',
    headers: await staffHeaders(ctx.app, '9800000012'),
    payload: {
      first_name: 'Gita',
      last_name: 'Lama',
      mobile_number: mobile,
      address: 'Tokha-3',
      lastMenstrualPeriod: addDays(today, -100),
      dateOfBirth: addDays(today, -24 * 365),
    },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const [pregnancy] = await ctx.database.db.select().from(pregnancies).where(eq(pregnancies.providerId, registered.json<{ id: string }>().id));
  pregnancyId = pregnancy!.id;
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('stored months', () => {
  test('a request stores each post’s twelve months under its counter; a new process reads them, not the records', async () => {
    const first = await indicatorsOf();
    expect(first.posts.map((p) => p.id)).toEqual(expect.arrayContaining([posts.dhapasi, posts.tokha, posts.jhor]));
    const stored = await ctx.database.db.select().from(hmisMonthTallies).where(eq(hmisMonthTallies.healthPostId, posts.tokha!));
    expect(stored).toHaveLength(12);
    expect(stored.every((r) => r.version === stored[0]!.version && r.rules === RULES_KEY)).toBe(true);

    // a figure changed in the store only (no record, no counter moved): a second app, with nothing in memory, answers it
    await ctx.database.db
      .update(hmisMonthTallies)
      .set({ cells: sql`jsonb_set(${hmisMonthTallies.cells}, '{immunization.bcg}', '999')` })
      .where(and(eq(hmisMonthTallies.healthPostId, posts.tokha!), eq(hmisMonthTallies.period, period)));
    const restarted = await buildTestApp({}, { database: ctx.database });
    try {
      expect(figure(await indicatorsOf(restarted.app), posts.tokha!, period, 'bcg')).toBe(999);
      // stored under other counting rules: never read
      await ctx.database.db.update(hmisMonthTallies).set({ rules: 'other' }).where(eq(hmisMonthTallies.healthPostId, posts.tokha!));
      const again = await buildTestApp({}, { database: ctx.database });
      try {
        expect(figure(await indicatorsOf(again.app), posts.tokha!, period, 'bcg')).toBe(figure(first, posts.tokha!, period, 'bcg'));
      } finally {
        await again.app.close();
      }
    } finally {
      await restarted.app.close();
    }
  });

  test('a correction recorded at another post shows at every post it changes on the next request', async () => {
    const before = await indicatorsOf();
    // her visit this month at Tokha: her first ANC there
    await ctx.database.db.insert(antenatalVisits).values({ pregnancyId, visitDate: today, gestationalWeek: 14, recordedBy: staff.tokha! });
    const withTokha = await indicatorsOf();
    expect(figure(withTokha, posts.tokha!, period, 'firstAnc')).toBe(figure(before, posts.tokha!, period, 'firstAnc') + 1);
    // an earlier visit, last month, recorded at Jhor: that one is her first; Tokha's is no longer, though written elsewhere
    const tokhaCounter = await counter(posts.tokha!);
    const earlier = addDays(today, -35);
    await ctx.database.db.insert(antenatalVisits).values({ pregnancyId, visitDate: earlier, gestationalWeek: 9, recordedBy: staff.jhor! });
    expect(await counter(posts.tokha!)).toBeGreaterThan(tokhaCounter);
    const after = await indicatorsOf();
    expect(figure(after, posts.tokha!, period, 'firstAnc')).toBe(figure(before, posts.tokha!, period, 'firstAnc'));
    const earlierPeriod = periodOf(earlier);
    expect(figure(after, posts.jhor!, earlierPeriod, 'firstAnc')).toBe(figure(before, posts.jhor!, earlierPeriod, 'firstAnc') + 1);
    // her date of birth corrected: every post her rows count at is raised (her age group there)
    const jhorCounter = await counter(posts.jhor!);
    await ctx.database.db.execute(
      sql`update providers set date_of_birth = date_of_birth - 1 where id = (select provider_id from pregnancies where id = ${pregnancyId})`,
    );
    expect(await counter(posts.jhor!)).toBeGreaterThan(jhorCounter);
  });

  test('a visit recorded today leaves the earlier months as counted; a visit marked "first" reaches back to the earlier first', async () => {
    await indicatorsOf();
    const month = async (post: number, p: string) =>
      (
        await ctx.database.db
          .select()
          .from(hmisMonthTallies)
          .where(and(eq(hmisMonthTallies.healthPostId, post), eq(hmisMonthTallies.period, p)))
      )[0]!;
    const lastPeriod = periodOf(addDays(today, -35));
    const last = await month(posts.tokha!, lastPeriod);
    const current = await month(posts.tokha!, period);
    // her Td dose today at Tokha (an antenatal visit would reach back to her pregnancy's first visit: see below)
    const [mother] = await ctx.database.db.select().from(pregnancies).where(eq(pregnancies.id, pregnancyId));
    await ctx.database.db
      .insert(itemRecords)
      .values({ providerId: mother!.providerId, pregnancyId, itemKey: 'td-1', givenOn: today, recordedBy: staff.tokha! });
    const before = await indicatorsOf();
    // last month: the same row, now good for the new counter, not counted again; this month: counted again
    const lastAfter = await month(posts.tokha!, lastPeriod);
    expect(lastAfter.version).toBe(await counter(posts.tokha!));
    expect(lastAfter.talliedAt).toEqual(last.talliedAt);
    expect((await month(posts.tokha!, period)).talliedAt.getTime()).toBeGreaterThan(current.talliedAt.getTime());

    // a visit today marked as her first: last month's visit at Jhor is no longer her first, though it is older
    const jhorFirst = figure(before, posts.jhor!, lastPeriod, 'firstAnc');
    await ctx.database.db.insert(antenatalVisits).values({ pregnancyId, visitDate: today, gestationalWeek: 14, recordedBy: staff.tokha!, firstAnc: true });
    const after = await indicatorsOf();
    expect(figure(after, posts.jhor!, lastPeriod, 'firstAnc')).toBe(jhorFirst - 1);
    expect(figure(after, posts.tokha!, period, 'firstAnc')).toBe(figure(before, posts.tokha!, period, 'firstAnc') + 1);
  });

  test('the warmer counts and stores the posts whose current month is behind, then none', async () => {
    await ctx.database.db.execute(sql`update hmis_post_versions set version = version + 1`);
    const warmed = await warmOnce(ctx.database.db, newMonthCache());
    expect(warmed).toBeGreaterThanOrEqual(3);
    expect(await warmOnce(ctx.database.db, newMonthCache())).toBe(0);
  });
});

describe('the counting rules’ revision', () => {
  test('the counting sources are those of this revision (a change to them raises HMIS_TALLY_REVISION)', () => {
    // The stored months are read only under the rules' key (hmis-tallies.ts RULES_KEY, from HMIS_TALLY_REVISION): a
    // change to how a month is counted, kept under the same revision, would let the server read months counted the
    // old way. When this fails: if the change can alter a cell for the same records, raise HMIS_TALLY_REVISION in
    // core hmis/tally.ts; either way, put the new hash here.
    const sources = [
      '../../../../../packages/core/src/hmis/facts.ts',
      '../../../../../packages/core/src/hmis/rules.ts',
      '../../../../../packages/core/src/hmis/tally.ts',
      '../../../../../packages/core/src/hmis/register.ts',
      '../../../../../packages/core/src/hmis/item-keys.ts',
      '../../../../../packages/core/src/hmis/period.ts',
      './hmis.queries.ts',
    ];
    const hash = createHash('sha256');
    for (const s of sources) hash.update(readFileSync(new URL(s, import.meta.url), 'utf8').replace(/HMIS_TALLY_REVISION = \d+/, ''));
    expect({ revision: HMIS_TALLY_REVISION, sources: hash.digest('hex').slice(0, 16) }).toEqual({ revision: 2, sources: 'c352677d5752414a' });
  });
});
