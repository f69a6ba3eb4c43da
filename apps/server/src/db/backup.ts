import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { durablePglite } from './durable-pglite.ts';

/**
 * Backup and restore (README "Backups"): on PostgreSQL with pg_dump/pg_restore (custom format,
 * restored into an empty database); on the embedded PGlite as a tarball of its data directory
 * (PGlite `dumpDataDir`), restored into an empty DATA_DIR. One process owns a PGlite directory: while
 * the server runs, the backup asks it over a local socket beside the directory to write the tarball
 * (`serveBackups`); with the server stopped it opens the directory itself. Both PostgreSQL dumps and
 * these are consistent while the app writes (docs/decisions/028-least-privilege-database.md).
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

/** Writes a backup of the database to `file` (a new file: written beside it, then renamed into place). */
export async function backup(target: Target, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if ('url' in target) {
    await atomically(file, (partial) => run('pg_dump', ['--format=custom', '--no-owner', '--file', partial, target.url]));
    return;
  }
  if (await askRunningServer(target.dataDir, file)) return;
  // open by a process that does not answer (an older server, or one that crashed): a second PGlite on the
  // same files would copy them mid-write, and the copy does not restore
  if (fs.existsSync(path.join(target.dataDir, 'postmaster.pid')))
    throw new Error(
      `${target.dataDir} is open (postmaster.pid) and no server answers on ${backupSocketPath(target.dataDir)}: back up while this version of the server runs, or stop it first (after a crash, start and stop it once)`,
    );
  const client = await PGlite.create(target.dataDir);
  try {
    await writePgliteBackup(client, file);
  } finally {
    await client.close();
  }
}

/** Runs `write` on a temporary name in `file`'s directory, then flushes it and renames it to `file`: a backup is whole or absent. */
async function atomically(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}.partial`);
  try {
    await write(partial);
    const fd = fs.openSync(partial, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * The tarball of an open PGlite, at a moment between transactions: every statement and transaction of the
 * app waits while it is taken (PGlite's transaction lock; its query lock is dumpDataDir's own), so the copy
 * holds each transaction whole or not at all. A checkpoint first spares the restored copy a long recovery.
 */
async function writePgliteBackup(client: PGlite, file: string): Promise<number> {
  await client.exec('checkpoint');
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  const bytes = Buffer.from(await dump.arrayBuffer());
  await atomically(file, async (partial) => fs.writeFileSync(partial, bytes));
  return bytes.length;
}

/** The local socket a server listens on beside its PGlite directory, for backups while it runs. */
export function backupSocketPath(dataDir: string): string {
  return `${path.resolve(dataDir)}.backup.sock`;
}

/**
 * Serves backups of the running server's PGlite (`client`, open on `dataDir`) on a Unix socket beside the
 * directory, readable and writable by the server's own user only: a request is one line `{"file": path}`,
 * the answer one line `{"ok": true, "bytes": n}` or `{"ok": false, "error": ...}`.
 */
export async function serveBackups(client: PGlite, dataDir: string): Promise<{ close: () => Promise<void> }> {
  const socket = backupSocketPath(dataDir);
  // a socket left by a server that did not stop cleanly; this process owns the directory now
  fs.rmSync(socket, { force: true });
  const server = net.createServer((connection) => {
    let request = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) return;
      const answer = (body: object) => connection.end(`${JSON.stringify(body)}\n`);
      let file: unknown;
      try {
        file = (JSON.parse(request.slice(0, request.indexOf('\n'))) as { file?: unknown }).file;
      } catch {
        file = undefined;
      }
      if (typeof file !== 'string' || !path.isAbsolute(file)) {
        answer({ ok: false, error: 'expected {"file": an absolute path}' });
        return;
      }
      fs.mkdirSync(path.dirname(file), { recursive: true });
      writePgliteBackup(client, file).then(
        (bytes) => answer({ ok: true, bytes }),
        (error: Error) => answer({ ok: false, error: error.message }),
      );
    });
    connection.on('error', () => undefined);
  });
  const mask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, () => resolve());
    });
  } finally {
    process.umask(mask);
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socket, { force: true });
      }),
  };
}

/** Asks the server running on `dataDir` to write a backup to `file`: false when no server answers there. */
async function askRunningServer(dataDir: string, file: string): Promise<boolean> {
  const socket = backupSocketPath(dataDir);
  if (!fs.existsSync(socket)) return false;
  const answer = await new Promise<string | null>((resolve, reject) => {
    const connection = net.connect(socket);
    let text = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${JSON.stringify({ file: path.resolve(file) })}\n`));
    connection.on('data', (chunk: string) => (text += chunk));
    connection.on('end', () => resolve(text));
    connection.on('error', (error: NodeJS.ErrnoException) =>
      // a socket file without a server behind it (one that crashed): the directory is free to open
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolve(null) : reject(error),
    );
  });
  if (answer === null) return false;
  const result = JSON.parse(answer) as { ok: boolean; error?: string };
  if (!result.ok) throw new Error(`the running server could not write the backup: ${result.error ?? answer}`);
  return true;
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
