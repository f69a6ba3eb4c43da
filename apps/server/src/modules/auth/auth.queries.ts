import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providers, sessions } from '../../db/schema/index.ts';

/** The account behind a mobile number, with its password hash (never leaves the service). */
export async function findProviderForLogin(db: Db, mobileNumber: string) {
  const [row] = await db
    .select({
      id: providers.id,
      passwordHash: providers.passwordHash,
      active: providers.active,
      mustChangePassword: providers.mustChangePassword,
      passwordChangedAt: providers.passwordChangedAt,
      lang: providers.lang,
    })
    .from(providers)
    .where(eq(providers.mobileNumber, mobileNumber));
  return row;
}

/** The password hash of an account. */
export async function findPasswordHash(db: Db, providerId: string) {
  const [row] = await db
    .select({ passwordHash: providers.passwordHash, mustChangePassword: providers.mustChangePassword })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row ?? null;
}

/** Starts a session. */
export async function insertSession(db: Db, values: { tokenHash: string; providerId: string; expiresAt: Date; userAgent: string | null; ip: string }) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** Ends one session. */
export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of an account except `keepSessionId`. */
export async function revokeOtherSessions(db: Db, providerId: string, keepSessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.providerId, providerId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

/** Stores a new password hash. */
export async function updatePasswordHash(db: Db, providerId: string, passwordHash: string) {
  await db
    .update(providers)
    .set({ passwordHash, mustChangePassword: false, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(providers.id, providerId));
}
