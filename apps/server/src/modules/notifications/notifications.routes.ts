import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@mamata/core/errors';
import { langFromHeader } from '@mamata/core/i18n/messages';
import { NotificationListResponseSchema, NotificationQuerySchema } from '@mamata/core/schemas/notifications';
import type { Db } from '../../db/client.ts';
import { providerAuthOf } from '../../plugins/auth.ts';
import { listNotifications } from './notifications.queries.ts';

/** The provider's notifications (spec §7 `notification/provider`). Only her own: the query is keyed by the session's provider. */
export async function notificationRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/notification/provider',
    {
      schema: {
        tags: ['provider'],
        security: [{ bearer: [] }],
        summary: 'My notifications, newest first, with the unread count',
        querystring: NotificationQuerySchema,
        response: { 200: NotificationListResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
      preHandler: app.requireProvider,
    },
    async (request) => {
      const { rows, total, unread } = await listNotifications(deps.db, providerAuthOf(request).providerId, request.query);
      // in the language she reads the app in now (Accept-Language), where it was written in both
      const lang = langFromHeader(request.headers['accept-language']);
      return {
        total,
        unread,
        notification: rows.map((n) => ({
          _id: n.id,
          title: n.texts?.[lang]?.title ?? n.title,
          body: n.texts?.[lang]?.body ?? n.body,
          type: n.type,
          createdAt: n.createdAt.toISOString(),
          read: n.readAt !== null,
          link: n.link,
        })),
      };
    },
  );
}
