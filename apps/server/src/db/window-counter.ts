import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowsOf } from './sql-rows.ts';

/**
 * Counts one more under `key` in its window and answers the count so far and the milliseconds left: one
 * upsert, so requests sent at once each get their own number (the row is locked and counted up in place);
 * the counter restarts when its window has passed. Inside a transaction the count is taken back if it rolls
 * back. Over the limit is the caller's to refuse (docs/decisions/027-limits-that-hold.md).
 */
export async function countInWindow(db: Pick<Db, 'execute'>, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const full = key.slice(0, 500);
  const [row] = await rowsOf<{ count: number; ttl: number }>(
    db,
    sql`insert into rate_limit_counters (key, count, reset_at) values (${full}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
          reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end
        returning count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
  );
  return { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}
