import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { nepalInstant } from '@mamata/core/calendar/nepal-time';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { recordBirth, registerMother } from '../../../test/people.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { until } from '../../../test/until.ts';

/**
 * The engine on, as in production (no SMS gateway: SMS wait in the outbox, so "cancelled" is visible), with
 * the clock at 10:00 Nepal time: every staff change that can end or move a reminder (a birth corrected or
 * removed, a loss recorded or removed) is announced by its service (db/person-changes.ts) and the engine scans
 * that person again at once.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>;
const today = nepalToday();
beforeAll(async () => {
  ctx = await buildTestApp({ REMINDERS: 'on' }, { now: () => nepalInstant(today, 10) });
  tokha = await staffHeaders(ctx.app, '9800000010');
});
afterAll(async () => ctx.close());

/** Whether a change of her record is announced and not yet scanned. */
const waiting = async (personId: string) =>
  (await rowsOf<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from person_changes where provider_id = ${personId}::uuid`))[0]!.n > 0;

const smsOf = (personId: string) =>
  rowsOf<{ key: string; state: string }>(
    ctx.database.db,
    sql`select n.dedupe_key as key, d.state from notification_deliveries d join notifications n on n.id = d.notification_id
      where d.provider_id = ${personId}::uuid and d.channel = 'sms' order by n.dedupe_key`,
  );

test('a corrected birth date moves the reminders: the rescan cancels the SMS of the old dates and makes the new ones', async () => {
  const m = await registerMother(ctx.app, tokha, 300);
  const { id: birthId } = await recordBirth(ctx.app, tokha, m.id, 40);
  // registered at 42 weeks, her 8th antenatal contact was overdue (docs/decisions/031-anc-eight-contacts.md): the birth
  // cancels that reminder; the baby's are the ones the corrected birth date moves
  const antenatal = (r: { key: string }) => r.key.includes(':contact-');
  const before = (
    await until(
      () => smsOf(m.id),
      (rows) => rows.filter((r) => !antenatal(r)).length >= 2 && rows.filter(antenatal).every((r) => r.state === 'cancelled'),
    )
  ).filter((r) => !antenatal(r));
  expect(before.every((r) => r.state === 'pending')).toBe(true);
  // her registration and the birth were announced, and scanned
  expect(
    await until(
      () => waiting(m.id),
      (w) => !w,
    ),
  ).toBe(false);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/staff/people/${m.id}/births/${birthId}`,
    headers: tokha,
    payload: { birthDate: addDays(today, -47), birthTime: '05:40', place: 'facility', babies: [{ sex: 'male', birthWeight: 3000 }], reason: 'wrong date' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const oldKeys = new Set(before.map((r) => r.key));
  const after = await until(
    () => smsOf(m.id),
    (rows) => rows.filter((r) => oldKeys.has(r.key)).every((r) => r.state === 'cancelled') && rows.some((r) => !oldKeys.has(r.key)),
  );
  expect(after.filter((r) => oldKeys.has(r.key)).map((r) => r.state)).toEqual(before.map(() => 'cancelled'));
  // the new reminders are of the corrected birth date: the 6-week doses are due now (day 47)
  expect(after.filter((r) => !oldKeys.has(r.key)).map((r) => [r.key.split(':').slice(3).join(':'), r.state])).toContainEqual([
    `6-weeks:${addDays(today, -5)}:due`,
    'pending',
  ]);
});

test('a loss recorded or removed, and a birth removed, are each announced and scanned', async () => {
  const m = await registerMother(ctx.app, tokha, 300);
  const { id: birthId, babyIds } = await recordBirth(ctx.app, tokha, m.id, 40);
  const calls: Array<[string, object]> = [
    [`/api/v1/staff/people/${m.id}/loss`, { kind: 'babyDeath', babyId: babyIds[0], date: today, confirmed: true }],
    [`/api/v1/staff/people/${m.id}/loss/void`, { babyId: babyIds[0], reason: 'wrong baby' }],
    [`/api/v1/staff/people/${m.id}/births/${birthId}/void`, { reason: 'wrong mother' }],
  ];
  for (const [url, payload] of calls) {
    const res = await ctx.app.inject({ method: 'POST', url, headers: tokha, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    // announced in the change's transaction (modules/reminders/announce.test.ts holds every service to it), then
    // scanned by the engine, which clears the announcement
    expect(
      await until(
        () => waiting(m.id),
        (w) => !w,
      ),
      url,
    ).toBe(false);
  }
  // the birth removed: nothing about the baby is waiting any more
  const rows = await until(
    () => smsOf(m.id),
    (r) => r.every((x) => x.state !== 'pending' || !x.key.includes(babyIds[0]!)),
  );
  expect(rows.filter((r) => r.key.includes(babyIds[0]!) && r.state === 'pending')).toEqual([]);
});
