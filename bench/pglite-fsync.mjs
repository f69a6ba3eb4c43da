// Can the embedded PGlite on Node reach the disk at commit, and what does it cost?
// Run: node bench/pglite-fsync.mjs [commits]. Writes bench/results/pglite-fsync-latest.json.
// PGlite 0.5 starts PostgreSQL with -F (fsync off), and its Node filesystem (Emscripten NODEFS)
// has no fsync: fsync() and fdatasync() in the database do nothing. apps/server/src/db/durable-pglite.ts
// gives NODEFS an fsync that calls fs.fsyncSync, drops -F and sets wal_sync_method=fsync, so each
// commit's WAL write is flushed. This measures commits per second both ways and counts fsync calls.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { durablePglite } from '../apps/server/src/db/durable-pglite.ts';

const commits = Number(process.argv[2] ?? 300);

async function run(label, open) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-bench-'));
  const { db, fsyncs } = await open(dir);
  await db.exec('create table t (id serial primary key, v text)');
  const start = performance.now();
  for (let i = 0; i < commits; i++) await db.query('insert into t (v) values ($1)', [`row ${i}`]);
  const ms = performance.now() - start;
  const result = { label, commits, ms: Math.round(ms), commitsPerSecond: Math.round((commits / ms) * 1000), fsyncCalls: fsyncs() };
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(JSON.stringify(result));
  return result;
}

const results = [
  await run('PGlite default (fsync off, no fsync in NODEFS)', async (dir) => ({ db: await PGlite.create(dir), fsyncs: () => 0 })),
  await run('durablePglite (fsync at commit)', async (dir) => {
    const d = await durablePglite(dir);
    return { db: d.client, fsyncs: () => d.fsyncCalls() };
  }),
];
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'pglite-fsync-latest.json'),
  JSON.stringify({ date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model}`, node: process.version, results }, null, 2) +
    '\n',
);
