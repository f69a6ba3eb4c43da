import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { HMIS_INDICATORS } from '@mamata/core/hmis/indicators';
import { periodOf } from '@mamata/core/hmis/period';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { fakeDhis2, knownFromMapping } from '../../../test/fake-dhis2.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { auditLog, dhis2Connections, healthPosts, hmisSubmissions, staffUsers } from '../../db/schema/index.ts';

// The HMIS month sent to DHIS2 and the palika's indicators (docs/decisions/029-hmis-push.md), against a local fake
// DHIS2 speaking the Web API (test/fake-dhis2.ts) with the synthetic mapping both know. Dhapasi Urban Health Centre
// has no demo records, so its month holds exactly what this file records.

const mappingFile = fileURLToPath(new URL('../../../test/fixtures/dhis2-mapping.synthetic.json', import.meta.url));
const mapping = JSON.parse(readFileSync(mappingFile, 'utf8')) as Parameters<typeof knownFromMapping>[0] & {
  cells: Record<string, { dataSet: string; dataElement: string; categoryOptionCombo: string }>;
};
const TOKEN = `d2pat_${'a1B2c3D4e5'.repeat(4)}00`;

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let dhis2: Awaited<ReturnType<typeof fakeDhis2>>;
let dhapasi: Record<string, string>;
let tokha: Record<string, string>;
let jhor: Record<string, string>;
let admin: Record<string, string>;
let sysadmin: Record<string, string>;
let motherHeaders: Record<string, string>;
let dhapasiId: number;
let palikaId: string;
let motherId: string;
const today = nepalToday();
const period = periodOf(today);
const mobile = String(9_842_000_000 + (process.pid % 1000) * 10);

const inject = (opts: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; headers?: Record<string, string> }) =>
  ctx.app.inject({ method: opts.method ?? 'GET', url: opts.url, payload: opts.payload, headers: opts.headers ?? dhapasi });
const monthUrl = (post = dhapasiId) => `/api/v1/staff/hmis/posts/${post}/months/${period}`;
type PushResult = {
  step: string;
  payloadHash: string;
  dataSets: {
    dataSet: string;
    values: number;
    summary: { status: string; imported: number; updated: number; ignored: number; conflicts: { object: string }[] };
  }[];
  completed: string[];
  state: { status: string; lastSent: { by: string } | null };
};

beforeAll(async () => {
  ctx = await buildTestApp({ HMIS_DHIS2_MAPPING: mappingFile });
  dhis2 = await fakeDhis2({ token: TOKEN, known: knownFromMapping(mapping) });
  dhapasi = await staffHeaders(ctx.app, '9800000012');
  tokha = await staffHeaders(ctx.app, '9800000010');
  jhor = await staffHeaders(ctx.app, '9800000011');
  admin = await staffHeaders(ctx.app, '9800000020');
  sysadmin = await staffHeaders(ctx.app, '9800000030');
  const [post] = await ctx.database.db.select().from(healthPosts).where(eq(healthPosts.name, 'Dhapasi Urban Health Centre'));
  dhapasiId = post!.id;
  palikaId = post!.palikaId;
  const registered = await inject({
    method: 'POST',
    url: '/api/v1/staff/people/mother',
    payload: {
      first_name: 'Sita',
      last_name: 'Tamang',
      mobile_number: mobile,
      address: 'Tokha-7',
      lastMenstrualPeriod: addDays(today, -70),
      dateOfBirth: addDays(today, -25 * 365),
    },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  motherId = registered.json<{ id: string }>().id;
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/provider/login',
    payload: { mobile_number: mobile, password: registered.json<{ oneTimePassword: string }>().oneTimePassword },
  });
  motherHeaders = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const visit = await inject({
    method: 'POST',
    url: `/api/v1/staff/people/${motherId}/visits`,
    payload: { visitDate: today, systolicPressure: 110, diastolicPressure: 70, firstAnc: true },
  });
  expect(visit.statusCode, visit.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await dhis2.close();
});

describe("the palika's DHIS2", () => {
  test('the palika admin sets the address and a token; reads never give the token back', async () => {
    const notSet = await inject({ method: 'POST', url: `${monthUrl()}/dhis2/dry-run`, headers: admin });
    expect(notSet.statusCode).toBe(409);
    expect(notSet.json<{ message: string }>().message).toMatch(/not set up/);
    const noToken = await inject({ method: 'PUT', url: `/api/v1/staff/hmis/palikas/${palikaId}/dhis2`, payload: { baseUrl: dhis2.url }, headers: admin });
    expect(noToken.statusCode).toBe(400);
    const password = await inject({
      method: 'PUT',
      url: `/api/v1/staff/hmis/palikas/${palikaId}/dhis2`,
      payload: { baseUrl: dhis2.url, token: 'district' },
      headers: admin,
    });
    expect(password.statusCode).toBe(400);
    expect(password.json<{ fieldErrors: Record<string, string> }>().fieldErrors.token).toMatch(/personal access token/);
    const notUrl = await inject({
      method: 'PUT',
      url: `/api/v1/staff/hmis/palikas/${palikaId}/dhis2`,
      payload: { baseUrl: 'ftp://x', token: TOKEN },
      headers: admin,
    });
    expect(notUrl.statusCode).toBe(400);
    // the post's staff, even its in-charge, do not set it (403: the route is the administrators')
    const byStaff = await inject({
      method: 'PUT',
      url: `/api/v1/staff/hmis/palikas/${palikaId}/dhis2`,
      payload: { baseUrl: dhis2.url, token: TOKEN },
      headers: tokha,
    });
    expect(byStaff.statusCode).toBe(403);
    const ok = await inject({
      method: 'PUT',
      url: `/api/v1/staff/hmis/palikas/${palikaId}/dhis2`,
      payload: { baseUrl: `${dhis2.url}/`, token: TOKEN },
      headers: admin,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const read = await inject({ url: `/api/v1/staff/hmis/palikas/${palikaId}/dhis2`, headers: admin });
    expect(read.json()).toMatchObject({ baseUrl: dhis2.url, tokenSet: true, tokenEnd: TOKEN.slice(-4) });
    expect(read.body).not.toContain(TOKEN);
    // the address alone can change, keeping the token
    const again = await inject({ method: 'PUT', url: `/api/v1/staff/hmis/palikas/${palikaId}/dhis2`, payload: { baseUrl: dhis2.url }, headers: sysadmin });
    expect(again.statusCode, again.body).toBe(200);
    // stored sealed: no column holds the token, not even in part beyond the hint's four characters
    const [row] = await ctx.database.db.select().from(dhis2Connections).where(eq(dhis2Connections.palikaId, palikaId));
    expect(JSON.stringify(row)).not.toContain(TOKEN);
    expect(JSON.stringify(row)).not.toContain(TOKEN.slice(6, 30));
    expect(row?.tokenSealed).toMatch(/^v1:dev:[\w-]+:[\w-]+:[\w-]+$/);
    expect(row?.tokenEnd).toBe(TOKEN.slice(-4));
    const raw = await ctx.database.db.execute(sql`select t::text as t from dhis2_connections t`);
    expect(JSON.stringify(raw)).not.toContain(TOKEN);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'dhis2_connection'));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(audits)).not.toContain(TOKEN);
  });
});

describe("sending the month (the palika's DHIS2 is set)", () => {
  test('who may send: not a staff member who is not the in-charge (403), not another post (404), never a mother (401)', async () => {
    for (const step of ['dry-run', 'send']) {
      const payload = step === 'send' ? { payloadHash: '0'.repeat(64) } : undefined;
      const notInCharge = await inject({ method: 'POST', url: `${monthUrl()}/dhis2/${step}`, payload });
      expect(notInCharge.statusCode, notInCharge.body).toBe(403);
      expect(notInCharge.json<{ message: string }>().message).toMatch(/in-charge/);
      // Tokha's in-charge is not Dhapasi's
      expect((await inject({ method: 'POST', url: `${monthUrl()}/dhis2/${step}`, payload, headers: tokha })).statusCode).toBe(404);
      expect((await inject({ method: 'POST', url: `${monthUrl()}/dhis2/${step}`, payload, headers: motherHeaders })).statusCode).toBe(401);
    }
    // the status: other post's staff 404, a mother 401, the post's staff read it and cannot send
    expect((await inject({ url: `${monthUrl()}/dhis2/status`, headers: jhor })).statusCode).toBe(404);
    expect((await inject({ url: `${monthUrl()}/dhis2/status`, headers: motherHeaders })).statusCode).toBe(401);
    const own = await inject({ url: `${monthUrl()}/dhis2/status` });
    expect(own.json()).toMatchObject({ status: 'notSent', canSend: false, configured: true, sendable: true });
    // the palika's status and indicators are the palika admin's
    expect((await inject({ url: `/api/v1/staff/hmis/palikas/${palikaId}/months/${period}/status` })).statusCode).toBe(403);
    expect((await inject({ url: `/api/v1/staff/hmis/palikas/${palikaId}/indicators?to=${period}`, headers: motherHeaders })).statusCode).toBe(401);
    expect(dhis2.requests).toHaveLength(0);
    const refused = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'hmis_submission'));
    expect(refused.length).toBeGreaterThanOrEqual(2);
  });

  test('the in-charge runs a dry run (nothing stored in DHIS2), sends, the month is complete and marked sent', async () => {
    const [me] = await ctx.database.db.select().from(staffUsers).where(eq(staffUsers.mobileNumber, '9800000012'));
    const named = await inject({ method: 'PUT', url: `/api/v1/staff/staff-users/${me!.id}/in-charge`, payload: { inCharge: true }, headers: admin });
    expect(named.statusCode, named.body).toBe(200);

    const dry = await inject({ method: 'POST', url: `${monthUrl()}/dhis2/dry-run` });
    expect(dry.statusCode, dry.body).toBe(200);
    const d = dry.json<PushResult>();
    expect(d.step).toBe('dryRun');
    // her first ANC (25 years old): the ANC section's sent cells, all in the safe motherhood data set
    const anc = d.dataSets.find((s) => s.dataSet === 'nPhlpWb5Ekl');
    expect(anc?.summary).toMatchObject({ status: 'SUCCESS', ignored: 0, conflicts: [] });
    expect(anc?.summary.imported).toBe(anc?.values);
    expect(dhis2.values.size).toBe(0);
    expect(dhis2.requests.every((r) => r.dryRun === true && r.importStrategy === 'CREATE_AND_UPDATE')).toBe(true);
    expect(d.state.status).toBe('notSent');

    // the hash of what the dry run showed is what is sent; another is refused
    const stale = await inject({ method: 'POST', url: `${monthUrl()}/dhis2/send`, payload: { payloadHash: 'f'.repeat(64) } });
    expect(stale.statusCode).toBe(409);
    expect(dhis2.values.size).toBe(0);
    const sent = await inject({ method: 'POST', url: `${monthUrl()}/dhis2/send`, payload: { payloadHash: d.payloadHash } });
    expect(sent.statusCode, sent.body).toBe(200);
    const s = sent.json<PushResult>();
    expect(s.state.status).toBe('sent');
    expect(s.completed).toEqual(d.dataSets.map((x) => x.dataSet));
    const firstAnc = mapping.cells['anc.firstAnyTime.ge20']!;
    expect(dhis2.values.get(`OuDhapasi01|${period}|${firstAnc.dataElement}|${firstAnc.categoryOptionCombo}`)).toBe('1');
    expect(dhis2.completed.has(`nPhlpWb5Ekl|${period}|OuDhapasi01`)).toBe(true);
    const stored = dhis2.values.size;

    // the sending and its audit row: who, the hash, the summary
    const rows = await ctx.database.db.select().from(hmisSubmissions).where(eq(hmisSubmissions.healthPostId, dhapasiId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ period, payloadHash: d.payloadHash, mappingVersion: 'synthetic-1', sentBy: me!.id });
    const sends = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'send'));
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ staffId: me!.id, entityId: `post:${dhapasiId}:${period}` });
    expect(sends[0]!.details).toMatchObject({ submissionId: rows[0]!.id, payloadHash: d.payloadHash });
    expect((await inject({ url: `${monthUrl()}/dhis2/status` })).json()).toMatchObject({ status: 'sent', canSend: true });

    // a correction after the push: the month changed since sent; the resend replaces, nothing doubles
    const td = await inject({ method: 'POST', url: `/api/v1/staff/people/${motherId}/items`, payload: { itemKey: 'td-1', givenOn: today } });
    expect(td.statusCode, td.body).toBe(200);
    const palikaStatus = await inject({ url: `/api/v1/staff/hmis/palikas/${palikaId}/months/${period}/status`, headers: admin });
    expect(palikaStatus.statusCode, palikaStatus.body).toBe(200);
    const posts = palikaStatus.json<{ posts: { id: number; status: string }[] }>().posts;
    expect(posts.find((p) => p.id === dhapasiId)?.status).toBe('changed');
    expect(posts.filter((p) => p.id !== dhapasiId).every((p) => p.status === 'notSent')).toBe(true);

    // the palika admin sends this time (for the post)
    const dry2 = (await inject({ method: 'POST', url: `${monthUrl()}/dhis2/dry-run`, headers: admin })).json<PushResult>();
    expect(dry2.payloadHash).not.toBe(d.payloadHash);
    const anc2 = dry2.dataSets.find((x) => x.dataSet === 'nPhlpWb5Ekl');
    expect(anc2?.summary).toMatchObject({ imported: 0, updated: anc?.values });
    const resent = await inject({ method: 'POST', url: `${monthUrl()}/dhis2/send`, payload: { payloadHash: dry2.payloadHash }, headers: admin });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<PushResult>().state.status).toBe('sent');
    const tdCell = mapping.cells['td.td1']!;
    expect(dhis2.values.get(`OuDhapasi01|${period}|${tdCell.dataElement}|${tdCell.categoryOptionCombo}`)).toBe('1');
    expect(dhis2.values.get(`OuDhapasi01|${period}|${firstAnc.dataElement}|${firstAnc.categoryOptionCombo}`)).toBe('1');
    // the Td data set's cells are new; the ANC ones were replaced, not added
    expect(dhis2.values.size).toBe(stored + dry2.dataSets.find((x) => x.dataSet === 'padSuQDK1pQ')!.values);
    expect(await ctx.database.db.select().from(hmisSubmissions).where(eq(hmisSubmissions.healthPostId, dhapasiId))).toHaveLength(2);
  });

  test("DHIS2's conflicts are shown; a refused token or a broken answer is a 502 and nothing is recorded", async () => {
    const firstAnc = mapping.cells['anc.firstAnyTime.ge20']!;
    dhis2.forget(firstAnc.dataElement);
    const dry = (await inject({ method: 'POST', url: `${monthUrl()}/dhis2/dry-run` })).json<PushResult>();
    const anc = dry.dataSets.find((x) => x.dataSet === 'nPhlpWb5Ekl')!;
    expect(anc.summary.status).toBe('WARNING');
    expect(anc.summary.ignored).toBe(1);
    expect(anc.summary.conflicts).toEqual([{ object: firstAnc.dataElement, value: 'Data element not found or not accessible' }]);

    // a token DHIS2 no longer takes, a broken answer: 502 with the reason, nothing recorded
    dhis2.failNext.push(401);
    const refused = await inject({ method: 'POST', url: `${monthUrl()}/dhis2/dry-run` });
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ message: string }>().message).toMatch(/refused the palika's token/);
    dhis2.failNext.push(500);
    const broken = await inject({ method: 'POST', url: `${monthUrl()}/dhis2/dry-run` });
    expect(broken.statusCode).toBe(502);
    expect(broken.json<{ message: string }>().message).toMatch(/status 500/);
    expect(await ctx.database.db.select().from(hmisSubmissions).where(eq(hmisSubmissions.healthPostId, dhapasiId))).toHaveLength(2);
  });
});

describe("the token's key (docs/decisions/033-dhis2-token-at-rest.md)", () => {
  const otherKey = `k2027:${Buffer.alloc(32, 7).toString('base64')}`;
  test('a server with another key cannot open the stored token: 503 with the reason, never the cipher error', async () => {
    const other = await buildTestApp({ HMIS_DHIS2_MAPPING: mappingFile, HMIS_TOKEN_KEY: otherKey }, { database: ctx.database });
    try {
      const sent = dhis2.requests.length;
      for (const step of ['dry-run', 'send']) {
        const res = await other.app.inject({
          method: 'POST',
          url: `${monthUrl()}/dhis2/${step}`,
          headers: dhapasi,
          payload: step === 'send' ? { payloadHash: '0'.repeat(64) } : undefined,
        });
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' });
        expect(res.json<{ message: string }>().message).toMatch(/cannot be opened with the server's key/);
      }
      expect(dhis2.requests.length).toBe(sent);
    } finally {
      await other.app.close();
    }
  });

  test('a replaced key still opens the token (HMIS_TOKEN_KEYS_OLD), which is sealed again with the new key at its use', async () => {
    const newKey = `k2027:${Buffer.alloc(32, 9).toString('base64')}`;
    const devKey = `dev:${Buffer.alloc(32, 'mamata-development-only-token-key').toString('base64')}`;
    const rotated = await buildTestApp({ HMIS_DHIS2_MAPPING: mappingFile, HMIS_TOKEN_KEY: newKey, HMIS_TOKEN_KEYS_OLD: devKey }, { database: ctx.database });
    try {
      const dry = await rotated.app.inject({ method: 'POST', url: `${monthUrl()}/dhis2/dry-run`, headers: dhapasi });
      expect(dry.statusCode, dry.body).toBe(200);
      const [row] = await ctx.database.db.select().from(dhis2Connections).where(eq(dhis2Connections.palikaId, palikaId));
      expect(row?.tokenSealed).toMatch(/^v1:k2027:/);
      expect(JSON.stringify(row)).not.toContain(TOKEN);
      const read = await rotated.app.inject({ url: `/api/v1/staff/hmis/palikas/${palikaId}/dhis2`, headers: admin });
      expect(read.json()).toMatchObject({ tokenSet: true, tokenEnd: TOKEN.slice(-4) });
    } finally {
      await rotated.app.close();
    }
    // the development key alone no longer opens it: the token sealed with k2027 needs that key
    const dev = await inject({ method: 'POST', url: `${monthUrl()}/dhis2/dry-run` });
    expect(dev.statusCode, dev.body).toBe(503);
  });
});

describe("the palika's indicators", () => {
  test('every figure equals the sum of its cells on the sheet, per post and for the palika; twelve BS months', async () => {
    const res = await inject({ url: `/api/v1/staff/hmis/palikas/${palikaId}/indicators?to=${period}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      periods: string[];
      palikaMonths: { period: string; values: Record<string, number | null>; pentaDropout: number | null }[];
      posts: { id: number; months: { period: string; values: Record<string, number | null> }[] }[];
      noDose: { id: string }[];
    }>();
    expect(body.periods).toHaveLength(12);
    expect(body.periods.at(-1)).toBe(period);
    const sheetOf = async (url: string) => {
      const r = await inject({ url, headers: admin });
      expect(r.statusCode, r.body).toBe(200);
      return new Map(r.json<{ cells: { id: string; value: number | null }[] }>().cells.map((c) => [c.id, c.value]));
    };
    const sum = (cells: Map<string, number | null>, ids: readonly string[]) => {
      const numbers = ids.map((id) => cells.get(id)).filter((v): v is number => typeof v === 'number');
      return numbers.length === 0 ? null : numbers.reduce((a, b) => a + b, 0);
    };
    // this month and the one before, every post and the palika
    for (const p of body.periods.slice(-2)) {
      const palikaCells = await sheetOf(`/api/v1/staff/hmis/palikas/${palikaId}/months/${p}`);
      const palikaMonth = body.palikaMonths.find((m) => m.period === p)!;
      for (const ind of HMIS_INDICATORS) expect(palikaMonth.values[ind.id], `${p} ${ind.id}`).toBe(sum(palikaCells, ind.cells));
      for (const post of body.posts) {
        const cells = await sheetOf(`/api/v1/staff/hmis/posts/${post.id}/months/${p}`);
        const month = post.months.find((m) => m.period === p)!;
        for (const ind of HMIS_INDICATORS) expect(month.values[ind.id], `${post.id} ${p} ${ind.id}`).toBe(sum(cells, ind.cells));
      }
    }
    const dhapasiMonth = body.posts.find((p) => p.id === dhapasiId)!.months.at(-1)!;
    expect(dhapasiMonth.values.firstAnc).toBe(1);
  });

  test('a child past Penta 1 with none recorded is on the outreach list until the dose is recorded', async () => {
    const baby = await inject({
      method: 'POST',
      url: '/api/v1/staff/people/baby',
      payload: {
        first_name: 'Nabin',
        last_name: 'Rai',
        mobile_number: String(Number(mobile) + 1),
        address: 'Tokha-7',
        birthDate: addDays(today, -60),
        sex: 'male',
        birthWeight: 3000,
      },
    });
    expect(baby.statusCode, baby.body).toBe(200);
    const read = async () =>
      (await inject({ url: `/api/v1/staff/hmis/palikas/${palikaId}/indicators?to=${period}`, headers: admin })).json<{
        noDose: { motherName: string; healthPostId: number; ageDays: number }[];
        posts: { id: number; months: { values: Record<string, number | null> }[] }[];
      }>();
    const list = async () => (await read()).noDose;
    const penta1 = async () => (await read()).posts.find((p) => p.id === dhapasiId)!.months.at(-1)!.values.penta1 ?? 0;
    // read once: the post's months are kept until a record of the post changes them
    const before = await penta1();
    expect((await list()).find((c) => c.motherName === 'Nabin Rai')).toMatchObject({ healthPostId: dhapasiId, ageDays: 60 });
    const records = (await inject({ url: `/api/v1/staff/people/${baby.json<{ id: string }>().id}/records` })).json<{ babies: { id: string }[] }>();
    const given = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${baby.json<{ id: string }>().id}/items`,
      payload: { itemKey: 'penta-1', babyId: records.babies[0]!.id, givenOn: today },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect((await list()).find((c) => c.motherName === 'Nabin Rai')).toBeUndefined();
    // the dose is counted at once: the post's counter moved, its kept months are not used
    expect(await penta1()).toBe(before + 1);
    const [sheet] = await Promise.all([inject({ url: monthUrl(), headers: admin })]);
    expect(sheet.json<{ cells: { id: string; value: number | null }[] }>().cells.find((c) => c.id === 'immunization.penta1')?.value).toBe(before + 1);
  });
});
