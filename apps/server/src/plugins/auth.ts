import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { hashToken } from '../lib/crypto.ts';
import { acceptLiveSession, authenticate, idleSince, type AuthDeps } from '../modules/auth/auth.service.ts';
import type { LiveSessionRow } from '../db/live-session.ts';
import { pendStore, readCacheKey, type ReadCache } from './read-cache.ts';

/** The session of an authenticated request. */
export interface ProviderAuth {
  sessionId: string;
  providerId: string;
  expiresAt: Date;
  /** A one-time password is in use: only the calls that let her choose a new one are open. */
  mustChangePassword: boolean;
}

/**
 * What a route whose own query checks the session is given (`config.sessionInQuery`): the token's hash and the
 * idle cut-off, the parameters of the session conditions of db/live-session.ts `liveSessionWhere`.
 */
export interface SessionLookup {
  tokenHash: string;
  idleSince: string;
}

/** A route's read with the session's columns (db/live-session.ts `liveSessionColumns`). */
export type ReadWithSession = { session: LiveSessionRow };

declare module 'fastify' {
  interface FastifyRequest {
    providerAuth: ProviderAuth | null;
    /** What a `sessionInQuery` route's read found, once its session was accepted. */
    readWithSession: ReadWithSession | null;
  }
  interface FastifyContextConfig {
    /** Open to a session whose account must still replace its one-time password. */
    allowWithOneTimePassword?: boolean;
    /**
     * The route's read, with the session check folded into its query (one round trip per request on a hot
     * read): `requireProvider` runs it in place of the separate session lookup, still as the first step of the
     * request (docs/decisions/011-authenticate-first.md), judges the session it returns as any other (401 when
     * none is live, 403 on a one-time password), and leaves the read for the handler (`readWithSessionOf`).
     */
    sessionInQuery?: (lookup: SessionLookup) => Promise<ReadWithSession | undefined>;
  }
  interface FastifyInstance {
    /** onRequest hook: answers 401 unless the request carries a live provider session (see plugins/guard.ts). */
    requireProvider: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Reads `Authorization: Bearer <token>`; nothing else (no cookies, so no CSRF surface). The scheme
 * name is case-insensitive (RFC 9110 section 11.1).
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^bearer +([A-Za-z0-9_-]{20,200}) *$/i.exec(header) : null;
  return match?.[1];
}

/** Per-request provider authentication; routes opt in with `config: { auth: 'provider' }` (plugins/guard.ts). */
export const authPlugin = fp(
  async (app: FastifyInstance, deps: AuthDeps & { readCache?: ReadCache | null }) => {
    app.decorateRequest('providerAuth', null);
    app.decorateRequest('readWithSession', null);
    app.decorate('requireProvider', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const read = request.routeOptions.config.sessionInQuery;
      let session: ProviderAuth | undefined;
      if (read) {
        const lookup = token ? { tokenHash: hashToken(token), idleSince: idleSince(deps.sessions) } : undefined;
        // a cached answer to this session (plugins/read-cache.ts), judged by the same conditions as the query's
        const cache = request.routeOptions.config.readCache ? deps.readCache : null;
        const key = cache && lookup ? readCacheKey(request, lookup.tokenHash) : undefined;
        const hit = key ? cache?.get(key) : undefined;
        if (hit && lookup && hit.session.lastUsedAt.toISOString() > lookup.idleSince) {
          session = await acceptLiveSession(deps, hit.session);
          request.readCacheHit = hit;
        } else {
          // the route's own query checks the session: one round trip for the session and the read
          const ticket = cache?.ticket();
          const found = lookup ? await read(lookup) : undefined;
          session = found ? await acceptLiveSession(deps, found.session) : undefined;
          request.readWithSession = found ?? null;
          if (found && key && ticket !== undefined) pendStore(request, key, ticket, found.session);
        }
      } else {
        session = token ? await authenticate(deps, token) : undefined;
      }
      if (!session) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
      if (session.mustChangePassword && !request.routeOptions.config.allowWithOneTimePassword) {
        throw new AppError('FORBIDDEN', 'errors.passwordChangeRequired');
      }
      request.providerAuth = session;
    });
  },
  { name: 'auth' },
);

/** What the `sessionInQuery` read of the route found (its session accepted by `requireProvider`). */
export function readWithSessionOf<T extends ReadWithSession>(request: FastifyRequest): T {
  if (!request.readWithSession || !request.providerAuth) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  return request.readWithSession as T;
}

/** The session of a route behind `requireProvider`. */
export function providerAuthOf(request: FastifyRequest): ProviderAuth {
  if (!request.providerAuth) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  return request.providerAuth;
}
