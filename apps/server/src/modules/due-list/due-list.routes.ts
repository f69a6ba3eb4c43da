import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DueQuerySchema, DueResponseSchema } from '@mamata/core/schemas/records';
import type { Db } from '../../db/client.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import { RECORD_ERRORS, RECORDS_SECURED, langOf } from '../records-shared/records-shared.routes.ts';
import * as service from './due-list.service.ts';

/** The staff due list under /api/v1/staff. */
export async function dueListRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/staff/due',
    {
      schema: {
        ...RECORDS_SECURED,
        summary: 'Who needs a visit or vaccine soon, and who is late (a page of people)',
        querystring: DueQuerySchema,
        response: { 200: DueResponseSchema, ...RECORD_ERRORS },
      },
      config: { auth: 'staff' },
    },
    async (request) => service.dueList(db, staffAuthOf(request), request.query, langOf(request)),
  );
}
