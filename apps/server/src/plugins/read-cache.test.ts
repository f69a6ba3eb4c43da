// The read cache of /provider/me and /provider/provider-report (plugins/read-cache.ts, docs/decisions/014-read-cache.md):
// a second read of an unchanged account is answered without the database, byte for byte the same; every change to
// what the answer is made of, through the API or straight in the database (another instance, a script), is seen by
// the next read; a session ended, expired or idle, or an account deactivated, is refused as without the cache.
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import type { ProviderReportResponse } from '@mamata/core/schemas/health';
import * as zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { providerToken } from '../../test/identities.ts';
import { staffHeaders, personId } from '../../test/staff-login.ts';
import { EVERY_ACCOUNT, type Change, type ChangeFeed } from '../db/change-feed.ts';
import {
  antenatalVisits,
  babies,
  fetalWeightEstimates,
  growthMeasurements,
  healthPosts,
  pregnancies,
  providers,
  sessions,
  staffUsers,
} from '../db/schema/index.ts';
import { hashToken } from '../lib/crypto.ts';
import * as healthQueries from '../modules/health/health.queries.ts';
import * as providerQueries from '../modules/providers/providers.queries.ts';
import { endOfNepalDay, ReadCache, type CachedRead } from './read-cache.ts';

// counts the gzipping of answers (plugins/compress.ts)
vi.mock('node:zlib', async (importOriginal) => {
  const actual = await importOriginal<typeof zlib>();
  return { ...actual, gzipSync: vi.fn(actual.gzipSync) };
});
// counts the reads that reach the database
vi.mock('../modules/providers/providers.queries.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof providerQueries>();
  return { ...actual, findProviderProfileBySession: vi.fn(actual.findProviderProfileBySession) };
});
vi.mock('../modules/health/health.queries.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof healthQueries>();
  return { ...actual, findReportBySession: vi.fn(actual.findReportBySession) };
});

type ReportBody = Pick<ProviderReportResponse, 'patientReportDetails'>;
const ME = '/api/v1/provider/me';
const REPORT = '/api/v1/provider/provider-report';
const MOTHER = '9800000001';
const BABY = '9800000002';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({ READ_CACHE: 'on' });
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const get = (url: string, token: string) => ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
/** What reached the database since the last call. */
function databaseReads() {
  const n = vi.mocked(providerQueries.findProviderProfileBySession).mock.calls.length + vi.mocked(healthQueries.findReportBySession).mock.calls.length;
  vi.mocked(providerQueries.findProviderProfileBySession).mockClear();
  vi.mocked(healthQueries.findReportBySession).mockClear();
  return n;
}
/** A write straight in the database (as another server instance or a script would make it), heard by this one. */
async function elsewhere(write: Promise<unknown>) {
  await write;
  await ctx.app.readCache?.caughtUp();
}
async function idOf(mobileNumber: string) {
  const [p] = await db().select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, mobileNumber));
  return p!.id;
}

describe.each([ME, REPORT])('%s', (url) => {
  test('a second read of an unchanged account comes from the cache, the same bytes and headers', async () => {
    const token = await providerToken(db(), MOTHER);
    databaseReads();
    const first = await get(url, token);
    const second = await get(url, token);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(databaseReads()).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  test('each session has its own entry; a change to another account keeps this one', async () => {
    const mine = await providerToken(db(), MOTHER);
    const other = await providerToken(db(), BABY);
    await get(url, mine);
    await get(url, other);
    databaseReads();
    await elsewhere(
      db()
        .update(providers)
        .set({ address: 'Budhanilkantha-3' })
        .where(eq(providers.id, await idOf(BABY))),
    );
    expect((await get(url, mine)).statusCode).toBe(200);
    expect(databaseReads()).toBe(0);
    expect((await get(url, other)).statusCode).toBe(200);
    expect(databaseReads()).toBe(1);
  });

  test('a session ended elsewhere, expired or idle, or a deactivated account, is refused at once', async () => {
    const cases: [string, (token: string) => Promise<unknown>][] = [
      [
        'revoked',
        (t) =>
          db()
            .update(sessions)
            .set({ revokedAt: new Date() })
            .where(eq(sessions.tokenHash, hashToken(t))),
      ],
      [
        'deleted',
        (t) =>
          db()
            .delete(sessions)
            .where(eq(sessions.tokenHash, hashToken(t))),
      ],
      [
        'expired',
        (t) =>
          db()
            .update(sessions)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(sessions.tokenHash, hashToken(t))),
      ],
      [
        'idle',
        (t) =>
          db()
            .update(sessions)
            .set({ lastUsedAt: new Date(Date.now() - 400 * 86_400_000) })
            .where(eq(sessions.tokenHash, hashToken(t))),
      ],
    ];
    for (const [what, end] of cases) {
      const token = await providerToken(db(), MOTHER);
      expect((await get(url, token)).statusCode, what).toBe(200);
      expect((await get(url, token)).statusCode, what).toBe(200);
      await elsewhere(end(token));
      expect((await get(url, token)).statusCode, what).toBe(401);
    }
    const token = await providerToken(db(), MOTHER);
    await get(url, token);
    await elsewhere(db().update(providers).set({ active: false }).where(eq(providers.mobileNumber, MOTHER)));
    try {
      expect((await get(url, token)).statusCode).toBe(401);
    } finally {
      await elsewhere(db().update(providers).set({ active: true }).where(eq(providers.mobileNumber, MOTHER)));
    }
  });

  test('logging out through the API ends the cached session too', async () => {
    const token = await providerToken(db(), MOTHER);
    await get(url, token);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/provider/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(200);
    expect((await get(url, token)).statusCode).toBe(401);
  });
});

test('a report asked for gzipped comes gzipped and is kept: its hits come gzipped too, compressed once for all, and as JSON to a client that does not ask', async () => {
  const token = await providerToken(db(), MOTHER);
  const gzipped = () => ctx.app.inject({ url: REPORT, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' } });
  vi.mocked(zlib.gzipSync).mockClear();
  databaseReads();
  const miss = await gzipped();
  const hits = [await gzipped(), await gzipped()];
  const plain = await get(REPORT, token);
  // one read of the database: the gzipped miss was kept as JSON text
  expect(databaseReads()).toBe(1);
  for (const res of [miss, ...hits]) {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(plain.body);
  }
  // once: the miss's answer, kept with it for both hits
  expect(vi.mocked(zlib.gzipSync)).toHaveBeenCalledTimes(1);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.json<ReportBody>().patientReportDetails).toBeDefined();
});

test("/provider/me: a new one-time password closes the cached answer (403), as it closes the database's", async () => {
  const token = await providerToken(db(), MOTHER);
  expect((await get(REPORT, token)).statusCode).toBe(200);
  await elsewhere(db().update(providers).set({ mustChangePassword: true }).where(eq(providers.mobileNumber, MOTHER)));
  try {
    expect((await get(REPORT, token)).statusCode).toBe(403);
    // /me stays open to her (she must see that she has to change it), with the flag set
    expect((await get(ME, token)).json()).toMatchObject({ provider: { mustChangePassword: true } });
  } finally {
    await elsewhere(db().update(providers).set({ mustChangePassword: false }).where(eq(providers.mobileNumber, MOTHER)));
  }
});

test('every table an answer is made of: a change to it is in the next answer', async () => {
  const token = await providerToken(db(), MOTHER);
  const babyToken = await providerToken(db(), BABY);
  const motherId = await idOf(MOTHER);
  const babyAccount = await idOf(BABY);
  const [pregnancy] = await db().select().from(pregnancies).where(eq(pregnancies.providerId, motherId));
  const [baby] = await db().select().from(babies).where(eq(babies.providerId, babyAccount));
  const [nurse] = await db().select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.mobileNumber, '9800000010'));
  const today = nepalToday();
  const me = async (t = token) => (await get(ME, t)).json<{ provider: Record<string, unknown> & { profile: { first_name: string } } }>().provider;
  const report = async (t = token) => (await get(REPORT, t)).json<ReportBody>().patientReportDetails.patientReport;

  // providers
  await me();
  await elsewhere(db().update(providers).set({ firstName: 'Sunita' }).where(eq(providers.id, motherId)));
  expect((await me()).profile.first_name).toBe('Sunita');
  // health_posts (every account)
  await me();
  const [post] = await db()
    .select()
    .from(healthPosts)
    .where(eq(healthPosts.name, ((await me()).healthPost as { name: string }).name));
  await elsewhere(db().update(healthPosts).set({ phone: '014111222' }).where(eq(healthPosts.id, post!.id)));
  expect(await me()).toMatchObject({ healthPost: { phone: '014111222' } });
  // pregnancies
  await me();
  await elsewhere(db().update(pregnancies).set({ emergencyPhoneNumber: '9841000111' }).where(eq(pregnancies.id, pregnancy!.id)));
  expect(await me()).toMatchObject({ report: { emergency_phone_number: '9841000111' } });
  // antenatal_visits
  const visitsBefore = (await report()).motherProgressReport.length;
  await elsewhere(
    db().insert(antenatalVisits).values({ pregnancyId: pregnancy!.id, visitDate: today, gestationalWeek: 28, weightKg: 61, recordedBy: nurse!.id }),
  );
  expect((await report()).motherProgressReport.length).toBe(visitsBefore + 1);
  // fetal_weight_estimates
  const fetalBefore = (await report()).babyWombProgressReport.length;
  await elsewhere(
    db().insert(fetalWeightEstimates).values({ pregnancyId: pregnancy!.id, measuredOn: today, gestationalWeek: 28, weightGrams: 1150, recordedBy: nurse!.id }),
  );
  expect((await report()).babyWombProgressReport.length).toBe(fetalBefore + 1);
  // babies, and growth_measurements (the baby's own account)
  await me(babyToken);
  await elsewhere(db().update(babies).set({ name: 'Aarav' }).where(eq(babies.id, baby!.id)));
  expect(await me(babyToken)).toMatchObject({ babies: [{ name: 'Aarav' }] });
  const growthBefore = (await report(babyToken)).babyBornProgressReport.length;
  await elsewhere(db().insert(growthMeasurements).values({ babyId: baby!.id, measuredOn: today, weightGrams: 6400, recordedBy: nurse!.id }));
  expect((await report(babyToken)).babyBornProgressReport.length).toBe(growthBefore + 1);
  // and with no change, the next reads are the cache's again
  await me();
  await report();
  databaseReads();
  await me();
  await report();
  expect(databaseReads()).toBe(0);
});

test("a nurse's visit through the API is in the mother's next report", async () => {
  const token = await providerToken(db(), MOTHER);
  const nurse = await staffHeaders(ctx.app, '9800000010');
  const id = await personId(ctx.app, nurse, MOTHER);
  const visits = async () => (await get(REPORT, token)).json<ReportBody>().patientReportDetails.patientReport.motherProgressReport.length;
  const before = await visits();
  const visit = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/staff/people/${id}/visits`,
    headers: nurse,
    payload: { visitDate: addDays(nepalToday(), -1), weight: 62 },
  });
  expect(visit.statusCode).toBe(200);
  expect(await visits()).toBe(before + 1);
});

describe('ReadCache', () => {
  function fakeFeed() {
    const listeners: ((c: Change) => void)[] = [];
    const feed = {
      live: true,
      onChange: (l: (c: Change) => void) => void listeners.push(l),
      caughtUp: async () => undefined,
      close: async () => undefined,
      tell: (account: string) => listeners.forEach((l) => l({ account })),
    };
    return feed satisfies ChangeFeed;
  }
  const entry = (providerId: string, until = Date.now() + 60_000): CachedRead => ({
    providerId,
    until,
    body: '{"ok":true}',
    session: { sessionId: 's', providerId, lastUsedAt: new Date(), expiresAt: new Date(until), mustChangePassword: false },
  });

  test('an answer read before a change and stored after it is not kept', () => {
    const feed = fakeFeed();
    const cache = new ReadCache(feed, 1 << 20);
    const ticket = cache.ticket();
    feed.tell('someone');
    cache.set('k', ticket, entry('a'));
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', cache.ticket(), entry('a'));
    expect(cache.get('k')?.body).toBe('{"ok":true}');
  });

  test("a change drops that account's answers only; '*' drops all", () => {
    const feed = fakeFeed();
    const cache = new ReadCache(feed, 1 << 20);
    cache.set('a1', cache.ticket(), entry('a'));
    cache.set('a2', cache.ticket(), entry('a'));
    cache.set('b1', cache.ticket(), entry('b'));
    feed.tell('a');
    expect([cache.get('a1'), cache.get('a2')]).toEqual([undefined, undefined]);
    expect(cache.get('b1')).toBeDefined();
    feed.tell(EVERY_ACCOUNT);
    expect(cache.size).toBe(0);
  });

  test('nothing is served or kept while the feed is not live', () => {
    const feed = fakeFeed();
    const cache = new ReadCache(feed, 1 << 20);
    cache.set('k', cache.ticket(), entry('a'));
    feed.live = false;
    expect(cache.get('k')).toBeUndefined();
    cache.set('j', cache.ticket(), entry('a'));
    feed.live = true;
    expect(cache.get('j')).toBeUndefined();
  });

  test('an answer is not served from its `until` (the end of its Nepal day, or the session expiry) on', () => {
    const cache = new ReadCache(fakeFeed(), 1 << 20);
    const until = Date.now() + 1000;
    cache.set('k', cache.ticket(), entry('a', until));
    expect(cache.get('k', until - 1)).toBeDefined();
    expect(cache.get('k', until)).toBeUndefined();
  });

  test('the cache holds at most its size: the least recently used answers go first', () => {
    const cache = new ReadCache(fakeFeed(), 5000);
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, cache.ticket(), entry(`p${i}`));
    expect(cache.size).toBeLessThan(20);
    expect(cache.get('k19')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
  });
});

test('an answer ends with its Nepal day (UTC+05:45): read at 23:59 there, it ends a minute later', () => {
  // 2026-11-26 23:59 in Nepal is 18:14 UTC
  expect(new Date(endOfNepalDay(new Date('2026-11-26T18:14:00Z'))).toISOString()).toBe('2026-11-26T18:15:00.000Z');
  expect(new Date(endOfNepalDay(new Date('2026-11-26T18:15:00Z'))).toISOString()).toBe('2026-11-27T18:15:00.000Z');
});

test('with the cache off (READ_CACHE=off) the same answers come from the database, every time', async () => {
  const off = await buildTestApp({ READ_CACHE: 'off' }, { database: ctx.database });
  try {
    expect(off.app.readCache).toBeNull();
    const token = await providerToken(db(), MOTHER);
    for (const url of [ME, REPORT]) {
      const cached = await get(url, token);
      databaseReads();
      const fresh = [
        await off.app.inject({ url, headers: { authorization: `Bearer ${token}` } }),
        await off.app.inject({ url, headers: { authorization: `Bearer ${token}` } }),
      ];
      expect(databaseReads()).toBe(2);
      for (const res of fresh) {
        expect(res.statusCode).toBe(200);
        expect(res.body.length).toBeGreaterThan(100);
        expect(res.json()).toEqual(cached.json());
      }
    }
  } finally {
    await off.app.close();
  }
});
