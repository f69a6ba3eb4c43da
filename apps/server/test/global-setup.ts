import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { writeMigratedSnapshot } from '../src/db/snapshot.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database (PGlite `dumpDataDir` tarball) each test file loads. */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database each test file clones (`create database … template …`), when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once per run instead of once per test file: an embedded snapshot, and on the server of
 * TEST_DATABASE_URL a template database. Both are removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamata-test-'));
  const snapshot = path.join(dir, 'pglite-snapshot.tar');
  await writeMigratedSnapshot(snapshot);
  project.provide('pgliteSnapshot', snapshot);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (serverUrl) {
    template = `mamata_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${template}`);
    const database = await openDatabase({ url: databaseUrl(serverUrl, template), dataDir: '' });
    await database.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (serverUrl && template) await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  };
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server's maintenance database (create/drop database cannot run in a pool's transaction). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
