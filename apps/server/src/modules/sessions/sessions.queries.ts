import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { liveSessionColumns, liveSessionWhere, type LiveSessionRow } from '../../db/live-session.ts';
import { providers, sessions, staffSessions, staffUsers } from '../../db/schema/index.ts';

/** A live provider session by token hash (db/live-session.ts `liveSessionWhere`). */
export async function findLiveSession(db: Db, tokenHash: string, idleSince: string): Promise<LiveSessionRow | undefined> {
  const query = prepared(db, 'find_live_session', (db) =>
    db
      .select(liveSessionColumns)
      .from(sessions)
      .innerJoin(providers, eq(providers.id, sessions.providerId))
      .where(liveSessionWhere())
      .prepare('find_live_session'),
  );
  const [row] = await query.execute({ tokenHash, idleSince });
  return row;
}

/** Marks a provider session as used now. */
export async function touchSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** A live staff session by token hash: the same conditions as a provider's (not revoked, not past its absolute or idle expiry, account active). */
export async function findLiveStaffSession(db: Db, tokenHash: string, idleSince: string) {
  const [row] = await db
    .select({ id: staffSessions.id, staffId: staffSessions.staffId, role: staffUsers.role, lastUsedAt: staffSessions.lastUsedAt })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        sql`${staffSessions.expiresAt} > now()`,
        sql`${staffSessions.lastUsedAt} > ${idleSince}`,
        eq(staffUsers.active, true),
      ),
    );
  return row;
}

/** Marks a staff session as used now. */
export async function touchStaffSession(db: Db, sessionId: string) {
  await db
    .update(staffSessions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(staffSessions.id, sessionId));
}
