import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@mamata/core/errors';
import { langFromHeader } from '@mamata/core/i18n/messages';
import { ChatHistoryResponseSchema, ChatQueriesResponseSchema, ChatQueryBodySchema, ChatQueryResponseSchema } from '@mamata/core/schemas/ai-doctor';
import { providerAuthOf, readWithSessionOf } from '../../plugins/auth.ts';
import { askQuestion, findAskerWithSession, getHistory, getSuggestions, type AiDoctorDeps, type AskerWithSession } from './ai-doctor.service.ts';

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * The AI doctor (spec §7 `provider/chatgpt/*`). Authentication runs on request, before the body is
 * validated (plugins/auth.ts), so a call without a session is a 401 and never a field error.
 */
export async function aiDoctorRoutes(app: FastifyInstance, deps: AiDoctorDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['ai-doctor'] };

  r.get(
    '/provider/chatgpt/queries',
    {
      schema: { ...common, summary: 'Suggested questions for her stage, in her language', response: { 200: ChatQueriesResponseSchema, ...refusals } },
      config: { auth: 'provider' },
    },
    async (request) => getSuggestions(deps.db, providerAuthOf(request).providerId, langFromHeader(request.headers['accept-language'])),
  );

  r.post(
    '/provider/chatgpt/query',
    {
      schema: {
        ...common,
        summary:
          'Ask the AI doctor: danger-sign triage, then an answer from the knowledge base; urgent and not-sure questions reach her health post, past the hourly limit too',
        body: ChatQueryBodySchema,
        response: { 200: ChatQueryResponseSchema, ...refusals },
      },
      // the session is checked by the asker's own query: one round trip (plugins/auth.ts sessionInQuery)
      config: { auth: 'provider', sessionInQuery: (lookup) => findAskerWithSession(deps.db, lookup) },
    },
    async (request) => {
      // the app's language: the header the app sends, else the one her app last reported (askQuestion)
      const header = request.headers['accept-language'];
      return askQuestion(deps, readWithSessionOf<AskerWithSession>(request).asker, request.body.prompt, header ? langFromHeader(header) : null);
    },
  );

  r.get(
    '/provider/chatgpt/history',
    {
      schema: { ...common, summary: 'Her own past questions and answers, newest first', response: { 200: ChatHistoryResponseSchema, ...refusals } },
      config: { auth: 'provider' },
    },
    async (request) => getHistory(deps.db, providerAuthOf(request).providerId),
  );
}
