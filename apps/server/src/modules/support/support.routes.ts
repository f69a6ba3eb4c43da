import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, MessageResponseSchema } from '@mamata/core/errors';
import { EmergencySirenBodySchema, HelpMessageBodySchema, ProviderHealthPostsResponseSchema, SupportNumbersResponseSchema } from '@mamata/core/schemas/support';
import type { Db } from '../../db/client.ts';
import { addressGroup } from '../../lib/address-group.ts';
import { say } from '../../lib/lang.ts';
import { bearerToken, providerAuthOf } from '../../plugins/auth.ts';
import { getSupportNumbers, listHealthPosts, sendToHealthPost } from './support.service.ts';

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * Messages are limited per session (the limit runs before authentication, so the key is the bearer
 * token as authentication reads it, whatever the spacing of the header; without one, the address group): a mother sends a few, a stuck button or a script is stopped.
 */
const MESSAGE_LIMIT = {
  rateLimit: { max: 5, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => bearerToken(request) ?? addressGroup(request.ip) },
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
      preHandler: app.requireProvider,
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
      { schema: { ...common, summary, body, response: { 200: MessageResponseSchema, ...refusals } }, preHandler: app.requireProvider, config: MESSAGE_LIMIT },
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
      preHandler: app.requireProvider,
    },
    async (request) => listHealthPosts(deps.db, providerAuthOf(request).providerId),
  );
}
