import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, MessageResponseSchema } from '@mamata/core/errors';
import { langFromHeader } from '@mamata/core/i18n/messages';
import { SubscribeBodySchema } from '@mamata/core/schemas/public';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { say } from '../../lib/lang.ts';

/** Calls of the public site that anyone may make; rate limited per address. */
export async function publicRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/provider/subscribe',
    {
      schema: {
        tags: ['public'],
        summary: 'Subscribe an email address to the newsletter',
        body: SubscribeBodySchema,
        response: { 200: MessageResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      // Subscribing twice is not an error: the answer must not reveal who is subscribed.
      await deps.db
        .insert(newsletterSubscribers)
        .values({ email: request.body.email, lang: langFromHeader(request.headers['accept-language']) })
        .onConflictDoNothing();
      return { message: say(request, 'success.subscribed') };
    },
  );
}
