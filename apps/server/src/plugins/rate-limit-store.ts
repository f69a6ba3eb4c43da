import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/sql-rows.ts';
import { countInWindow } from '../db/window-counter.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store in the `rate_limit_counters` table, so every server process behind
 * one address counts the same requests (a client cannot double its limit by reaching two). One
 * upsert per limited request ({@link countInWindow}).
 */
export function databaseRateLimitStore(db: Db) {
  class DatabaseStore {
    // @fastify/rate-limit constructs the store with its options; children get the route as a prefix
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      countInWindow(db, `${this.prefix}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      const full = `${this.prefix}${key}`.slice(0, 500);
      rowsOf<{ count: number; ttl: number }>(
        db,
        sql`select count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::int as ttl from rate_limit_counters where key = ${full} and reset_at > now()`,
      ).then(
        ([row]) => {
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
