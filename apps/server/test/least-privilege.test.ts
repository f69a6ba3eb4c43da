import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runTool, startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * The README's least-privilege PostgreSQL setup ("Database in production", "Backups"), step by step as
 * written: a superuser creates the two roles and the database; the owner migrates (`db:migrate`) and grants
 * (`db:roles`); the real server runs as the app's role alone, takes requests and queues a job; the owner
 * backs up (`db:backup`) and restores into a new database (`db:restore`); `audit:verify` runs as the app's
 * role on the restored copy, which still cannot change the audit log (docs/decisions/028-least-privilege-database.md).
 * Needs PostgreSQL, as two-instances.test.ts: TEST_DATABASE_URL (a superuser), or the local server CI starts.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const suffix = randomBytes(4).toString('hex');
const owner = { name: `mamata_owner_${suffix}`, password: randomBytes(12).toString('hex') };
const app = { name: `mamata_app_${suffix}`, password: randomBytes(12).toString('hex') };
const databases = [`mamata_lp_${suffix}`, `mamata_lp_restored_${suffix}`] as const;
const port = Number(process.env.E2E_PORT ?? 3225) + 47;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamata-least-privilege-'));

/** The URL of `role` on `database` of the test server. */
function urlOf(role: { name: string; password: string }, database: string): string {
  const url = new URL(serverUrl);
  url.username = role.name;
  url.password = role.password;
  url.pathname = `/${database}`;
  return url.toString();
}

/** A statement as the superuser of TEST_DATABASE_URL, on `database` (its own by default). */
async function asSuperuser(statement: string, database?: string) {
  const url = new URL(serverUrl);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect().catch((error: Error) => {
    throw new Error(`this test needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432): ${error.message}`);
  });
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

let server: ServerProcess | null = null;
let serverOutput = '';

/** The real server on `databaseUrl` with nothing else: no owner's URL in its environment; the reminder engine on. */
async function startServer(databaseUrl: string) {
  server = await startServerProcess(port, { DATABASE_URL: databaseUrl, REMINDERS: 'on' });
}

async function stopServer() {
  if (!server) return;
  await server.stop();
  serverOutput += server.output();
  server = null;
}

const call: ServerProcess['call'] = (...args) => server!.call(...args);

/** As an operator runs the tools: with the app's production settings (PUBLIC_BASE_URL among them). */
const cli = (file: string, args: string[], env: Record<string, string>) =>
  runTool(file, args, { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://mamata.example.org', ...env });

/** A statement as the app's role on `database`: resolves, or rejects with PostgreSQL's refusal. */
async function asApp(database: string, statement: string) {
  const client = new pg.Client({ connectionString: urlOf(app, database) });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

describe("the README's least-privilege PostgreSQL setup, as written", () => {
  beforeAll(async () => {
    // README: "once, as a superuser"
    await asSuperuser(`create role ${owner.name} login password '${owner.password}'`);
    await asSuperuser(`create role ${app.name} login password '${app.password}'`);
    await asSuperuser(`create database ${databases[0]} owner ${owner.name}`);
  }, 60_000);

  afterAll(async () => {
    await stopServer();
    fs.rmSync(dir, { recursive: true, force: true });
    for (const database of databases) await asSuperuser(`drop database if exists ${database} with (force)`);
    await asSuperuser(`drop role if exists ${app.name}`);
    await asSuperuser(`drop role if exists ${owner.name}`);
  }, 60_000);

  const roleNames = { DB_OWNER_ROLE: owner.name, DB_APP_ROLE: app.name };

  test('migrate as the owner, grant, serve as the app role, back up and restore as the owner, verify as the app role', async () => {
    const [live, restored] = databases;
    // the owner migrates (tables and the job queue's schema) and grants the app its rights
    await cli('cli/migrate-cli.ts', [], { DATABASE_URL: urlOf(owner, live) });
    await cli('cli/roles-cli.ts', [], { DATABASE_ADMIN_URL: urlOf(owner, live), ...roleNames });

    // the app, as its own role and nothing else: it starts (demo data, the reminder engine) and serves
    await startServer(urlOf(app, live));
    const login = await call('POST', '/api/v1/staff/login', { mobile_number: '9800000010', password: 'Mamata@2025' });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const staff = { authorization: `Bearer ${String(login.body.token)}` };
    expect((await call('GET', '/api/v1/staff/people?search=9800000001', undefined, staff)).status).toBe(200);
    const mother = await call('POST', '/api/v1/provider/login', { mobile_number: '9800000001', password: 'Mamata@2025' });
    expect(mother.status).toBe(200);
    // a notice asks the reminder engine to send at once: a job in the queue's schema, written by the app's role
    const notice = await call(
      'POST',
      '/api/v1/staff/notices',
      { titleEn: 'Camp on Sunday', titleNe: 'आइतबार शिविर', bodyEn: 'Come at ten.', bodyNe: 'दस बजे आउनुहोस्।', audience: { kind: 'all' } },
      staff,
    );
    expect(notice.status, JSON.stringify(notice.body)).toBe(200);
    const jobs = await asSuperuser(`select count(*)::int as n from pgboss.job where name = 'outbox-drain'`, live);
    expect(jobs.rows[0].n).toBeGreaterThan(0);
    await stopServer();
    expect(serverOutput).not.toMatch(/permission denied|job queue error/);
    // nothing in the database belongs to the app's role
    const owned = await asSuperuser(`select count(*)::int as n from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = '${app.name}'`, live);
    expect(owned.rows[0].n).toBe(0);

    // the owner backs up; a superuser creates the new database for the owner, who restores into it
    const dump = path.join(dir, 'mamata.dump');
    await cli('cli/backup-cli.ts', ['backup', dump], { DATABASE_URL: urlOf(owner, live) });
    await asSuperuser(`create database ${restored} owner ${owner.name}`);
    await cli('cli/backup-cli.ts', ['restore', dump], { DATABASE_URL: urlOf(owner, restored) });

    // the audit chain of the restored copy, checked with the app's own settings; its head is the live one's
    const liveHead = await asSuperuser(`select seq, hash from audit_log order by seq desc limit 1`, live);
    const head = `${liveHead.rows[0].seq}:${liveHead.rows[0].hash}`;
    const verified = await cli('cli/audit-verify-cli.ts', [head], { DATABASE_URL: urlOf(app, restored) });
    expect(verified).toMatch(/chain intact/);
    expect(verified).toContain(head);

    // the restored copy serves the app's role as the live one did, without a hand fix
    await startServer(urlOf(app, restored));
    expect((await call('POST', '/api/v1/provider/login', { mobile_number: '9800000001', password: 'Mamata@2025' })).status).toBe(200);
    await stopServer();
    expect(serverOutput).not.toMatch(/permission denied|job queue error/);

    // and the app's role still cannot alter, update, delete or empty the audit log, there or in the live one
    for (const database of databases) {
      await expect(asApp(database, `insert into audit_log (actor_kind, action, entity) values ('anonymous', 'test', 'role')`)).resolves.toBeDefined();
      await expect(asApp(database, `update audit_log set action = 'x' where seq = 1`)).rejects.toThrow(/permission denied/);
      await expect(asApp(database, `delete from audit_log where seq = 1`)).rejects.toThrow(/permission denied/);
      await expect(asApp(database, `truncate audit_log`)).rejects.toThrow(/permission denied/);
      await expect(asApp(database, `alter table audit_log disable trigger audit_log_append_only`)).rejects.toThrow(/must be owner/);
      await expect(asApp(database, `drop table audit_log`)).rejects.toThrow(/must be owner/);
      await expect(asApp(database, `create table public.x (id int)`)).rejects.toThrow(/permission denied/);
    }
  }, 420_000);
});
