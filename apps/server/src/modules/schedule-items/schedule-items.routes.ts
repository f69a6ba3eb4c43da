import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, MessageResponseSchema } from '@mamata/core/errors';
import { ScheduleItemBodySchema, ScheduleItemParamsSchema, ScheduleItemsResponseSchema } from '@mamata/core/schemas/records';
import type { Db } from '../../db/client.ts';
import { say } from '../../lib/lang.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import { listScheduleItems, saveScheduleItem } from './schedule-items.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The schedule items and the local changes to the unconfirmed ones (staff console). */
export async function scheduleItemRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['staff records'], security: [{ bearer: [] }] };
  r.get(
    '/staff/schedule-items',
    {
      schema: { ...secured, summary: 'Every schedule item: the reference and what is in force', response: { 200: ScheduleItemsResponseSchema, ...errors } },
      config: { auth: 'staff' },
    },
    async () => listScheduleItems(deps.db),
  );
  r.put(
    '/staff/schedule-items/:key',
    {
      schema: {
        ...secured,
        summary: 'Change an item the reference marks unconfirmed (system administrators: the schedule is national)',
        params: ScheduleItemParamsSchema,
        body: ScheduleItemBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'staff', staffRoles: ['system_admin'] },
    },
    async (request) => {
      await saveScheduleItem(deps.db, staffAuthOf(request), request.params.key, request.body);
      return { message: say(request, 'success.scheduleItemSaved') };
    },
  );
}
