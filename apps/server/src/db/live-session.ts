// A live provider session: THE conditions and the columns every session check uses, whether the check is its
// own query (modules/auth/auth.queries.ts findLiveSession) or folded into a hot read's query (one round trip
// per request: modules/providers/providers.queries.ts, modules/health/health.queries.ts).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { providers, sessions } from './schema/index.ts';

/** What a request needs of its session, selected by every query that checks one. */
export const liveSessionColumns = {
  sessionId: sessions.id,
  providerId: sessions.providerId,
  lastUsedAt: sessions.lastUsedAt,
  expiresAt: sessions.expiresAt,
  mustChangePassword: providers.mustChangePassword,
};
/** See {@link liveSessionColumns}. */
export interface LiveSessionRow {
  sessionId: string;
  providerId: string;
  lastUsedAt: Date;
  expiresAt: Date;
  mustChangePassword: boolean;
}

/**
 * THE conditions of a live session, for a query of `sessions` inner-joined to `providers` on the session's
 * provider: this token hash (placeholder `tokenHash`), not revoked, not past its absolute or idle expiry
 * (placeholder `idleSince`), account active. Every session check uses these, folded or not.
 */
export function liveSessionWhere() {
  return and(
    eq(sessions.tokenHash, sql.placeholder('tokenHash')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
    eq(providers.active, true),
  );
}

/**
 * What a route whose own query checks the session is given (`config.sessionInQuery`): the token's hash and the
 * idle cut-off, the parameters of {@link liveSessionWhere}.
 */
export interface SessionLookup {
  tokenHash: string;
  idleSince: string;
}

/** A route's read with the session's columns ({@link liveSessionColumns}). */
export type ReadWithSession = { session: LiveSessionRow };
