import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CorrectVisitBodySchema, ReviewReadingBodySchema, VisitReviewParamsSchema } from '@mamata/core/schemas/records';
import { AntenatalVisitBodySchema, PersonParamsSchema } from '@mamata/core/schemas/staff';
import type { Db } from '../../db/client.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { say } from '../../lib/lang.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import { CreatedSchema, STAFF_ERRORS, STAFF_SECURED, correctionRoutes } from '../records-shared/records-shared.routes.ts';
import * as service from './visits.service.ts';

/** Antenatal visits under /api/v1/staff: recorded, a severe reading reviewed, corrected or removed. */
export async function visitRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    '/staff/people/:id/visits',
    {
      schema: {
        ...STAFF_SECURED,
        summary: 'Record an antenatal visit',
        params: PersonParamsSchema,
        body: AntenatalVisitBodySchema,
        response: { 200: CreatedSchema, ...STAFF_ERRORS },
      },
      config: { auth: 'staff' },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async (db) => {
        const id = await service.recordVisit(db, staffAuthOf(request), request.params.id, request.body);
        return { message: say(request, 'success.visitRecorded'), id: id ?? '' };
      }),
  );

  r.post(
    '/staff/people/:id/visits/:visitId/review',
    {
      schema: {
        ...STAFF_SECURED,
        summary: 'Mark a reading in the emergency range reviewed, with a note (audited)',
        params: VisitReviewParamsSchema,
        body: ReviewReadingBodySchema,
        response: { 200: CreatedSchema, ...STAFF_ERRORS },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      const id = await service.reviewReading(db, staffAuthOf(request), request.params.id, request.params.visitId, request.body.note);
      return { message: say(request, 'success.readingReviewed'), id: id ?? '' };
    },
  );

  correctionRoutes(app, db, 'visits', CorrectVisitBodySchema, service.correctVisit);
}
