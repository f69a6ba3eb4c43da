import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@mamata/core/errors';
import { langFromHeader } from '@mamata/core/i18n/messages';
import { BabyTableResponseSchema, MotherTableResponseSchema, ProviderReportResponseSchema } from '@mamata/core/schemas/health';
import type { Db } from '../../db/client.ts';
import { providerAuthOf, readWithSessionOf } from '../../plugins/auth.ts';
import { cachedAnswer } from '../../plugins/read-cache.ts';
import type { ScheduleView } from './health.service.ts';
import { getBabyTables, getMotherTables, getProviderReportBySession, type ReportWithSession } from './health.service.ts';

/** The logged-in provider's schedules, reminders and report (shapes in core schemas/health.ts). */
export async function healthRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['provider'], security: [{ bearer: [] }] };
  const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };

  const motherRoute = (url: string, view: ScheduleView, summary: string) =>
    r.get(url, { schema: { ...common, summary, response: { 200: MotherTableResponseSchema, ...errors } }, config: { auth: 'provider' } }, async (request) =>
      getMotherTables(deps.db, providerAuthOf(request).providerId, langFromHeader(request.headers['accept-language']), view),
    );
  const babyRoute = (url: string, view: ScheduleView, summary: string) =>
    r.get(url, { schema: { ...common, summary, response: { 200: BabyTableResponseSchema, ...errors } }, config: { auth: 'provider' } }, async (request) =>
      getBabyTables(deps.db, providerAuthOf(request).providerId, langFromHeader(request.headers['accept-language']), view),
    );

  motherRoute('/provider/mother-table', 'table', "The mother's antenatal schedule with each item's status");
  motherRoute('/provider/mother-alert', 'alert', "The mother's reminders: items due, overdue or coming up soon");
  babyRoute('/provider/baby-table', 'table', "The baby's schedule with each item's status");
  babyRoute('/provider/baby-alert', 'alert', "The baby's reminders: items due, overdue or coming up soon");

  r.get(
    '/provider/provider-report',
    {
      schema: { ...common, summary: 'Measurements against normal values, for the report charts', response: { 200: ProviderReportResponseSchema, ...errors } },
      // the session is checked by the report's own query: one round trip (plugins/auth.ts sessionInQuery)
      // and the answer is kept until the database says her account changed (plugins/read-cache.ts)
      config: { auth: 'provider', sessionInQuery: (lookup) => getProviderReportBySession(deps.db, lookup), readCache: true },
    },
    async (request, reply) => cachedAnswer(request, reply, () => readWithSessionOf<ReportWithSession>(request).report()),
  );
}
