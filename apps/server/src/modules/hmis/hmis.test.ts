import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { periodOf } from '@mamata/core/hmis/period';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { auditLog, babies, healthPosts, providers, staffUsers } from '../../db/schema/index.ts';

// The HMIS month over the database (docs/decisions/025-hmis-month.md): what the staff console records for the
// sheet, the sheet of a post and of the palika as JSON and CSV, who may read it, and a correction changing it.
// Dhapasi Urban Health Centre has no demo records, so its month holds exactly what this file records.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let dhapasi: Record<string, string>;
let tokha: Record<string, string>;
let admin: Record<string, string>;
let dhapasiId: number;
let palikaId: string;
let motherId: string;
let motherHeaders: Record<string, string>;
let complicationId: string;
const today = nepalToday();
const period = periodOf(today);
const mobile = String(9_841_000_000 + (process.pid % 1000) * 10);

const inject = (opts: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; headers?: Record<string, string> }) =>
  ctx.app.inject({ method: opts.method ?? 'GET', url: opts.url, payload: opts.payload, headers: opts.headers ?? dhapasi });
const sheetUrl = (post = dhapasiId) => `/api/v1/staff/hmis/posts/${post}/months/${period}`;
type Sheet = {
  cells: { id: string; value: number | null }[];
  missing: unknown[];
  healthPost: { name: string } | null;
  posts?: { id: number; values: (number | null)[] }[];
};
async function sheet(url = sheetUrl(), headers = dhapasi) {
  const res = await inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Sheet>();
  return { body, value: (id: string) => body.cells.find((c) => c.id === id)?.value };
}

beforeAll(async () => {
  // the deployment's DHIS2 mapping: synthetic identifiers for two cells, an organisation unit for each demo post
  const mappingFile = path.join(mkdtempSync(path.join(tmpdir(), 'hmis-')), 'mapping.json');
  writeFileSync(
    mappingFile,
    JSON.stringify({
      version: 'test-7',
      source: 'synthetic',
      dataSets: { safeMotherhood: 'nPhlpWb5Ekl', immunization: 'padSuQDK1pQ' },
      cells: {
        'td.td2plus': { dataSet: 'immunization', dataElement: 'Tdplus00001', categoryOptionCombo: 'Combo000001' },
        'outcome.liveBirths.twin.female': { dataSet: 'safeMotherhood', dataElement: 'LiveBirth01', categoryOptionCombo: 'TwinFemale1' },
      },
      orgUnits: { '1': 'OrgUnit0001', '2': 'OrgUnit0002', '3': 'OrgUnit0003' },
    }),
  );
  ctx = await buildTestApp({ HMIS_DHIS2_MAPPING: mappingFile });
  dhapasi = await staffHeaders(ctx.app, '9800000012');
  tokha = await staffHeaders(ctx.app, '9800000010');
  admin = await staffHeaders(ctx.app, '9800000020');
  const [post] = await ctx.database.db.select().from(healthPosts).where(eq(healthPosts.name, 'Dhapasi Urban Health Centre'));
  dhapasiId = post!.id;
  palikaId = post!.palikaId;
  // 19 years old today: under 20 on the sheet
  const registered = await inject({
    method: 'POST',
    url: '/api/v1/staff/people/mother',
    payload: {
      first_name: 'Maya',
      last_name: 'Lama',
      mobile_number: mobile,
      address: 'Tokha-7',
      lastMenstrualPeriod: addDays(today, -270),
      dateOfBirth: addDays(today, -19 * 365),
    },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const { id, oneTimePassword } = registered.json<{ id: string; oneTimePassword: string }>();
  motherId = id;
  const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: { mobile_number: mobile, password: oneTimePassword } });
  motherHeaders = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
}, 120_000);
afterAll(async () => ctx.close());

describe('recording what the month counts', () => {
  test('her date of birth is kept from registration; an impossible one is a 400', async () => {
    const person = await inject({ url: `/api/v1/staff/people/${motherId}` });
    expect(person.json<{ person: { dateOfBirth: string } }>().person.dateOfBirth).toBe(addDays(today, -19 * 365));
    const wrong = await inject({
      method: 'POST',
      url: '/api/v1/staff/people/mother',
      payload: { first_name: 'A', last_name: 'B', mobile_number: '9841999999', address: 'x', lastMenstrualPeriod: addDays(today, -70), dateOfBirth: today },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ fieldErrors: Record<string, string> }>().fieldErrors.dateOfBirth).toBeDefined();
  });

  test('a first ANC contact, a Td 2+ dose and a complication are recorded; a Td dose on another item is a 400', async () => {
    const visit = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/visits`,
      payload: { visitDate: today, systolicPressure: 110, diastolicPressure: 70, firstAnc: true },
    });
    expect(visit.statusCode, visit.body).toBe(200);
    const td = await inject({ method: 'POST', url: `/api/v1/staff/people/${motherId}/items`, payload: { itemKey: 'td-2', givenOn: today, tdDose: 'td2plus' } });
    expect(td.statusCode, td.body).toBe(200);
    const notTd = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/items`,
      payload: { itemKey: 'albendazole', givenOn: today, tdDose: 'td1' },
    });
    expect(notTd.statusCode).toBe(400);
    const event = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/obstetric-events`,
      payload: { kind: 'complication', code: 'postpartumHaemorrhage', occurredOn: today },
    });
    expect(event.statusCode, event.body).toBe(200);
    complicationId = event.json<{ id: string }>().id;
    const unknown = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/obstetric-events`,
      payload: { kind: 'maternalDeath', code: 'postpartumHaemorrhage', occurredOn: today },
    });
    expect(unknown.statusCode).toBe(400);
    const future = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/obstetric-events`,
      payload: { kind: 'complication', code: 'eclampsia', occurredOn: addDays(today, 1) },
    });
    expect(future.statusCode).toBe(400);
    // another health post's staff cannot record for her
    const other = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/obstetric-events`,
      payload: { kind: 'complication', code: 'eclampsia', occurredOn: today },
      headers: tokha,
    });
    expect(other.statusCode).toBe(404);
  });

  test('a birth with its delivery attributes: twins, one a fresh stillbirth (no schedule for that baby)', async () => {
    const birth = {
      birthDate: today,
      birthTime: '00:00',
      place: 'facility',
      confirmed: true,
      facility: 'this',
      attendant: 'sba',
      mode: 'spontaneous',
      presentation: 'cephalic',
      babies: [
        { sex: 'female', birthWeight: 2400, asphyxia: true, outcome: 'live' },
        { sex: 'male', birthWeight: 2100, outcome: 'freshStillbirth' },
      ],
    };
    const atHome = await inject({ method: 'POST', url: `/api/v1/staff/people/${motherId}/birth`, payload: { ...birth, place: 'home' } });
    expect(atHome.statusCode).toBe(400);
    expect(atHome.json<{ fieldErrors: Record<string, string> }>().fieldErrors.facility).toBeDefined();
    const noneAlive = await inject({ method: 'POST', url: `/api/v1/staff/people/${motherId}/birth`, payload: { ...birth, babies: [birth.babies[1]] } });
    expect(noneAlive.statusCode).toBe(400);
    const res = await inject({ method: 'POST', url: `/api/v1/staff/people/${motherId}/birth`, payload: birth });
    expect(res.statusCode, res.body).toBe(200);
    const { babyIds } = res.json<{ babyIds: string[] }>();
    const rows = await ctx.database.db
      .select({ id: babies.id, status: babies.status })
      .from(babies)
      .where(eq(babies.pregnancyId, (await babyPregnancy(babyIds[0]!))!));
    expect(rows.find((b) => b.id === babyIds[1])?.status).toBe('died');
    expect(rows.find((b) => b.id === babyIds[0])?.status).toBe('alive');
    const pnc = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/items`,
      payload: { itemKey: 'pnc-1', babyId: babyIds[0], givenOn: today, givenTime: '00:30' },
    });
    expect(pnc.statusCode, pnc.body).toBe(200);
    const bcg = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/items`,
      payload: { itemKey: 'bcg-1', babyId: babyIds[0], givenOn: today },
    });
    expect(bcg.statusCode, bcg.body).toBe(200);
    const records = await inject({ url: `/api/v1/staff/people/${motherId}/records` });
    const recorded = records.json<{ pregnancy: { birth: { attendant: string; babies: { outcome: string | null }[] } } }>().pregnancy.birth;
    expect(recorded.attendant).toBe('sba');
    expect(recorded.babies.map((b) => b.outcome)).toEqual(['live', 'freshStillbirth']);
  });
});

async function babyPregnancy(babyId: string) {
  const [row] = await ctx.database.db.select({ p: babies.pregnancyId }).from(babies).where(eq(babies.id, babyId));
  return row?.p;
}

describe('the sheet of the month', () => {
  test("the post's month counts every record in its cell; sections with nothing done are blank", async () => {
    const { body, value } = await sheet();
    expect(body.healthPost?.name).toBe('Dhapasi Urban Health Centre');
    expect(value('anc.firstAnyTime.lt20')).toBe(1);
    expect(value('anc.firstAnyTime.ge20')).toBe(0);
    expect(value('anc.onProtocol.lt20')).toBe(1);
    expect(value('td.td2plus')).toBe(1);
    expect(value('td.td1')).toBe(0);
    expect(value('delivery.sba.facility')).toBe(1);
    expect(value('deliveryType.spontaneous.cephalic')).toBe(1);
    expect(value('outcome.mothers.twin')).toBe(1);
    expect(value('outcome.liveBirths.twin.female')).toBe(1);
    expect(value('outcome.liveBirths.twin.male')).toBe(0);
    expect(value('stillbirth.fresh')).toBe(1);
    expect(value('birthWeight.low.asphyxia')).toBe(1);
    expect(value('pnc.within24h')).toBe(1);
    expect(value('immunization.bcg')).toBe(1);
    expect(value('immunization.penta1')).toBe(0);
    expect(value('complication.postpartumHaemorrhage')).toBe(1);
    expect(value('maternalDeath.postpartum')).toBeNull();
  });

  test('the CSV has the same cells: a zero is 0, a blank is empty', async () => {
    const res = await inject({ url: `${sheetUrl()}/csv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('period,health_post_id,hmis_code,cell,section,element_en,option_en,element_ne,option_ne,local,value');
    const valueOf = (cell: string) =>
      lines
        .find((l) => l.split(',')[3] === cell)
        ?.split(',')
        .at(-1);
    expect(valueOf('td.td2plus')).toBe('1');
    expect(valueOf('td.td1')).toBe('0');
    expect(valueOf('maternalDeath.postpartum')).toBe('');
  });

  test('the DHIS2 export: each mapped cell in its data set with its own combo, what the mapping lacks named', async () => {
    const res = await inject({ url: `${sheetUrl()}/dhis2` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      mappingVersion: string;
      payloads: { dataSet: string; period: string; orgUnit: string; dataValues: unknown[] }[];
      unmapped: string[];
    }>();
    expect(body.mappingVersion).toBe('test-7');
    const bySet = Object.fromEntries(body.payloads.map((p) => [p.dataSet, p]));
    expect(bySet.padSuQDK1pQ?.dataValues).toEqual([{ dataElement: 'Tdplus00001', categoryOptionCombo: 'Combo000001', value: '1' }]);
    expect(bySet.nPhlpWb5Ekl?.dataValues).toEqual([{ dataElement: 'LiveBirth01', categoryOptionCombo: 'TwinFemale1', value: '1' }]);
    expect(bySet.nPhlpWb5Ekl?.period).toBe(period);
    expect(bySet.nPhlpWb5Ekl?.orgUnit).toBe(`OrgUnit000${dhapasiId}`);
    expect(body.unmapped).toContain('anc.firstAnyTime.lt20');
    expect((await inject({ url: `${sheetUrl()}/dhis2`, headers: tokha })).statusCode).toBe(404);
  });

  test("the palika's month is the sum of its posts, with each post's column", async () => {
    const { body, value } = await sheet(`/api/v1/staff/hmis/palikas/${palikaId}/months/${period}`, admin);
    const dhapasiColumn = body.posts?.find((p) => p.id === dhapasiId);
    const index = body.cells.findIndex((c) => c.id === 'td.td2plus');
    expect(dhapasiColumn?.values[index]).toBe(1);
    expect(value('td.td2plus')).toBe(body.posts?.reduce((sum, p) => sum + (p.values[index] ?? 0), 0));
  });

  test('a correction changes the month: the voided complication leaves its section blank', async () => {
    const voided = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/obstetric-events/${complicationId}/void`,
      payload: { reason: 'entered for the wrong mother' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const { value } = await sheet();
    expect(value('complication.postpartumHaemorrhage')).toBeNull();
    const again = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${motherId}/obstetric-events/${complicationId}/void`,
      payload: { reason: 'twice' },
    });
    expect(again.statusCode).toBe(409);
  });

  test('a row counts where it was given: the nurse and the mother moving to another post later move none of the month', async () => {
    const [jhor] = await ctx.database.db.select().from(healthPosts).where(eq(healthPosts.name, 'Jhor Mahankal Health Post'));
    const jhorUrl = sheetUrl(jhor!.id);
    const before = { dhapasi: (await sheet(sheetUrl(), admin)).body.cells, jhor: (await sheet(jhorUrl, admin)).body.cells };
    expect(before.dhapasi.find((c) => c.id === 'anc.firstAnyTime.lt20')?.value).toBe(1);
    const move = async (post: number) => {
      await ctx.database.db.update(staffUsers).set({ healthPostId: post }).where(eq(staffUsers.mobileNumber, '9800000012'));
      await ctx.database.db.update(providers).set({ healthPostId: post }).where(eq(providers.id, motherId));
    };
    await move(jhor!.id);
    try {
      expect((await sheet(sheetUrl(), admin)).body.cells).toEqual(before.dhapasi);
      expect((await sheet(jhorUrl, admin)).body.cells).toEqual(before.jhor);
      // what she is given at her new post counts there
      const given = await inject({
        method: 'POST',
        url: `/api/v1/staff/people/${motherId}/items`,
        payload: { itemKey: 'td-2', givenOn: today, tdDose: 'td2plus' },
      });
      expect(given.statusCode, given.body).toBeLessThan(300);
      expect((await sheet(jhorUrl, admin)).value('td.td2plus')).toBe(((before.jhor.find((c) => c.id === 'td.td2plus')?.value as number | null) ?? 0) + 1);
      expect((await sheet(sheetUrl(), admin)).value('td.td2plus')).toBe(before.dhapasi.find((c) => c.id === 'td.td2plus')?.value);
    } finally {
      await move(dhapasiId);
    }
  });
});

describe('who may read the sheet', () => {
  test("the post's staff and the palika admin may; another post's staff is refused (and audited); a mother never", async () => {
    expect((await inject({ url: sheetUrl(), headers: admin })).statusCode).toBe(200);
    const other = await inject({ url: sheetUrl(), headers: tokha });
    expect(other.statusCode).toBe(404);
    expect((await inject({ url: `${sheetUrl()}/csv`, headers: tokha })).statusCode).toBe(404);
    expect((await inject({ url: `/api/v1/staff/hmis/palikas/${palikaId}/months/${period}`, headers: tokha })).statusCode).toBe(404);
    const refused = await ctx.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refused'), eq(auditLog.entity, 'hmis_month')));
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect((await inject({ url: sheetUrl(), headers: motherHeaders })).statusCode).toBe(401);
    expect((await inject({ url: `${sheetUrl()}/csv`, headers: {} })).statusCode).toBe(401);
  });

  test('a malformed period or post is a 400 with a clear message', async () => {
    const res = await inject({ url: `/api/v1/staff/hmis/posts/${dhapasiId}/months/208213` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors.period).toBeDefined();
    expect((await inject({ url: `/api/v1/staff/hmis/posts/abc/months/${period}` })).statusCode).toBe(400);
  });
});

describe("the health post's in-charge", () => {
  test('the palika admin names the in-charge (audited); staff cannot; only health post staff can be one', async () => {
    const meBefore = await inject({ url: '/api/v1/staff/me' });
    const staffId = meBefore.json<{ staff: { id: string; inCharge: boolean } }>().staff.id;
    expect(meBefore.json<{ staff: { inCharge: boolean } }>().staff.inCharge).toBe(false);
    const byNurse = await inject({ method: 'PUT', url: `/api/v1/staff/staff-users/${staffId}/in-charge`, payload: { inCharge: true }, headers: tokha });
    expect(byNurse.statusCode).toBe(403);
    const named = await inject({ method: 'PUT', url: `/api/v1/staff/staff-users/${staffId}/in-charge`, payload: { inCharge: true }, headers: admin });
    expect(named.statusCode, named.body).toBe(200);
    expect((await inject({ url: '/api/v1/staff/me' })).json<{ staff: { inCharge: boolean } }>().staff.inCharge).toBe(true);
    const audited = await ctx.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff_user'), eq(auditLog.entityId, staffId), eq(auditLog.action, 'update')));
    expect(audited.at(-1)?.details).toEqual({ inCharge: true, old: false });
    const adminId = (await inject({ url: '/api/v1/staff/me', headers: admin })).json<{ staff: { id: string } }>().staff.id;
    expect(
      (await inject({ method: 'PUT', url: `/api/v1/staff/staff-users/${adminId}/in-charge`, payload: { inCharge: true }, headers: admin })).statusCode,
    ).toBe(400);
    expect(
      (await inject({ method: 'PUT', url: `/api/v1/staff/staff-users/${staffId}/in-charge`, payload: { inCharge: 'yes' }, headers: admin })).statusCode,
    ).toBe(400);
  });
});
