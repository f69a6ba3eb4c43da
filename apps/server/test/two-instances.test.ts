import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed.ts';

/**
 * Two server instances behind one address share what must be shared: login throttles, rate limits
 * and sessions live in the database, so a client cannot double its limits by reaching both.
 * First two apps in this process on one database (always), then two real server processes on one
 * PostgreSQL database (TEST_DATABASE_URL, or the local server at 127.0.0.1:5432 CI starts).
 */

type Caller = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: Record<string, unknown> }>;

async function sharedLimits(a: Caller, b: Caller) {
  // login failures of one number from one address, alternating between the instances
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++)
    statuses.push((await (i % 2 ? b : a)('POST', '/api/v1/provider/login', { mobile_number: '9800000099', password: `guess-${i}` })).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  // the lookup's per-address limit (60 a minute) counts both instances' requests
  const lookups: number[] = [];
  for (let i = 0; i < 62; i++) lookups.push((await (i % 2 ? b : a)('GET', '/api/v1/provider-map-palika/base-url?mobile_number=9800000001')).status);
  expect(lookups.filter((s) => s === 200).length).toBe(60);
  expect(lookups.slice(-2)).toEqual([429, 429]);
  // a session started on one instance works on the other, and ends on both, though both had its answer cached
  // (plugins/read-cache.ts): the other instance hears of the logout from the database
  const login = await a('POST', '/api/v1/provider/login', { mobile_number: '9800000001', password: 'Mamata@2025' });
  const headers = { authorization: `Bearer ${String(login.body.token)}` };
  for (const instance of [a, b, a, b]) expect((await instance('GET', '/api/v1/provider/me', undefined, headers)).status).toBe(200);
  expect((await b('POST', '/api/v1/provider/logout', undefined, headers)).status).toBe(200);
  expect(await heardWithin(() => a('GET', '/api/v1/provider/me', undefined, headers), 401)).toBeLessThan(HEARD_WITHIN_MS);
  expect((await b('GET', '/api/v1/provider/me', undefined, headers)).status).toBe(401);
}

/**
 * How long a change made on one instance took to reach the other: the first moment `read` answers `status`.
 * In one process on PGlite at once; between processes once PostgreSQL's notification arrives (docs/decisions/014-read-cache.md).
 */
const HEARD_WITHIN_MS = 1000;
async function heardWithin(read: () => Promise<{ status: number }>, status: number): Promise<number> {
  const start = Date.now();
  while ((await read()).status !== status) {
    if (Date.now() - start > 5 * HEARD_WITHIN_MS) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - start;
}

describe('two app instances on one database', () => {
  let database: Database;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', snapshot: inject('pgliteSnapshot') });
    await seedDemoData(database.db);
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', READ_CACHE: 'on' }), database });
      await app.ready();
      apps.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  const caller =
    (i: number): Caller =>
    async (method, url, payload, headers) => {
      const res = await apps[i]!.inject({ method, url, headers, remoteAddress: '10.12.0.1', ...(payload ? { payload } : {}) });
      return { status: res.statusCode, body: res.json() };
    };

  test('share login throttles, rate limits and sessions', async () => sharedLimits(caller(0), caller(1)), 60_000);
});

describe('two server processes on one PostgreSQL database', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `mamata_two_${randomBytes(5).toString('hex')}`;
  const ports = [Number(process.env.E2E_PORT ?? 3225) + 40, Number(process.env.E2E_PORT ?? 3225) + 41];
  const children: ChildProcess[] = [];
  let databaseUrl = '';

  async function start(port: number, databaseUrl: string) {
    const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), [path.join(REPO_ROOT, 'apps/server/src/server.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    for (let i = 0; i < 240; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server on ${port} did not start: ${output}`);
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect().catch((error: Error) => {
      throw new Error(`this test needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432): ${error.message}`);
    });
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // one after the other: the first migrates and seeds, the second finds it done
    await start(ports[0]!, databaseUrl);
    await start(ports[1]!, databaseUrl);
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : Promise.resolve())));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }, 60_000);

  const caller =
    (port: number): Caller =>
    async (method, url, payload, headers) => {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        method,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        body: payload ? JSON.stringify(payload) : undefined,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

  test('share login throttles, rate limits and sessions', async () => sharedLimits(caller(ports[0]!), caller(ports[1]!)), 60_000);

  test('a server whose change feed is cut answers from the database until it hears again, and then caches again', async () => {
    const a = caller(ports[0]!);
    const login = await a('POST', '/api/v1/provider/login', { mobile_number: '9800000002', password: 'Mamata@2025' });
    const headers = { authorization: `Bearer ${String(login.body.token)}` };
    const address = async () => ((await a('GET', '/api/v1/provider/me', undefined, headers)).body.provider as { profile: { address: string } }).profile.address;
    const before = await address();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      // cut every listening connection (both servers' feeds), then change her record with nobody listening
      const cut = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'`, [name]);
      expect(cut.rowCount).toBe(2);
      await admin.query(`update providers set address = 'Gokarneshwor-5' where mobile_number = '9800000002'`);
      // the change was never notified, yet it is read: the cut feed's cache was emptied and serves nothing until it hears again
      const start = Date.now();
      let seen = before;
      while (seen === before && Date.now() - start < 5000) seen = await address();
      expect(seen).toBe('Gokarneshwor-5');
      // the feed comes back (LISTEN again), and a change is then heard as before
      const back = Date.now();
      while (Date.now() - back < 10_000) {
        const { rows } = await admin.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'`, [
          name,
        ]);
        if (rows[0]?.n === 2) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await address();
      await admin.query(`update providers set address = $1 where mobile_number = '9800000002'`, [before]);
      expect(await heardWithin(async () => ({ status: (await address()) === before ? 200 : 0 }), 200)).toBeLessThan(HEARD_WITHIN_MS);
    } finally {
      await admin.end();
    }
  }, 60_000);
});
