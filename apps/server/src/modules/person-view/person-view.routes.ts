import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@mamata/core/errors';
import { EditPersonBodySchema, PersonRecordsSchema } from '@mamata/core/schemas/records';
import { PersonDetailSchema, PersonParamsSchema } from '@mamata/core/schemas/staff';
import type { Db } from '../../db/client.ts';
import { say } from '../../lib/lang.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import { RECORD_ERRORS, RECORDS_SECURED, STAFF_ERRORS, STAFF_SECURED, langOf } from '../records-shared/records-shared.routes.ts';
import * as service from './person-view.service.ts';

/** The staff view of one person under /api/v1/staff: her record, everything recorded for her, her profile edited. */
export async function personViewRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/staff/people/:id',
    {
      schema: { ...STAFF_SECURED, summary: "One person's record", params: PersonParamsSchema, response: { 200: PersonDetailSchema, ...STAFF_ERRORS } },
      config: { auth: 'staff' },
    },
    async (request) => service.getPerson(db, staffAuthOf(request), request.params.id),
  );

  r.get(
    '/staff/people/:id/records',
    {
      schema: {
        ...RECORDS_SECURED,
        summary: 'Schedules with statuses, fetal weights, babies and growth',
        params: PersonParamsSchema,
        response: { 200: PersonRecordsSchema, ...RECORD_ERRORS },
      },
      config: { auth: 'staff' },
    },
    async (request) => service.getRecords(db, staffAuthOf(request), request.params.id, langOf(request)),
  );

  r.patch(
    '/staff/people/:id',
    {
      schema: {
        ...RECORDS_SECURED,
        summary: 'Edit a profile and the current pregnancy',
        params: PersonParamsSchema,
        body: EditPersonBodySchema,
        response: { 200: MessageResponseSchema, ...RECORD_ERRORS },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      await service.editPerson(db, staffAuthOf(request), request.params.id, request.body);
      return { message: say(request, 'success.profileSaved') };
    },
  );
}
