import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { auditLog, babies, births, providers } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>;
const today = nepalToday();
let nextMobile = 9811200000;

async function staffLogin(mobile: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: mobile, password: 'Mamata@2025' } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}
const inject = (opts: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; headers?: Record<string, string> }) =>
  ctx.app.inject({ method: opts.method ?? 'GET', url: opts.url, payload: opts.payload, headers: opts.headers ?? tokha });

/** A mother registered `lmpDaysAgo` days after her LMP; returns her id and her login (a one-time password, then her own). */
async function registerMother(lmpDaysAgo = 270) {
  const mobile = String(nextMobile++);
  const res = await inject({
    method: 'POST',
    url: '/api/v1/staff/people/mother',
    payload: { first_name: 'Sita', last_name: 'Rai', mobile_number: mobile, address: 'Tokha-2', lastMenstrualPeriod: addDays(today, -lmpDaysAgo), height: 60 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id, oneTimePassword } = res.json<{ id: string; oneTimePassword: string }>();
  return { id, mobile, oneTimePassword };
}

/** Logs the mother in and replaces her one-time password, so the health screens answer. */
async function motherHeaders(m: { mobile: string; oneTimePassword: string }) {
  const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: { mobile_number: m.mobile, password: m.oneTimePassword } });
  const headers = { authorization: `Bearer ${login.json().token as string}` };
  const changed = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/provider/change-password',
    headers,
    payload: { oldPassword: m.oneTimePassword, newPassword: 'sita-own-2026' },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return headers;
}

const birth = (over: Record<string, unknown> = {}) => ({
  birthDate: addDays(today, -3),
  birthTime: '05:40',
  place: 'facility',
  confirmed: true,
  babies: [{ sex: 'male', birthWeight: 3100, birthHeight: 19.5, name: 'Aarav' }],
  ...over,
});

const typeOf = async (id: string) => (await ctx.database.db.select({ t: providers.registrationType }).from(providers).where(eq(providers.id, id)))[0]?.t;

beforeAll(async () => {
  ctx = await buildTestApp();
  tokha = await staffLogin('9800000010');
});
afterAll(async () => ctx.close());

describe('recording a birth', () => {
  test('each bound of the birth form is a 400 on its field, with a message for the nurse', async () => {
    const { id } = await registerMother(200);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ babies: [{ sex: 'male' }] }, 'babies.0.birthWeight', 'Enter the birth weight: 300 to 6,500 grams.'],
      [{ babies: [{ sex: 'male', birthWeight: 299 }] }, 'babies.0.birthWeight', 'Enter the birth weight: 300 to 6,500 grams.'],
      [{ babies: [{ sex: 'male', birthWeight: 6501 }] }, 'babies.0.birthWeight', 'Enter the birth weight: 300 to 6,500 grams.'],
      [{ babies: [{ sex: 'male', birthWeight: 3000, birthHeight: 41 }] }, 'babies.0.birthHeight', 'Baby length must be between 8 and 40 inches.'],
      [{ babies: [] }, 'babies', 'Record one to three babies.'],
      [{ birthTime: '25:10' }, 'birthTime', 'Enter the time of birth (hours:minutes).'],
      [{ birthTime: undefined }, 'birthTime', 'Enter the time of birth (hours:minutes).'],
      [{ place: 'hospital' }, 'place', 'Choose where the baby was born.'],
      [{ confirmed: undefined }, 'confirmed', 'Check what will change and confirm the birth.'],
      [{ confirmed: false }, 'confirmed', 'Check what will change and confirm the birth.'],
      [{ birthDate: addDays(today, 1) }, 'birthDate', 'The date cannot be in the future.'],
      [{ birthDate: addDays(today, -201) }, 'birthDate', 'The date cannot be before the pregnancy began or the baby was born.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/birth`, payload: birth(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().fieldErrors[field], JSON.stringify(over)).toBe(message);
    }
    expect(await typeOf(id)).toBe('MOTHER');
  });

  test('a time later today is in the future', async () => {
    const now = new Date(Date.now() + 345 * 60_000 + 5 * 60_000).toISOString();
    // skip only the last minutes of a Nepal day, when "five minutes from now" is tomorrow
    if (now.slice(0, 10) !== today) return;
    const { id } = await registerMother();
    const res = await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/birth`, payload: birth({ birthDate: today, birthTime: now.slice(11, 16) }) });
    expect(res.json().fieldErrors.birthTime).toBe('The date and time of birth cannot be in the future.');
  });

  test('before 22 weeks only with the preterm confirmation; the weights 300 g and 6,500 g are accepted', async () => {
    const { id } = await registerMother(150);
    const early = await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/birth`, payload: birth({ babies: [{ sex: 'female', birthWeight: 300 }] }) });
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors.preterm).toMatch(/before 22 weeks/);
    const confirmed = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${id}/birth`,
      // 300 g is below the lines at 21 weeks too: the weight is confirmed as well
      payload: birth({ preterm: true, weightChecked: true, babies: [{ sex: 'female', birthWeight: 300 }] }),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const heavy = await registerMother();
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/v1/staff/people/${heavy.id}/birth`,
          payload: birth({ weightChecked: true, babies: [{ sex: 'male', birthWeight: 6500 }] }),
        })
      ).statusCode,
    ).toBe(200);
  });

  test('a weight implausible for the weeks asks the nurse to check it (on that weight, in her language); ticked, it is saved as typed', async () => {
    // 28 weeks: 4,500 g is far above the WHO fetal charts' 97.5th percentile (1,481 g)
    const early = await registerMother(199);
    const heavy = birth({ babies: [{ sex: 'male', birthWeight: 4500, name: 'Aarav' }] });
    const asked = await inject({ method: 'POST', url: `/api/v1/staff/people/${early.id}/birth`, payload: heavy });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().fieldErrors['babies.0.birthWeight']).toBe(
      '4500 g is unusually high for a birth at 28 weeks (the usual highest is about 1481 g). Check the weight and the dates, or tick "Weight checked and right" if it is right.',
    );
    expect(asked.json().fieldErrors.weightChecked).toBe(asked.json().fieldErrors['babies.0.birthWeight']);
    const inNepali = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${early.id}/birth`,
      payload: heavy,
      headers: { ...tokha, 'accept-language': 'ne' },
    });
    expect(inNepali.json().fieldErrors['babies.0.birthWeight']).toMatch(
      /^२८ हप्तामा जन्मेको शिशुका लागि ४५०० ग्राम धेरै बढी हो \(सामान्यतया बढीमा करिब १४८१ ग्राम हुन्छ\)/,
    );
    expect(await typeOf(early.id)).toBe('MOTHER');
    // the second twin at term weighing 400 g: asked about the second weight, not the first
    const term = await registerMother(270);
    const twins = birth({
      babies: [
        { sex: 'female', birthWeight: 2400 },
        { sex: 'male', birthWeight: 400 },
      ],
    });
    const low = await inject({ method: 'POST', url: `/api/v1/staff/people/${term.id}/birth`, payload: twins });
    expect(low.statusCode).toBe(400);
    expect(Object.keys(low.json().fieldErrors)).toEqual(['babies.1.birthWeight', 'weightChecked']);
    expect(low.json().fieldErrors['babies.1.birthWeight']).toMatch(/^400 g is unusually low for a birth at 38 weeks \(the usual lowest is about 2080 g\)/);
    const saved = await inject({ method: 'POST', url: `/api/v1/staff/people/${term.id}/birth`, payload: { ...twins, weightChecked: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await ctx.database.db.select({ grams: babies.birthWeightGrams }).from(babies).where(eq(babies.providerId, term.id));
    expect(rows.map((r) => Number(r.grams)).sort((a, b) => a - b)).toEqual([400, 2400]);
    // a correction is asked the same
    const birthId = saved.json().id as string;
    const correction = { ...twins, reason: 'time', birthTime: '06:10', confirmed: undefined };
    const again = await inject({ method: 'PUT', url: `/api/v1/staff/people/${term.id}/births/${birthId}`, payload: correction });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors['babies.1.birthWeight']).toMatch(/unusually low/);
  });
});

describe('a birth is corrected and removed like every other entry', () => {
  let id: string;
  let birthId: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    const m = await registerMother();
    id = m.id;
    headers = await motherHeaders(m);
    expect(
      (await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/visits`, payload: { visitDate: addDays(today, -30), weight: 64 } })).statusCode,
    ).toBe(200);
    const res = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${id}/birth`,
      payload: birth({
        babies: [
          { sex: 'female', birthWeight: 2400, name: 'Asha' },
          { sex: 'male', birthWeight: 2550 },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    birthId = res.json().id;
  });

  test('the mother-and-baby account keeps both records: her visits and schedule, and both babies', async () => {
    expect(await typeOf(id)).toBe('MOTHER_AND_BABY');
    const person = (await inject({ url: `/api/v1/staff/people/${id}` })).json();
    expect(person.visits.map((v: { weight: number }) => v.weight)).toEqual([64]);
    expect(person.pregnancy).toMatchObject({ outcome: 'birth', endedOn: addDays(today, -3) });
    const records = (await inject({ url: `/api/v1/staff/people/${id}/records` })).json();
    expect(records.pregnancy.birth).toMatchObject({ id: birthId, birthTime: '05:40', place: 'facility', corrected: false });
    expect(records.babies.map((b: { name: string; sex: string }) => [b.name, b.sex])).toEqual([
      ['Asha', 'female'],
      ['', 'male'],
    ]);
    const mother = (await inject({ url: '/api/v1/provider/mother-table', headers })).json();
    expect(mother.motherTables.length).toBeGreaterThan(0);
    const baby = (await inject({ url: '/api/v1/provider/baby-table', headers })).json();
    expect(baby.babies).toHaveLength(2);
    const report = (await inject({ url: '/api/v1/provider/provider-report', headers })).json().patientReportDetails;
    expect(report.patientReport.motherProgressReport.map((p: { motherWeight: number }) => p.motherWeight)).toEqual([64]);
    expect(report.babies.map((b: { babyBirthWeight: number }) => b.babyBirthWeight)).toEqual([2400, 2550]);
    // the profile names every baby and gives her one latest weight (with its date) and the BMI of it with her height
    const me = (await inject({ url: '/api/v1/provider/me', headers })).json().provider;
    expect(me.babies.map((b: { name: string; birthWeight: number; latestWeight: { grams: number } }) => [b.name, b.birthWeight, b.latestWeight.grams])).toEqual(
      [
        ['Asha', 2400, 2400],
        ['', 2550, 2550],
      ],
    );
    // 64 kg / (60 in x 0.0254 m)^2 = 27.556
    expect(me.latestWeight).toEqual({ kg: 64, date: addDays(today, -30), heightInches: 60, bmi: 27.56 });
  });

  test('a correction keeps the babies (and what they were given), supersedes the entry and audits the reason', async () => {
    const before = (await inject({ url: `/api/v1/staff/people/${id}/records` })).json();
    const boy = before.babies[1].id;
    expect(
      (await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/items`, payload: { itemKey: 'bcg-1', babyId: boy, givenOn: today } })).statusCode,
    ).toBe(200);
    const wrongCount = await inject({ method: 'PUT', url: `/api/v1/staff/people/${id}/births/${birthId}`, payload: { ...birth(), reason: 'typo' } });
    expect(wrongCount.statusCode).toBe(400);
    const noReason = await inject({ method: 'PUT', url: `/api/v1/staff/people/${id}/births/${birthId}`, payload: birth() });
    expect(noReason.json().fieldErrors.reason).toBeDefined();
    const fixed = await inject({
      method: 'PUT',
      url: `/api/v1/staff/people/${id}/births/${birthId}`,
      payload: {
        ...birth({
          birthTime: '04:10',
          place: 'home',
          babies: [
            { sex: 'female', birthWeight: 2450, name: 'Asha' },
            { sex: 'male', birthWeight: 2550, name: 'Aarav' },
          ],
        }),
        reason: 'weight read from the wrong card',
      },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const records = (await inject({ url: `/api/v1/staff/people/${id}/records` })).json();
    expect(records.pregnancy.birth).toMatchObject({ id: fixed.json().id, birthTime: '04:10', place: 'home', corrected: true });
    expect(records.babies.map((b: { id: string; name: string; birthWeight: number }) => [b.id, b.name, b.birthWeight])).toEqual([
      [before.babies[0].id, 'Asha', 2450],
      [boy, 'Aarav', 2550],
    ]);
    expect(records.babies[0].growth.map((g: { weightGrams: number }) => g.weightGrams)).toEqual([2450]);
    expect(records.babies[1].schedule[0].items.find((i: { key: string }) => i.key === 'bcg-1').status).toBe('given');
    const [old] = await ctx.database.db.select().from(births).where(eq(births.id, birthId));
    expect(old?.supersededAt).not.toBeNull();
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'birth'), eq(auditLog.action, 'correct'), eq(auditLog.providerId, id)));
    expect(JSON.stringify(audit[0]?.details)).toContain('weight read from the wrong card');
    // the old entry cannot be corrected again
    expect((await inject({ method: 'PUT', url: `/api/v1/staff/people/${id}/births/${birthId}`, payload: { ...birth(), reason: 'x' } })).statusCode).toBe(409);
    birthId = fixed.json().id;
  });

  test('removing the birth brings the pregnancy and the account type back; nothing recorded is deleted', async () => {
    const res = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${id}/births/${birthId}/void`,
      payload: { reason: 'recorded for the wrong mother' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Birth removed. The pregnancy is open again; the entry is kept in the history.');
    expect(await typeOf(id)).toBe('MOTHER');
    const records = (await inject({ url: `/api/v1/staff/people/${id}/records` })).json();
    expect(records.pregnancy).toMatchObject({ endedOn: null, outcome: null, birth: null });
    expect(records.babies).toEqual([]);
    const kept = await ctx.database.db.select({ status: babies.status }).from(babies).where(eq(babies.providerId, id));
    expect(kept.map((b) => b.status)).toEqual(['removed', 'removed']);
    expect((await inject({ url: '/api/v1/provider/baby-table', headers })).json().babyTables).toEqual([]);
    expect((await inject({ url: '/api/v1/provider/me', headers })).json().provider).toMatchObject({ registration_type: 'MOTHER', babyBirthDate: null });
    // the pregnancy goes on: a visit and a new birth can be recorded
    expect((await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/visits`, payload: { visitDate: today, notes: 'well' } })).statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: `/api/v1/staff/people/${id}/birth`, payload: birth() })).statusCode).toBe(200);
  });
});

test('twins in the womb: estimates per fetus (A/B), and after the birth one womb chart per baby', async () => {
  const m = await registerMother(250);
  const headers = await motherHeaders(m);
  for (const [days, fetus, grams] of [
    [20, 1, 1900],
    [20, 2, 1750],
    [6, 1, 2300],
    [6, 2, 2150],
  ] as const) {
    const res = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${m.id}/fetal-weights`,
      payload: { measuredOn: addDays(today, -days), fetus, weightGrams: grams },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect(
    (await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/fetal-weights`, payload: { measuredOn: today, fetus: 4, weightGrams: 2000 } })).json()
      .fieldErrors.fetus,
  ).toBe('Choose baby A or baby B.');
  const records = (await inject({ url: `/api/v1/staff/people/${m.id}/records` })).json();
  expect(records.pregnancy.fetalWeights.map((f: { fetus: number; weightGrams: number }) => [f.fetus, f.weightGrams])).toEqual([
    [1, 1900],
    [2, 1750],
    [1, 2300],
    [2, 2150],
  ]);
  const born = await inject({
    method: 'POST',
    url: `/api/v1/staff/people/${m.id}/birth`,
    payload: birth({
      birthDate: addDays(today, -1),
      babies: [
        { sex: 'female', birthWeight: 2400 },
        { sex: 'male', birthWeight: 2250 },
      ],
    }),
  });
  expect(born.statusCode, born.body).toBe(200);
  const report = (await inject({ url: '/api/v1/provider/provider-report', headers })).json().patientReportDetails;
  expect(report.babies.map((b: { babyWombProgressReport: { babyWeight: number }[] }) => b.babyWombProgressReport.map((p) => p.babyWeight))).toEqual([
    [1900, 2300],
    [1750, 2150],
  ]);
});

describe('loss', () => {
  test("a baby's death stops that baby's items at once: no reminders, no due-list entry, a gentle state for the app", async () => {
    // her LMP 300 days ago: the baby born 60 days ago came at 34 weeks, with a weight that fits those weeks
    const m = await registerMother(300);
    const headers = await motherHeaders(m);
    const born = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${m.id}/birth`,
      payload: birth({ birthDate: addDays(today, -60), babies: [{ sex: 'male', birthWeight: 2500, name: 'Aarav' }] }),
    });
    expect(born.statusCode, born.body).toBe(200);
    const [babyId] = born.json().babyIds as string[];
    const dueBefore = (await inject({ url: '/api/v1/staff/due?days=14' })).json();
    expect([...dueBefore.dueSoon, ...dueBefore.overdue].some((e: { babyId: string }) => e.babyId === babyId)).toBe(true);
    expect((await inject({ url: '/api/v1/provider/baby-alert', headers })).json().babyTables.length).toBeGreaterThan(0);

    const unconfirmed = await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/loss`, payload: { kind: 'babyDeath', date: today, babyId } });
    expect(unconfirmed.statusCode).toBe(400);
    const res = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${m.id}/loss`,
      payload: { kind: 'babyDeath', date: today, babyId, confirmed: true },
    });
    expect(res.statusCode, res.body).toBe(200);

    const due = (await inject({ url: '/api/v1/staff/due?days=14' })).json();
    expect([...due.dueSoon, ...due.overdue].some((e: { babyId: string }) => e.babyId === babyId)).toBe(false);
    expect((await inject({ url: '/api/v1/provider/baby-alert', headers })).json()).toMatchObject({ babyTables: [], babyGender: null });
    expect((await inject({ url: '/api/v1/provider/baby-table', headers })).json().babyTables).toEqual([]);
    expect((await inject({ url: '/api/v1/provider/provider-report', headers })).json().patientReportDetails.patientReport.babyBornProgressReport).toEqual([]);
    const me = (await inject({ url: '/api/v1/provider/me', headers })).json().provider;
    expect(me).toMatchObject({ loss: { kind: 'babyDeath', date: today }, babyBirthDate: null });
    // the staff record keeps the baby, marked, without a schedule; nothing more can be given
    const records = (await inject({ url: `/api/v1/staff/people/${m.id}/records` })).json();
    expect(records.babies[0]).toMatchObject({ id: babyId, status: 'died', endedOn: today, schedule: [] });
    expect(
      (await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/items`, payload: { itemKey: 'bcg-1', babyId, givenOn: today } })).statusCode,
    ).toBe(409);
    // a loss recorded by mistake can be removed (with the reason): the baby is followed again
    const undo = await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/loss/void`, payload: { babyId, reason: 'wrong baby' } });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await inject({ url: '/api/v1/provider/baby-alert', headers })).json().babyTables.length).toBeGreaterThan(0);
  });

  test('a stillbirth ends the pregnancy: her reminders stop, no baby is created, the account stays hers', async () => {
    const m = await registerMother(200);
    const headers = await motherHeaders(m);
    expect((await inject({ url: '/api/v1/provider/mother-alert', headers })).json().motherTables.length).toBeGreaterThan(0);
    const future = await inject({
      method: 'POST',
      url: `/api/v1/staff/people/${m.id}/loss`,
      payload: { kind: 'stillbirth', date: addDays(today, 1), confirmed: true },
    });
    expect(future.statusCode).toBe(400);
    const res = await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/loss`, payload: { kind: 'stillbirth', date: today, confirmed: true } });
    expect(res.statusCode, res.body).toBe(200);
    // her antenatal reminders stop; only her own care after the birth remains (modules/reminders/loss-care.test.ts)
    const alert = (await inject({ url: '/api/v1/provider/mother-alert', headers })).json<{ motherTables: { _id: string }[] }>().motherTables;
    expect(alert.map((p) => p._id)).toEqual(['after-birth']);
    expect((await inject({ url: '/api/v1/provider/baby-table', headers })).json().babyTables).toEqual([]);
    const me = (await inject({ url: '/api/v1/provider/me', headers })).json().provider;
    expect(me).toMatchObject({ registration_type: 'MOTHER', loss: { kind: 'stillbirth', date: today }, report: null });
    // the due list: no antenatal item and no baby of hers, only her own check-ups after the birth (modules/reminders/loss-care.test.ts)
    const due = (await inject({ url: '/api/v1/staff/due?days=31' })).json();
    const hers = [...due.dueSoon, ...due.overdue].filter((e: { personId: string }) => e.personId === m.id) as { babyId: string | null; itemKey: string }[];
    expect(hers.every((e) => e.babyId === null && e.itemKey.startsWith('mother-'))).toBe(true);
    // her antenatal history stays in the nurse's view; a birth can no longer be recorded on it
    const person = (await inject({ url: `/api/v1/staff/people/${m.id}` })).json();
    expect(person.pregnancy).toMatchObject({ outcome: 'stillbirth', endedOn: today });
    expect((await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/birth`, payload: birth() })).statusCode).toBe(400);
  });

  test('another health post cannot record or undo a loss', async () => {
    const m = await registerMother();
    const jhor = await staffLogin('9800000011');
    const payload = { kind: 'miscarriage', date: today, confirmed: true };
    expect((await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/loss`, payload, headers: jhor })).statusCode).toBe(404);
    expect((await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/loss/void`, payload: { reason: 'x' }, headers: jhor })).statusCode).toBe(404);
    expect((await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/loss`, payload, headers: {} })).statusCode).toBe(401);
  });
});

describe('visits', () => {
  test('an empty visit is a 400 with a message for the nurse; a second visit on one date is asked about first', async () => {
    const m = await registerMother(100);
    const empty = await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/visits`, payload: { visitDate: today } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.systolicPressure).toBe('Enter at least one measurement or a note.');
    expect((await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/visits`, payload: { visitDate: today, notes: '  ' } })).statusCode).toBe(400);
    expect((await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/visits`, payload: { visitDate: today, weight: 55 } })).statusCode).toBe(200);
    const again = await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/visits`, payload: { visitDate: today, weight: 55 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('She already has a visit on this date. Save a second visit for the same day?');
    expect(
      (await inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/visits`, payload: { visitDate: today, weight: 55.5, sameDay: true } })).statusCode,
    ).toBe(200);
  });

  test('a wrong one-time password says so', async () => {
    const m = await registerMother(100);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: { mobile_number: m.mobile, password: m.oneTimePassword } });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/provider/change-password',
      headers: { authorization: `Bearer ${login.json().token as string}` },
      payload: { oldPassword: 'not-the-slip', newPassword: 'sita-own-2026' },
    });
    expect(res.json().fieldErrors.oldPassword).toBe('The one-time password is not correct. Check the slip from your health post.');
  });
});
