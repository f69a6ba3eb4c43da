import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { fetalWeightBandAt } from '@mamata/core/domain/verdicts';
import type { ReadingAlertOut } from '@mamata/core/schemas/health';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { recordBirth, registerMother } from '../../../test/people.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/**
 * Readings that must not vanish (domain/verdicts.ts): each fetus of twins judged on its own, on the nurse's due
 * list and on her own report.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>;
const today = nepalToday();

beforeAll(async () => {
  ctx = await buildTestApp();
  tokha = await staffHeaders(ctx.app, '9800000010');
});
afterAll(async () => {
  await ctx.close();
});

const staff = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: tokha });
type Flagged = { personId: string; alerts: ReadingAlertOut[] };
const flagsOf = async (personId: string) =>
  ((await staff('GET', '/api/v1/staff/due?days=7')).json<{ flagged: Flagged[] }>().flagged.find((f) => f.personId === personId)?.alerts ?? []).map((a) => [
    a.series,
    a.level,
    a.value,
  ]);
const herAlerts = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ url: '/api/v1/provider/provider-report', headers }))
    .json<{ patientReportDetails: { patientReport: { alerts: ReadingAlertOut[] } } }>()
    .patientReportDetails.patientReport.alerts.map((a) => [a.series, a.level, a.value]);

test('twins: fetus B below the 10th centile stays flagged when fetus A\u2019s normal weight is entered the same day', async () => {
  const m = await registerMother(ctx.app, tokha, 224, 'Jamuna');
  const band = fetalWeightBandAt(null, 224)!;
  const small = Math.floor(band.low) - 100;
  const normal = Math.round((band.low + band.high) / 2);
  for (const [fetus, grams] of [
    [2, small],
    [1, normal],
  ] as const) {
    const res = await staff('POST', `/api/v1/staff/people/${m.id}/fetal-weights`, { measuredOn: today, fetus, weightGrams: grams });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect(await flagsOf(m.id)).toEqual([['fetalWeight', 'see-health-worker', [small]]]);
  expect((await herAlerts(m.headers)).filter(([series]) => series === 'fetalWeight')).toEqual([['fetalWeight', 'see-health-worker', [small]]]);
});

const visit = async (personId: string, systolicPressure: number, diastolicPressure: number, visitDate = today, sameDay = false) => {
  const res = await staff('POST', `/api/v1/staff/people/${personId}/visits`, { visitDate, systolicPressure, diastolicPressure, sameDay });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
};
type Detail = { alerts: ReadingAlertOut[]; visits: { id: string; review: { note: string; reviewedOn: string; reviewedBy: string } | null }[] };
const detailOf = async (personId: string) => (await staff('GET', `/api/v1/staff/people/${personId}`)).json<Detail>();
const bpOf = (alerts: unknown[][]) => alerts.filter(([series]) => series === 'bloodPressure');

test('170/115 followed the same day by 120/80 stays flagged on her dashboard and the nurse\u2019s list until a nurse reviews it with a note (audited, shown with its date)', async () => {
  const m = await registerMother(ctx.app, tokha, 230, 'Laxmi');
  const severe = await visit(m.id, 170, 115);
  const normal = await visit(m.id, 120, 80, today, true);
  expect(bpOf(await herAlerts(m.headers))).toEqual([['bloodPressure', 'emergency', [170, 115]]]);
  expect(bpOf(await flagsOf(m.id))).toEqual([['bloodPressure', 'emergency', [170, 115]]]);
  expect((await detailOf(m.id)).alerts.find((a) => a.series === 'bloodPressure')).toMatchObject({ level: 'emergency', visitId: severe });

  // only a severe reading, with a note, by her own health post
  expect((await staff('POST', `/api/v1/staff/people/${m.id}/visits/${normal}/review`, { note: 'seen' })).statusCode).toBe(400);
  expect((await staff('POST', `/api/v1/staff/people/${m.id}/visits/${severe}/review`, { note: '' })).statusCode).toBe(400);
  const jhor = await staffHeaders(ctx.app, '9800000011');
  const theirs = await ctx.app.inject({ method: 'POST', url: `/api/v1/staff/people/${m.id}/visits/${severe}/review`, payload: { note: 'x' }, headers: jhor });
  expect([403, 404]).toContain(theirs.statusCode);
  const other = await registerMother(ctx.app, tokha, 100, 'Kamala');
  expect((await staff('POST', `/api/v1/staff/people/${other.id}/visits/${severe}/review`, { note: 'x' })).statusCode).toBe(404);

  const ok = await staff('POST', `/api/v1/staff/people/${m.id}/visits/${severe}/review`, { note: 'Referred to Bir Hospital, labetalol given.' });
  expect(ok.statusCode, ok.body).toBe(200);
  expect((await detailOf(m.id)).visits.find((v) => v.id === severe)?.review).toMatchObject({
    note: 'Referred to Bir Hospital, labetalol given.',
    reviewedOn: today,
  });
  // the latest reading speaks again
  expect(bpOf(await herAlerts(m.headers))).toEqual([['bloodPressure', 'normal', [120, 80]]]);
  expect(bpOf(await flagsOf(m.id))).toEqual([]);
  const [row] = await rowsOf<{ action: string; details: { note: string } }>(
    ctx.database.db,
    sql`select action, details from audit_log where entity = 'antenatal_visit' and entity_id = ${severe} and action = 'review'`,
  );
  expect(row?.details.note).toBe('Referred to Bir Hospital, labetalol given.');
});

test('a severe reading stays flagged once the birth is recorded; a reading after the birth is hers (postpartum)', async () => {
  const a = await registerMother(ctx.app, tokha, 275, 'Sarita');
  await visit(a.id, 165, 112, addDays(today, -4));
  await recordBirth(ctx.app, tokha, a.id, 2);
  expect(bpOf(await herAlerts(a.headers))).toEqual([['bloodPressure', 'emergency', [165, 112]]]);
  expect(bpOf(await flagsOf(a.id))).toEqual([['bloodPressure', 'emergency', [165, 112]]]);

  // 150/95 taken today, the birth three days ago: her postpartum blood pressure, judged and flagged
  const b = await registerMother(ctx.app, tokha, 275, 'Bimala');
  await visit(b.id, 150, 95);
  await recordBirth(ctx.app, tokha, b.id, 3);
  expect(bpOf(await herAlerts(b.headers))).toEqual([['bloodPressure', 'see-health-worker', [150, 95]]]);
  expect(bpOf(await flagsOf(b.id))).toEqual([['bloodPressure', 'see-health-worker', [150, 95]]]);
});
