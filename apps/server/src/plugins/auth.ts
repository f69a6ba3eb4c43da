import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { hashToken } from '../lib/crypto.ts';
import { acceptLiveSession, authenticate, idleSince, type AuthDeps, type LiveSessionRow } from '../modules/auth/auth.service.ts';

/** The session of an authenticated request. */
export interface ProviderAuth {
  sessionId: string;
  providerId: string;
  expiresAt: Date;
  /** A one-time password is in use: only the calls that let her choose a new one are open. */
  mustChangePassword: boolean;
}

/**
 * What a route whose own query checks the session needs (`config.sessionInQuery`): the token's hash and the
 * idle cut-off, the parameters of the session conditions in auth.queries.ts `liveSessionWhere`.
 */
export interface SessionLookup {
  tokenHash: string;
  idleSince: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    providerAuth: ProviderAuth | null;
    sessionLookup: SessionLookup | null;
  }
  interface FastifyContextConfig {
    /** Open to a session whose account must still replace its one-time password. */
    allowWithOneTimePassword?: boolean;
    /**
     * The route's own database query checks the session (one round trip per request on a hot read): the
     * onRequest hook then only refuses a request without a well-formed bearer token (401), and the handler
     * must pass its query's session columns to `app.acceptProviderSession` before using anything else of
     * the row. Only for routes without input to validate, so a caller without a live session still gets
     * 401 before anything else (docs/decisions/011-authenticate-first.md).
     */
    sessionInQuery?: boolean;
  }
  interface FastifyInstance {
    /** onRequest hook: answers 401 unless the request carries a live provider session (see plugins/guard.ts). */
    requireProvider: (request: FastifyRequest) => Promise<void>;
    /**
     * For a `sessionInQuery` route: the row its query found with the session's columns (undefined: no live
     * session) judged as `requireProvider` judges a session (401, 403 with a one-time password); sets
     * `request.providerAuth` and gives the row back.
     */
    acceptProviderSession: <T extends { session: LiveSessionRow }>(request: FastifyRequest, found: T | undefined) => Promise<T>;
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
  async (app: FastifyInstance, deps: AuthDeps) => {
    app.decorateRequest('providerAuth', null);
    app.decorateRequest('sessionLookup', null);
    const accept = (request: FastifyRequest, session: ProviderAuth | undefined) => {
      if (!session) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
      if (session.mustChangePassword && !request.routeOptions.config.allowWithOneTimePassword) {
        throw new AppError('FORBIDDEN', 'errors.passwordChangeRequired');
      }
      request.providerAuth = session;
      return session;
    };
    app.decorate('requireProvider', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (request.routeOptions.config.sessionInQuery) {
        // the route's query checks the session (acceptProviderSession); no token, no query
        if (!token) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
        request.sessionLookup = { tokenHash: hashToken(token), idleSince: idleSince(deps.sessions) };
        return;
      }
      accept(request, token ? await authenticate(deps, token) : undefined);
    });
    app.decorate('acceptProviderSession', async <T extends { session: LiveSessionRow }>(request: FastifyRequest, found: T | undefined) => {
      accept(request, found ? await acceptLiveSession(deps, found.session) : undefined);
      return found as T;
    });
  },
  { name: 'auth' },
);

/** The session parameters of a `sessionInQuery` route (set by `requireProvider`). */
export function sessionLookupOf(request: FastifyRequest): SessionLookup {
  if (!request.sessionLookup) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  return request.sessionLookup;
}

/** The session of a route behind `requireProvider`. */
export function providerAuthOf(request: FastifyRequest): ProviderAuth {
  if (!request.providerAuth) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  return request.providerAuth;
}
