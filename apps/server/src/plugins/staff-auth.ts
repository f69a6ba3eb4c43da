import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { authenticateStaff, type StaffAuth, type StaffDeps } from '../modules/staff/staff.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staffAuth: StaffAuth | null;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request carries a live staff session (a provider's token is not one). */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
}

/** Staff authentication, separate from providers': different session table, different tokens. */
export const staffAuthPlugin = fp(
  async (app: FastifyInstance, deps: StaffDeps) => {
    app.decorateRequest('staffAuth', null);
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '');
      const session = match?.[1] ? await authenticateStaff(deps, match[1]) : undefined;
      if (!session) throw new AppError('UNAUTHENTICATED', 'errors.staffOnly');
      request.staffAuth = { sessionId: session.id, staffId: session.staffId, ip: request.ip };
    });
  },
  { name: 'staff-auth' },
);

/** The staff session of a route behind `requireStaff`. */
export function staffAuthOf(request: FastifyRequest): StaffAuth {
  if (!request.staffAuth) throw new AppError('UNAUTHENTICATED', 'errors.staffOnly');
  return request.staffAuth;
}
