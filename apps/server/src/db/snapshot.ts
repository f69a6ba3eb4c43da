import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from './client.ts';

/**
 * Writes a tarball of an embedded database with every committed migration applied (PGlite's
 * `dumpDataDir`), which `openDatabase` loads instead of creating and migrating a cluster: the build
 * ships one so a first start is fast, and the server tests share one instead of migrating per file.
 */
export async function writeMigratedSnapshot(file: string): Promise<void> {
  const client = await PGlite.create('memory://');
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    // no compression: the tarball is read once at start, and inflating it would cost more than reading it
    const blob = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await client.close();
  }
}
