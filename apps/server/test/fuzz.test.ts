import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from './build-test-app.ts';
import { ensureSystemAdmin, providerToken, staffToken } from './identities.ts';
import { fillPath, operationsOf, sample, sampleQuery, type Operation } from './openapi-operations.ts';

/**
 * A bounded fuzz run over every operation of the OpenAPI document (operations added later are
 * covered automatically): malformed bodies, values, path and query parameters and content types,
 * sent with a token that may call the operation, so they reach validation and the handlers. Any
 * 5xx fails. Seeded, so a failure is reproducible.
 */
const TOTAL = 2_200;
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });
const NASTY: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u007f',
  'x'.repeat(100_000),
  '9'.repeat(400),
  '',
  ' ',
  '\u202eevil',
  '😀'.repeat(50),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '1e999',
  'NaN',
  '-0',
  1e308,
  -1,
  0,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  1.5,
  true,
  null,
  [],
  {},
  ['a', 'b'],
  { $gt: '' },
  { __proto__: { admin: true } },
  nested(40),
];
const NASTY_PATH = [
  '%00',
  'x'.repeat(600),
  '..%2F..%2Fadmin',
  '-1',
  '0',
  '1e309',
  '%F0%9F%98%80',
  'NULL',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '%E2%80%AE',
  '%C0%AF',
];
const NASTY_QUERY = ['', '%00', '-1', '0', '99999999999999999999', 'abc', 'x'.repeat(5000), '1&page=2&page=3', '%FF', '1e5'];

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let ops: Operation[];
beforeAll(async () => {
  ctx = await buildTestApp();
  ops = operationsOf(ctx.app);
}, 120_000);
afterAll(async () => ctx.close());

/** Sessions are reused (a new one only after a 401: a fuzzed call may log out or deactivate). */
const tokens = new Map<string, string>();
async function headersFor(op: Operation, pick: () => number): Promise<{ key: string; headers: Record<string, string> }> {
  const db = ctx.database.db;
  let key = '';
  if (op.auth === 'provider') key = pick() < 0.5 ? 'p:9800000001' : 'p:9800000002';
  if (op.auth === 'staff') key = op.roles.includes('system_admin') || pick() < 0.3 ? `s:${await ensureSystemAdmin(db)}` : 's:9800000010';
  if (!key) return { key, headers: {} };
  let token = tokens.get(key);
  if (!token) {
    token = key.startsWith('p:') ? await providerToken(db, key.slice(2)) : await staffToken(db, key.slice(2));
    tokens.set(key, token);
  }
  return { key, headers: { authorization: `Bearer ${token}` } };
}

test(`${TOTAL}+ malformed requests over every operation: no 5xx`, async () => {
  const pick = rng(SEED);
  const choose = <T>(list: readonly T[]): T => list[Math.floor(pick() * list.length)]!;
  const perOperation = Math.max(8, Math.ceil(TOTAL / ops.length));
  const failures: string[] = [];
  let sent = 0;
  let status4xx = 0;
  for (const op of ops) {
    for (let i = 0; i < perOperation; i++) {
      const { key, headers } = await headersFor(op, pick);
      let url = fillPath(op, () => undefined);
      let query = sampleQuery(op);
      let payload: string | undefined = op.body ? JSON.stringify(sample(op.body)) : undefined;
      let contentType = 'application/json';
      const kind = Math.floor(pick() * 7);
      if (kind === 0 && op.pathParams.length) {
        const p = choose(op.pathParams);
        url = op.path.replace(`{${p.name}}`, choose(NASTY_PATH));
        url = fillPath({ ...op, path: url }, () => undefined);
      } else if (kind === 1 && op.queryParams.length) {
        const q = choose(op.queryParams);
        query = `?${q.name}=${choose(NASTY_QUERY)}`;
      } else if (kind === 2) {
        payload = choose([
          '{"',
          '[1,2',
          'null',
          '"text"',
          '42',
          '{"a":' + '['.repeat(2000),
          '\u0000',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{}}}',
        ]);
      } else if (kind === 3) {
        contentType = choose([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/xml',
        ]);
        payload = payload ?? 'a=1';
      } else {
        // one field of a valid body (or one query parameter) replaced by a nasty value
        const body = (op.body ? sample(op.body) : {}) as Record<string, unknown>;
        const keys = Object.keys(op.body?.properties ?? {});
        if (keys.length) body[choose(keys)] = choose(NASTY);
        else body[choose(['extra', 'id', 'password'])] = choose(NASTY);
        payload = JSON.stringify(body);
        if (!op.body && op.queryParams.length) query = `?${choose(op.queryParams).name}=${encodeURIComponent(String(choose(NASTY)).slice(0, 2000))}`;
      }
      const res = await ctx.app.inject({
        method: op.method as 'GET',
        url: url + query,
        headers: { ...headers, 'content-type': contentType, 'accept-language': choose(['en', 'ne', 'xx', '*', '']) },
        ...(payload !== undefined && op.method !== 'GET' && op.method !== 'DELETE' ? { payload } : {}),
        remoteAddress: `10.7.${sent % 250}.${Math.floor(sent / 250) + 1}`,
      });
      sent++;
      if (res.statusCode === 401) tokens.delete(key);
      if (res.statusCode >= 500)
        failures.push(
          `${op.method} ${url}${query.slice(0, 80)} (${contentType}) ${String(payload).slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      else if (res.statusCode >= 400) status4xx++;
    }
  }
  console.info(`fuzz: ${sent} requests over ${ops.length} operations (seed ${SEED}), ${failures.length} answered 5xx, ${status4xx} refused with 4xx`);
  expect(failures.slice(0, 20)).toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(2_000);
}, 600_000);
