import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, daysBetween, nepalToday } from '@mamata/core/calendar/nepal-time';
import { BABY_PERIODS, MOTHER_PERIODS } from '@mamata/core/reference/schedule-templates';
import { BABY_CHART_MONTHS, GESTATION_CHART_WEEKS } from '@mamata/core/domain/normal-values';
import type { BabyTableResponse, MotherTableResponse, PatientReportDetails, ScheduleItem } from '@mamata/core/schemas/health';
import { REMINDER_LEAD_DAYS } from '@mamata/core/schemas/health';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { antenatalVisits, babies, itemRecords, pregnancies, providers, staffUsers } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let mother: Record<string, string>; // demo mother, ~28 weeks
let baby: Record<string, string>; // demo baby, ~122 days, male
let staff: Record<string, string>; // Tokha health post
let newcomer: { id: string; headers: Record<string, string> }; // a mother registered by the tests, no measurements yet
let pending: Record<string, string>; // a mother still on her one-time password

const today = nepalToday();
const ENDPOINTS = ['mother-table', 'mother-alert', 'baby-table', 'baby-alert', 'provider-report'] as const;
const get = (path: string, headers: Record<string, string> = {}) => ctx.app.inject({ url: `/api/v1/provider/${path}`, headers });

async function json<T>(path: string, headers: Record<string, string>): Promise<T> {
  const res = await get(path, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
const report = async (headers: Record<string, string>) =>
  (await json<{ patientReportDetails: PatientReportDetails }>('provider-report', headers)).patientReportDetails;

/** Registers a mother at Tokha, replaces her one-time password and returns her session. */
async function registerMother(mobile: string, lmpDaysAgo: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/people/mother',
    headers: staff,
    payload: {
      first_name: 'Maya',
      last_name: 'Gurung',
      mobile_number: mobile,
      address: 'Tokha-2',
      lastMenstrualPeriod: addDays(today, -lmpDaysAgo),
      height: 62,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id, oneTimePassword } = res.json<{ id: string; oneTimePassword: string }>();
  const first = await loginAs(ctx.app, mobile, oneTimePassword);
  const change = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/provider/change-password',
    headers: first.headers,
    payload: { oldPassword: oneTimePassword, newPassword: 'her-own-secret-1' },
  });
  expect(change.statusCode, change.body).toBe(200);
  return { id, oneTimePassword, headers: (await loginAs(ctx.app, mobile, 'her-own-secret-1')).headers };
}

beforeAll(async () => {
  ctx = await buildTestApp();
  mother = (await loginAs(ctx.app, '9800000001')).headers;
  baby = (await loginAs(ctx.app, '9800000002')).headers;
  const s = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: '9800000010', password: 'Mamata@2025' } });
  staff = { authorization: `Bearer ${s.json().token}` };
  newcomer = await registerMother('9811000101', 84);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/people/mother',
    headers: staff,
    payload: { first_name: 'Rita', last_name: 'Shrestha', mobile_number: '9811000102', address: 'Tokha-1', lastMenstrualPeriod: addDays(today, -100) },
  });
  pending = (await loginAs(ctx.app, '9811000102', res.json().oneTimePassword)).headers;
});
afterAll(async () => ctx.close());

describe('access', () => {
  test.each(ENDPOINTS)('GET provider/%s without a token is a 401', async (path) => {
    const res = await get(path);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  test.each(ENDPOINTS)('GET provider/%s with a staff token is a 401', async (path) => {
    const res = await get(path, staff);
    expect(res.statusCode).toBe(401);
  });

  test.each(ENDPOINTS)('GET provider/%s with a one-time password is a 403 until she chooses her own', async (path) => {
    const res = await get(path, pending);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('GET provider/mother-table', () => {
  test('the demo mother gets every antenatal period of her pregnancy, with what was given', async () => {
    const { motherTables } = await json<MotherTableResponse>('mother-table', mother);
    expect(motherTables.map((p) => p._id)).toEqual(MOTHER_PERIODS.map((p) => p.key));
    const lmp = addDays(today, -196);
    expect(motherTables[0]).toMatchObject({ fromDays: '0', week: 1, dateFrom: lmp, image: MOTHER_PERIODS[0]?.image });
    const contact3 = motherTables.find((p) => p._id === 'contact-3');
    expect(contact3).toMatchObject({ fromDays: String(20 * 7), week: 20, dateFrom: addDays(lmp, 140), dateTo: addDays(lmp, 174) });
    const items = motherTables.flatMap((p) => p.vaccines);
    // the seed gave every item due up to today: the antenatal contacts on the days of her visits, the rest on the due day
    const given = items.filter((i) => i.status === 'given');
    expect(given.length).toBeGreaterThan(3);
    for (const i of given.filter((g) => !g._id.startsWith('anc-contact-'))) expect(i.givenOn).toBe(i.dueDate);
    expect(items.find((i) => i._id === 'td-1')).toMatchObject({ type: 'vaccine', required_status: 'required', name: expect.stringMatching(/Td/) });
    // the visit at 36 weeks is still ahead
    expect(motherTables.find((p) => p._id === 'contact-7')?.vaccines[0]).toMatchObject({ status: 'upcoming', givenOn: null });
  });

  test("her schedule has the national eHMIS's 8 antenatal contacts, each at its window's start; at 28 weeks contacts 1-4 are given", async () => {
    const { motherTables } = await json<MotherTableResponse>('mother-table', mother);
    const lmp = addDays(today, -196);
    const contacts = motherTables.flatMap((p) => p.vaccines).filter((i) => i._id.startsWith('anc-contact-'));
    expect(contacts.map((i) => i.name)).toEqual([
      'Antenatal contact 1 (up to 12 weeks)',
      'Antenatal contact 2 (13-16 weeks)',
      'Antenatal contact 3 (20-24 weeks)',
      'Antenatal contact 4 (28 weeks)',
      'Antenatal contact 5 (32 weeks)',
      'Antenatal contact 6 (34 weeks)',
      'Antenatal contact 7 (36 weeks)',
      'Antenatal contact 8 (38-40 weeks)',
    ]);
    expect(contacts.map((i) => i.dueDate)).toEqual([0, 13, 20, 28, 32, 34, 36, 38].map((w) => addDays(lmp, w * 7)));
    expect(contacts.map((i) => [i.status, i.givenOn])).toEqual([
      ['given', addDays(lmp, 10 * 7)],
      ['given', addDays(lmp, 14 * 7)],
      ['given', addDays(lmp, 22 * 7)],
      ['given', today],
      ['upcoming', null],
      ['upcoming', null],
      ['upcoming', null],
      ['upcoming', null],
    ]);
    const ne = (await json<MotherTableResponse>('mother-table', { ...mother, 'accept-language': 'ne' })).motherTables;
    expect(ne.flatMap((p) => p.vaccines).find((i) => i._id === 'anc-contact-1')?.name).toBe('पहिलो गर्भ जाँच (१२ हप्तासम्म)');
  });

  test('texts come in Nepali when asked', async () => {
    const en = await json<MotherTableResponse>('mother-table', mother);
    const ne = await json<MotherTableResponse>('mother-table', { ...mother, 'accept-language': 'ne' });
    const [enItem, neItem] = [en.motherTables[1]?.vaccines[0], ne.motherTables[1]?.vaccines[0]];
    expect(neItem?._id).toBe(enItem?._id);
    for (const field of ['name', 'dose', 'info'] as const) {
      expect(neItem?.[field]).toMatch(/[\u0900-\u097F]/);
      expect(neItem?.[field]).not.toBe(enItem?.[field]);
    }
  });

  test('a baby account has no mother schedule', async () => {
    expect(await json('mother-table', baby)).toEqual({ motherTables: [] });
  });

  test('a newly registered mother gets her own schedule, nothing given', async () => {
    const { motherTables } = await json<MotherTableResponse>('mother-table', newcomer.headers);
    expect(motherTables[0]?.dateFrom).toBe(addDays(today, -84));
    const items = motherTables.flatMap((p) => p.vaccines);
    expect(items.some((i) => i.status === 'given' || i.givenOn !== null)).toBe(false);
  });
});

const isReminder = (i: ScheduleItem) =>
  i.status === 'due' || i.status === 'overdue' || (i.status === 'upcoming' && daysBetween(today, i.dueDate) <= REMINDER_LEAD_DAYS);

describe('GET provider/mother-alert', () => {
  test('only reminders: due, overdue, or upcoming within the lead days; periods without any are left out', async () => {
    const table = (await json<MotherTableResponse>('mother-table', newcomer.headers)).motherTables;
    const alerts = (await json<MotherTableResponse>('mother-alert', newcomer.headers)).motherTables;
    const expected = table.map((p) => ({ ...p, vaccines: p.vaccines.filter(isReminder) })).filter((p) => p.vaccines.length > 0);
    expect(alerts).toEqual(expected);
    // at 12 weeks with nothing given, something is due or overdue (the first antenatal contact at least)
    expect(alerts.length).toBeGreaterThan(0);
  });

  test('the demo mother, all given so far, gets no reminder of a given item', async () => {
    const alerts = (await json<MotherTableResponse>('mother-alert', mother)).motherTables;
    for (const i of alerts.flatMap((p) => p.vaccines)) expect(isReminder(i)).toBe(true);
  });
});

describe('GET provider/baby-table and baby-alert', () => {
  test('the demo baby gets every period from birth with the 14-week doses overdue', async () => {
    const body = await json<BabyTableResponse>('baby-table', baby);
    expect(body.babyGender).toBe('male');
    // spec §3: babyGender under the baby table's provider, 'girl' or 'boy'
    expect(body.provider).toEqual({ babyGender: 'boy' });
    expect(body.babies).toBeUndefined();
    expect(body.babyTables.map((p) => p._id)).toEqual(BABY_PERIODS.map((p) => p.key));
    const birth = addDays(today, -122);
    expect(body.babyTables[0]).toMatchObject({ birthDays: '0', atDate: birth, imageBoy: BABY_PERIODS[0]?.imageBoy, imageGirl: BABY_PERIODS[0]?.imageGirl });
    expect(body.babyTables[0]?.vaccines.every((v) => v.status === 'given')).toBe(true);
    const week14 = body.babyTables.find((p) => p._id === '14-weeks');
    expect(week14?.atDate).toBe(addDays(birth, 98));
    expect(week14?.vaccines.length).toBeGreaterThan(0);
    expect(week14?.vaccines.every((v) => v.status === 'overdue' && v.givenOn === null)).toBe(true);
  });

  test('baby-alert lists the overdue 14-week doses and nothing given', async () => {
    const { babyTables, babyGender, provider } = await json<BabyTableResponse>('baby-alert', baby);
    expect(babyGender).toBe('male');
    expect(provider.babyGender).toBe('boy');
    expect(babyTables.map((p) => p._id)).toContain('14-weeks');
    expect(babyTables.flatMap((p) => p.vaccines).every(isReminder)).toBe(true);
  });

  test('a mother without a baby gets empty baby tables', async () => {
    expect(await json('baby-table', mother)).toEqual({ babyTables: [], provider: { babyGender: null }, babyGender: null });
    expect(await json('baby-alert', newcomer.headers)).toEqual({ babyTables: [], provider: { babyGender: null }, babyGender: null });
  });
});

describe('GET provider/provider-report', () => {
  test('the demo mother gets her four visits (antenatal contacts 1-4), BMI, fetal weights and the normal curves at weeks 24..40', async () => {
    const d = await report(mother);
    expect(d.patientReport.motherProgressReport).toEqual(
      [
        [10, 106, 66, null, 52.3, 22.52],
        [14, 108, 68, null, 54, 23.25],
        [22, 110, 70, 13, 56.4, 24.28],
        [28, 114, 74, 15, 58.5, 25.19],
      ].map(([week, s, dia, water, w, b]) => ({
        date: addDays(today, -196 + (week as number) * 7),
        week,
        systolicPressure: s,
        diastolicPressure: dia,
        waterLevel: water,
        motherWeight: w,
        currentBmi: b,
      })),
    );
    expect(d.patientReport.babyWombProgressReport).toEqual([
      { date: addDays(today, -196 + 140), week: 20, babyWeight: 320 },
      { date: addDays(today, -196 + 168), week: 24, babyWeight: 680 },
      { date: addDays(today, -196 + 196), week: 28, babyWeight: 1190 },
    ]);
    expect(d.patientReport.babyBornProgressReport).toEqual([]);
    expect(d.normalMotherData.map((p) => p.week)).toEqual(GESTATION_CHART_WEEKS);
    expect(d.normalMotherData[0]).toMatchObject({ week: 24, wombWaterLevel: 14.7, systolicMax: 140, diastolicMax: 90 });
    expect(d.normalBMIData.map((p) => p.week)).toEqual(GESTATION_CHART_WEEKS);
    // registered (pre-pregnancy) at 51.5 kg, 60 in: BMI 22.17, normal; see core gestational-weight.test.ts
    expect(d.normalBMIData[0]).toEqual({ week: 24, currentBmi: 24.9, bmiLow: 24.32, bmiHigh: 25.49 });
    // every latest reading is within its range: 114/74; 15 cm at 28w0d; 58.5 kg against 51.5 + [6.61, 9.78]; 1190 g at 28w0d
    expect(d.patientReport.alerts.map((a) => [a.series, a.level, a.value])).toEqual([
      ['bloodPressure', 'normal', [114, 74]],
      ['waterLevel', 'normal', [15]],
      ['weightGain', 'normal', [58.5]],
      ['fetalWeight', 'normal', [1190]],
    ]);
    // WHO fetal chart, sex unknown, indexed by week: week 24 median 665 g
    expect(d.normalFetalWeightData[24]).toEqual({ week: 24, weight: 665, weightLow: 576, weightHigh: 765 });
    expect(d.normalBabyGrowthtData).toEqual([]);
    expect(d.provider).toEqual({ height: 60, babyGender: null });
    expect(d.babyGender).toBeNull();
  });

  test('the demo baby gets its growth at its age, against the WHO boys curves at months 2..18', async () => {
    const d = await report(baby);
    expect(d.patientReport.babyBornProgressReport).toEqual([
      { date: addDays(today, -122), ageDays: 0, ageMonths: 0, babyWeight: 3100, babyHeight: 19.5 },
      { date: addDays(today, -80), ageDays: 42, ageMonths: 1.38, babyWeight: 4950, babyHeight: 22.2 },
      { date: addDays(today, -52), ageDays: 70, ageMonths: 2.3, babyWeight: 5800, babyHeight: 23.3 },
      { date: addDays(today, -24), ageDays: 98, ageMonths: 3.22, babyWeight: 6450, babyHeight: 24.3 },
    ]);
    expect(BABY_CHART_MONTHS.map((m) => d.normalBabyGrowthtData[m]?.ageMonths)).toEqual(BABY_CHART_MONTHS);
    expect(d.normalBabyGrowthtData[12]?.weight).toBe(9647.9);
    expect(d.babyGender).toBe('male');
    expect(d.provider).toEqual({ height: null, babyGender: 'boy' });
    // a baby account has no mother report; its womb chart comes from the pregnancy it came from (born at 39 weeks)
    expect(d.normalMotherData).toEqual([]);
    expect(d.normalBMIData).toEqual([]);
    expect(d.patientReport.motherProgressReport).toEqual([]);
    const babyLmp = addDays(today, -122 - 39 * 7);
    expect(d.patientReport.babyWombProgressReport).toEqual(
      [24, 28, 32, 36].map((week, i) => ({ date: addDays(babyLmp, week * 7), week, babyWeight: [650, 1180, 1900, 2750][i] })),
    );
    // WHO male fetal chart
    expect(d.normalFetalWeightData[24]).toEqual({ week: 24, weight: 681, weightLow: 592, weightHigh: 785 });
  });

  test('a newly registered mother with no measurements gets empty arrays', async () => {
    const d = await report(newcomer.headers);
    expect(d.patientReport).toEqual({ motherProgressReport: [], babyWombProgressReport: [], babyBornProgressReport: [], alerts: [] });
    expect(d.normalBMIData).toEqual([]);
    expect(d.normalBabyGrowthtData).toEqual([]);
    expect(d.provider).toEqual({ height: 62, babyGender: null });
  });
});

/**
 * Spec §9's client, unchanged: it reads `normalFetalWeightData[i].weight` for i = 24, 26, ..., 40 and
 * `normalBabyGrowthtData[i]` for i = 2, 4, ..., 18, and picks the picture by `provider.babyGender === 'girl'`.
 * Expected values are the reference tables' own rows (fetal-weight-by-gestational-age.json who_kiserud_2017;
 * WHO Child Growth Standards LMS medians, e.g. boys 2 months M 5.5675 kg, 58.4249 cm).
 */
describe('the spec client reads the normal curves by index', () => {
  test('normalFetalWeightData: 43 entries, index = week of gestation, nulls where the WHO chart has none', async () => {
    const d = await report(mother);
    expect(d.normalFetalWeightData).toHaveLength(43);
    d.normalFetalWeightData.forEach((p, i) => expect(p.week).toBe(i));
    // index 24 is week 24's median (sex unknown: 665 g), with its 10th/90th percentile band kept
    expect(d.normalFetalWeightData[24]).toEqual({ week: 24, weight: 665, weightLow: 576, weightHigh: 765 });
    const sampled = [24, 26, 28, 30, 32, 34, 36, 38, 40].map((i) => d.normalFetalWeightData[i]?.weight);
    expect(sampled).toEqual([665, 902, 1189, 1523, 1901, 2312, 2745, 3186, 3617]);
    for (const week of [0, 1, 13, 41, 42]) expect(d.normalFetalWeightData[week]).toEqual({ week, weight: null, weightLow: null, weightHigh: null });
    expect(d.normalFetalWeightData[14]?.weight).toBe(90);
  });

  test('normalBabyGrowthtData: 25 entries, index = month of age, bands kept', async () => {
    const d = await report(baby);
    expect(d.normalBabyGrowthtData).toHaveLength(25);
    d.normalBabyGrowthtData.forEach((p, i) => expect(p.ageMonths).toBe(i));
    // index 2 is month 2: WHO boys 5.5675 kg = 5567.5 g, 58.4249 cm = 23.00 in
    expect(d.normalBabyGrowthtData[2]).toMatchObject({ ageMonths: 2, weight: 5567.5, height: 23 });
    for (const p of d.normalBabyGrowthtData) {
      expect(p.weightLow).toBeLessThan(p.weight);
      expect(p.weightHigh).toBeGreaterThan(p.weight);
      expect(p.heightLow).toBeLessThan(p.height);
      expect(p.heightHigh).toBeGreaterThan(p.height);
    }
    const sampled = [2, 4, 6, 8, 10, 12, 14, 16, 18].map((i) => d.normalBabyGrowthtData[i]?.weight);
    expect(sampled).toEqual([5567.5, 7002.3, 7934, 8615.1, 9164.9, 9647.9, 10095.3, 10522.8, 10938.5]);
    // the male fetal chart for a boy, still by week
    expect(d.normalFetalWeightData).toHaveLength(43);
    expect(d.normalFetalWeightData[40]?.weight).toBe(3641);
  });

  test("provider.babyGender is 'boy' for the demo baby, 'girl' for a girl, null without a baby", async () => {
    expect((await json<BabyTableResponse>('baby-table', baby)).provider.babyGender).toBe('boy');
    expect((await report(baby)).provider.babyGender).toBe('boy');
    expect((await json<BabyTableResponse>('baby-table', mother)).provider.babyGender).toBeNull();
    const girlMother = await registerMother('9811000106', 300);
    const db = ctx.database.db;
    const [pregnancy] = await db.select().from(pregnancies).where(eq(pregnancies.providerId, girlMother.id));
    if (!pregnancy) throw new Error('setup');
    const birthDate = addDays(today, -10);
    await db.update(pregnancies).set({ endedOn: birthDate, outcome: 'birth' }).where(eq(pregnancies.id, pregnancy.id));
    await db.update(providers).set({ registrationType: 'MOTHER_AND_BABY' }).where(eq(providers.id, girlMother.id));
    await db.insert(babies).values({ providerId: girlMother.id, pregnancyId: pregnancy.id, birthDate, sex: 'female', birthWeightGrams: 2900 });
    const tables = await json<BabyTableResponse>('baby-table', girlMother.headers);
    expect(tables.provider).toEqual({ babyGender: 'girl' });
    expect(tables.babyGender).toBe('female');
    const d = await report(girlMother.headers);
    expect(d.provider.babyGender).toBe('girl');
    // WHO girls at month 2: 5.1282 kg; WHO female fetal chart at week 24: 649 g
    expect(d.normalBabyGrowthtData[2]?.weight).toBe(5128.2);
    expect(d.normalFetalWeightData[24]?.weight).toBe(649);
  });
});

describe('verdicts in the report (domain/verdicts.ts)', () => {
  const visit = (id: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/v1/staff/people/${id}/visits`, headers: staff, payload });

  test('170/115 is an emergency, 142/91 needs a health worker, 139/89 is normal: the latest reading counts', async () => {
    const m = await registerMother('9811000107', 200);
    const bp = async () => (await report(m.headers)).patientReport.alerts.find((a) => a.series === 'bloodPressure');
    expect((await visit(m.id, { visitDate: addDays(today, -14), systolicPressure: 139, diastolicPressure: 89 })).statusCode).toBe(200);
    expect(await bp()).toEqual({ series: 'bloodPressure', level: 'normal', direction: null, value: [139, 89], date: addDays(today, -14), babyId: null });
    expect((await visit(m.id, { visitDate: addDays(today, -7), systolicPressure: 142, diastolicPressure: 91 })).statusCode).toBe(200);
    expect(await bp()).toMatchObject({ level: 'see-health-worker', direction: 'high', value: [142, 91] });
    expect((await visit(m.id, { visitDate: today, systolicPressure: 170, diastolicPressure: 115, waterLevel: 4.5 })).statusCode).toBe(200);
    const alerts = (await report(m.headers)).patientReport.alerts;
    // most urgent first; 45 mm is at or below the 50 mm cut-off
    expect(alerts.map((a) => [a.series, a.level, a.direction])).toEqual([
      ['bloodPressure', 'emergency', 'high'],
      ['waterLevel', 'see-health-worker', 'low'],
    ]);
    // no other mother sees her emergency
    expect((await report(mother)).patientReport.alerts.every((a) => a.level === 'normal')).toBe(true);
  });

  test('a weight without a registration weight has no reference (her first reading is not the yardstick)', async () => {
    const d = await report(newcomer.headers);
    expect(d.normalBMIData).toEqual([]);
    expect((await visit(newcomer.id, { visitDate: today, weight: 60 })).statusCode).toBe(200);
    expect((await report(newcomer.headers)).patientReport.alerts).toEqual([
      { series: 'weightGain', level: 'no-reference', direction: null, value: [60], date: today, babyId: null },
    ]);
  });

  test('a fetal weight is judged at its exact gestational age', async () => {
    // LMP 174 days ago: measured today at 24w6d, 658 g is below the 10th percentile (659.1 g)
    const m = await registerMother('9811000108', 174);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/people/${m.id}/fetal-weights`,
      headers: staff,
      payload: { measuredOn: today, weightGrams: 658 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await report(m.headers)).patientReport.alerts).toEqual([
      { series: 'fetalWeight', level: 'see-health-worker', direction: 'low', value: [658], date: today, babyId: null },
    ]);
  });

  test('the demo baby is judged from birth on (WHO months 0-24)', async () => {
    const d = await report(baby);
    const alerts = d.patientReport.alerts;
    expect(alerts.map((a) => [a.series, a.level, a.value])).toEqual([
      ['babyWeight', 'normal', [6450]],
      ['babyHeight', 'normal', [24.3]],
    ]);
    expect(alerts.every((a) => a.babyId !== null)).toBe(true);
  });
});

describe('isolation and corrections', () => {
  test("a mother never gets another mother's visits, and superseded rows are left out", async () => {
    const other = await registerMother('9811000103', 150);
    const visit = (payload: object) => ctx.app.inject({ method: 'POST', url: `/api/v1/staff/people/${other.id}/visits`, headers: staff, payload });
    const first = await visit({ visitDate: addDays(today, -10), systolicPressure: 131, diastolicPressure: 87, weight: 61.3 });
    expect(first.statusCode, first.body).toBe(200);
    expect((await visit({ visitDate: addDays(today, -3), systolicPressure: 133, diastolicPressure: 83 })).statusCode).toBe(200);

    const mine = (await report(other.headers)).patientReport.motherProgressReport;
    expect(mine.map((v) => v.systolicPressure)).toEqual([131, 133]);
    expect(mine[0]).toMatchObject({ week: 20, motherWeight: 61.3, currentBmi: 24.72 /* 61.3 / (62 x 0.0254)^2 */, waterLevel: null });
    for (const headers of [mother, newcomer.headers, baby]) {
      const res = await get('provider-report', headers);
      expect(res.body).not.toMatch(/\b13[13]\b/);
      expect(res.json().patientReportDetails.patientReport.motherProgressReport.map((v: { date: string }) => v.date)).not.toContain(addDays(today, -3));
    }
    const demo = (await report(mother)).patientReport.motherProgressReport;
    expect(demo.map((v) => v.systolicPressure)).toEqual([106, 108, 110, 114]);

    // a correction supersedes the first visit: it leaves her report
    await ctx.database.db
      .update(antenatalVisits)
      .set({ supersededAt: sql`now()` })
      .where(eq(antenatalVisits.id, first.json().id));
    expect((await report(other.headers)).patientReport.motherProgressReport.map((v) => v.systolicPressure)).toEqual([133]);
  });

  test('an item given is shown to its mother only, and a superseded record no longer counts', async () => {
    const other = await registerMother('9811000104', 60);
    const [pregnancy] = await ctx.database.db.select().from(pregnancies).where(eq(pregnancies.providerId, other.id));
    const [nurse] = await ctx.database.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.mobileNumber, '9800000010'));
    if (!pregnancy || !nurse) throw new Error('setup');
    const [record] = await ctx.database.db
      .insert(itemRecords)
      .values({ providerId: other.id, pregnancyId: pregnancy.id, itemKey: 'anc-contact-2', givenOn: addDays(today, -5), recordedBy: nurse.id })
      .returning();
    // contact 2 (13-16 weeks): the newcomer's contact 1 is given by her visit at 12 weeks, her contact 2 is not
    const contact2 = async (headers: Record<string, string>) =>
      (await json<MotherTableResponse>('mother-table', headers)).motherTables.flatMap((p) => p.vaccines).find((i) => i._id === 'anc-contact-2');
    expect(await contact2(other.headers)).toMatchObject({ status: 'given', givenOn: addDays(today, -5) });
    expect((await contact2(newcomer.headers))?.status).not.toBe('given');
    await ctx.database.db
      .update(itemRecords)
      .set({ supersededAt: sql`now()` })
      .where(eq(itemRecords.id, record?.id ?? ''));
    expect((await contact2(other.headers))?.givenOn).toBeNull();
  });
});

describe('a mother with twins (MOTHER_AND_BABY)', () => {
  // Twins are ordered by registration time (then id): the one registered first is the first baby.
  test('the first baby fills babyTables, every baby is in babies, and the ended pregnancy gives no antenatal reminders, only her own iron', async () => {
    const twinsMother = await registerMother('9811000105', 300);
    const db = ctx.database.db;
    const [pregnancy] = await db.select().from(pregnancies).where(eq(pregnancies.providerId, twinsMother.id));
    if (!pregnancy) throw new Error('setup');
    const birthDate = addDays(today, -20);
    await db.update(pregnancies).set({ endedOn: birthDate, outcome: 'birth' }).where(eq(pregnancies.id, pregnancy.id));
    await db.update(providers).set({ registrationType: 'MOTHER_AND_BABY' }).where(eq(providers.id, twinsMother.id));
    const twins = await db
      .insert(babies)
      .values([
        { providerId: twinsMother.id, pregnancyId: pregnancy.id, birthDate, sex: 'female', birthWeightGrams: 2400, createdAt: new Date(Date.now() - 1000) },
        { providerId: twinsMother.id, pregnancyId: pregnancy.id, birthDate, sex: 'male', birthWeightGrams: 2550, createdAt: new Date() },
      ])
      .returning();

    const tables = await json<BabyTableResponse>('baby-table', twinsMother.headers);
    expect(tables.babyGender).toBe('female');
    expect(tables.babies?.map((b) => [b._id, b.babyGender, b.babyBirthDate])).toEqual(twins.map((t) => [t.id, t.sex, birthDate]));
    expect(tables.babyTables).toEqual(tables.babies?.[0]?.babyTables);
    expect(tables.babyTables[0]?.atDate).toBe(birthDate);

    // her antenatal record as history (nothing due, overdue or missed), then her own iron after the birth
    const motherTables = (await json<MotherTableResponse>('mother-table', twinsMother.headers)).motherTables;
    expect(motherTables.map((p) => p._id)).toEqual([...MOTHER_PERIODS.map((p) => p.key), 'after-birth']);
    expect(
      motherTables
        .slice(0, -1)
        .flatMap((p) => p.vaccines.map((i) => i.status))
        .every((s) => s === 'closed'),
    ).toBe(true);
    const alert = await json<MotherTableResponse>('mother-alert', twinsMother.headers);
    expect(alert.motherTables.map((p) => [p._id, p.vaccines.map((i) => [i._id, i.status])])).toEqual([['after-birth', [['mother-ifa-postnatal', 'due']]]]);

    const d = await report(twinsMother.headers);
    expect(d.babyGender).toBe('female');
    expect(d.babies?.map((b) => b.babyGender)).toEqual(['female', 'male']);
    expect(d.babies?.map((b) => b.babyBirthWeight)).toEqual([2400, 2550]);
    expect(d.normalBabyGrowthtData).toEqual(d.babies?.[0]?.normalBabyGrowthtData);
    expect(d.babies?.map((b) => b.normalBabyGrowthtData.length)).toEqual([25, 25]);
    expect(d.babies?.[1]?.normalBabyGrowthtData[2]?.weight).not.toBe(d.normalBabyGrowthtData[2]?.weight);
    expect(d.provider.babyGender).toBe('girl');
    expect(tables.provider.babyGender).toBe('girl');
    expect(d.normalMotherData.length).toBe(GESTATION_CHART_WEEKS.length);
    // /provider/me describes the same first baby (the profile's twins tabs take its birth weight)
    const { provider } = (await ctx.app.inject({ url: '/api/v1/provider/me', headers: twinsMother.headers })).json();
    expect([provider.babyGender, provider.babyBirthWeight]).toEqual(['female', 2400]);
    // the demo accounts are untouched by her babies
    expect((await json<BabyTableResponse>('baby-table', baby)).babies).toBeUndefined();
  });
});

describe('GET provider/me report fields', () => {
  test('a mother: due date, LMP, baby in days, height, weight, BMI, emergency number', async () => {
    const { provider } = (await ctx.app.inject({ url: '/api/v1/provider/me', headers: mother })).json();
    const lmp = addDays(today, -196);
    expect(provider.report).toEqual({
      deliveryDueDate: addDays(lmp, 280),
      lastMensurationDate: lmp,
      babyInDays: 196,
      height: 60,
      // weight: at registration (her pre-pregnancy weight); bmi: of her latest weight, 58.5 kg at week 28 (providers.service.ts)
      weight: 51.5,
      bmi: 25.19,
      emergency_phone_number: '9800000091',
    });
    expect(provider.babyAgeDays).toBeNull();
  });

  test('a baby: birth date, weight, height, sex and age in days', async () => {
    const { provider } = (await ctx.app.inject({ url: '/api/v1/provider/me', headers: baby })).json();
    expect(provider).toMatchObject({
      babyBirthDate: addDays(today, -122),
      babyBirthWeight: 3100,
      babyBirthHeight: 19.5,
      babyGender: 'male',
      babyAgeDays: 122,
      report: null,
    });
  });
});

test('the five calls are in the OpenAPI document with their response schemas', async () => {
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, { get?: { responses?: Record<string, unknown> } }> }>();
  for (const path of ENDPOINTS) {
    const responses = doc.paths[`/api/v1/provider/${path}`]?.get?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
  }
  expect(JSON.stringify(doc.paths['/api/v1/provider/provider-report'])).toContain('normalBabyGrowthtData');
  // the documented contract says how the curves are indexed and that the baby table's provider has 'girl' | 'boy'
  expect(JSON.stringify(doc.paths['/api/v1/provider/provider-report'])).toContain('entry i is week i');
  expect(JSON.stringify(doc.paths['/api/v1/provider/baby-table'])).toMatch(/"provider".*"babyGender".*"girl","boy"/);
});
