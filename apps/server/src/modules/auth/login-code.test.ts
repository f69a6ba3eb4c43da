/**
 * The login code by SMS and the nurse's unlock (docs/decisions/026-login-lockout-and-proxies.md), on PGlite and
 * (with TEST_DATABASE_URL) PostgreSQL. The SMS leaves through the real adapter to a local fake gateway.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { addDays, nepalInstant, nepalToday } from '@mamata/core/calendar/nepal-time';
import { smsSegments } from '@mamata/core/domain/reminders';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { fakeSmsGateway } from '../../../test/fakes.ts';
import { personId, staffHeaders } from '../../../test/staff-login.ts';
import { auditLog, loginCodes, loginFailures, notificationDeliveries, providers } from '../../db/schema/index.ts';
import { drainOutbox } from '../reminders/outbox.ts';
import { httpSmsGateway, smsSender } from '../reminders/sms.ts';
import { NUMBER_BLOCK_FAILURES } from './login-throttle.ts';
import { LOGIN_CODE_SENDS, LOGIN_CODE_TRIES } from './login-code.service.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let gateway: Awaited<ReturnType<typeof fakeSmsGateway>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  gateway = await fakeSmsGateway();
});
afterAll(async () => {
  await ctx.close();
  await gateway.close();
});
beforeEach(async () => {
  // each test starts with no sending history and no failures
  await ctx.database.db.delete(loginCodes);
  await ctx.database.db.delete(loginFailures);
});

const db = () => ctx.database.db;
/** The SMS outbox sent through the real HTTP adapter to the fake gateway; `now` is the sender's clock. */
const sendSms = (now = new Date()) =>
  drainOutbox(db(), 'sms', smsSender(db(), httpSmsGateway({ url: gateway.url, token: 'test-token', sender: 'Mamata' })), { now: () => now });

const askCode = (mobile: string, remoteAddress: string, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/provider/login-code',
    payload: { mobile_number: mobile },
    remoteAddress,
    headers: { 'accept-language': lang },
  });
const useCode = (mobile: string, requestId: string, code: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/provider/login-code/verify', payload: { mobile_number: mobile, request_id: requestId, code }, remoteAddress });
const passwordLogin = (mobile: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: { mobile_number: mobile, password }, remoteAddress });

/** The code in the newest SMS the gateway received for a number. */
function codeIn(mobile: string): string {
  const sms = gateway.received.filter((m) => m.to === mobile).at(-1);
  const code = /(\d{6})/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${mobile}`);
  return code;
}

/** Blocks a number for every address she has not used (the number-wide block after many failures). */
async function blockNumber(mobile: string) {
  await db()
    .insert(loginFailures)
    .values(
      Array.from({ length: NUMBER_BLOCK_FAILURES }, (_, i) => ({
        realm: 'provider',
        mobileNumber: mobile,
        ip: `10.9.${Math.floor(i / 200)}.${(i % 200) + 1}`,
      })),
    );
}

describe('a login code by SMS', () => {
  test('a locked-out mother asks for a code, it leaves through the SMS adapter, and she is in with it, once', async () => {
    await blockNumber('9800000001');
    expect((await passwordLogin('9800000001', 'Mamata@2025', '203.0.113.50')).statusCode).toBe(429);

    const asked = await askCode('9800000001', '203.0.113.50');
    expect(asked.statusCode).toBe(200);
    const requestId = asked.json<{ request_id: string }>().request_id;
    expect(await sendSms()).toBeGreaterThanOrEqual(1);
    const sms = gateway.received.at(-1)!;
    expect(sms.to).toBe('9800000001');
    expect(sms.text).toMatch(/^Mamata login code: \d{6}\. It works once, for 10 minutes\./);
    expect(smsSegments(sms.text).segments).toBe(1);
    const code = codeIn('9800000001');
    // only a hash of it is kept
    const [row] = await db().select().from(loginCodes).where(eq(loginCodes.id, requestId));
    expect(row!.codeHash).toMatch(/^\$argon2/);
    expect(row!.codeHash).not.toContain(code);

    const res = await useCode('9800000001', requestId, code, '203.0.113.50');
    expect(res.statusCode).toBe(200);
    const token = res.json<{ token: string }>().token;
    expect((await ctx.app.inject({ url: '/api/v1/provider/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const [login] = await db().select().from(auditLog).where(eq(auditLog.action, 'login')).orderBy(desc(auditLog.seq)).limit(1);
    expect(login).toMatchObject({ actorKind: 'provider', ip: '203.0.113.50', details: { method: 'login_code', loginCodeId: requestId } });
    // the code's text no longer sits in the outbox
    const [delivery] = await db()
      .select({ payload: notificationDeliveries.payload })
      .from(notificationDeliveries)
      .where(sql`${notificationDeliveries.notificationId} = (select id from notifications where dedupe_key = ${`login-code:${requestId}`})`);
    expect(delivery!.payload).toMatchObject({ text: '' });

    // single use
    expect((await useCode('9800000001', requestId, code, '203.0.113.50')).statusCode).toBe(401);
    // and this phone is hers now: the number-wide block spares it
    expect((await passwordLogin('9800000001', 'Mamata@2025', '203.0.113.50')).statusCode).toBe(200);
  });

  test('the Nepali SMS for a Nepali account, sent in quiet hours and with SMS reminders off', async () => {
    await db().update(providers).set({ lang: 'ne', smsEnabled: false }).where(eq(providers.mobileNumber, '9800000002'));
    const asked = await askCode('9800000002', '203.0.113.51', 'ne');
    expect(asked.json<{ message: string }>().message).toContain('लग इन कोड SMS मा आउँदै छ');
    // 22:30 in Nepal tomorrow, a clock after the code was asked for: reminders wait for the morning, a login code does
    // not (still live at that clock)
    const quiet = nepalInstant(addDays(nepalToday(), 1), 22, 30);
    await db()
      .update(loginCodes)
      .set({ expiresAt: new Date(Math.max(quiet.getTime(), Date.now()) + 5 * 60_000) })
      .where(eq(loginCodes.id, asked.json<{ request_id: string }>().request_id));
    await sendSms(quiet);
    const sms = gateway.received.at(-1)!;
    expect(sms.to).toBe('9800000002');
    expect(sms.text).toMatch(/^ममता लग इन कोड: \d{6}।/);
    expect(smsSegments(sms.text).segments).toBeLessThanOrEqual(2);
    const res = await useCode('9800000002', asked.json<{ request_id: string }>().request_id, codeIn('9800000002'), '203.0.113.51');
    expect(res.statusCode).toBe(200);
  });

  test('a code expires: it then opens nothing, and its SMS, not yet sent, never goes', async () => {
    const before = gateway.received.length;
    const asked = await askCode('9800000001', '203.0.113.52');
    const requestId = asked.json<{ request_id: string }>().request_id;
    await db()
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.id, requestId));
    await sendSms();
    expect(gateway.received.length).toBe(before);
    const [delivery] = await db()
      .select({ state: notificationDeliveries.state })
      .from(notificationDeliveries)
      .where(sql`${notificationDeliveries.notificationId} = (select id from notifications where dedupe_key = ${`login-code:${requestId}`})`);
    expect(delivery!.state).toBe('cancelled');

    // sent, then expired
    const again = await askCode('9800000001', '203.0.113.52');
    await sendSms();
    const code = codeIn('9800000001');
    await db()
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.id, again.json<{ request_id: string }>().request_id));
    const res = await useCode('9800000001', again.json<{ request_id: string }>().request_id, code, '203.0.113.52');
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toBe('This code is wrong or has expired. Ask for a new code.');
  });

  test(`wrong codes: ${LOGIN_CODE_TRIES} tries, then the right one is refused too; a stranger's guesses on his own request leave hers alone`, async () => {
    const hers = (await askCode('9800000001', '203.0.113.53')).json<{ request_id: string }>().request_id;
    await sendSms();
    const code = codeIn('9800000001');
    const wrong = code === '000000' ? '111111' : '000000';

    // a stranger asks for a code for her number and guesses on his request, and with made-up request ids
    const his = (await askCode('9800000001', '198.51.100.77')).json<{ request_id: string }>().request_id;
    await sendSms();
    for (let i = 0; i < LOGIN_CODE_TRIES + 2; i++) expect((await useCode('9800000001', his, wrong, '198.51.100.77')).statusCode).toBe(401);
    expect((await useCode('9800000001', crypto.randomUUID(), code, '198.51.100.77')).statusCode).toBe(401);
    // her request id with another number opens nothing
    expect((await useCode('9800000002', hers, code, '198.51.100.77')).statusCode).toBe(401);

    // her own wrong tries are counted; after the last one the right code no longer works
    for (let i = 0; i < LOGIN_CODE_TRIES; i++) expect((await useCode('9800000001', hers, wrong, '203.0.113.53')).statusCode).toBe(401);
    expect((await useCode('9800000001', hers, code, '203.0.113.53')).statusCode).toBe(401);
    const [row] = await db().select({ attempts: loginCodes.attempts }).from(loginCodes).where(eq(loginCodes.id, hers));
    expect(row!.attempts).toBe(LOGIN_CODE_TRIES);
    const failed = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login_failed'), eq(auditLog.entity, 'login_code'), eq(auditLog.entityId, hers)));
    expect(failed.length).toBe(LOGIN_CODE_TRIES + 1);

    // a new request gets a new code that works
    const next = (await askCode('9800000001', '203.0.113.53')).json<{ request_id: string }>().request_id;
    await sendSms();
    expect((await useCode('9800000001', next, codeIn('9800000001'), '203.0.113.53')).statusCode).toBe(200);
  });

  test('sending is limited, with the same answers for a registered number and one that is not', async () => {
    const sent = gateway.received.length;
    const answers = async (mobile: string, address: string, n: number) => {
      const out: { status: number; message: string }[] = [];
      for (let i = 0; i < n; i++) {
        const res = await askCode(mobile, address);
        out.push({ status: res.statusCode, message: res.json<{ message: string }>().message });
        if (res.statusCode === 200) expect(res.json<{ request_id: string }>().request_id).toMatch(/^[0-9a-f-]{36}$/);
      }
      return out;
    };
    // per number and address
    const registered = await answers('9800000001', '203.0.113.60', LOGIN_CODE_SENDS.perNumberAndAddress + 1);
    const stranger = await answers('9800000099', '203.0.113.61', LOGIN_CODE_SENDS.perNumberAndAddress + 1);
    const inactive = await answers('9800000003', '203.0.113.62', LOGIN_CODE_SENDS.perNumberAndAddress + 1);
    expect(stranger).toEqual(registered);
    expect(inactive).toEqual(registered);
    expect(registered.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(registered[0]!.message).toBe('If this number is registered with Mamata, a login code is on its way to it by SMS. It works for 10 minutes.');
    expect(registered[3]!.message).toMatch(/^Too many codes asked for\. Please try again in \d+ min, or ask your health post\.$/);
    await sendSms();
    // only the registered, active number got texts
    expect(gateway.received.slice(sent).map((m) => m.to)).toEqual(['9800000001', '9800000001', '9800000001']);

    // per number, from many addresses: a few texts, not a flood (an IPv6 /64 is one address)
    await db().delete(loginCodes);
    const spread = [];
    for (let i = 0; i < LOGIN_CODE_SENDS.perNumber + 1; i++) spread.push((await askCode('9800000002', `2001:db8:c:${i}::1`)).statusCode);
    expect(spread.at(-1)).toBe(429);
    expect(spread.slice(0, -1).every((s) => s === 200)).toBe(true);
    const sameNet = [];
    for (let i = 0; i < LOGIN_CODE_SENDS.perNumberAndAddress + 1; i++) sameNet.push((await askCode('9800000010', `2001:db8:d:1::${i + 1}`)).statusCode);
    expect(sameNet).toEqual([200, 200, 200, 429]);

    // per address, over many numbers
    await db().delete(loginCodes);
    const many = [];
    for (let i = 0; i < LOGIN_CODE_SENDS.perAddress + 1; i++) many.push((await askCode(`98111000${String(i).padStart(2, '0')}`, '203.0.113.70')).statusCode);
    expect(many.at(-1)).toBe(429);
    expect(many.slice(0, -1).every((s) => s === 200)).toBe(true);
  });

  test('requests older than a day are forgotten at the next request', async () => {
    const [old] = await db()
      .insert(loginCodes)
      .values({
        mobileNumber: '9800000001',
        ipGroup: '203.0.113.90',
        expiresAt: new Date(Date.now() - 86_000_000),
        createdAt: new Date(Date.now() - 90_000_000),
      })
      .returning({ id: loginCodes.id });
    expect((await askCode('9800000002', '203.0.113.91')).statusCode).toBe(200);
    expect(await db().select().from(loginCodes).where(eq(loginCodes.id, old!.id))).toEqual([]);
  });

  test('bad input is a 400 with a clear message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/provider/login-code/verify',
      payload: { mobile_number: '9800000001', request_id: crypto.randomUUID(), code: '12ab' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Enter the 6-digit code from the SMS.');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/provider/login-code', payload: { mobile_number: '12' } })).statusCode).toBe(400);
  });
});

describe("the nurse lifts a lock on her own post's people", () => {
  let tokha: { authorization: string };
  let motherId: string;
  beforeAll(async () => {
    tokha = await staffHeaders(ctx.app, '9800000010');
    motherId = await personId(ctx.app, tokha, '9800000001');
  });
  const unlock = (headers: Record<string, string>, id = motherId) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/staff/people/${id}/unlock-login`, headers });

  test("her post's nurse lifts it: the mother logs in from a new phone, and the audit log says who", async () => {
    await blockNumber('9800000001');
    expect((await passwordLogin('9800000001', 'Mamata@2025', '203.0.113.80')).statusCode).toBe(429);
    const res = await unlock(tokha);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('Login lock lifted. She can log in from a new phone now.');
    const [row] = await db().select().from(auditLog).where(eq(auditLog.action, 'unlock')).orderBy(desc(auditLog.seq)).limit(1);
    expect(row).toMatchObject({ actorKind: 'staff', entity: 'provider_login', providerId: motherId, details: { failures: NUMBER_BLOCK_FAILURES } });
    expect((await passwordLogin('9800000001', 'Mamata@2025', '203.0.113.80')).statusCode).toBe(200);
  });

  test("another post's nurse gets 404 (and the refusal is audited), a mother 401/403, and nothing is lifted", async () => {
    await blockNumber('9800000001');
    const other = await staffHeaders(ctx.app, '9800000011');
    expect((await unlock(other)).statusCode).toBe(404);
    const [refused] = await db().select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    expect(refused).toMatchObject({ action: 'refused', entity: 'provider', entityId: motherId });
    const mother = await ctx.app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: { mobile_number: '9800000002', password: 'Mamata@2025' } });
    const asMother = await unlock({ authorization: `Bearer ${mother.json<{ token: string }>().token}` });
    expect(asMother.statusCode).toBe(401);
    expect((await unlock({})).statusCode).toBe(401);
    const left = await db().select({ id: loginFailures.id }).from(loginFailures).where(eq(loginFailures.mobileNumber, '9800000001'));
    expect(left.length).toBe(NUMBER_BLOCK_FAILURES);
  });

  test('the lift and its audit row are one transaction: a failing audit insert lifts nothing', async () => {
    await blockNumber('9800000001');
    await db().execute(
      sql.raw(`create or replace function fail_unlock_audit() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$`),
    );
    await db().execute(sql.raw(`create trigger zz_fail_unlock_audit before insert on audit_log for each row execute function fail_unlock_audit()`));
    const res = await unlock(tokha);
    await db().execute(sql.raw(`drop trigger zz_fail_unlock_audit on audit_log`));
    expect(res.statusCode).toBe(500);
    const left = await db().select({ id: loginFailures.id }).from(loginFailures).where(eq(loginFailures.mobileNumber, '9800000001'));
    expect(left.length).toBe(NUMBER_BLOCK_FAILURES);
  });
});
