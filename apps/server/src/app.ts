import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authPlugin } from './plugins/auth.ts';
import { ReadCache, readCachePlugin } from './plugins/read-cache.ts';
import { compressPlugin } from './plugins/compress.ts';
import { openChangeFeed } from './db/change-feed.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { compiledSerializerCompiler } from './plugins/serializer.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
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
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { personViewRoutes } from './modules/person-view/person-view.routes.ts';
import { visitRoutes } from './modules/visits/visits.routes.ts';
import { birthRoutes } from './modules/births/births.routes.ts';
import { itemsGivenRoutes } from './modules/items-given/items-given.routes.ts';
import { growthRoutes } from './modules/growth/growth.routes.ts';
import { dueListRoutes } from './modules/due-list/due-list.routes.ts';
import { hmisRoutes } from './modules/hmis/hmis.routes.ts';
import { tokenKeysOf } from './modules/hmis/token-crypto.ts';
import { loadDhis2Mapping } from './modules/hmis/hmis.service.ts';
import { notificationRoutes } from './modules/reminders/notifications.routes.ts';
import { scheduleItemRoutes } from './modules/schedule-items/schedule-items.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { aiDoctorRoutes } from './modules/ai-doctor/ai-doctor.routes.ts';
import { inputHygienePlugin } from './plugins/input-hygiene.ts';
import { loadBsCalendar } from './modules/calendar/calendar.service.ts';
import type { LlmConfig } from './modules/ai-doctor/llm-rephraser.ts';

/** The optional language model of the AI doctor: configured only when URL, model and key are all set. */
function llmConfig(config: Config): LlmConfig | null {
  const { AI_DOCTOR_LLM_URL: url, AI_DOCTOR_LLM_MODEL: model, AI_DOCTOR_LLM_KEY: key } = config;
  return url && model && key ? { url, model, key, timeoutMs: config.AI_DOCTOR_LLM_TIMEOUT_MS } : null;
}

import { reminderRoutes } from './modules/reminders/reminders.routes.ts';
import { ReminderEngine } from './jobs/engine.ts';
import { pushSender, vapidKeys } from './modules/reminders/push.ts';
import { httpSmsGateway, smsSender } from './modules/reminders/sms.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder engine, or null when it is off. */
    reminderEngine: ReminderEngine | null;
    /** The read cache of /provider/me and the report, or null when it is off. */
    readCache: ReadCache | null;
  }
}

/** Everything buildApp needs; tests pass their own database and config. */
export interface AppOptions {
  config: Config;
  database: Database;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** The reminder engine's clock (tests set the hour: quiet hours depend on it). */
  now?: () => Date;
}

/** Trusts the `hops` nearest proxies: X-Forwarded-For's last `hops` entries (Fastify's numeric trustProxy). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole app without listening (tests call `inject`). */
export async function buildApp({ config, database, logStream, now }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // a number of hops or a list of proxy addresses, never every hop (config.ts TRUST_PROXY)
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
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
  // responses: the core zod schemas compiled once to fast-json-stringify, still checked by zod outside production (plugins/serializer.ts)
  app.setSerializerCompiler(compiledSerializerCompiler({ checkWithZod: config.NODE_ENV !== 'production' }));

  const db = database.db;
  // Reference data, not demo data: the calendar table is loaded (and seeded once) on every start.
  await loadBsCalendar(db);
  const sessions = { idleDays: config.SESSION_IDLE_DAYS, maxDays: config.SESSION_MAX_DAYS };

  // The reminder engine: on unless NODE_ENV is test (tests run the scan and senders themselves).
  const vapid = await vapidKeys(db, { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT });
  // where pushes may go: the known Web Push services (PUSH_SERVICE_HOSTS), a local fake only outside production
  const pushEndpoints = { hosts: config.PUSH_SERVICE_HOSTS, allowLoopback: config.NODE_ENV !== 'production' };
  const engineOn = config.REMINDERS ? config.REMINDERS === 'on' : config.NODE_ENV !== 'test';
  const gateway = config.SMS_GATEWAY_URL ? httpSmsGateway({ url: config.SMS_GATEWAY_URL, token: config.SMS_GATEWAY_TOKEN, sender: config.SMS_SENDER }) : null;
  const engine = engineOn
    ? new ReminderEngine({
        database,
        log: app.log,
        push: pushSender(db, vapid, { timeoutMs: config.PUSH_TIMEOUT_MS, endpoints: pushEndpoints }),
        sms: gateway ? smsSender(db, gateway) : null,
        leaseMs: config.OUTBOX_LEASE_SECONDS * 1000,
        ...(now ? { now, pollingSeconds: 0.5 } : {}),
      })
    : null;
  app.decorate('reminderEngine', engine);
  if (engine) {
    app.addHook('onReady', () => engine.start());
    app.addHook('onClose', () => engine.stop());
    // which writes change a person's reminders is no list here: each service announces its change in its own
    // transaction (db/person-changes.ts) and the engine scans those people (jobs/engine.ts scanChanges)
  }

  // External plugins first, then the app's own, then routes (fastify/demo).
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { scriptHashes: inlineScriptHashes(config.WEB_DIST), rateLimitStore: databaseRateLimitStore(db) });
  // the read cache of a mother's hot reads, kept right by the database's change notifications (docs/decisions/014-read-cache.md)
  const cacheOn = config.READ_CACHE ? config.READ_CACHE === 'on' : config.NODE_ENV !== 'test';
  const feed = cacheOn ? await openChangeFeed(database, app.log) : null;
  const readCache = feed ? new ReadCache(feed, config.READ_CACHE_MB * 1024 * 1024) : null;
  if (feed) app.addHook('onClose', () => feed.close());
  await app.register(readCachePlugin, { cache: readCache });
  // after the read cache: a route's own hooks run in the order they were added, so its onSend stores the answer
  // as JSON text before this one gzips it
  await app.register(compressPlugin);
  app.decorate('readCache', readCache);
  // every API route's access (config.auth), checked first by one onRequest hook (plugins/auth.ts); before the
  // OpenAPI plugin, so the document shows who may call each operation
  await app.register(authPlugin, { db, sessions, readCache });
  await app.register(inputHygienePlugin);
  await app.register(openapiPlugin);
  await app.register(
    async (api) => {
      await api.register(systemRoutes, { db });
      await api.register(directoryRoutes, { db, publicBaseUrl: config.PUBLIC_BASE_URL });
      // a login code's SMS leaves at once, not at the senders' next minute
      await api.register(authRoutes, { db, sessions, ...(engine ? { kickSms: () => engine.kick() } : {}) });
      await api.register(providerRoutes, { db });
      await api.register(healthRoutes, { db });
      await api.register(publicRoutes, { db });
      await api.register(calendarRoutes);
      await api.register(staffRoutes, { db, sessions });
      await api.register(inboxRoutes, { db });
      await api.register(supportAdminRoutes, { db });
      // the records rooms (docs/decisions/038-records-rooms.md)
      await api.register(personViewRoutes, { db });
      await api.register(visitRoutes, { db });
      await api.register(birthRoutes, { db });
      await api.register(itemsGivenRoutes, { db });
      await api.register(growthRoutes, { db });
      await api.register(dueListRoutes, { db });
      await api.register(hmisRoutes, {
        db,
        dhis2Mapping: loadDhis2Mapping(config.HMIS_DHIS2_MAPPING),
        dhis2: {
          allowLoopback: config.NODE_ENV !== 'production',
          client: { timeoutMs: config.DHIS2_TIMEOUT_MS },
          tokenKeys: tokenKeysOf(config),
        },
        warmTalliesEverySeconds: config.HMIS_TALLY_WARM_SECONDS ?? (config.NODE_ENV === 'test' ? 0 : 60),
      });
      await api.register(outboxRoutes);
      await api.register(notificationRoutes, { db });
      await api.register(scheduleItemRoutes, { db });
      await api.register(supportRoutes, { db });
      await api.register(aiDoctorRoutes, { db, llm: llmConfig(config) });
      await api.register(reminderRoutes, {
        db,
        vapidPublicKey: vapid.publicKey,
        pushEndpoints,
        smsReportToken: config.SMS_GATEWAY_DLR_TOKEN,
        ...(engine ? { kick: () => engine.kick() } : {}),
      });
    },
    { prefix: '/api/v1' },
  );
  await app.register(webAppPlugin, { root: config.WEB_DIST });
  return app;
}
