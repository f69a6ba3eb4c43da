import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, MessageResponseSchema } from '@mamata/core/errors';
import { langFromHeader } from '@mamata/core/i18n/messages';
import {
  BirthBodySchema,
  CORRECTABLE,
  CorrectBirthBodySchema,
  LossBodySchema,
  UndoLossBodySchema,
  CorrectFetalWeightBodySchema,
  CorrectGrowthBodySchema,
  CorrectItemBodySchema,
  CorrectVisitBodySchema,
  DueQuerySchema,
  DueResponseSchema,
  EditPersonBodySchema,
  FetalWeightBodySchema,
  GrowthBodySchema,
  ItemGivenBodySchema,
  PersonRecordsSchema,
  RecordParamsSchema,
  RegisterBabyBodySchema,
  ReviewReadingBodySchema,
  VisitReviewParamsSchema,
  VoidBodySchema,
  type Correctable,
} from '@mamata/core/schemas/records';
import { AntenatalVisitBodySchema, PersonDetailSchema, PersonParamsSchema, RegisterResponseSchema } from '@mamata/core/schemas/staff';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { say } from '../../lib/lang.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import * as service from './records.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
/** The person's record and her visits kept the tag and error set they had in the staff module, so the API document is unchanged. */
const staffErrors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
const Created = MessageResponseSchema.extend({ id: z.string() });
const langOf = (request: FastifyRequest) => langFromHeader(request.headers['accept-language']);

/** Clinical records of the staff console under /api/v1/staff. */
export async function recordsRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['staff records'], security: [{ bearer: [] }] };
  const { db } = deps;
  const staffSecured = { tags: ['staff'], security: [{ bearer: [] }] };

  r.get(
    '/staff/people/:id',
    {
      schema: { ...staffSecured, summary: "One person's record", params: PersonParamsSchema, response: { 200: PersonDetailSchema, ...staffErrors } },
      config: { auth: 'staff' },
    },
    async (request) => service.getPerson(db, staffAuthOf(request), request.params.id),
  );

  r.post(
    '/staff/people/:id/visits',
    {
      schema: {
        ...staffSecured,
        summary: 'Record an antenatal visit',
        params: PersonParamsSchema,
        body: AntenatalVisitBodySchema,
        response: { 200: Created, ...staffErrors },
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
        ...staffSecured,
        summary: 'Mark a reading in the emergency range reviewed, with a note (audited)',
        params: VisitReviewParamsSchema,
        body: ReviewReadingBodySchema,
        response: { 200: Created, ...staffErrors },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      const id = await service.reviewReading(db, staffAuthOf(request), request.params.id, request.params.visitId, request.body.note);
      return { message: say(request, 'success.readingReviewed'), id: id ?? '' };
    },
  );

  r.get(
    '/staff/people/:id/records',
    {
      schema: {
        ...secured,
        summary: 'Schedules with statuses, fetal weights, babies and growth',
        params: PersonParamsSchema,
        response: { 200: PersonRecordsSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => service.getRecords(db, staffAuthOf(request), request.params.id, langOf(request)),
  );

  r.post(
    '/staff/people/baby',
    {
      schema: {
        ...secured,
        summary: 'Register a baby with its own account',
        body: RegisterBabyBodySchema,
        response: { 200: RegisterResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async (db) => {
        const { id, oneTimePassword } = await service.registerBaby(db, staffAuthOf(request), request.body);
        return { message: say(request, 'success.babyRegistered'), id, oneTimePassword };
      }),
  );

  r.patch(
    '/staff/people/:id',
    {
      schema: {
        ...secured,
        summary: 'Edit a profile and the current pregnancy',
        params: PersonParamsSchema,
        body: EditPersonBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      await service.editPerson(db, staffAuthOf(request), request.params.id, request.body);
      return { message: say(request, 'success.profileSaved') };
    },
  );

  r.post(
    '/staff/people/:id/birth',
    {
      schema: {
        ...secured,
        summary: 'Record a birth (the account becomes mother-and-baby)',
        params: PersonParamsSchema,
        body: BirthBodySchema,
        response: { 200: MessageResponseSchema.extend({ id: z.string(), babyIds: z.array(z.string()) }), ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async (db) => {
        const { birthId, babyIds } = await service.recordBirth(db, staffAuthOf(request), request.params.id, request.body);
        return { message: say(request, 'success.birthRecorded'), id: birthId, babyIds };
      }),
  );

  r.put(
    '/staff/people/:id/births/:recordId',
    {
      schema: {
        ...secured,
        summary: 'Correct a birth entry (same number of babies); the old entry is kept',
        params: RecordParamsSchema,
        body: CorrectBirthBodySchema,
        response: { 200: MessageResponseSchema.extend({ id: z.string() }), ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => ({
      message: say(request, 'success.birthCorrected'),
      id: await service.correctBirth(db, staffAuthOf(request), request.params.id, request.params.recordId, request.body),
    }),
  );

  r.post(
    '/staff/people/:id/births/:recordId/void',
    {
      schema: {
        ...secured,
        summary: 'Remove a birth entered by mistake: the pregnancy and the account type come back',
        params: RecordParamsSchema,
        body: VoidBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      await service.removeBirth(db, staffAuthOf(request), request.params.id, request.params.recordId, request.body.reason);
      return { message: say(request, 'success.birthRemoved') };
    },
  );

  r.post(
    '/staff/people/:id/loss',
    {
      schema: {
        ...secured,
        summary: "Record a miscarriage, stillbirth or a baby's death (its reminders stop)",
        params: PersonParamsSchema,
        body: LossBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async (db) => {
        await service.recordLoss(db, staffAuthOf(request), request.params.id, request.body);
        return { message: say(request, 'success.lossRecorded') };
      }),
  );

  r.post(
    '/staff/people/:id/loss/void',
    {
      schema: {
        ...secured,
        summary: 'Remove a loss entered by mistake (kept in the audit log with the reason)',
        params: PersonParamsSchema,
        body: UndoLossBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      await service.undoLoss(db, staffAuthOf(request), request.params.id, request.body);
      return { message: say(request, 'success.lossVoided') };
    },
  );

  r.post(
    '/staff/people/:id/items',
    {
      schema: {
        ...secured,
        summary: 'Record a vaccine, medicine or check-up as given',
        params: PersonParamsSchema,
        body: ItemGivenBodySchema,
        response: { 200: Created, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async (db) => ({
        message: say(request, 'success.itemRecorded'),
        id: await service.recordItem(db, staffAuthOf(request), request.params.id, request.body),
      })),
  );

  r.post(
    '/staff/people/:id/fetal-weights',
    {
      schema: {
        ...secured,
        summary: 'Record a fetal weight estimate',
        params: PersonParamsSchema,
        body: FetalWeightBodySchema,
        response: { 200: Created, ...errors },
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
        ...secured,
        summary: "Record a baby's weight and length",
        params: PersonParamsSchema,
        body: GrowthBodySchema,
        response: { 200: Created, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async (db) => ({
        message: say(request, 'success.growthRecorded'),
        id: await service.recordGrowth(db, staffAuthOf(request), request.params.id, request.body),
      })),
  );

  const corrections: Record<Correctable, z.ZodType<{ reason: string } & Record<string, unknown>>> = {
    visits: CorrectVisitBodySchema,
    'fetal-weights': CorrectFetalWeightBodySchema,
    growth: CorrectGrowthBodySchema,
    items: CorrectItemBodySchema,
  };
  for (const kind of CORRECTABLE) {
    r.put(
      `/staff/people/:id/${kind}/:recordId`,
      {
        schema: {
          ...secured,
          summary: `Correct a wrong entry (${kind}); the old value is kept`,
          params: RecordParamsSchema,
          body: corrections[kind],
          response: { 200: MessageResponseSchema.extend({ id: z.string().nullable() }), ...errors },
        },
        config: { auth: 'staff' },
      },
      async (request) => {
        const { reason, ...values } = request.body;
        const id = await service.correctEntry(db, staffAuthOf(request), request.params.id, kind, request.params.recordId, values, reason);
        return { message: say(request, 'success.corrected'), id };
      },
    );
    r.post(
      `/staff/people/:id/${kind}/:recordId/void`,
      {
        schema: {
          ...secured,
          summary: `Remove a wrong entry (${kind}); it stays in the history`,
          params: RecordParamsSchema,
          body: VoidBodySchema,
          response: { 200: MessageResponseSchema, ...errors },
        },
        config: { auth: 'staff' },
      },
      async (request) => {
        await service.correctEntry(db, staffAuthOf(request), request.params.id, kind, request.params.recordId, null, request.body.reason);
        return { message: say(request, 'success.voided') };
      },
    );
  }

  r.get(
    '/staff/due',
    {
      schema: {
        ...secured,
        summary: 'Who needs a visit or vaccine soon, and who is late (a page of people)',
        querystring: DueQuerySchema,
        response: { 200: DueResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => service.dueList(db, staffAuthOf(request), request.query, langOf(request)),
  );
}
