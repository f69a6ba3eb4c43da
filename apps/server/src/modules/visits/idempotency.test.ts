import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { antenatalVisits, auditLog, providers, staffClientRequests, staffUsers } from '../../db/schema/index.ts';

/**
 * The staff outbox's exactly-once (docs/decisions/024-offline-app.md "The nurse's outbox"): a save sent again with
 * the same device id gets the first answer and writes nothing; another staff account's same id is its own request.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>;
let jhor: Record<string, string>;
let motherId: string;
const today = nepalToday();

async function staffLogin(mobile: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: mobile, password: 'Mamata@2025' } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}
const post = (url: string, payload: object, headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url, payload, headers });
const count = async (table: typeof antenatalVisits | typeof auditLog | typeof staffClientRequests) =>
  Number((await ctx.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);
const visitsNoted = async (notes: string) =>
  Number(
    (
      await ctx.database.db
        .select({ n: sql<number>`count(*)` })
        .from(antenatalVisits)
        .where(like(antenatalVisits.notes, notes))
    )[0]!.n,
  );

beforeAll(async () => {
  ctx = await buildTestApp();
  tokha = await staffLogin('9800000010');
  jhor = await staffLogin('9800000011');
  const [row] = await ctx.database.db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, '9800000001'));
  motherId = row!.id;
});
afterAll(async () => ctx.close());

describe(`a save with the device's id (Idempotency-Key)`, () => {
  test('a repeat answers with the first answer and writes nothing', async () => {
    const key = crypto.randomUUID();
    const visit = { visitDate: addDays(today, -1), systolicPressure: 112, diastolicPressure: 72, notes: 'once only', sameDay: true };
    const first = await post(`/api/v1/staff/people/${motherId}/visits`, visit, { ...tokha, 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const [visits, audits, keys] = [await count(antenatalVisits), await count(auditLog), await count(staffClientRequests)];

    const again = await post(`/api/v1/staff/people/${motherId}/visits`, visit, { ...tokha, 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect([await count(antenatalVisits), await count(auditLog), await count(staffClientRequests)]).toEqual([visits, audits, keys]);
    expect(await visitsNoted('once only')).toBe(1);

    // the first answer, the entry and its audit row were written together: the stored answer names the visit
    const [stored] = await ctx.database.db.select().from(staffClientRequests).where(eq(staffClientRequests.clientId, key));
    expect(stored!.result).toEqual(first.json());
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'antenatal_visit'), eq(auditLog.entityId, first.json().id)));
    expect(audit).toBeDefined();
  });

  test('a one-time password stays in a stored answer for a day only: the account’s next save takes it out', async () => {
    const [staff] = await ctx.database.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.mobileNumber, '9800000010'));
    const old = crypto.randomUUID();
    const recent = crypto.randomUUID();
    await ctx.database.db.insert(staffClientRequests).values([
      {
        staffId: staff!.id,
        clientId: old,
        request: 'POST /x',
        bodyHash: 'h',
        result: { id: 'a', oneTimePassword: '12345678' },
        createdAt: new Date(Date.now() - 25 * 3600_000),
      },
      {
        staffId: staff!.id,
        clientId: recent,
        request: 'POST /x',
        bodyHash: 'h',
        result: { id: 'b', oneTimePassword: '87654321' },
        createdAt: new Date(Date.now() - 3600_000),
      },
    ]);
    const visit = { visitDate: addDays(today, -3), systolicPressure: 111, diastolicPressure: 71, notes: 'scrubs the old one', sameDay: true };
    const res = await post(`/api/v1/staff/people/${motherId}/visits`, visit, { ...tokha, 'idempotency-key': crypto.randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    const stored = async (clientId: string) =>
      (await ctx.database.db.select().from(staffClientRequests).where(eq(staffClientRequests.clientId, clientId)))[0]!.result;
    expect(await stored(old)).toEqual({ id: 'a' });
    expect(await stored(recent)).toEqual({ id: 'b', oneTimePassword: '87654321' });
  });

  test('the same id sent twice at once writes one visit', async () => {
    const key = crypto.randomUUID();
    const visit = { visitDate: addDays(today, -2), systolicPressure: 110, diastolicPressure: 70, notes: 'twice at once', sameDay: true };
    const [a, b] = await Promise.all([
      post(`/api/v1/staff/people/${motherId}/visits`, visit, { ...tokha, 'idempotency-key': key }),
      post(`/api/v1/staff/people/${motherId}/visits`, visit, { ...tokha, 'idempotency-key': key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    expect(await visitsNoted('twice at once')).toBe(1);
  });

  test("another staff account's same id never reads the first answer", async () => {
    const key = crypto.randomUUID();
    const visit = { visitDate: addDays(today, -3), systolicPressure: 108, diastolicPressure: 70, notes: 'tokha only', sameDay: true };
    const first = await post(`/api/v1/staff/people/${motherId}/visits`, visit, { ...tokha, 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    // Jhor's nurse with Tokha's id: her own request, judged as hers (Tokha's mother is not hers), not the stored answer
    const other = await post(`/api/v1/staff/people/${motherId}/visits`, visit, { ...jhor, 'idempotency-key': key });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(first.json().id);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await visitsNoted('tokha only')).toBe(1);
    const [jhorStaff] = await ctx.database.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.mobileNumber, '9800000011'));
    const rows = await ctx.database.db
      .select()
      .from(staffClientRequests)
      .where(and(eq(staffClientRequests.staffId, jhorStaff!.id), eq(staffClientRequests.clientId, key)));
    expect(rows).toEqual([]);
  });

  test('the same id on another entry is refused; a malformed id is a 400', async () => {
    const key = crypto.randomUUID();
    const visit = { visitDate: addDays(today, -4), systolicPressure: 118, diastolicPressure: 76, notes: 'first body', sameDay: true };
    expect((await post(`/api/v1/staff/people/${motherId}/visits`, visit, { ...tokha, 'idempotency-key': key })).statusCode).toBe(200);
    const changed = await post(`/api/v1/staff/people/${motherId}/visits`, { ...visit, notes: 'second body' }, { ...tokha, 'idempotency-key': key });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toMatch(/already used/);
    expect(await visitsNoted('second body')).toBe(0);
    const bad = await post(`/api/v1/staff/people/${motherId}/visits`, visit, { ...tokha, 'idempotency-key': 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
  });

  test('a refused save keeps nothing: corrected, the same id is judged again', async () => {
    const key = crypto.randomUUID();
    const keys = await count(staffClientRequests);
    const future = await post(
      `/api/v1/staff/people/${motherId}/visits`,
      { visitDate: addDays(today, 3), systolicPressure: 110, diastolicPressure: 70, notes: 'refused' },
      { ...tokha, 'idempotency-key': key },
    );
    expect(future.statusCode).toBe(400);
    expect(await count(staffClientRequests)).toBe(keys);
    expect(await visitsNoted('refused')).toBe(0);
  });

  test('a registration sent twice makes one account, and the repeat hands over the same one-time password', async () => {
    const key = crypto.randomUUID();
    const body = { first_name: 'Gita', last_name: 'Rai', mobile_number: '9811100042', address: 'Tokha-2', lastMenstrualPeriod: addDays(today, -60) };
    const first = await post('/api/v1/staff/people/mother', body, { ...tokha, 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('/api/v1/staff/people/mother', body, { ...tokha, 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await ctx.database.db.select().from(providers).where(eq(providers.mobileNumber, '9811100042'));
    expect(rows).toHaveLength(1);
    // without the id, the same registration is the duplicate it is
    expect((await post('/api/v1/staff/people/mother', body, tokha)).statusCode).toBe(409);
  });

  test('a batch (POST /staff/outbox) applies its entries in order, each once; another post\'s person is "not found" for her entry only', async () => {
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    const entries = [
      { id: a, path: `/staff/people/${motherId}/visits`, body: { visitDate: addDays(today, -5), notes: 'batch one', sameDay: true } },
      { id: b, path: `/staff/people/${motherId}/visits`, body: { visitDate: addDays(today, -5), notes: 'batch two', sameDay: true } },
    ];
    const first = await post('/api/v1/staff/outbox', { entries }, tokha);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results.map((r: { id: string; status: number }) => [r.id, r.status])).toEqual([
      [a, 200],
      [b, 200],
    ]);
    const again = await post('/api/v1/staff/outbox', { entries }, tokha);
    expect(again.json()).toEqual(first.json());
    expect([await visitsNoted('batch one'), await visitsNoted('batch two')]).toEqual([1, 1]);

    const jhorBatch = await post('/api/v1/staff/outbox', { entries: [{ ...entries[0]!, id: crypto.randomUUID() }] }, jhor);
    expect(jhorBatch.statusCode).toBe(200);
    expect(jhorBatch.json().results[0].status).toBe(404);
    expect(await visitsNoted('batch one')).toBe(1);
    // only the outbox's own saves, and a staff session
    const elsewhere = await post('/api/v1/staff/outbox', { entries: [{ id: a, path: '/staff/staff-users', body: {} }] }, tokha);
    expect(elsewhere.statusCode).toBe(400);
    expect((await post('/api/v1/staff/outbox', { entries }, {})).statusCode).toBe(401);
  });
});
