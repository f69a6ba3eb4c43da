import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { healthPosts, providers, staffUsers } from '../../db/schema/index.ts';

/** Which people a staff member may see: their health post, their palika, or everyone. */
export type Scope = { kind: 'healthPost'; healthPostId: number } | { kind: 'palika'; palikaId: string } | { kind: 'all' };

/**
 * The SQL condition of a scope on rows that name a health post in `healthPostColumn`; a palika scope
 * needs `health_posts` joined on it. `undefined` (everything) for a system administrator.
 */
export function scopeCondition(scope: Scope, healthPostColumn: AnyPgColumn = providers.healthPostId): SQL | undefined {
  if (scope.kind === 'healthPost') return eq(healthPostColumn, scope.healthPostId);
  if (scope.kind === 'palika') return eq(healthPosts.palikaId, scope.palikaId);
  return undefined;
}

/** A staff member's role and where they work: what their scope is judged by. */
export async function findStaffPlace(db: Db, staffId: string) {
  const [row] = await db
    .select({ id: staffUsers.id, role: staffUsers.role, healthPostId: staffUsers.healthPostId, palikaId: staffUsers.palikaId })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  return row;
}

/** A person and where they are registered (for the access check). */
export async function findPersonPlace(db: Db, personId: string) {
  const [row] = await db
    .select({ id: providers.id, healthPostId: providers.healthPostId, palikaId: healthPosts.palikaId })
    .from(providers)
    .innerJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
    .where(eq(providers.id, personId));
  return row;
}

/** A health post and its palika. */
export async function findHealthPost(db: Db, id: number) {
  const [row] = await db.select({ id: healthPosts.id, palikaId: healthPosts.palikaId }).from(healthPosts).where(eq(healthPosts.id, id));
  return row;
}
