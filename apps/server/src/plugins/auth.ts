import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { authenticate, type AuthDeps } from '../modules/auth/auth.service.ts';

/** The session of an authenticated request. */
export interface ProviderAuth {
  sessionId: string;
  providerId: string;
  expiresAt: Date;
  /** A one-time password is in use: only the calls that let her choose a new one are open. */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    providerAuth: ProviderAuth | null;
  }
  interface FastifyContextConfig {
    /** Open to a session whose account must still replace its one-time password. */
    allowWithOneTimePassword?: boolean;
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
  async (app: FastifyInstance, deps: AuthDeps) => {
    app.decorateRequest('providerAuth', null);
    app.decorate('requireProvider', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await authenticate(deps, token) : undefined;
      if (!session) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
      if (session.mustChangePassword && !request.routeOptions.config.allowWithOneTimePassword) {
        throw new AppError('FORBIDDEN', 'errors.passwordChangeRequired');
      }
      request.providerAuth = session;
    });
  },
  { name: 'auth' },
);

/** The session of a route behind `requireProvider`. */
export function providerAuthOf(request: FastifyRequest): ProviderAuth {
  if (!request.providerAuth) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  return request.providerAuth;
}
