import type { FastifyInstance, onRequestHookHandler, onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '@mamata/core/schemas/staff';
import { asArray } from '../lib/as-array.ts';

/** Who may call a route: a provider (mother or baby account) or staff (optionally only some roles). */
export type RouteAuth = 'provider' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Authenticate before anything else (an `onRequest` hook, so a caller without the right token
     * gets 401/403 and never a field error that reveals the schema). Routes may instead keep
     * `preHandler: app.requireProvider` / `app.requireStaff`: the guard moves those to `onRequest`.
     */
    auth?: RouteAuth;
    /** Staff routes only these roles may call (403 for others), e.g. `['system_admin']`. */
    staffRoles?: readonly StaffRole[];
  }
}

// a callback hook, not an async one: it runs on every secured request and has nothing to wait for
const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  done(null, payload);
};

/**
 * Makes authentication the first step of every secured route, whichever way the route asks for
 * it (docs/decisions/011-authenticate-first.md), and writes who may call it into the OpenAPI
 * document (`security: [{ provider: [] }]` or `[{ staff: [roles] }]`), which the authorization
 * matrix and the fuzz tests read. Register after the auth plugins and before any route.
 */
export const guardPlugin = fp(
  async (app: FastifyInstance) => {
    const requireProvider = app.requireProvider as unknown as onRequestHookHandler;
    const requireStaff = app.requireStaff as unknown as onRequestHookHandler;
    app.addHook('onRoute', (route: RouteOptions) => {
      const preHandlers = asArray(route.preHandler);
      const onRequests = asArray(route.onRequest);
      let auth = route.config?.auth;
      if (preHandlers.includes(requireProvider) || onRequests.includes(requireProvider)) auth = 'provider';
      if (preHandlers.includes(requireStaff) || onRequests.includes(requireStaff)) auth = 'staff';
      if (!auth) {
        if (route.config?.staffRoles) throw new Error(`${route.method.toString()} ${route.url}: staffRoles needs auth: 'staff'`);
        return;
      }
      const hook = auth === 'provider' ? requireProvider : requireStaff;
      route.preHandler = preHandlers.filter((h) => h !== requireProvider && h !== requireStaff);
      route.onRequest = [hook, ...onRequests.filter((h) => h !== requireProvider && h !== requireStaff)];
      route.config = { ...route.config, auth };
      // what a session sees is one person's (health records above all): never kept by a shared cache or the browser's disk
      route.onSend = [...asArray(route.onSend), noStore];
      if (route.schema) {
        route.schema = { ...route.schema, security: [auth === 'provider' ? { provider: [] } : { staff: [...(route.config.staffRoles ?? [])] }] };
      }
    });
  },
  { name: 'guard', dependencies: ['auth', 'staff-auth'] },
);
