import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CorrectItemBodySchema, ItemGivenBodySchema } from '@mamata/core/schemas/records';
import { PersonParamsSchema } from '@mamata/core/schemas/staff';
import type { Db } from '../../db/client.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { say } from '../../lib/lang.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import { CreatedSchema, RECORD_ERRORS, RECORDS_SECURED, correctionRoutes } from '../records-shared/records-shared.routes.ts';
import * as service from './items-given.service.ts';

/** Schedule items recorded as given under /api/v1/staff, corrected or removed. */
export async function itemsGivenRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    '/staff/people/:id/items',
    {
      schema: {
        ...RECORDS_SECURED,
        summary: 'Record a vaccine, medicine or check-up as given',
        params: PersonParamsSchema,
        body: ItemGivenBodySchema,
        response: { 200: CreatedSchema, ...RECORD_ERRORS },
      },
      config: { auth: 'staff' },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async (db) => ({
        message: say(request, 'success.itemRecorded'),
        id: await service.recordItem(db, staffAuthOf(request), request.params.id, request.body),
      })),
  );

  correctionRoutes(app, db, 'items', CorrectItemBodySchema, service.correctItem);
}
