/**
 * Services announce changes (docs/decisions/012-reminders.md): every write that changes a person's record announces
 * it in its own transaction (db/person-changes.ts `personChanged`). A guard installed here refuses, at commit, a
 * transaction that changed a record (a person's account state, a pregnancy, a baby, a birth, an item given, a
 * visit, a fetal weight, a growth point) without announcing that person: a service that forgets fails its request
 * with a 500, and the test with it. Then every record-changing call of the console is made once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { recordBirth, registerMother } from '../../../test/people.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { personChanged } from '../../db/person-changes.ts';
import { rowsOf } from '../../db/sql-rows.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>;
const today = nepalToday();

/** [table, how the row names its person, the updates that count] */
const GUARDED = [
  ['providers', 'self', 'update of active, registration_type'],
  ['pregnancies', 'provider', 'update'],
  ['babies', 'provider', 'update'],
  ['births', 'provider', 'update'],
  ['item_records', 'provider', 'update'],
  ['antenatal_visits', 'pregnancy', 'update'],
  ['fetal_weight_estimates', 'pregnancy', 'update'],
  ['growth_measurements', 'baby', 'update'],
] as const;

beforeAll(async () => {
  ctx = await buildTestApp();
  tokha = await staffHeaders(ctx.app, '9800000010');
  const db = ctx.database.db;
  await db.execute(
    sql.raw(`create or replace function test_announce_guard() returns trigger language plpgsql as $$
    declare person uuid;
    begin
      if TG_ARGV[0] = 'self' then person := NEW.id;
      elsif TG_ARGV[0] = 'provider' then person := NEW.provider_id;
      elsif TG_ARGV[0] = 'pregnancy' then select provider_id into person from pregnancies where id = NEW.pregnancy_id;
      else select provider_id into person from babies where id = NEW.baby_id;
      end if;
      if not exists (select 1 from person_changes where provider_id = person and changed_at = now()) then
        raise exception 'the record of % changed (%) without personChanged in the same transaction', person, TG_TABLE_NAME;
      end if;
      return null;
    end $$`),
  );
  for (const [table, how, update] of GUARDED) {
    await db.execute(
      sql.raw(`create constraint trigger test_announce_guard after insert or ${update} on ${table}
        deferrable initially deferred for each row execute function test_announce_guard('${how}')`),
    );
  }
});
afterAll(async () => {
  for (const [table] of GUARDED) await ctx.database.db.execute(sql.raw(`drop trigger if exists test_announce_guard on ${table}`));
  await ctx.close();
});

test('the guard can fail: a change without an announcement is refused at commit, with one it commits', async () => {
  const [person] = await rowsOf<{ id: string }>(ctx.database.db, sql`select id from providers where mobile_number = '9800000001'`);
  await expect(
    ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`update providers set active = true where id = ${person!.id}::uuid`);
    }),
  ).rejects.toThrow();
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`update providers set active = true where id = ${person!.id}::uuid`);
    await personChanged(tx, person!.id);
  });
});

test('every record-changing call of the console announces the person it changed', async () => {
  const call = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const res = await ctx.app.inject({ method, url, headers: tokha, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json<{ id?: string }>();
  };
  const people = '/api/v1/staff/people';
  // registration of a mother (and of a baby below), an edit with a new LMP, (de)activation
  const m = await registerMother(ctx.app, tokha, 280);
  await call('PATCH', `${people}/${m.id}`, { lastMenstrualPeriod: addDays(today, -281) });
  await call('PATCH', `${people}/${m.id}/active`, { active: false });
  await call('PATCH', `${people}/${m.id}/active`, { active: true });
  // an item given, corrected, removed
  const item = await call('POST', `${people}/${m.id}/items`, { itemKey: 'td-1', givenOn: today, givenBy: 'Kamala', givenAt: 'Tokha', notes: '' });
  const corrected = await call('PUT', `${people}/${m.id}/items/${item.id}`, { givenOn: addDays(today, -1), reason: 'wrong day' });
  await call('POST', `${people}/${m.id}/items/${corrected.id}/void`, { reason: 'not given' });
  // a visit (an emergency reading) corrected and removed; a fetal weight
  const visit = await call('POST', `${people}/${m.id}/visits`, { visitDate: today, systolicPressure: 170, diastolicPressure: 115 });
  const visit2 = await call('PUT', `${people}/${m.id}/visits/${visit.id}`, { visitDate: today, systolicPressure: 120, diastolicPressure: 80, reason: 'typo' });
  await call('POST', `${people}/${m.id}/visits/${visit2.id}/void`, { reason: 'wrong mother' });
  await call('POST', `${people}/${m.id}/fetal-weights`, { measuredOn: today, weightGrams: 1000 });
  // a birth corrected and removed, recorded again; growth; a baby's death and its undoing
  const birth = await recordBirth(ctx.app, tokha, m.id, 10);
  const birth2 = await call('PUT', `${people}/${m.id}/births/${birth.id}`, {
    birthDate: addDays(today, -11),
    birthTime: '05:40',
    place: 'facility',
    babies: [{ sex: 'male', birthWeight: 3000, name: '' }],
    reason: 'wrong date',
  });
  await call('POST', `${people}/${m.id}/births/${birth2.id}/void`, { reason: 'wrong mother' });
  const again = await recordBirth(ctx.app, tokha, m.id, 10);
  await call('POST', `${people}/${m.id}/growth`, { babyId: again.babyIds[0], measuredOn: today, weightGrams: 3300 });
  await call('POST', `${people}/${m.id}/loss`, { kind: 'babyDeath', babyId: again.babyIds[0], date: today, confirmed: true });
  await call('POST', `${people}/${m.id}/loss/void`, { babyId: again.babyIds[0], reason: 'wrong baby' });
  // a stillbirth of another pregnancy and its undoing
  const s = await registerMother(ctx.app, tokha, 250);
  await call('POST', `${people}/${s.id}/loss`, { kind: 'stillbirth', date: today, confirmed: true });
  await call('POST', `${people}/${s.id}/loss/void`, { reason: 'wrong mother' });
  // a baby on its own account
  const baby = await call('POST', `${people}/baby`, {
    first_name: 'Kanchhi',
    last_name: 'Rai',
    mobile_number: '9841999123',
    address: 'Tokha-4',
    birthDate: addDays(today, -30),
    sex: 'female',
  });
  // each of them is announced (no engine runs here to clear the announcements)
  const announced = await rowsOf<{ id: string }>(ctx.database.db, sql`select provider_id as id from person_changes`);
  expect(announced.map((r) => r.id)).toEqual(expect.arrayContaining([m.id, s.id, baby.id]));
});
