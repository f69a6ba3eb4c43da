import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CorrectFetalWeightBodySchema, CorrectGrowthBodySchema, FetalWeightBodySchema, GrowthBodySchema } from '@mamata/core/schemas/records';
import { PersonParamsSchema } from '@mamata/core/schemas/staff';
import type { Db } from '../../db/client.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { say } from '../../lib/lang.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import { CreatedSchema, RECORD_ERRORS, RECORDS_SECURED, correctionRoutes } from '../records-shared/records-shared.routes.ts';
import * as service from './growth.service.ts';

/** Fetal weight estimates and babies' growth under /api/v1/staff: recorded, corrected or removed. */
export async function growthRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    '/staff/people/:id/fetal-weights',
    {
      schema: {
        ...RECORDS_SECURED,
        summary: 'Record a fetal weight estimate',
        params: PersonParamsSchema,
        body: FetalWeightBodySchema,
        response: { 200: CreatedSchema, ...RECORD_ERRORS },
      },
      config: { auth: 'staff' },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async (db) => ({
        message: say(request, 'success.fetalWeightRecorded'),
        id: await service.recordFetalWeight(db, staffAuthOf(request), request.params.id, request.body),
      })),
  );

  r.post(
    '/staff/people/:id/growth',
    {
      schema: {
        ...RECORDS_SECURED,
        summary: "Record a baby's weight and length",
        params: PersonParamsSchema,
        body: GrowthBodySchema,
        response: { 200: CreatedSchema, ...RECORD_ERRORS },
      },
      config: { auth: 'staff' },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async (db) => ({
        message: say(request, 'success.growthRecorded'),
        id: await service.recordGrowth(db, staffAuthOf(request), request.params.id, request.body),
      })),
  );

  correctionRoutes(app, db, 'fetal-weights', CorrectFetalWeightBodySchema, service.correctFetalWeight);
  correctionRoutes(app, db, 'growth', CorrectGrowthBodySchema, service.correctGrowth);
}
