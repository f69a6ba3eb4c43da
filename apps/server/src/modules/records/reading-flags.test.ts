import { afterAll, beforeAll, expect, test } from 'vitest';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { fetalWeightBandAt } from '@mamata/core/domain/verdicts';
import type { ReadingAlertOut } from '@mamata/core/schemas/health';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { registerMother } from '../../../test/people.ts';
import { staffHeaders } from '../../../test/staff-login.ts';

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
  ((await staff('GET', '/api/v1/staff/due?days=7')).json<{ flagged: Flagged[] }>().flagged.find((f) => f.personId === personId)?.alerts ?? []).map(
    (a) => [a.series, a.level, a.value],
  );
const herAlerts = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ url: '/api/v1/provider/provider-report', headers })).json<{ patientReportDetails: { patientReport: { alerts: ReadingAlertOut[] } } }>()
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
