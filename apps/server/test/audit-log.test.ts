import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { auditLog, providers, sessions } from '../src/db/schema/index.ts';
import { roleSetupStatements } from '../src/db/roles.ts';
import { verifyAuditChain } from '../src/lib/audit.ts';
import { buildTestApp, loginAs } from './build-test-app.ts';
import { staffToken } from './identities.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Record<string, string>;
let motherId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  staff = { authorization: `Bearer ${await staffToken(ctx.database.db, '9800000010')}` };
  const [m] = await ctx.database.db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, '9800000001'));
  motherId = m!.id;
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
/** The first row of a `db.execute` result (node-postgres and PGlite both answer `{ rows }`). */
const firstRow = <T>(result: unknown) => (result as { rows: T[] }).rows[0]!;
const lastRows = (n: number) => db().select().from(auditLog).orderBy(desc(auditLog.seq)).limit(n);
/** Runs a statement that must fail, inside its own transaction so the failure spoils nothing else. */
const refused = (statement: string) => db().transaction(async (tx) => tx.execute(sql.raw(statement)));

describe('the audit log', () => {
  test('logins, failed logins and refused out-of-scope requests are audited, with the actor kind', async () => {
    await loginAs(ctx.app, '9800000002');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/provider/login',
      payload: { mobile_number: '9800000002', password: 'wrong-one' },
      remoteAddress: '10.5.0.1',
    });
    const other = { authorization: `Bearer ${await staffToken(db(), '9800000011')}` };
    expect((await ctx.app.inject({ url: `/api/v1/staff/people/${motherId}`, headers: other })).statusCode).toBe(404);
    const rows = await lastRows(3);
    expect(rows.map((r) => [r.actorKind, r.action])).toEqual([
      ['staff', 'refused'],
      ['anonymous', 'login_failed'],
      ['provider', 'login'],
    ]);
    expect(rows[0]!.entityId).toBe(motherId);
    expect(rows[1]!.staffId).toBeNull();
  });

  test('reads of inbox messages and edits of ambulances are audited', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/staff/inbox?kind=siren', headers: staff })).statusCode).toBe(200);
    expect((await lastRows(5)).some((r) => r.action === 'read' && r.entity === 'health_post_message')).toBe(true);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/staff/ambulances',
      headers: staff,
      payload: { driver_name: 'Hari', mobile_number: '9811111111', ambulance_number: 'BA 1 JA 1234', ambulance_status: 'Available', active: true },
    });
    expect(added.statusCode).toBe(200);
    const [row] = await lastRows(1);
    expect(row).toMatchObject({ action: 'create', entity: 'ambulance', entityId: added.json().id, actorKind: 'staff' });
  });

  test('a visit and its audit row are one transaction: a failing audit insert leaves no visit', async () => {
    const before = await db().execute(sql`select count(*)::int as n from antenatal_visits`);
    // make the next audit insert fail, as a crash between the two statements would
    await db().execute(sql.raw(`create function fail_audit() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$`));
    await db().execute(sql.raw(`create trigger zz_fail_audit before insert on audit_log for each row execute function fail_audit()`));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/visits`,
      headers: staff,
      // the day before Nepal's today: never in the future, and a second visit that day is asked for (sameDay)
      payload: { visitDate: addDays(nepalToday(), -1), notes: 'ok', sameDay: true },
    });
    await db().execute(sql.raw(`drop trigger zz_fail_audit on audit_log`));
    expect(res.statusCode).toBe(500);
    const after = await db().execute(sql`select count(*)::int as n from antenatal_visits`);
    expect(firstRow<{ n: number }>(after).n).toBe(firstRow<{ n: number }>(before).n);
  });

  test('deactivation ends every session, so activating again does not revive them', async () => {
    const mother = await loginAs(ctx.app, '9800000001');
    const set = (active: boolean) => ctx.app.inject({ method: 'PATCH', url: `/api/v1/staff/people/${motherId}/active`, headers: staff, payload: { active } });
    expect((await set(false)).statusCode).toBe(200);
    expect((await set(true)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/provider/me', headers: mother.headers })).statusCode).toBe(401);
    const live = await db().select().from(sessions).where(eq(sessions.providerId, motherId));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
  });

  test('UPDATE, DELETE and TRUNCATE are refused, and a backdated row gets the database clock', async () => {
    await expect(refused(`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(refused(`delete from audit_log`)).rejects.toThrow();
    await expect(refused(`truncate audit_log`)).rejects.toThrow();
    await db()
      .insert(auditLog)
      .values({ actorKind: 'anonymous', action: 'test', entity: 'test', at: new Date('2020-01-01T00:00:00Z') });
    const [row] = await lastRows(1);
    expect(Date.now() - row!.at.getTime()).toBeLessThan(60_000);
  });

  test('verify: an intact chain passes; a changed, a deleted and a cut-off row are each found', async () => {
    const intact = await verifyAuditChain(db());
    expect(intact.problems).toEqual([]);
    expect(intact.rows).toBeGreaterThan(5);
    const head = intact.head!;
    // tamper as the database owner would: set the append-only trigger aside, change a row, delete another
    await db().execute(sql.raw(`alter table audit_log disable trigger audit_log_append_only`));
    await db().execute(sql.raw(`update audit_log set details = '{"count": 0}' where seq = 2`));
    await db().execute(sql.raw(`delete from audit_log where seq = 4`));
    await db().execute(sql.raw(`delete from audit_log where seq = ${head.seq}`));
    await db().execute(sql.raw(`alter table audit_log enable trigger audit_log_append_only`));
    const tampered = await verifyAuditChain(db(), head);
    console.info(`audit verify on a tampered copy: ${tampered.rows} rows, ${tampered.problems.length} problems: ${tampered.problems.join('; ')}`);
    expect(tampered.problems).toEqual(
      expect.arrayContaining([
        'row 2: content changed since it was written',
        'row 5: expected position 4 (rows missing)',
        'row 5: does not follow the row before it',
        `row ${head.seq} (the expected head) is missing: rows were cut off the end`,
      ]),
    );
  });

  test('the app role owns nothing: no TRUNCATE, no disabling triggers, no replica mode, no audit changes', async () => {
    // roles belong to the whole PostgreSQL server: a name of this run's own, dropped at the end
    const role = `mamata_app_${Math.random().toString(36).slice(2, 10)}`;
    await db().execute(sql.raw(`create role ${role} nologin`));
    const ownerName = firstRow<{ name: string }>(await db().execute(sql`select current_user as name`)).name;
    for (const s of roleSetupStatements({ owner: ownerName, app: role })) await db().execute(sql.raw(s));
    const asApp = (statement: string) =>
      db().transaction(async (tx) => {
        await tx.execute(sql.raw(`set local role ${role}`));
        return tx.execute(sql.raw(statement));
      });
    await expect(asApp(`select count(*) from providers`)).resolves.toBeDefined();
    await expect(asApp(`insert into audit_log (actor_kind, action, entity) values ('anonymous', 'test', 'role')`)).resolves.toBeDefined();
    await expect(asApp(`truncate audit_log`)).rejects.toThrow();
    await expect(asApp(`alter table audit_log disable trigger audit_log_append_only`)).rejects.toThrow();
    await expect(asApp(`set session_replication_role = replica`)).rejects.toThrow();
    await expect(asApp(`update audit_log set action = 'x' where seq = 1`)).rejects.toThrow();
    await expect(asApp(`delete from audit_log where seq = 1`)).rejects.toThrow();
    await expect(asApp(`drop table audit_log`)).rejects.toThrow();
    await db().execute(sql.raw(`drop owned by ${role}`));
    await db().execute(sql.raw(`drop role ${role}`));
  });
});
