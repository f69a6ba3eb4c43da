import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, test } from 'vitest';
import { MIGRATIONS_FOLDER } from './client.ts';

// Migration 0028 (docs/decisions/033-dhis2-token-at-rest.md): a DHIS2 token stored in the clear before tokens were
// sealed is dropped (SQL holds no key to seal it), the address kept, so the palika admin enters the token again.

const dir = mkdtempSync(path.join(tmpdir(), 'mamata-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a token stored in the clear is dropped by 0028, the address kept, the connection without a token', async () => {
  // the migrations up to 0027, then a connection as 029 stored it
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 27) }));
  const pglite = new PGlite();
  try {
    const db = drizzle(pglite);
    await migrate(db, { migrationsFolder: dir });
    const token = `d2pat_${'Z9y8X7w6V5'.repeat(4)}42`;
    await pglite.exec(`
      insert into palikas (id, name, name_ne, district) values ('00000000-0000-0000-0000-000000000001', 'P', 'प', 'D');
      insert into staff_users (id, mobile_number, password_hash, full_name, role) values ('00000000-0000-0000-0000-000000000002', '9800009999', 'x', 'A', 'palika_admin');
      insert into dhis2_connections (palika_id, base_url, token, updated_by)
        values ('00000000-0000-0000-0000-000000000001', 'https://dhis2.example.np', '${token}', '00000000-0000-0000-0000-000000000002');`);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const { rows } = await pglite.query<Record<string, unknown>>('select * from dhis2_connections');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ base_url: 'https://dhis2.example.np', token_sealed: null, token_end: null });
    expect(JSON.stringify(rows)).not.toContain(token.slice(6, 30));
  } finally {
    await pglite.close();
  }
});
