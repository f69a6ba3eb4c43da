import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { durablePglite } from './durable-pglite.ts';
import { JOB_QUEUE_SCHEMA, JOB_QUEUE_VERSION, installJobQueue } from '../jobs/queue-schema.ts';

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
 * (a `dumpDataDir` tarball of a migrated one) when that file exists. `migrate: false` opens without
 * migrating (a reader such as `audit:verify`, which may run as the app's role).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  snapshot?: string;
  migrationUrl?: string;
  fsync?: boolean;
  migrate?: boolean;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server closes (a restart, a failover, a dropped test database) must not
    // crash the process: the pool replaces it on the next query (node-postgres: always handle 'error').
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') process.emitWarning(`PostgreSQL pool: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    try {
      if (opts.migrate !== false) await migratePostgres(pool, opts.url, opts.migrationUrl);
    } catch (error) {
      await pool.end();
      throw error;
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
  if (opts.migrate !== false) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/**
 * Migrates a PostgreSQL database: the app's tables (drizzle) and the job queue's schema (pg-boss), as the
 * owner role of `migrationUrl` when given, else as the role of `url`. Without `migrationUrl` a database
 * already up to date is left alone, so the app can start as a role that owns nothing once the owner has
 * migrated (`npm run db:migrate`; docs/decisions/028-least-privilege-database.md).
 */
async function migratePostgres(pool: pg.Pool, url: string, migrationUrl?: string): Promise<void> {
  if (!migrationUrl && (await upToDate(pool))) return;
  const owner = migrationUrl ? new pg.Pool({ connectionString: migrationUrl, max: 1 }) : pool;
  try {
    await migratePg(drizzlePg(owner, { schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
    await installJobQueue(migrationUrl ?? url);
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '42501' && !migrationUrl)
      throw new Error(
        `the database needs migrating and DATABASE_URL's role may not: run \`npm run db:migrate\` as the tables' owner, or set DATABASE_MIGRATION_URL (${(error as Error).message})`,
        { cause: error },
      );
    throw error;
  } finally {
    if (migrationUrl) await owner.end();
  }
}

/** True when every committed migration and the job queue's schema version are in the database (read-only). */
async function upToDate(pool: pg.Pool): Promise<boolean> {
  const newest = Math.max(...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis));
  try {
    const { rows } = await pool.query<{ applied: string | null; queue: number | null }>(
      `select (select max(created_at) from drizzle.__drizzle_migrations)::text as applied,
              (select max(version) from ${JOB_QUEUE_SCHEMA}.version) as queue`,
    );
    return Number(rows[0]?.applied ?? 0) >= newest && rows[0]?.queue === JOB_QUEUE_VERSION;
  } catch {
    // not there yet (or not readable): migrate, which says what is wrong
    return false;
  }
}
