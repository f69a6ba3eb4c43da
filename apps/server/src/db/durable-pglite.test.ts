import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { durablePglite } from './durable-pglite.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamata-durable-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('every commit of the embedded database is flushed to disk, and the data opens again', async () => {
  expect(PGlite.defaultStartParams).toContain('-F'); // what the library does without us: fsync off

  const { client, fsyncCalls } = await durablePglite(path.join(dir, 'durable'));
  expect((await client.query<{ fsync: string }>('show fsync')).rows[0]?.fsync).toBe('on');
  await client.exec('create table t (v text)');
  const before = fsyncCalls();
  for (let i = 0; i < 5; i++) await client.query('insert into t values ($1)', [`row ${i}`]);
  // at least one flush per commit (the WAL)
  expect(fsyncCalls() - before).toBeGreaterThanOrEqual(5);
  await client.close();

  const again = await PGlite.create(path.join(dir, 'durable'));
  expect((await again.query<{ n: number }>('select count(*)::int as n from t')).rows[0]?.n).toBe(5);
  await again.close();
}, 120_000);
