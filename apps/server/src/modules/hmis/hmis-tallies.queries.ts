/** The posts' counters and their stored tallied months (docs/decisions/034-hmis-stored-tallies.md). */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { healthPosts, hmisMonthTallies, hmisPostChanges, hmisPostVersions } from '../../db/schema/index.ts';

/** The counters of `posts` (0 for a post never written to since the counters began). */
export async function postVersions(db: Db, posts: number[]) {
  if (posts.length === 0) return new Map<number, number>();
  const rows = await db.select().from(hmisPostVersions).where(inArray(hmisPostVersions.healthPostId, posts));
  return new Map(rows.map((r) => [r.healthPostId, r.version]));
}

/**
 * The raises of `post`'s counter after `after` up to `upTo` with the earliest date each may change (null: every month),
 * for the posts × versions asked.
 */
export async function changesBetween(db: Db, asked: { post: number; after: number; upTo: number }[]) {
  if (asked.length === 0) return [];
  return db
    .select({ healthPostId: hmisPostChanges.healthPostId, version: hmisPostChanges.version, since: hmisPostChanges.since })
    .from(hmisPostChanges)
    .where(
      sql`(${sql.join(
        asked.map((a) => sql`(${and(eq(hmisPostChanges.healthPostId, a.post), gt(hmisPostChanges.version, a.after), lte(hmisPostChanges.version, a.upTo))})`),
        sql` or `,
      )})`,
    );
}

/** Stored months found unchanged since they were counted, marked with the counter they are now good for. */
export async function restampMonths(db: Db, rows: { healthPostId: number; period: string; from: number; to: number }[]) {
  if (rows.length === 0) return;
  await db.execute(sql`update hmis_month_tallies t set version = r.to_version
    from unnest(${sql.param(rows.map((r) => r.healthPostId))}::int[], ${sql.param(rows.map((r) => r.period))}::text[],
      ${sql.param(rows.map((r) => r.from))}::bigint[], ${sql.param(rows.map((r) => r.to))}::bigint[])
      as r(post, period, from_version, to_version)
    where t.health_post_id = r.post and t.period = r.period and t.version = r.from_version`);
}

/** The stored months of `posts` × `periods` counted by `rules` (the caller compares their versions). */
export function storedMonths(db: Db, posts: number[], periods: string[], rules: string) {
  return db
    .select({ healthPostId: hmisMonthTallies.healthPostId, period: hmisMonthTallies.period, version: hmisMonthTallies.version, cells: hmisMonthTallies.cells })
    .from(hmisMonthTallies)
    .where(and(inArray(hmisMonthTallies.healthPostId, posts), inArray(hmisMonthTallies.period, periods), eq(hmisMonthTallies.rules, rules)));
}

/** Stores counted months; a row already stored under a later counter is left as it is. */
export async function storeMonths(db: Db, rows: (typeof hmisMonthTallies.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db
    .insert(hmisMonthTallies)
    .values(rows)
    .onConflictDoUpdate({
      target: [hmisMonthTallies.healthPostId, hmisMonthTallies.period],
      set: { version: sql`excluded.version`, rules: sql`excluded.rules`, cells: sql`excluded.cells`, talliedAt: sql`now()` },
      setWhere: sql`${hmisMonthTallies.version} <= excluded.version`,
    });
}

/** The posts whose stored `period` is missing, counted by other rules, or behind the post's counter. */
export async function postsBehind(db: Db, period: string, rules: string) {
  const rows = await db
    .select({ id: healthPosts.id })
    .from(healthPosts)
    .leftJoin(hmisPostVersions, eq(hmisPostVersions.healthPostId, healthPosts.id))
    .leftJoin(hmisMonthTallies, and(eq(hmisMonthTallies.healthPostId, healthPosts.id), eq(hmisMonthTallies.period, period)))
    .where(
      sql`${hmisMonthTallies.healthPostId} is null or ${hmisMonthTallies.rules} <> ${rules} or ${hmisMonthTallies.version} <> coalesce(${hmisPostVersions.version}, 0)`,
    )
    .orderBy(healthPosts.id);
  return rows.map((r) => r.id);
}
