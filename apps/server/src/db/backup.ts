import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { durablePglite } from './durable-pglite.ts';

/**
 * Backup and restore (README "Backups"): on PostgreSQL with pg_dump/pg_restore (custom format,
 * restored into an empty database); on the embedded PGlite as a tarball of its data directory
 * (PGlite `dumpDataDir`), restored into an empty DATA_DIR. Run the server stopped for PGlite (one
 * process owns its files); PostgreSQL dumps are consistent while it runs.
 */
export type Target = { url: string } | { dataDir: string };

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`))));
  });
}

/** Writes a backup of the database to `file`. */
export async function backup(target: Target, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if ('url' in target) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, target.url]);
    return;
  }
  const client = await PGlite.create(target.dataDir);
  try {
    const dump = await client.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** Restores a backup into an empty database (PostgreSQL) or an empty or missing DATA_DIR (PGlite). */
export async function restore(target: Target, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`no backup at ${file}`);
  if ('url' in target) {
    await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', target.url, file]);
    return;
  }
  if (fs.existsSync(target.dataDir) && fs.readdirSync(target.dataDir).length > 0)
    throw new Error(`${target.dataDir} is not empty: restore into a new DATA_DIR`);
  fs.mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  await client.close();
  // open once as the server will (commits flushed), so a bad restore fails here and not at start
  const check = await durablePglite(target.dataDir);
  await check.client.query('select 1');
  await check.client.close();
}
