import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@mamata/core/errors';
import {
  BirthBodySchema,
  CorrectBirthBodySchema,
  LossBodySchema,
  RecordParamsSchema,
  RegisterBabyBodySchema,
  UndoLossBodySchema,
  VoidBodySchema,
} from '@mamata/core/schemas/records';
import { PersonParamsSchema, RegisterResponseSchema } from '@mamata/core/schemas/staff';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { say } from '../../lib/lang.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import { RECORD_ERRORS, RECORDS_SECURED } from '../records-shared/records-shared.routes.ts';
import * as service from './births.service.ts';

/** Births and losses under /api/v1/staff, and a baby registered on its own account. */
export async function birthRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    '/staff/people/baby',
    {
      schema: {
        ...RECORDS_SECURED,
        summary: 'Register a baby with its own account',
        body: RegisterBabyBodySchema,
        response: { 200: RegisterResponseSchema, ...RECORD_ERRORS },
      },
      config: { auth: 'staff' },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async (db) => {
        const { id, oneTimePassword } = await service.registerBaby(db, staffAuthOf(request), request.body);
        return { message: say(request, 'success.babyRegistered'), id, oneTimePassword };
      }),
  );

  r.post(
    '/staff/people/:id/birth',
    {
      schema: {
        ...RECORDS_SECURED,
        summary: 'Record a birth (the account becomes mother-and-baby)',
        params: PersonParamsSchema,
        body: BirthBodySchema,
        response: { 200: MessageResponseSchema.extend({ id: z.string(), babyIds: z.array(z.string()) }), ...RECORD_ERRORS },
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
        ...RECORDS_SECURED,
        summary: 'Correct a birth entry (same number of babies); the old entry is kept',
        params: RecordParamsSchema,
        body: CorrectBirthBodySchema,
        response: { 200: MessageResponseSchema.extend({ id: z.string() }), ...RECORD_ERRORS },
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
        ...RECORDS_SECURED,
        summary: 'Remove a birth entered by mistake: the pregnancy and the account type come back',
        params: RecordParamsSchema,
        body: VoidBodySchema,
        response: { 200: MessageResponseSchema, ...RECORD_ERRORS },
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
        ...RECORDS_SECURED,
        summary: "Record a miscarriage, stillbirth or a baby's death (its reminders stop)",
        params: PersonParamsSchema,
        body: LossBodySchema,
        response: { 200: MessageResponseSchema, ...RECORD_ERRORS },
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
        ...RECORDS_SECURED,
        summary: 'Remove a loss entered by mistake (kept in the audit log with the reason)',
        params: PersonParamsSchema,
        body: UndoLossBodySchema,
        response: { 200: MessageResponseSchema, ...RECORD_ERRORS },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      await service.undoLoss(db, staffAuthOf(request), request.params.id, request.body);
      return { message: say(request, 'success.lossVoided') };
    },
  );
}
