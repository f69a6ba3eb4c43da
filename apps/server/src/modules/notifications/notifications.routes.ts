import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@mamata/core/errors';
import { NotificationListResponseSchema, NotificationQuerySchema } from '@mamata/core/schemas/notifications';
import type { Lang } from '@mamata/core/preferences';
import type { Db } from '../../db/client.ts';
import { providerAuthOf } from '../../plugins/auth.ts';
import { listNotifications } from './notifications.queries.ts';

/**
 * The language her list is written in, where a notification was written in both: the one the app asks
 * for (it sends a bare `en` or `ne`, the language she reads it in now), else her stored language (the
 * app reports a switch; a client written to the spec sends the phone's own header, `en-US,en;q=0.9`,
 * which says nothing of what she reads, and keeps the language her reminders were sent in).
 */
export function listLanguage(header: string | undefined, stored: string | null): Lang {
  const asked = /^\s*(en|ne)\s*$/i.exec(header ?? '')?.[1]?.toLowerCase();
  if (asked === 'en' || asked === 'ne') return asked;
  return stored === 'ne' ? 'ne' : 'en';
}

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
      const { rows, total, unread, lang: stored } = await listNotifications(deps.db, providerAuthOf(request).providerId, request.query);
      const lang = listLanguage(request.headers['accept-language'], stored);
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
