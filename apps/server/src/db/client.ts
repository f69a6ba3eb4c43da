import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { durablePglite } from './durable-pglite.ts';

/** The typed database, the same type on PGlite and on a real PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of {@link Db}. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded instance (the job queue shares it), when kind is 'pglite'. */
  pglite?: PGlite;
  /** The server's address (the job queue opens its own pool), when kind is 'postgres'. */
  url?: string;
  close(): Promise<void>;
}

/** Beside this file in the source tree; beside the bundle in the build (scripts/build.mjs copies it). */
export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The pre-migrated embedded database the build ships beside the bundle (scripts/build.mjs). */
export const BUILT_SNAPSHOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-snapshot.tar');

/** True when PGlite would have to create the cluster: in memory, or a data directory without one. */
function isFreshDataDir(dataDir: string): boolean {
  return dataDir.startsWith('memory://') || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Opens the database: a real PostgreSQL server when `url` is given, otherwise the embedded
 * PGlite in `dataDir` (`memory://` for an in-memory one, as the tests use), and applies the
 * committed migrations (the same files on both). A fresh embedded database starts from `snapshot`
 * (a `dumpDataDir` tarball of a migrated one) when that file exists.
 */
export async function openDatabase(opts: { url?: string; dataDir: string; snapshot?: string; migrationUrl?: string; fsync?: boolean }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server closes (a restart, a failover, a dropped test database) must not
    // crash the process: the pool replaces it on the next query (node-postgres: always handle 'error').
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') process.emitWarning(`PostgreSQL pool: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    if (opts.migrationUrl) {
      // the tables' owner migrates; the app itself runs as a role that owns nothing (db/roles.ts)
      const owner = new pg.Pool({ connectionString: opts.migrationUrl, max: 1 });
      try {
        await migratePg(drizzlePg(owner, { schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await owner.end();
      }
    } else {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    }
    return { db, kind: 'postgres', url: opts.url, close: () => pool.end() };
  }
  const snapshot = opts.snapshot && isFreshDataDir(opts.dataDir) && fs.existsSync(opts.snapshot) ? fs.readFileSync(opts.snapshot) : undefined;
  if (!opts.dataDir.startsWith('memory://')) fs.mkdirSync(opts.dataDir, { recursive: true });
  // Creating a cluster (initdb) and migrating it costs seconds; a snapshot of one already migrated
  // loads in a fraction of that, and the migrator below then applies only what is newer.
  const loadDataDir = snapshot ? new Blob([snapshot]) : undefined;
  // on disk, every commit is flushed (db/durable-pglite.ts) unless PGLITE_FSYNC=false says otherwise
  const onDisk = !opts.dataDir.startsWith('memory://');
  const client =
    onDisk && opts.fsync !== false
      ? (await durablePglite(opts.dataDir, loadDataDir)).client
      : await PGlite.create(opts.dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}
