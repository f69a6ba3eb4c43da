import type { Db } from './client.ts';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared query built once per database and name. Building SQL through Drizzle costs more CPU
 * than the query itself on hot paths (bench/README.md); a prepared query skips that work.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let query = byName.get(name) as T | undefined;
  if (!query) {
    query = build(db);
    byName.set(name, query);
  }
  return query;
}
