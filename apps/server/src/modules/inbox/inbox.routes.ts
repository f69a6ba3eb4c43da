import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, MessageResponseSchema } from '@mamata/core/errors';
import { InboxCountsSchema, InboxMessageParamsSchema, InboxQuerySchema, InboxResponseSchema, SetHandledBodySchema } from '@mamata/core/schemas/staff-admin';
import type { Db } from '../../db/client.ts';
import { say } from '../../lib/lang.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import * as service from './inbox.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The staff inbox and the newsletter export under /api/v1/staff. */
export async function inboxRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['staff'], security: [{ bearer: [] }] };

  r.get(
    '/staff/inbox',
    {
      schema: {
        ...secured,
        summary: 'Siren, help or contact messages addressed to me, open or handled',
        querystring: InboxQuerySchema,
        response: { 200: InboxResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => service.listInbox(deps.db, staffAuthOf(request), request.query),
  );

  r.get(
    '/staff/inbox/counts',
    { schema: { ...secured, summary: 'How many messages of each kind are open', response: { 200: InboxCountsSchema, ...errors } }, config: { auth: 'staff' } },
    async (request) => service.inboxCounts(deps.db, staffAuthOf(request)),
  );

  r.patch(
    '/staff/inbox/:kind/:id/handled',
    {
      schema: {
        ...secured,
        summary: 'Mark a message handled, or open again',
        params: InboxMessageParamsSchema,
        body: SetHandledBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      await service.setHandled(deps.db, staffAuthOf(request), request.params.kind, request.params.id, request.body.handled);
      return { message: say(request, request.body.handled ? 'success.markedHandled' : 'success.reopened') };
    },
  );

  r.get(
    '/staff/newsletter.csv',
    {
      schema: {
        ...secured,
        summary: 'Newsletter subscribers as CSV (system administrators)',
        response: { 200: { description: 'email, lang, subscribed_at', content: { 'text/csv': { schema: z.string() } } }, ...errors },
      },
      config: { auth: 'staff', staffRoles: ['system_admin'] },
    },
    async (request, reply) => {
      const csv = await service.newsletterCsv(deps.db, staffAuthOf(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="mamata-newsletter-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
