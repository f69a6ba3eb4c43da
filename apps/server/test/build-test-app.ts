import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { databaseUrl } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close), so the same suite runs
 * on both. Each starts from the run's migrated snapshot or template (test/global-setup.ts).
 */
export async function openTestDatabase(): Promise<Database & { label: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { ...(await openDatabase({ dataDir: 'memory://', snapshot: inject('pgliteSnapshot') })), label: 'pglite' };
  const name = `mamata_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: '' });
  return {
    ...database,
    label: 'postgres',
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // let the pool's last connections finish closing before the drop, which would otherwise cut them
      for (let i = 0; i < 20; i++) {
        const { rows } = await dropper.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The app on a fresh database with the demo data (and `env` as configuration), and how to close both.
 * `opts.now`: the reminder engine's clock; `opts.database`: a database already open and seeded (shared).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: { now?: () => Date; database?: Database } = {},
): Promise<{ app: FastifyInstance; database: Database; close: () => Promise<void> }> {
  const database = opts.database ?? (await openTestDatabase());
  if (!opts.database) await seedDemoData(database.db);
  // The read cache (docs/decisions/014-read-cache.md) is on for every API test on PGlite, which hears a change at its
  // commit, before the write returns; on PostgreSQL notifications arrive a moment later, and the many tests that write
  // straight into the database and read at once would race them: there only read-cache.test.ts turns it on.
  const readCache = database.kind === 'pglite' ? 'on' : 'off';
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', READ_CACHE: readCache, ...env });
  const app = await buildApp({ config, database, ...(opts.now ? { now: opts.now } : {}) });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Logs a demo account in and returns its bearer header. */
export async function loginAs(app: FastifyInstance, mobileNumber: string, password = 'Mamata@2025') {
  const res = await app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: { mobile_number: mobileNumber, password } });
  const body = res.json<{ token?: string }>();
  if (!body.token) throw new Error(`login of ${mobileNumber} failed: ${res.body}`);
  return { token: body.token, headers: { authorization: `Bearer ${body.token}` } };
}
