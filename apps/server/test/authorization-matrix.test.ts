import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ambulances,
  antenatalVisits,
  babies,
  fetalWeightEstimates,
  growthMeasurements,
  healthPostMessages,
  healthPosts,
  itemRecords,
  pregnancies,
  providers,
  supportNumbers,
} from '../src/db/schema/index.ts';
import { buildTestApp } from './build-test-app.ts';
import { headersOf, IDENTITIES, tokhaHealthPostId, type Identity } from './identities.ts';
import { fillPath, operationsOf, sample, sampleQuery, type Operation } from './openapi-operations.ts';

/**
 * The authorization matrix, generated from the OpenAPI document so that every operation added
 * later is covered without touching this file: every operation x no token, a forged token, a
 * mother, a baby, staff of another health post, a palika admin and a system admin. Path
 * parameters point at records of Tokha Health Post (whose staff is not among the callers), so
 * "staff of another health post" must never succeed on them.
 */

/** Operations anyone may call. A new operation without `config: { auth }` fails here until it is listed. */
const PUBLIC = new Set([
  'GET /api/v1/health',
  'GET /api/v1/provider-map-palika/base-url',
  'POST /api/v1/provider/login',
  // a login code by SMS (docs/decisions/026-login-lockout-and-proxies.md): the same answer for any number
  'POST /api/v1/provider/login-code',
  'POST /api/v1/provider/login-code/verify',
  'POST /api/v1/staff/login',
  'POST /api/v1/provider/subscribe',
  'POST /api/v1/provider/contact-us',
  'POST /api/v1/provider/health-post-siren',
  'GET /api/v1/public/offices',
  'GET /api/v1/public/office-type',
  'GET /api/v1/admin/login-bg-image/setting',
  'GET /api/v1/public/bs-calendar',
  // the SMS gateway's delivery reports: no person's session, its own shared secret (401 without it)
  'POST /api/v1/sms/delivery-report',
]);

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let ops: Operation[];
const owned = new Map<string, string>();

beforeAll(async () => {
  ctx = await buildTestApp();
  ops = operationsOf(ctx.app);
  const db = ctx.database.db;
  const post = await tokhaHealthPostId(db);
  const [mother] = await db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, '9800000001'));
  const [babyAccount] = await db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, '9800000002'));
  const [pregnancy] = await db.select({ id: pregnancies.id }).from(pregnancies).where(eq(pregnancies.providerId, mother!.id));
  const [visit] = await db.select({ id: antenatalVisits.id }).from(antenatalVisits).where(eq(antenatalVisits.pregnancyId, pregnancy!.id));
  const [fetal] = await db.select({ id: fetalWeightEstimates.id }).from(fetalWeightEstimates).where(eq(fetalWeightEstimates.pregnancyId, pregnancy!.id));
  const [baby] = await db.select({ id: babies.id }).from(babies).where(eq(babies.providerId, babyAccount!.id));
  const [growth] = await db.select({ id: growthMeasurements.id }).from(growthMeasurements).where(eq(growthMeasurements.babyId, baby!.id));
  const [item] = await db.select({ id: itemRecords.id }).from(itemRecords).where(eq(itemRecords.providerId, mother!.id));
  const [ambulance] = await db.select({ id: ambulances.id }).from(ambulances).where(eq(ambulances.healthPostId, post));
  const [number] = await db.select({ id: supportNumbers.id }).from(supportNumbers).where(eq(supportNumbers.healthPostId, post));
  const [siren] = await db
    .select({ id: healthPostMessages.id })
    .from(healthPostMessages)
    .where(and(eq(healthPostMessages.healthPostId, post), eq(healthPostMessages.kind, 'siren'), isNull(healthPostMessages.handledAt)));
  const set = (key: string, value: string | undefined) => value && owned.set(key, value);
  set('people', mother?.id);
  set('people@baby', babyAccount?.id);
  set('visits', visit?.id);
  set('fetal-weights', fetal?.id);
  set('growth', growth?.id);
  set('items', item?.id);
  set('ambulances', ambulance?.id);
  set('support-numbers', number?.id);
  set('inbox', siren?.id);
  // the HMIS month of Tokha Health Post and of its palika
  set('posts', String(post));
  set('palikas', (await db.select({ p: healthPosts.palikaId }).from(healthPosts).where(eq(healthPosts.id, post)))[0]?.p);
}, 120_000);
afterAll(async () => ctx.close());

/** A record of Tokha Health Post for a path parameter, by the path segment before it. */
function resolve(op: Operation, param: string): string | undefined {
  const segments = op.path.split('/');
  const at = segments.indexOf(`{${param}}`);
  if (param === 'kind' && op.path.includes('/inbox/')) return 'siren';
  let before = segments[at - 1] ?? '';
  if (before === '{kind}') before = segments[at - 2] ?? '';
  if (before === 'people' && /\/(growth|birth)\b/.test(op.path) && /growth/.test(op.path)) return owned.get('people@baby');
  return owned.get(before);
}

/** Whether every path parameter of an operation points at a record of Tokha Health Post. */
const targetsTokha = (op: Operation) => op.pathParams.length > 0 && op.pathParams.every((p) => p.name === 'kind' || resolve(op, p.name) !== undefined);

/** Why a status is wrong for this caller, or undefined when it is as it should be. */
function verdict(op: Operation, who: Identity, status: number, body: string): string | undefined {
  if (status >= 500) return `server error ${status}`;
  if (!op.auth) return undefined;
  const refused = status === 401 || status === 403;
  const anonymous = who === 'no token' || who === 'forged token';
  const isProvider = who === 'mother' || who === 'baby';
  const isStaff = !anonymous && !isProvider;
  const mustRefuse = anonymous || (op.auth === 'provider' && isStaff) || (op.auth === 'staff' && isProvider);
  if (mustRefuse) {
    if (!refused) return `answered ${status} instead of 401/403`;
    if (body.includes('fieldErrors')) return 'refusal reveals field errors';
    return undefined;
  }
  if (op.auth === 'staff' && op.roles.length > 0) {
    const role = who === 'system admin' ? 'system_admin' : who === 'palika admin' ? 'palika_admin' : 'health_post';
    if (!op.roles.some((r) => r === role) && status !== 403) return `role ${role} answered ${status} instead of 403`;
  }
  if (who === 'staff of another health post' && targetsTokha(op) && status < 300) return `succeeded (${status}) on another health post's record`;
  return undefined;
}

describe('authorization matrix over the OpenAPI document', () => {
  test('every operation is either secured or on the public list', () => {
    const unlisted = ops.filter((op) => !op.auth && !PUBLIC.has(`${op.method} ${op.path}`)).map((op) => `${op.method} ${op.path}`);
    expect(unlisted).toEqual([]);
    const listedButSecured = ops.filter((op) => op.auth && PUBLIC.has(`${op.method} ${op.path}`)).map((op) => `${op.method} ${op.path}`);
    expect(listedButSecured).toEqual([]);
  });

  test('no caller gets what it should not, and nobody gets a 5xx', async () => {
    const failures: string[] = [];
    let calls = 0;
    let allowedSuccesses = 0;
    // The administrators last: their writes (deactivation, password reset) would spoil the others' calls.
    for (const who of IDENTITIES) {
      for (const op of ops) {
        const url = fillPath(op, resolve) + sampleQuery(op);
        const res = await ctx.app.inject({
          method: op.method as 'GET',
          url,
          headers: await headersOf(ctx.database.db, who),
          ...(op.body ? { payload: sample(op.body) as object } : {}),
          remoteAddress: `10.9.${calls % 250}.${Math.floor(calls / 250) + 1}`,
        });
        calls++;
        const problem = verdict(op, who, res.statusCode, res.body);
        if (problem) failures.push(`${who}: ${op.method} ${url}: ${problem}`);
        else if (op.auth && res.statusCode < 300) allowedSuccesses++;
      }
    }
    console.info(
      `authorization matrix: ${ops.length} operations x ${IDENTITIES.length} callers = ${calls} calls, ${failures.length} unexpected; ${allowedSuccesses} allowed calls succeeded`,
    );
    expect(failures).toEqual([]);
    expect(calls).toBe(ops.length * IDENTITIES.length);
    // the sampled bodies reach the handlers: a matrix of nothing but 400s would prove little
    expect(allowedSuccesses).toBeGreaterThan(ops.filter((op) => op.auth).length / 2);
  }, 300_000);

  test('a secured operation answers 401 without a token even to a body that fails validation', async () => {
    const leaks: string[] = [];
    for (const op of ops.filter((o) => o.auth)) {
      const url = fillPath(op, () => 'not-a-uuid') + '?page=-1&limit=abc';
      const res = await ctx.app.inject({ method: op.method as 'GET', url, ...(op.body ? { payload: { unexpected: ['\u0000'] } } : {}) });
      if (res.statusCode !== 401 || res.body.includes('fieldErrors')) leaks.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body}`);
    }
    expect(leaks).toEqual([]);
  });
});
