import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { backupSocketPath } from '../src/db/backup.ts';
import { openDatabase } from '../src/db/client.ts';
import { rowsOf } from '../src/db/sql-rows.ts';
import { verifyAuditChain } from '../src/lib/audit.ts';
import { runTool, startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * README "Backups" on the embedded database: `npm run db:backup` while the server runs on the PGlite
 * directory and writes. The running server writes the copy itself (db/backup.ts `serveBackups`); it
 * restores into a new DATA_DIR with the rows written before it was asked and an intact audit chain.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamata-live-backup-'));
const dataDir = path.join(dir, 'data');
const port = Number(process.env.E2E_PORT ?? 3225) + 48;
let server: ServerProcess | null = null;

/** `npm run db:backup|db:restore` on `dataDir`. */
const backupCli = (command: 'backup' | 'restore', file: string, dataDir: string) => runTool('cli/backup-cli.ts', [command, file], { DATA_DIR: dataDir });

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('a backup of the embedded database while the server runs on it', () => {
  test('is taken by the running server while it writes, restores into a new DATA_DIR with the rows and an intact audit chain', async () => {
    // the run's migrated snapshot as the server's directory (the build ships one; the source tree does not)
    await (await openDatabase({ dataDir, snapshot: inject('pgliteSnapshot'), fsync: false })).close();
    server = await startServerProcess(port, { DATA_DIR: dataDir, REMINDERS: 'on' });
    const call = server.call;
    const login = await call('POST', '/api/v1/staff/login', { mobile_number: '9800000010', password: 'Mamata@2025' });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const staff = { authorization: `Bearer ${String(login.body.token)}` };

    // the server keeps writing: ambulances (each with its audit row), one after the other, until told to stop
    let written = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const res = await call(
          'POST',
          '/api/v1/staff/ambulances',
          { driver_name: `Live ${written}`, mobile_number: '9811111111', ambulance_number: 'BA 1 JA 1234', ambulance_status: 'Available', active: true },
          staff,
        );
        if (res.status !== 200) throw new Error(`ambulance ${written}: ${res.status} ${JSON.stringify(res.body)}`);
        written++;
      }
    })();
    while (written < 5) await new Promise((r) => setTimeout(r, 20));

    const file = path.join(dir, 'backups', 'mamata.tar.gz');
    const before = written;
    await backupCli('backup', file, dataDir);
    const after = written;
    while (written < after + 5) await new Promise((r) => setTimeout(r, 20));
    writing = false;
    await writer;
    // the server held the directory all along and still answers; the backup is whole, nothing half-written beside it
    expect(server.child.exitCode).toBeNull();
    expect((await call('GET', '/api/v1/health')).status).toBe(200);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['mamata.tar.gz']);

    const restoredDir = path.join(dir, 'restored');
    await backupCli('restore', file, restoredDir);
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const [row] = await rowsOf<{ n: number }>(restored.db, sql`select count(*)::int as n from ambulances where driver_name like 'Live %'`);
      const [people] = await rowsOf<{ n: number }>(restored.db, sql`select count(*)::int as n from providers`);
      const [audited] = await rowsOf<{ n: number }>(
        restored.db,
        sql`select count(*)::int as n from audit_log where entity = 'ambulance' and action = 'create'`,
      );
      console.info(`live backup: ${before} ambulances written before it was asked, ${after} when it returned; the copy has ${row!.n}`);
      expect(row!.n).toBeGreaterThanOrEqual(before);
      expect(row!.n).toBeLessThanOrEqual(after);
      // each ambulance and its audit row are one transaction: the copy has both or neither
      expect(audited!.n).toBe(row!.n);
      expect(people!.n).toBeGreaterThan(0);
      const chain = await verifyAuditChain(restored.db);
      expect(chain.problems).toEqual([]);
      expect(chain.rows).toBeGreaterThan(before);
    } finally {
      await restored.close();
    }
    expect(server.output()).not.toMatch(/error/i);

    // the server wrote the copy itself (its socket beside the directory), and its own database is unharmed
    expect(fs.existsSync(backupSocketPath(dataDir))).toBe(true);
    await server.stop();
    expect(fs.existsSync(backupSocketPath(dataDir))).toBe(false);
    const live = await openDatabase({ dataDir });
    try {
      const [row] = await rowsOf<{ n: number }>(live.db, sql`select count(*)::int as n from ambulances where driver_name like 'Live %'`);
      expect(row!.n).toBe(written);
      expect((await verifyAuditChain(live.db)).problems).toEqual([]);
    } finally {
      await live.close();
    }
  }, 420_000);
});
