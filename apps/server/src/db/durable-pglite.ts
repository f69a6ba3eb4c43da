import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * The embedded PGlite with commits that reach the disk (README "Database in production",
 * bench/pglite-fsync.mjs). PGlite 0.5 starts PostgreSQL with `-F` (fsync off), and its Node
 * filesystem (Emscripten NODEFS) has no fsync, so fsync() inside the database is a no-op and a power
 * cut can lose acknowledged commits still in the OS's page cache. Here NODEFS gets an fsync that
 * calls `fs.fsyncSync`, `-F` is dropped and `wal_sync_method=fsync` (fdatasync stays a no-op in
 * PGlite), so PostgreSQL flushes the WAL at every commit as it does on a server.
 */
export async function durablePglite(dataDir: string, loadDataDir?: Blob): Promise<{ client: PGlite; fsyncCalls: () => number }> {
  let calls = 0;
  class SyncingNodeFS extends NodeFS {
    override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
      const result = await super.init(pg, opts);
      const preRun = result.emscriptenOpts.preRun ?? [];
      result.emscriptenOpts.preRun = [
        ...(Array.isArray(preRun) ? preRun : [preRun]),
        (module: { NODEFS: { stream_ops: Record<string, unknown> } }) => {
          module.NODEFS.stream_ops.fsync = (stream: { nfd?: number }) => {
            if (stream.nfd !== undefined) {
              fs.fsyncSync(stream.nfd);
              calls++;
            }
            return 0;
          };
        },
      ];
      return result;
    }
  }
  const startParams = [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'synchronous_commit=on'];
  const client = await PGlite.create({ fs: new SyncingNodeFS(dataDir), startParams, ...(loadDataDir ? { loadDataDir } : {}) });
  return { client, fsyncCalls: () => calls };
}
