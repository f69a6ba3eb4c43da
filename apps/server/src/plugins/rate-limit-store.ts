import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { Db } from '../db/client.ts';

/** The rows of `db.execute`: node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = (result: unknown) => (result as { rows: { count: number; ttl: number }[] }).rows;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store in the `rate_limit_counters` table, so every server process behind
 * one address counts the same requests (a client cannot double its limit by reaching two). One
 * upsert per limited request: the counter restarts when its window has passed.
 */
export function databaseRateLimitStore(db: Db) {
  class DatabaseStore {
    // @fastify/rate-limit constructs the store with its options; children get the route as a prefix
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const full = `${this.prefix}${key}`.slice(0, 500);
      db.execute(
        sql`insert into rate_limit_counters (key, count, reset_at) values (${full}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
              reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end
            returning count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
      ).then(
        (result) => {
          const row = rowsOf(result)[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
        },
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      const full = `${this.prefix}${key}`.slice(0, 500);
      db.execute(
        sql`select count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::int as ttl from rate_limit_counters where key = ${full} and reset_at > now()`,
      ).then(
        (result) => {
          const row = rowsOf(result)[0];
          callback(null, { current: Number(row?.count ?? 0), ttl: Number(row?.ttl ?? 0) });
        },
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }) {
      const route = (routeOptions as unknown as { routeInfo?: { method: string; url: string } }).routeInfo;
      return new DatabaseStore(undefined, `${route?.method ?? String(routeOptions.method)} ${route?.url ?? routeOptions.url} `);
    }
  }
  return DatabaseStore;
}
