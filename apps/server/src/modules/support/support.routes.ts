import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, MessageResponseSchema } from '@mamata/core/errors';
import { EmergencySirenBodySchema, HelpMessageBodySchema, ProviderHealthPostsResponseSchema, SupportNumbersResponseSchema } from '@mamata/core/schemas/support';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { say } from '../../lib/lang.ts';
import { providerAuthOf } from '../../plugins/auth.ts';
import { getSupportNumbers, listHealthPosts, sendToHealthPost } from './support.service.ts';

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * Messages are limited per account, five a minute of each kind (help, emergency): a mother sends a few, a
 * stuck button or a script is stopped, and logging in again does not give her five more (it did when the
 * limit was per session: docs/decisions/027-limits-that-hold.md). The limit runs as a preHandler, after
 * authentication and the body's validation (a refused body takes nothing from it), keyed by her account; its
 * counter is one upsert (plugins/rate-limit-store.ts), so messages sent at once cannot pass it together.
 */
const MESSAGE_LIMIT = {
  rateLimit: {
    max: 5,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `provider:${providerAuthOf(request).providerId}`,
    // the refusal says what to do in an emergency (call 102 or the health post), in her language
    errorResponseBuilder: () => new AppError('RATE_LIMITED', 'errors.sirenLimit'),
  },
};

/** Support numbers, messages to her health post, and the health posts of her palika (spec §7). */
export async function supportRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['support'], security: [{ bearer: [] }] };

  r.get(
    '/support/provider/numbers',
    {
      schema: {
        ...common,
        summary: 'Ambulances and support numbers of her health post and her palika',
        response: { 200: SupportNumbersResponseSchema, ...refusals },
      },
      config: { auth: 'provider' },
    },
    async (request) => ({ numbers: await getSupportNumbers(deps.db, providerAuthOf(request).providerId) }),
  );

  /** A message to her own health post, stored before the answer ("sent" always means it is in the inbox). */
  const messageRoute = (
    path: string,
    kind: 'help' | 'siren',
    body: typeof HelpMessageBodySchema | typeof EmergencySirenBodySchema,
    summary: string,
    done: string,
  ) =>
    r.post(
      path,
      { schema: { ...common, summary, body, response: { 200: MessageResponseSchema, ...refusals } }, config: { auth: 'provider', ...MESSAGE_LIMIT } },
      async (request) => {
        const pressedAt = 'pressed_at' in request.body ? request.body.pressed_at : undefined;
        await sendToHealthPost(deps.db, providerAuthOf(request).providerId, kind, request.body.message, pressedAt);
        return { message: say(request, done) };
      },
    );
  messageRoute('/help/provider/post-help-message', 'help', HelpMessageBodySchema, 'Send a message to her health post', 'success.helpSent');
  // The emergency button: the public siren with for = Health-Office, her health post and her number, in her name.
  messageRoute('/help/provider/health-post-siren', 'siren', EmergencySirenBodySchema, 'Emergency: alert her own health post', 'success.emergencySent');

  r.get(
    '/provider/health-posts',
    {
      schema: { ...common, summary: 'The health posts of her palika, hers first', response: { 200: ProviderHealthPostsResponseSchema, ...refusals } },
      config: { auth: 'provider' },
    },
    async (request) => listHealthPosts(deps.db, providerAuthOf(request).providerId),
  );
}
