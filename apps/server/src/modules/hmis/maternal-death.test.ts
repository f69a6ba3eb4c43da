import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, nepalInstant, nepalToday } from '@mamata/core/calendar/nepal-time';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { recordBirth, registerMother } from '../../../test/people.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { scanReminders } from '../reminders/reminder-scan.ts';

/**
 * A maternal death recorded by the health post stops everything about her own care at once: the reminders about her
 * pregnancy leave her list and their push and SMS not yet sent are cancelled, in the record's transaction; later scans
 * make none, and the due list no longer asks the nurse to call her. Her baby's reminders go on. Voided as a mistake,
 * her reminders come back.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>;
const today = nepalToday();
const morning = nepalInstant(today, 10);

beforeAll(async () => {
  ctx = await buildTestApp();
  tokha = await staffHeaders(ctx.app, '9800000010');
});
afterAll(async () => ctx.close());

const api = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: tokha });

/** Her reminders by subject (the pregnancy or a baby): withdrawn or not, and their deliveries' states. */
async function reminders(personId: string) {
  return rowsOf<{ subject: string; withdrawn: boolean; states: string[] }>(
    ctx.database.db,
    sql`select n.about->>'subjectId' as subject, n.withdrawn_at is not null as withdrawn,
        coalesce((select array_agg(d.state order by d.channel) from notification_deliveries d where d.notification_id = n.id), '{}') as states
      from notifications n where n.provider_id = ${personId}::uuid and n.type = 'reminder' order by n.created_at`,
  );
}
const pregnancyOf = async (personId: string) =>
  (await rowsOf<{ id: string }>(ctx.database.db, sql`select id from pregnancies where provider_id = ${personId}::uuid`))[0]!.id;

const dueListPeople = async () => {
  const body = (await api('GET', '/api/v1/staff/due?days=31')).json<{ dueSoon: { personId: string }[]; overdue: { personId: string }[] }>();
  return new Set([...body.dueSoon, ...body.overdue].map((e) => e.personId));
};

test('a maternal death in pregnancy withdraws her reminders at once, later scans make none, and the due list leaves her out; voided, they come back', async () => {
  // 26 weeks pregnant, registered late: antenatal contacts overdue, their reminders made
  const m = await registerMother(ctx.app, tokha, 26 * 7, 'Sabitri');
  const pregnancyId = await pregnancyOf(m.id);
  expect((await scanReminders(ctx.database.db, { now: morning, providerIds: [m.id] })).created).toBeGreaterThan(0);
  expect((await reminders(m.id)).some((r) => r.subject === pregnancyId && !r.withdrawn && r.states.includes('pending'))).toBe(true);
  expect(await dueListPeople()).toContain(m.id);

  const recorded = await api('POST', `/api/v1/staff/people/${m.id}/obstetric-events`, { kind: 'maternalDeath', code: 'antepartum', occurredOn: today });
  expect(recorded.statusCode, recorded.body).toBeLessThan(300);

  const after = await reminders(m.id);
  expect(after.length).toBeGreaterThan(0);
  expect(after.every((r) => r.withdrawn)).toBe(true);
  expect(after.flatMap((r) => r.states).filter((s) => s === 'pending')).toEqual([]);
  // the next days' scans make nothing about her, and the nurse's list no longer holds her
  for (const day of [1, 7, 30])
    expect((await scanReminders(ctx.database.db, { now: nepalInstant(addDays(today, day), 10), providerIds: [m.id] })).created).toBe(0);
  expect(await dueListPeople()).not.toContain(m.id);

  // recorded by mistake: voided, her reminders come back and she is on the list again
  const [event] = (await api('GET', `/api/v1/staff/people/${m.id}/obstetric-events`)).json<{ events: { id: string }[] }>().events;
  const voided = await api('POST', `/api/v1/staff/people/${m.id}/obstetric-events/${event!.id}/void`, { reason: 'recorded for the wrong woman' });
  expect(voided.statusCode, voided.body).toBe(200);
  expect((await reminders(m.id)).some((r) => r.subject === pregnancyId && !r.withdrawn)).toBe(true);
  expect(await dueListPeople()).toContain(m.id);
});

test("a death after the birth stops her own postnatal reminders, not her baby's", async () => {
  const m = await registerMother(ctx.app, tokha, 300, 'Januka');
  const pregnancyId = await pregnancyOf(m.id);
  const { babyIds } = await recordBirth(ctx.app, tokha, m.id, 2);
  const babyId = babyIds[0]!;
  expect((await scanReminders(ctx.database.db, { now: morning, providerIds: [m.id] })).created).toBeGreaterThan(0);

  const recorded = await api('POST', `/api/v1/staff/people/${m.id}/obstetric-events`, { kind: 'maternalDeath', code: 'postpartum', occurredOn: today });
  expect(recorded.statusCode, recorded.body).toBeLessThan(300);

  const after = await reminders(m.id);
  expect(after.filter((r) => r.subject === pregnancyId).every((r) => r.withdrawn)).toBe(true);
  // her baby's vaccinations go on: reminded as before, and new ones made as they come due
  expect(after.some((r) => r.subject === babyId && !r.withdrawn)).toBe(true);
  await scanReminders(ctx.database.db, { now: nepalInstant(addDays(today, 45), 10), providerIds: [m.id] });
  const later = await reminders(m.id);
  expect(later.filter((r) => r.subject === pregnancyId && !r.withdrawn)).toEqual([]);
  expect(later.filter((r) => r.subject === babyId).length).toBeGreaterThan(after.filter((r) => r.subject === babyId).length);
});
