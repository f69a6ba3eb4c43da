import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '@mamata/core/schemas/staff';
import { AppError } from '../lib/errors.ts';
import { hashToken } from '../lib/crypto.ts';
import { asArray } from '../lib/as-array.ts';
import type { ReadWithSession, SessionLookup } from '../db/live-session.ts';
import type { StaffAuth } from '../modules/access/access.service.ts';
import {
  acceptLiveSession,
  authenticateProvider,
  authenticateStaff,
  idleSince,
  type ProviderSession,
  type SessionDeps,
} from '../modules/sessions/sessions.service.ts';
import { pendStore, readCacheKey, type ReadCache } from './read-cache.ts';

/** Who may call a route: a provider (mother or baby account), staff (optionally only some roles), or anyone. */
export type RouteAuth = 'provider' | 'staff' | 'public';

/** The session of an authenticated provider request. */
export type ProviderAuth = ProviderSession;

declare module 'fastify' {
  interface FastifyRequest {
    providerAuth: ProviderAuth | null;
    staffAuth: StaffAuth | null;
    /** What a `sessionInQuery` route's read found, once its session was accepted. */
    readWithSession: ReadWithSession | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route; every route says so (registration fails without it). Checked by one `onRequest`
     * hook, before body parsing and validation: a caller without the right token gets 401/403, never a field error.
     */
    auth?: RouteAuth;
    /** Staff routes only these roles may call (403 for others), e.g. `['system_admin']`. */
    staffRoles?: readonly StaffRole[];
    /** Provider routes open to a session whose account must still replace its one-time password. */
    allowWithOneTimePassword?: boolean;
    /**
     * The route's read, with the session check folded into its query (one round trip per request on a hot
     * read): the hook runs it in place of the separate session lookup, judges the session it returns as any
     * other (401 when none is live, 403 on a one-time password), and leaves the read for the handler
     * (`readWithSessionOf`).
     */
    sessionInQuery?: (lookup: SessionLookup) => Promise<ReadWithSession | undefined>;
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

// a callback hook, not an async one: it runs on every secured request and has nothing to wait for
const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  done(null, payload);
};

const API_PREFIX = '/api/v1/';

function describeRoute(route: RouteOptions): string {
  return `${asArray(route.method).join(',')} ${route.url}`;
}

/**
 * Route access, the one way (docs/decisions/036-route-access.md): every route declares
 * `config: { auth: 'provider' | 'staff' | 'public', staffRoles? }`, and one `onRequest` hook, first among
 * the route's own hooks, authenticates provider and staff requests by the shared session policy
 * (modules/sessions). It writes who may call the route into the OpenAPI document (`security`), which the
 * authorization matrix and the fuzz tests read, and sends `Cache-Control: no-store` on every secured answer.
 * Per-record access stays in the services (modules/access). Register before any route.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, deps: SessionDeps & { readCache?: ReadCache | null }) => {
    app.decorateRequest('providerAuth', null);
    app.decorateRequest('staffAuth', null);
    app.decorateRequest('readWithSession', null);

    async function providerSession(request: FastifyRequest, token: string | undefined): Promise<ProviderSession | undefined> {
      const read = request.routeOptions.config.sessionInQuery;
      if (!read) return token ? authenticateProvider(deps, token) : undefined;
      if (!token) return undefined;
      const lookup = { tokenHash: hashToken(token), idleSince: idleSince(deps.sessions) };
      // a cached answer to this session (plugins/read-cache.ts), judged by the same conditions as the query's
      const cache = request.routeOptions.config.readCache ? deps.readCache : null;
      const key = cache ? readCacheKey(request, lookup.tokenHash) : undefined;
      const hit = key ? cache?.get(key) : undefined;
      if (hit && hit.session.lastUsedAt.toISOString() > lookup.idleSince) {
        request.readCacheHit = hit;
        return acceptLiveSession(deps.db, hit.session);
      }
      // the route's own query checks the session: one round trip for the session and the read
      const ticket = cache?.ticket();
      const found = await read(lookup);
      request.readWithSession = found ?? null;
      if (found && key && ticket !== undefined) pendStore(request, key, ticket, found.session);
      return found ? acceptLiveSession(deps.db, found.session) : undefined;
    }

    const authenticateRequest: onRequestAsyncHookHandler = async (request) => {
      const config = request.routeOptions.config;
      const token = bearerToken(request);
      if (config.auth === 'provider') {
        const session = await providerSession(request, token);
        if (!session) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
        if (session.mustChangePassword && !config.allowWithOneTimePassword) throw new AppError('FORBIDDEN', 'errors.passwordChangeRequired');
        request.providerAuth = session;
      } else if (config.auth === 'staff') {
        const session = token ? await authenticateStaff(deps, token) : undefined;
        if (!session) throw new AppError('UNAUTHENTICATED', 'errors.staffOnly');
        if (config.staffRoles && !config.staffRoles.includes(session.role)) throw new AppError('FORBIDDEN', 'errors.forbidden');
        request.staffAuth = { ...session, ip: request.ip };
      }
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      const config = route.config;
      const auth = config?.auth;
      // the built web app and the API documentation are public and declare nothing
      if (!auth && !route.url.startsWith(API_PREFIX)) return;
      // nothing public by accident: an API route that does not say who may call it is not registered
      if (!auth) throw new Error(`${describeRoute(route)}: declare config.auth ('provider', 'staff' or 'public')`);
      if (config.staffRoles && auth !== 'staff') throw new Error(`${describeRoute(route)}: staffRoles needs auth: 'staff'`);
      if ((config.allowWithOneTimePassword || config.sessionInQuery) && auth !== 'provider') {
        throw new Error(`${describeRoute(route)}: allowWithOneTimePassword and sessionInQuery need auth: 'provider'`);
      }
      if (auth === 'public') {
        if (route.schema) route.schema = { ...route.schema, security: [] };
        return;
      }
      route.onRequest = [authenticateRequest, ...asArray(route.onRequest)];
      // what a session sees is one person's (health records above all): never kept by a shared cache or the browser's disk
      route.onSend = [...asArray(route.onSend), noStore];
      if (route.schema) {
        route.schema = { ...route.schema, security: [auth === 'provider' ? { provider: [] } : { staff: [...(config.staffRoles ?? [])] }] };
      }
    });
  },
  { name: 'auth' },
);

/** What the `sessionInQuery` read of the route found (its session accepted by the hook). */
export function readWithSessionOf<T extends ReadWithSession>(request: FastifyRequest): T {
  if (!request.readWithSession || !request.providerAuth) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  return request.readWithSession as T;
}

/** The session of an `auth: 'provider'` route. */
export function providerAuthOf(request: FastifyRequest): ProviderAuth {
  if (!request.providerAuth) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  return request.providerAuth;
}

/** The session of an `auth: 'staff'` route. */
export function staffAuthOf(request: FastifyRequest): StaffAuth {
  if (!request.staffAuth) throw new AppError('UNAUTHENTICATED', 'errors.staffOnly');
  return request.staffAuth;
}
