import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@mamata/core/errors';
import { MeResponseSchema, StatusResponseSchema } from '@mamata/core/schemas/auth';
import type { Db } from '../../db/client.ts';
import { providerAuthOf, readWithSessionOf } from '../../plugins/auth.ts';
import { cachedAnswer } from '../../plugins/read-cache.ts';
import { ProviderSettingsBodySchema, ProviderSettingsSchema } from '@mamata/core/schemas/reminders';
import { changeSettings, getProviderProfile, getProviderProfileBySession, getSettings, type ProfileWithSession } from './providers.service.ts';

/** The logged-in provider's own profile and status. */
export async function providerRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['provider'], security: [{ bearer: [] }] };

  r.get(
    '/provider/me',
    {
      schema: { ...common, summary: 'The profile of the logged-in provider', response: { 200: MeResponseSchema, 401: ApiErrorSchema } },
      // the session is checked by the profile's own query: one round trip (plugins/auth.ts sessionInQuery)
      // and the answer is kept until the database says her account changed (plugins/read-cache.ts)
      config: { auth: 'provider', allowWithOneTimePassword: true, sessionInQuery: (lookup) => getProviderProfileBySession(deps.db, lookup), readCache: true },
    },
    async (request, reply) => cachedAnswer(request, reply, () => ({ provider: readWithSessionOf<ProfileWithSession>(request).provider() })),
  );

  r.get(
    '/provider/status',
    {
      schema: { ...common, summary: 'Whether the account is usable', response: { 200: StatusResponseSchema, 401: ApiErrorSchema } },
      config: { auth: 'provider', allowWithOneTimePassword: true },
    },
    async (request) => {
      const auth = providerAuthOf(request);
      const p = await getProviderProfile(deps.db, auth.providerId);
      return {
        active: p.active,
        registration_type: p.registration_type,
        mustChangePassword: p.mustChangePassword,
        sessionExpiresAt: auth.expiresAt.toISOString(),
      };
    },
  );

  r.get(
    '/provider/preferences',
    {
      schema: { ...common, summary: 'My language, calendar and notification settings', response: { 200: ProviderSettingsSchema, 401: ApiErrorSchema } },
      // her language and calendar, chosen on the one-time-password screen at first login, are kept (they were refused there)
      config: { auth: 'provider', allowWithOneTimePassword: true },
    },
    async (request) => getSettings(deps.db, providerAuthOf(request).providerId),
  );

  r.patch(
    '/provider/preferences',
    {
      schema: {
        ...common,
        summary: 'Store my language and calendar (reminders are written in them) and push/SMS on or off',
        body: ProviderSettingsBodySchema,
        response: { 200: ProviderSettingsSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
      config: { auth: 'provider', allowWithOneTimePassword: true },
    },
    async (request) => changeSettings(deps.db, providerAuthOf(request).providerId, request.body),
  );
}
