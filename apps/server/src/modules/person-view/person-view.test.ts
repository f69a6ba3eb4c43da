import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { auditLog, fetalWeightEstimates, providers } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>;
let jhor: Record<string, string>;
let motherId: string;
let babyAccountId: string;
const today = nepalToday();

async function staffLogin(mobile: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: mobile, password: 'Mamata@2025' } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}
async function idOf(mobile: string) {
  const [row] = await ctx.database.db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, mobile));
  return row?.id ?? '';
}
const inject = (opts: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string; payload?: object; headers?: Record<string, string> }) =>
  ctx.app.inject({ method: opts.method ?? 'GET', url: opts.url, payload: opts.payload, headers: opts.headers ?? tokha });

async function registerMother(mobile: string, lmpDaysAgo = 250) {
  const res = await inject({
    method: 'POST',
    url: '/api/v1/staff/people/mother',
    payload: { first_name: 'Rita', last_name: 'Thapa', mobile_number: mobile, address: 'Tokha-4', lastMenstrualPeriod: addDays(today, -lmpDaysAgo) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  tokha = await staffLogin('9800000010');
  jhor = await staffLogin('9800000011');
  motherId = await idOf('9800000001');
  babyAccountId = await idOf('9800000002');
});
afterAll(async () => ctx.close());

describe('records of the demo people', () => {
  test("the demo mother's schedule shows her items given up to today, with who gave them", async () => {
    const res = await inject({ url: `/api/v1/staff/people/${motherId}/records` });
    expect(res.statusCode).toBe(200);
    const { pregnancy, babies } = res.json();
    expect(babies).toEqual([]);
    const items = pregnancy.schedule.flatMap((p: { items: { key: string; status: string; record: unknown }[] }) => p.items);
    const td1 = items.find((i: { key: string }) => i.key === 'td-1');
    expect(td1).toMatchObject({ status: 'given', record: { givenBy: 'Kamala Adhikari', givenAt: 'Tokha Health Post' } });
    expect(items.some((i: { status: string }) => i.status === 'upcoming')).toBe(true);
    expect(pregnancy.fetalWeights.map((f: { gestationalWeek: number }) => f.gestationalWeek)).toEqual([20, 24, 28]);
    expect(pregnancy.schedule[0].label).toBe('Week 1');
    // her antenatal contacts up to 28 weeks given on the days of her visits (the national eHMIS's 8 contacts), the rest to come;
    // no review flag (the national tool's own windows); Td1 is due from the start
    const contacts = items.filter((i: { key: string }) => i.key.startsWith('anc-contact-'));
    expect(contacts.map((i: { status: string }) => i.status)).toEqual(['given', 'given', 'given', 'given', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(contacts[0].record.givenOn).toBe(addDays(pregnancy.lastMenstrualPeriod, 10 * 7));
    expect(contacts[0].review).toBeNull();
    expect(td1.review).toBeNull();
    expect(td1.dueDate).toBe(pregnancy.lastMenstrualPeriod);
  });

  test('the demo baby has a birth record, four growth points, 14-week doses not given, labels in Nepali on request', async () => {
    const res = await inject({ url: `/api/v1/staff/people/${babyAccountId}/records`, headers: { ...tokha, 'accept-language': 'ne' } });
    const { babies } = res.json();
    expect(babies).toHaveLength(1);
    expect(babies[0].growth).toHaveLength(4);
    expect(babies[0].schedule[0].label).toBe('जन्मँदा');
    expect(babies[0].schedule[1].label).toBe('हप्ता ६');
    // from nine months the staff console also names the age in months, in Devanagari digits
    expect(babies[0].schedule[4].label).toBe('हप्ता ३९ · ९ महिना');
    const byKey = new Map(babies[0].schedule.flatMap((p: { items: { key: string; status: string }[] }) => p.items.map((i) => [i.key, i.status])));
    expect(byKey.get('bcg-1')).toBe('given');
    expect(byKey.get('penta-2')).toBe('given');
    expect(byKey.get('penta-3')).toMatch(/due|overdue/);
  });
});

describe('a mother from registration to birth', () => {
  let id: string;
  beforeAll(async () => {
    id = await registerMother('9811100001');
  });

  test('an item given moves from due to given, and the audit log has the write', async () => {
    const before = (await inject({ url: `/api/v1/staff/people/${id}/records` })).json();
    const td1Before = before.pregnancy.schedule.flatMap((p: { items: { key: string }[] }) => p.items).find((i: { key: string }) => i.key === 'td-1');
    expect(td1Before.status).not.toBe('given');
    const res = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${id}/items`,
      payload: { itemKey: 'td-1', givenOn: addDays(today, -100), givenBy: 'Nurse Kamala' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await inject({ url: `/api/v1/staff/people/${id}/records` })).json();
    const td1 = after.pregnancy.schedule.flatMap((p: { items: { key: string }[] }) => p.items).find((i: { key: string }) => i.key === 'td-1');
    expect(td1).toMatchObject({ status: 'given', record: { givenBy: 'Nurse Kamala', givenOn: addDays(today, -100) } });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.providerId, id), eq(auditLog.entity, 'item_record')));
    expect(audit).toHaveLength(1);
  });

  test('bad items and dates are 400s with clear messages', async () => {
    const unknown = await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/items`, payload: { itemKey: 'no-such-vaccine', givenOn: today } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("This item is not in this person's schedule.");
    // a key of the old 4-visit schedule (a stale form or queued request) is refused, not recorded as another contact
    const old = await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/items`, payload: { itemKey: 'anc-1', givenOn: today } });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe("This item is not in this person's schedule.");
    const contact = await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/items`, payload: { itemKey: 'anc-contact-1', givenOn: today } });
    expect(contact.statusCode, contact.body).toBe(200);
    const future = await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/items`, payload: { itemKey: 'td-2', givenOn: addDays(today, 3) } });
    expect(future.statusCode).toBe(400);
    expect(future.json().fieldErrors.givenOn).toBe('The date cannot be in the future.');
    const babyItem = await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/items`, payload: { itemKey: 'bcg-1', givenOn: today } });
    expect(babyItem.json().message).toBe('This person has no baby recorded.');
    const tooHeavy = await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/fetal-weights`, payload: { measuredOn: today, weightGrams: 60000 } });
    expect(tooHeavy.statusCode).toBe(400);
    expect(tooHeavy.json().fieldErrors.weightGrams).toBe('Fetal weight must be between 10 and 6000 grams.');
  });

  test('a fetal weight estimate gets its gestational week from the LMP; a correction keeps the old value', async () => {
    const created = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${id}/fetal-weights`,
      payload: { measuredOn: addDays(today, -40), weightGrams: 1700 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const recordId = created.json().id;
    let records = (await inject({ url: `/api/v1/staff/people/${id}/records` })).json();
    expect(records.pregnancy.fetalWeights).toEqual([
      {
        id: recordId,
        measuredOn: addDays(today, -40),
        gestationalWeek: 30,
        fetus: 1,
        weightGrams: 1700,
        corrected: false,
        verdict: { level: 'normal', direction: null },
      },
    ]);

    const noReason = await inject({
      method: 'PUT',
      url: `/api/v1/staff/people/${id}/fetal-weights/${recordId}`,
      payload: { measuredOn: addDays(today, -40), weightGrams: 1500 },
    });
    expect(noReason.statusCode).toBe(400);
    const fixed = await inject({
      method: 'PUT',
      url: `/api/v1/staff/people/${id}/fetal-weights/${recordId}`,
      payload: { measuredOn: addDays(today, -40), weightGrams: 1500, reason: 'typed 1700 for 1500' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    records = (await inject({ url: `/api/v1/staff/people/${id}/records` })).json();
    expect(records.pregnancy.fetalWeights).toMatchObject([{ weightGrams: 1500, corrected: true }]);
    const again = await inject({
      method: 'PUT',
      url: `/api/v1/staff/people/${id}/fetal-weights/${recordId}`,
      payload: { measuredOn: addDays(today, -40), weightGrams: 1400, reason: 'second try on the old row' },
    });
    expect(again.statusCode).toBe(409);
    const rows = await ctx.database.db
      .select({ weight_grams: fetalWeightEstimates.weightGrams, old: sql<boolean>`${fetalWeightEstimates.supersededAt} is not null` })
      .from(fetalWeightEstimates)
      .where(eq(fetalWeightEstimates.pregnancyId, records.pregnancy.id))
      .orderBy(fetalWeightEstimates.createdAt);
    expect(rows).toEqual([
      { weight_grams: 1700, old: true },
      { weight_grams: 1500, old: false },
    ]);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.providerId, id), eq(auditLog.action, 'correct')));
    expect(audit?.details).toMatchObject({ reason: 'typed 1700 for 1500', old: { weightGrams: 1700 } });
  });

  test('a visit is corrected and a wrong one voided', async () => {
    const visit = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${id}/visits`,
      payload: { visitDate: addDays(today, -10), systolicPressure: 120, diastolicPressure: 80 },
    });
    const visitId = visit.json().id;
    const fixed = await inject({
      method: 'PUT',
      url: `/api/v1/staff/people/${id}/visits/${visitId}`,
      payload: { visitDate: addDays(today, -10), systolicPressure: 120, diastolicPressure: 70, reason: 'diastolic misread' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const bad = await inject({
      method: 'PUT',
      url: `/api/v1/staff/people/${id}/visits/${fixed.json().id}`,
      payload: { visitDate: today, diastolicPressure: 900, reason: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const voided = await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/visits/${fixed.json().id}/void`, payload: { reason: 'wrong person' } });
    expect(voided.statusCode).toBe(200);
    const person = (await inject({ url: `/api/v1/staff/people/${id}` })).json();
    expect(person.visits).toEqual([]);
  });

  test('a birth of twins turns the account into mother-and-baby, keeps the pregnancy, and the babies get growth and doses', async () => {
    const res = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${id}/birth`,
      payload: {
        birthDate: addDays(today, -5),
        birthTime: '06:30',
        place: 'facility',
        confirmed: true,
        babies: [
          { sex: 'female', birthWeight: 2600, birthHeight: 18.5 },
          { sex: 'male', birthWeight: 2450 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [girl, boy] = res.json().babyIds;
    const [row] = await ctx.database.db.select({ t: providers.registrationType }).from(providers).where(eq(providers.id, id));
    expect(row?.t).toBe('MOTHER_AND_BABY');
    const which = await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/items`, payload: { itemKey: 'bcg-1', givenOn: addDays(today, -4) } });
    expect(which.json().fieldErrors.babyId).toBe('Please choose which baby.');
    expect(
      (await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/items`, payload: { itemKey: 'bcg-1', babyId: girl, givenOn: addDays(today, -4) } }))
        .statusCode,
    ).toBe(200);
    const early = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${id}/growth`,
      payload: { babyId: boy, measuredOn: addDays(today, -6), weightGrams: 2500 },
    });
    expect(early.json().fieldErrors.measuredOn).toBe('The date cannot be before the pregnancy began or the baby was born.');
    expect((await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/growth`, payload: { babyId: boy, measuredOn: today } })).statusCode).toBe(400);
    expect(
      (await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/growth`, payload: { babyId: boy, measuredOn: today, weightGrams: 2550 } })).statusCode,
    ).toBe(200);
    const records = (await inject({ url: `/api/v1/staff/people/${id}/records` })).json();
    expect(records.pregnancy.endedOn).toBe(addDays(today, -5));
    expect(records.babies.map((b: { sex: string }) => b.sex)).toEqual(['female', 'male']);
    expect(records.babies[1].growth.map((g: { weightGrams: number }) => g.weightGrams)).toEqual([2450, 2550]);
    const girlBcg = records.babies[0].schedule[0].items.find((i: { key: string }) => i.key === 'bcg-1');
    const boyBcg = records.babies[1].schedule[0].items.find((i: { key: string }) => i.key === 'bcg-1');
    expect([girlBcg.status, boyBcg.status]).toEqual(['given', 'due']);
    // no second birth of the same pregnancy
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/v1/staff/people/${id}/birth`,
          payload: { birthDate: today, birthTime: '00:00', place: 'home', confirmed: true, babies: [{ sex: 'male', birthWeight: 3000 }] },
        })
      ).json().message,
    ).toBe('This person has no current pregnancy.');
  });

  test('editing a profile moves the due date with a new LMP', async () => {
    const lmp = addDays(today, -100);
    const other = await registerMother('9811100002', 90);
    const res = await inject({ method: 'PATCH', url: `/api/v1/staff/people/${other}`, payload: { first_name: 'Rina', lastMenstrualPeriod: lmp, height: 60 } });
    expect(res.statusCode, res.body).toBe(200);
    const person = (await inject({ url: `/api/v1/staff/people/${other}` })).json();
    expect(person.person.first_name).toBe('Rina');
    expect(person.pregnancy).toMatchObject({ lastMenstrualPeriod: lmp, deliveryDueDate: addDays(lmp, 280), height: 60 });
    expect((await inject({ method: 'PATCH', url: `/api/v1/staff/people/${other}`, payload: { first_name: '' } })).statusCode).toBe(400);
  });
});

test('a baby registered on its own account logs in and must choose a password', async () => {
  const res = await inject({
    method: 'POST',
    url: '/api/v1/staff/people/baby',
    payload: {
      first_name: 'Nabin',
      last_name: 'Rai',
      mobile_number: '9811100003',
      address: 'Tokha-1',
      birthDate: addDays(today, -20),
      sex: 'male',
      birthWeight: 3000,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/provider/login',
    payload: { mobile_number: '9811100003', password: res.json().oneTimePassword },
  });
  expect(login.statusCode).toBe(200);
  const records = (await inject({ url: `/api/v1/staff/people/${res.json().id}/records` })).json();
  expect(records.babies[0]).toMatchObject({ sex: 'male', birthWeight: 3000, growth: [{ weightGrams: 3000 }] });
  const person = (await inject({ url: `/api/v1/staff/people/${res.json().id}` })).json();
  expect(person.person).toMatchObject({ registration_type: 'BABY', babyBirthDate: addDays(today, -20), gender: 'male' });
  const taken = await inject({
    method: 'POST',
    url: '/api/v1/staff/people/baby',
    payload: { first_name: 'X', last_name: 'Y', mobile_number: '9800000001', address: 'a', birthDate: today, sex: 'female' },
  });
  expect(taken.statusCode).toBe(409);
});

test('the due list names who needs what this week and who is late, only of my health post', async () => {
  const due = (await inject({ url: '/api/v1/staff/due?days=7' })).json();
  const late = due.overdue.filter((e: { mobile_number: string }) => e.mobile_number === '9800000002').map((e: { itemKey: string }) => e.itemKey);
  expect(late).toEqual(expect.arrayContaining(['penta-3', 'bopv-3']));
  const theirs = (await inject({ url: '/api/v1/staff/due?days=7', headers: jhor })).json();
  expect([...theirs.overdue, ...theirs.dueSoon].some((e: { mobile_number: string }) => e.mobile_number.startsWith('98000000'))).toBe(false);
  expect((await inject({ url: '/api/v1/staff/due?days=99' })).statusCode).toBe(400);
});

describe('flags on the readings (domain/verdicts.ts)', () => {
  test('a nurse records 170/115: the visit row, the record and the due list flag an emergency; Jhor sees nothing of it', async () => {
    const id = await registerMother('9811000201', 200);
    const visit = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${id}/visits`,
      payload: { visitDate: addDays(today, -1), systolicPressure: 170, diastolicPressure: 115 },
    });
    expect(visit.statusCode, visit.body).toBe(200);
    const detail = (await inject({ url: `/api/v1/staff/people/${id}` })).json();
    expect(detail.visits[0].flags).toEqual([{ series: 'bloodPressure', level: 'emergency', direction: 'high' }]);
    expect(detail.alerts).toEqual([
      { series: 'bloodPressure', level: 'emergency', direction: 'high', value: [170, 115], date: addDays(today, -1), babyId: null, visitId: visit.json().id },
    ]);

    const due = (await inject({ url: '/api/v1/staff/due?days=7' })).json();
    expect(due.flagged[0]).toMatchObject({ personId: id, full_name: 'Rita Thapa', alerts: [{ series: 'bloodPressure', level: 'emergency' }] });
    const theirs = (await inject({ url: '/api/v1/staff/due?days=7', headers: jhor })).json();
    expect(theirs.flagged.map((f: { personId: string }) => f.personId)).not.toContain(id);

    // a calmer reading the next day does not hide it: a severe reading stays until a nurse reviews it (reading-flags.test.ts)
    const next = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${id}/visits`,
      payload: { visitDate: today, systolicPressure: 142, diastolicPressure: 91 },
    });
    expect(next.statusCode, next.body).toBe(200);
    const after = (await inject({ url: `/api/v1/staff/people/${id}` })).json();
    expect(after.alerts[0]).toMatchObject({ level: 'emergency', value: [170, 115] });
  });

  test('the demo people have no flags: every reading within its range', async () => {
    const due = (await inject({ url: '/api/v1/staff/due?days=7' })).json();
    expect(due.flagged.map((f: { personId: string }) => f.personId)).not.toContain(motherId);
    expect(due.flagged.map((f: { personId: string }) => f.personId)).not.toContain(babyAccountId);
    const records = (await inject({ url: `/api/v1/staff/people/${babyAccountId}/records` })).json();
    expect(records.babies[0].growth[0]).toMatchObject({ weightVerdict: { level: 'normal' }, heightVerdict: { level: 'normal' } });
    const mother = (await inject({ url: `/api/v1/staff/people/${motherId}/records` })).json();
    expect(mother.pregnancy.fetalWeights.map((f: { verdict: { level: string } }) => f.verdict.level)).toEqual(['normal', 'normal', 'normal']);
  });
});

describe('denials', () => {
  const writes = (id: string, recordId: string) => [
    { method: 'GET' as const, url: `/api/v1/staff/people/${id}/records` },
    { method: 'PATCH' as const, url: `/api/v1/staff/people/${id}`, payload: { first_name: 'Hacked' } },
    { method: 'POST' as const, url: `/api/v1/staff/people/${id}/items`, payload: { itemKey: 'td-2', givenOn: today } },
    { method: 'POST' as const, url: `/api/v1/staff/people/${id}/fetal-weights`, payload: { measuredOn: today, weightGrams: 1000 } },
    { method: 'POST' as const, url: `/api/v1/staff/people/${id}/growth`, payload: { measuredOn: today, weightGrams: 5000 } },
    {
      method: 'POST' as const,
      url: `/api/v1/staff/people/${id}/birth`,
      payload: { birthDate: today, birthTime: '00:00', place: 'home', confirmed: true, babies: [{ sex: 'female', birthWeight: 3000 }] },
    },
    { method: 'PUT' as const, url: `/api/v1/staff/people/${id}/fetal-weights/${recordId}`, payload: { measuredOn: today, weightGrams: 900, reason: 'x' } },
    { method: 'POST' as const, url: `/api/v1/staff/people/${id}/fetal-weights/${recordId}/void`, payload: { reason: 'x' } },
  ];

  test('staff of another health post get 404 for every records endpoint, and nothing changes', async () => {
    const records = (await inject({ url: `/api/v1/staff/people/${motherId}/records` })).json();
    const fetalId = records.pregnancy.fetalWeights[0].id;
    for (const call of writes(motherId, fetalId)) {
      const res = await inject({ ...call, headers: jhor });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const after = (await inject({ url: `/api/v1/staff/people/${motherId}/records` })).json();
    expect(after.pregnancy.fetalWeights).toEqual(records.pregnancy.fetalWeights);
  });

  test("an entry of another person cannot be corrected through my person's id", async () => {
    const other = await registerMother('9811100009', 200);
    const fetalOfDemo = (await inject({ url: `/api/v1/staff/people/${motherId}/records` })).json().pregnancy.fetalWeights[0].id;
    const res = await inject({
      method: 'PUT',
      url: `/api/v1/staff/people/${other}/fetal-weights/${fetalOfDemo}`,
      payload: { measuredOn: today, weightGrams: 900, reason: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });

  test('a provider token and no token are refused on every records endpoint', async () => {
    const provider = await loginAs(ctx.app, '9800000001');
    for (const call of [...writes(motherId, motherId), { method: 'GET' as const, url: '/api/v1/staff/due' }]) {
      expect((await inject({ ...call, headers: provider.headers })).statusCode, call.url).toBe(401);
      expect((await inject({ ...call, headers: {} })).statusCode, call.url).toBe(401);
    }
  });
});

describe('review fixes', () => {
  test('three births recorded at once make one birth, not three', async () => {
    const id = await registerMother('9811100021', 260);
    const birth = () =>
      inject({
        method: 'POST',
        url: `/api/v1/staff/people/${id}/birth`,
        payload: { birthDate: today, birthTime: '00:00', place: 'home', confirmed: true, babies: [{ sex: 'female', birthWeight: 3000 }] },
      });
    const results = await Promise.all([birth(), birth(), birth()]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const records = (await inject({ url: `/api/v1/staff/people/${id}/records` })).json();
    expect(records.babies).toHaveLength(1);
  });

  test('saving a profile with the same LMP keeps a due date the nurse set; a new LMP moves the weeks of visits', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/v1/staff/people/mother',
      payload: {
        first_name: 'Durga',
        last_name: 'KC',
        mobile_number: '9811100022',
        address: 'Tokha-1',
        lastMenstrualPeriod: addDays(today, -100),
        deliveryDueDate: addDays(today, 190),
      },
    });
    const id = res.json().id;
    await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${id}/visits`,
      payload: { visitDate: addDays(today, -2), systolicPressure: 110, diastolicPressure: 70 },
    });
    await inject({ method: 'PATCH', url: `/api/v1/staff/people/${id}`, payload: { address: 'Tokha-2', lastMenstrualPeriod: addDays(today, -100) } });
    let person = (await inject({ url: `/api/v1/staff/people/${id}` })).json();
    expect(person.pregnancy.deliveryDueDate).toBe(addDays(today, 190));
    expect(person.visits[0].gestationalWeek).toBe(14);
    await inject({ method: 'PATCH', url: `/api/v1/staff/people/${id}`, payload: { lastMenstrualPeriod: addDays(today, -114) } });
    person = (await inject({ url: `/api/v1/staff/people/${id}` })).json();
    expect(person.pregnancy.deliveryDueDate).toBe(addDays(today, -114 + 280));
    expect(person.visits[0].gestationalWeek).toBe(16);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.providerId, id), eq(auditLog.action, 'update')))
      .orderBy(auditLog.id);
    expect(audit?.details).toMatchObject({ old: { address: 'Tokha-1' } });
  });

  test('bad values that would break the database are 400s: decimal pressure, a huge health post id', async () => {
    const decimal = await inject({ method: 'POST', url: `/api/v1/staff/people/${motherId}/visits`, payload: { visitDate: today, systolicPressure: 120.5 } });
    expect(decimal.statusCode).toBe(400);
    const admin = await staffLogin('9800000020');
    const huge = await inject({
      method: 'POST',
      url: '/api/v1/staff/people/baby',
      headers: admin,
      payload: { first_name: 'A', last_name: 'B', mobile_number: '9811100023', address: 'x', birthDate: today, sex: 'male', healthPostId: 3_000_000_000 },
    });
    expect(huge.statusCode).toBe(400);
    expect((await inject({ url: '/api/v1/staff/people?page=9007199254740991&limit=100000' })).statusCode).toBe(400);
  });

  test("corrections keep to the entry's own dates; a baby account takes no mother items; no babies born a century ago", async () => {
    const records = (await inject({ url: `/api/v1/staff/people/${babyAccountId}/records` })).json();
    const growthId = records.babies[0].growth[0].id;
    const early = await inject({
      method: 'PUT',
      url: `/api/v1/staff/people/${babyAccountId}/growth/${growthId}`,
      payload: { measuredOn: addDays(records.babies[0].birthDate, -1), weightGrams: 3100, reason: 'x' },
    });
    expect(early.statusCode).toBe(400);
    const td = await inject({ method: 'POST', url: `/api/v1/staff/people/${babyAccountId}/items`, payload: { itemKey: 'td-1', givenOn: today } });
    expect(td.statusCode).toBe(400);
    const old = await inject({
      method: 'POST',
      url: '/api/v1/staff/people/baby',
      payload: { first_name: 'Old', last_name: 'One', mobile_number: '9811100024', address: 'x', birthDate: '1900-01-01', sex: 'male' },
    });
    expect(old.statusCode).toBe(400);
  });
});
