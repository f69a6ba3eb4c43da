import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { inlineScriptHashes, webAppPlugin } from './plugins/web-app.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { directoryRoutes } from './modules/directory/directory.routes.ts';
import { providerRoutes } from './modules/providers/providers.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { publicRoutes } from './modules/public/public.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { supportAdminRoutes } from './modules/support-admin/support-admin.routes.ts';
import { recordsRoutes } from './modules/records/records.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { scheduleItemRoutes } from './modules/schedule-items/schedule-items.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { staffAuthPlugin } from './plugins/staff-auth.ts';
import { loadBsCalendar } from './modules/calendar/calendar.service.ts';

/** Everything buildApp needs; tests pass their own database and config. */
export interface AppOptions {
  config: Config;
  database: Database;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole app without listening (tests call `inject`). */
export async function buildApp({ config, database, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      // Never log secrets: passwords are in bodies (not logged) and tokens in this header.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.oldPassword', 'body.newPassword'],
      serializers: {
        // the default would log the query string, which carries mobile numbers on the lookup
        req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: req.url.split('?')[0], id: req.id }),
      },
    },
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database.db;
  // Reference data, not demo data: the calendar table is loaded (and seeded once) on every start.
  await loadBsCalendar(db);
  const sessions = { idleDays: config.SESSION_IDLE_DAYS, maxDays: config.SESSION_MAX_DAYS };

  // External plugins first, then the app's own, then routes (fastify/demo).
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { scriptHashes: inlineScriptHashes(config.WEB_DIST) });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { db, sessions });
  await app.register(staffAuthPlugin, { db, sessions });
  await app.register(
    async (api) => {
      await api.register(systemRoutes, { db });
      await api.register(directoryRoutes, { db, publicBaseUrl: config.PUBLIC_BASE_URL });
      await api.register(authRoutes, { db, sessions });
      await api.register(providerRoutes, { db });
      await api.register(healthRoutes, { db });
      await api.register(publicRoutes, { db });
      await api.register(calendarRoutes);
      await api.register(staffRoutes, { db, sessions });
      await api.register(inboxRoutes, { db });
      await api.register(supportAdminRoutes, { db });
      await api.register(recordsRoutes, { db });
      await api.register(notificationRoutes, { db });
      await api.register(scheduleItemRoutes, { db });
      await api.register(supportRoutes, { db });
    },
    { prefix: '/api/v1' },
  );
  await app.register(webAppPlugin, { root: config.WEB_DIST });
  return app;
}
