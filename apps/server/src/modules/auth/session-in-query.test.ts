// The hot routes whose own query checks the session (plugins/auth.ts `sessionInQuery`: GET /provider/me,
// GET /provider/provider-report and the AI doctor's question, POST /provider/chatgpt/query, whose asker's read
// checks it) refuse exactly what the separate session check refuses: no token, an unknown, revoked, expired or idle session, a deactivated account, a staff token; and
// hold an account on its one-time password to the routes open to it.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { providerToken, staffToken } from '../../../test/identities.ts';
import { aiDoctorQuestions, providers, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/crypto.ts';
import * as queries from '../sessions/sessions.queries.ts';

type Queries = typeof queries;

// counts the separate session lookups, so a test can tell which routes still make one
vi.mock('../sessions/sessions.queries.ts', async (importOriginal) => {
  const actual = await importOriginal<Queries>();
  return { ...actual, findLiveSession: vi.fn(actual.findLiveSession) };
});

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const DAY = 86_400_000;
const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const setSession = (token: string, values: Partial<typeof sessions.$inferInsert>) =>
  ctx.database.db
    .update(sessions)
    .set(values)
    .where(eq(sessions.tokenHash, hashToken(token)));

/** Each route with a good request, and one its schema refuses (which must never be seen without a live session). */
const ROUTES = [
  { url: '/api/v1/provider/me', call: (token?: string) => get('/api/v1/provider/me', token), bad: (token?: string) => get('/api/v1/provider/me?x=%01', token) },
  {
    url: '/api/v1/provider/provider-report',
    call: (token?: string) => get('/api/v1/provider/provider-report', token),
    bad: (token?: string) => get('/api/v1/provider/provider-report?x=%01', token),
  },
  {
    url: '/api/v1/provider/chatgpt/query',
    call: (token?: string) => ask({ prompt: 'What should I eat during pregnancy?' }, token),
    bad: (token?: string) => ask({ prompt: 42 }, token),
  },
];

function ask(payload: unknown, token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/provider/chatgpt/query',
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** How many AI doctor questions each account has stored, by mobile number. */
async function questionsByAccount() {
  const rows = await ctx.database.db
    .select({ mobile: providers.mobileNumber, n: count(aiDoctorQuestions.id) })
    .from(providers)
    .leftJoin(aiDoctorQuestions, eq(aiDoctorQuestions.providerId, providers.id))
    .groupBy(providers.mobileNumber);
  return new Map(rows.map((r) => [r.mobile, r.n]));
}

describe.each(ROUTES)('$url checks the session in its own query', ({ url, call, bad }) => {
  test('a live session is answered without a separate session lookup', async () => {
    const token = await providerToken(ctx.database.db, '9800000001');
    vi.mocked(queries.findLiveSession).mockClear();
    const res = await call(token);
    expect(res.statusCode).toBe(200);
    expect(queries.findLiveSession).not.toHaveBeenCalled();
    // the other provider routes still look the session up on their own
    expect((await get('/api/v1/provider/status', token)).statusCode).toBe(200);
    expect(queries.findLiveSession).toHaveBeenCalledTimes(1);
  });

  test('no token, a malformed or an unknown token: 401', async () => {
    for (const token of [undefined, 'short', 'a'.repeat(43)]) {
      const res = await call(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  test('authentication comes first: an unknown token with a bad query string is a 401, a live one a 400', async () => {
    const forged = await bad('a'.repeat(43));
    expect(forged.statusCode).toBe(401);
    const live = await bad(await providerToken(ctx.database.db, '9800000001'));
    expect(live.statusCode).toBe(400);
  });

  test('a revoked session is refused: by logout, and by revoked_at set elsewhere (another instance)', async () => {
    const token = await providerToken(ctx.database.db, '9800000001');
    expect((await call(token)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/provider/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(200);
    expect((await call(token)).statusCode).toBe(401);

    const other = await providerToken(ctx.database.db, '9800000001');
    expect((await call(other)).statusCode).toBe(200);
    await setSession(other, { revokedAt: new Date() });
    const res = await call(other);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  test('an expired or idle session is refused', async () => {
    const expired = await providerToken(ctx.database.db, '9800000001');
    await setSession(expired, { expiresAt: new Date(Date.now() - 1000) });
    expect((await call(expired)).statusCode).toBe(401);
    // idle for longer than SESSION_IDLE_DAYS (30 by default)
    const idle = await providerToken(ctx.database.db, '9800000001');
    await setSession(idle, { lastUsedAt: new Date(Date.now() - 31 * DAY) });
    expect((await call(idle)).statusCode).toBe(401);
  });

  test('a session used more than an hour ago is answered and marked used', async () => {
    const token = await providerToken(ctx.database.db, '9800000001');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await setSession(token, { lastUsedAt: twoHoursAgo });
    expect((await call(token)).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.lastUsedAt.getTime()).toBeGreaterThan(twoHoursAgo.getTime() + 3_600_000);
  });

  test('a deactivated account is refused at once, and answered again once active', async () => {
    const token = await providerToken(ctx.database.db, '9800000002');
    expect((await call(token)).statusCode).toBe(200);
    await ctx.database.db.update(providers).set({ active: false }).where(eq(providers.mobileNumber, '9800000002'));
    try {
      expect((await call(token)).statusCode).toBe(401);
    } finally {
      await ctx.database.db.update(providers).set({ active: true }).where(eq(providers.mobileNumber, '9800000002'));
    }
    expect((await call(token)).statusCode).toBe(200);
  });

  test("a staff member's token is not a provider session", async () => {
    const res = await call(await staffToken(ctx.database.db, '9800000010'));
    expect(res.statusCode).toBe(401);
  });

  test('each account reads only itself', async () => {
    const before = await questionsByAccount();
    const mother = await call(await providerToken(ctx.database.db, '9800000001'));
    const baby = await call(await providerToken(ctx.database.db, '9800000002'));
    expect(mother.statusCode).toBe(200);
    expect(baby.statusCode).toBe(200);
    expect(mother.body).not.toEqual(baby.body);
    if (url.endsWith('/me')) {
      expect(mother.json().provider.mobile_number).toBe('9800000001');
      expect(baby.json().provider.mobile_number).toBe('9800000002');
    }
    if (url.endsWith('/query')) {
      // each question is stored as asked by its own account, none by the other
      const after = await questionsByAccount();
      expect([after.get('9800000001')! - before.get('9800000001')!, after.get('9800000002')! - before.get('9800000002')!]).toEqual([1, 1]);
    }
  });
});

test('an account on its one-time password may read /me (to be told to change it) but not the report, nor ask the AI doctor', async () => {
  const token = await providerToken(ctx.database.db, '9800000001');
  await ctx.database.db.update(providers).set({ mustChangePassword: true }).where(eq(providers.mobileNumber, '9800000001'));
  try {
    const me = await get('/api/v1/provider/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().provider.mustChangePassword).toBe(true);
    const report = await get('/api/v1/provider/provider-report', token);
    expect(report.statusCode).toBe(403);
    expect(report.json()).toMatchObject({ code: 'FORBIDDEN' });
    const question = await ask({ prompt: 'What should I eat during pregnancy?' }, token);
    expect(question.statusCode).toBe(403);
    expect(question.json()).toMatchObject({ code: 'FORBIDDEN' });
  } finally {
    await ctx.database.db.update(providers).set({ mustChangePassword: false }).where(eq(providers.mobileNumber, '9800000001'));
  }
});
