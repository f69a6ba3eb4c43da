import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { verifyAuditChain } from '../lib/audit.ts';
import { backup, restore } from './backup.ts';
import { openDatabase, type Database } from './client.ts';
import { seedDemoData } from './seed.ts';

/** `n` of the first row of a `db.execute` result (node-postgres and PGlite both answer `{ rows }`). */
const firstN = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]!.n;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamata-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What a restore must bring back: the people, the visits, and an intact audit chain. */
async function snapshot(database: Database) {
  const count = async (table: string) => firstN(await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
  await database.db.execute(sql`insert into audit_log (actor_kind, action, entity) values ('anonymous', 'backup-test', 'test')`);
  const chain = await verifyAuditChain(database.db);
  return { providers: await count('providers'), visits: await count('antenatal_visits'), audit: chain.rows, head: chain.head, problems: chain.problems };
}

describe('backup and restore', () => {
  test('the embedded database: a backup restores into a new DATA_DIR with everything in it', async () => {
    const original = await openDatabase({ dataDir: path.join(dir, 'data') });
    await seedDemoData(original.db);
    const before = await snapshot(original);
    await original.close();
    await backup({ dataDir: path.join(dir, 'data') }, path.join(dir, 'pglite.tar.gz'));
    await restore({ dataDir: path.join(dir, 'restored') }, path.join(dir, 'pglite.tar.gz'));
    await expect(restore({ dataDir: path.join(dir, 'restored') }, path.join(dir, 'pglite.tar.gz'))).rejects.toThrow(/not empty/);
    const restored = await openDatabase({ dataDir: path.join(dir, 'restored') });
    const chain = await verifyAuditChain(restored.db, before.head!);
    expect(chain.problems).toEqual([]);
    expect(chain.rows).toBe(before.audit);
    await restored.close();
    expect(before.providers).toBeGreaterThan(0);
  }, 180_000);

  test('the embedded database held by a process that does not answer (no backup socket) is refused, not copied mid-write', async () => {
    const held = await openDatabase({ dataDir: path.join(dir, 'held'), snapshot: inject('pgliteSnapshot') });
    try {
      await expect(backup({ dataDir: path.join(dir, 'held') }, path.join(dir, 'held.tar.gz'))).rejects.toThrow(
        /is open \(postmaster\.pid\) and no server answers/,
      );
      expect(fs.existsSync(path.join(dir, 'held.tar.gz'))).toBe(false);
    } finally {
      await held.close();
    }
  }, 180_000);

  test('PostgreSQL: pg_dump and pg_restore into an empty database', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const names = [`mamata_bk_${randomBytes(4).toString('hex')}`, `mamata_rs_${randomBytes(4).toString('hex')}`];
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of names) await admin.query(`create database ${name}`);
    const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    try {
      const original = await openDatabase({ url: urlOf(names[0]!), dataDir: '' });
      await seedDemoData(original.db);
      const before = await snapshot(original);
      await original.close();
      await backup({ url: urlOf(names[0]!) }, path.join(dir, 'pg.dump'));
      await restore({ url: urlOf(names[1]!) }, path.join(dir, 'pg.dump'));
      const restored = await openDatabase({ url: urlOf(names[1]!), dataDir: '' });
      const after = await verifyAuditChain(restored.db, before.head!);
      const providers = firstN(await restored.db.execute(sql`select count(*)::int as n from providers`));
      await restored.close();
      expect(after.problems).toEqual([]);
      expect(providers).toBe(before.providers);
    } finally {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 180_000);
});
