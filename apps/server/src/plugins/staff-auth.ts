import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { bearerToken } from './auth.ts';
import type { StaffAuth } from '../modules/access/access.service.ts';
import { authenticateStaff, type StaffDeps } from '../modules/staff/staff.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staffAuth: StaffAuth | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: answers 401 unless the request carries a live staff session (a provider's token
     * is not one), and 403 when the route names `staffRoles` the member does not have.
     */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
}

/** Staff authentication, separate from providers': different session table, different tokens. */
export const staffAuthPlugin = fp(
  async (app: FastifyInstance, deps: StaffDeps) => {
    app.decorateRequest('staffAuth', null);
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await authenticateStaff(deps, token) : undefined;
      if (!session) throw new AppError('UNAUTHENTICATED', 'errors.staffOnly');
      const roles = request.routeOptions.config.staffRoles;
      if (roles && !roles.some((r) => r === session.role)) throw new AppError('FORBIDDEN', 'errors.forbidden');
      request.staffAuth = { sessionId: session.id, staffId: session.staffId, role: session.role, ip: request.ip };
    });
  },
  { name: 'staff-auth' },
);

/** The staff session of a route behind `requireStaff`. */
export function staffAuthOf(request: FastifyRequest): StaffAuth {
  if (!request.staffAuth) throw new AppError('UNAUTHENTICATED', 'errors.staffOnly');
  return request.staffAuth;
}
