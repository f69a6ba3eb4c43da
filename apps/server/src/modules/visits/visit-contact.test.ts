import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { registerMother } from '../../../test/people.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/**
 * A visit recorded in an antenatal contact's window is that contact (the national eHMIS's 8 contacts, core
 * reference/anc-contacts.ts): the contact is marked given on the visit's date in the visit's transaction, so the nurse
 * does not record it twice and her reminders of it stop; a visit between windows marks none, and a contact already
 * given is not given again.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>;
const today = nepalToday();

beforeAll(async () => {
  ctx = await buildTestApp();
  tokha = await staffHeaders(ctx.app, '9800000010');
});
afterAll(async () => ctx.close());

const api = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: tokha });

async function contacts(personId: string) {
  const body = (await api('GET', `/api/v1/staff/people/${personId}/records`)).json<{
    pregnancy: { schedule: { items: { key: string; status: string }[] }[] };
  }>();
  return new Map(body.pregnancy.schedule.flatMap((p) => p.items).map((i) => [i.key, i.status]));
}
const givenRows = (personId: string, key: string) =>
  rowsOf<{ given_on: string }>(
    ctx.database.db,
    sql`select given_on::text from item_records where provider_id = ${personId}::uuid and item_key = ${key} and superseded_at is null`,
  );

test('a visit at 22 weeks is contact 3: given on its date, once; a second visit in the window gives nothing more', async () => {
  // 23 weeks and 2 days pregnant today: a visit 8 days ago was at 22 weeks
  const m = await registerMother(ctx.app, tokha, 23 * 7 + 2, 'Kopila');
  expect((await contacts(m.id)).get('anc-contact-3')).not.toBe('given');
  const visitDate = addDays(today, -8);
  const res = await api('POST', `/api/v1/staff/people/${m.id}/visits`, { visitDate, weight: 58 });
  expect(res.statusCode, res.body).toBe(200);
  expect((await contacts(m.id)).get('anc-contact-3')).toBe('given');
  expect(await givenRows(m.id, 'anc-contact-3')).toEqual([{ given_on: visitDate }]);
  // the item and its audit row were written with the visit
  const [audited] = await rowsOf<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from audit_log where provider_id = ${m.id}::uuid and entity = 'item_record' and details->>'itemKey' = 'anc-contact-3'`,
  );
  expect(audited!.n).toBe(1);

  const again = await api('POST', `/api/v1/staff/people/${m.id}/visits`, { visitDate: today, weight: 58.4 });
  expect(again.statusCode, again.body).toBe(200);
  expect(await givenRows(m.id, 'anc-contact-3')).toHaveLength(1);
});

test('a visit between windows (18 weeks) marks no contact; a contact the nurse gave by hand is not given twice', async () => {
  const m = await registerMother(ctx.app, tokha, 18 * 7 + 3, 'Bimala');
  const before = await contacts(m.id);
  expect((await api('POST', `/api/v1/staff/people/${m.id}/visits`, { visitDate: today, weight: 55 })).statusCode).toBe(200);
  const after = await contacts(m.id);
  for (let n = 1; n <= 8; n++) expect(after.get(`anc-contact-${n}`)).toBe(before.get(`anc-contact-${n}`));

  // contact 2 (13-16 weeks) recorded by hand at 15 weeks, then a visit at 16 weeks: still one record, the nurse's
  const handDate = addDays(today, -24);
  expect((await api('POST', `/api/v1/staff/people/${m.id}/items`, { itemKey: 'anc-contact-2', givenOn: handDate })).statusCode).toBeLessThan(300);
  expect((await api('POST', `/api/v1/staff/people/${m.id}/visits`, { visitDate: addDays(today, -17), weight: 54.6 })).statusCode).toBe(200);
  expect(await givenRows(m.id, 'anc-contact-2')).toEqual([{ given_on: handDate }]);
});

test('a visit corrected to another day or window moves the contact it gave; removed, the contact goes; a contact given by hand stays', async () => {
  const m = await registerMother(ctx.app, tokha, 23 * 7 + 2, 'Sarita');
  const put = (url: string, payload: object) => ctx.app.inject({ method: 'PUT', url, payload, headers: tokha });
  const visitDate = addDays(today, -8);
  const res = await api('POST', `/api/v1/staff/people/${m.id}/visits`, { visitDate, weight: 58 });
  expect(res.statusCode, res.body).toBe(200);
  let visitId = res.json<{ id: string }>().id;
  expect(await givenRows(m.id, 'anc-contact-3')).toEqual([{ given_on: visitDate }]);

  // the same window, another day: contact 3 on the corrected day
  let fixed = await put(`/api/v1/staff/people/${m.id}/visits/${visitId}`, { visitDate: today, weight: 58, reason: 'wrong day' });
  expect(fixed.statusCode, fixed.body).toBe(200);
  visitId = fixed.json<{ id: string }>().id;
  expect(await givenRows(m.id, 'anc-contact-3')).toEqual([{ given_on: today }]);
  // 19 weeks, between windows: contact 3 is no longer given, and no other is
  fixed = await put(`/api/v1/staff/people/${m.id}/visits/${visitId}`, { visitDate: addDays(today, -30), weight: 58, reason: 'wrong month' });
  expect(fixed.statusCode, fixed.body).toBe(200);
  visitId = fixed.json<{ id: string }>().id;
  expect((await contacts(m.id)).get('anc-contact-3')).not.toBe('given');
  const [given] = await rowsOf<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from item_records where provider_id = ${m.id}::uuid and item_key like 'anc-contact-%' and superseded_at is null`,
  );
  expect(given!.n).toBe(0);
  // back in the window, then removed: given again, then gone, each audited
  fixed = await put(`/api/v1/staff/people/${m.id}/visits/${visitId}`, { visitDate, weight: 58, reason: 'it was right' });
  visitId = fixed.json<{ id: string }>().id;
  expect(await givenRows(m.id, 'anc-contact-3')).toEqual([{ given_on: visitDate }]);
  const removed = await api('POST', `/api/v1/staff/people/${m.id}/visits/${visitId}/void`, { reason: 'not her visit' });
  expect(removed.statusCode, removed.body).toBe(200);
  expect(await givenRows(m.id, 'anc-contact-3')).toEqual([]);
  const [voids] = await rowsOf<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from audit_log where provider_id = ${m.id}::uuid and entity = 'item_record' and action = 'void'`,
  );
  expect(voids!.n).toBe(3);

  // contact 3 given by hand, then a visit in its window removed: the nurse's record stays
  expect((await api('POST', `/api/v1/staff/people/${m.id}/items`, { itemKey: 'anc-contact-3', givenOn: visitDate })).statusCode).toBeLessThan(300);
  const second = await api('POST', `/api/v1/staff/people/${m.id}/visits`, { visitDate: today, weight: 58.2 });
  expect((await api('POST', `/api/v1/staff/people/${m.id}/visits/${second.json<{ id: string }>().id}/void`, { reason: 'twice' })).statusCode).toBe(200);
  expect(await givenRows(m.id, 'anc-contact-3')).toEqual([{ given_on: visitDate }]);
});
