import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@mamata/core/errors';
import { NotificationListResponseSchema, NotificationQuerySchema } from '@mamata/core/schemas/notifications';
import type { Lang } from '@mamata/core/preferences';
import type { Db } from '../../db/client.ts';
import { providerAuthOf } from '../../plugins/auth.ts';
import { listNotifications, storedPreferences } from './reminders.queries.ts';
import { textIn } from './texts.ts';

/**
 * The language the app asks her list in: it sends a bare `en` or `ne`, the language she reads it in
 * now. Anything else (a client written to the spec sends the phone's own header, `en-US,en;q=0.9`,
 * which says nothing of what she reads) is null: her stored language then, which the app keeps
 * up to date and in which her reminders were sent.
 */
export function askedLanguage(header: string | undefined): Lang | null {
  const asked = /^\s*(en|ne)\s*$/i.exec(header ?? '')?.[1]?.toLowerCase();
  return asked === 'en' || asked === 'ne' ? asked : null;
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
      config: { auth: 'provider' },
    },
    async (request) => {
      const { providerId } = providerAuthOf(request);
      // where one was written in each language and calendar (notifications.texts), the one she reads
      // the app in now: as the app says, else as it last reported to the server
      const asked = { lang: request.query.lang ?? askedLanguage(request.headers['accept-language']), calendar: request.query.calendar ?? null };
      const [{ rows, total, unread }, stored] = await Promise.all([
        listNotifications(deps.db, providerId, request.query),
        asked.lang && asked.calendar ? null : storedPreferences(deps.db, providerId),
      ]);
      const lang = asked.lang ?? stored?.lang ?? 'en';
      const calendar = asked.calendar ?? stored?.calendar ?? 'ad';
      return {
        total,
        unread,
        notification: rows.map((n) => ({
          _id: n.id,
          ...(textIn(n.texts, lang, calendar) ?? { title: n.title, body: n.body }),
          type: n.type,
          createdAt: n.createdAt.toISOString(),
          read: n.readAt !== null,
          link: n.link,
        })),
      };
    },
  );
}
