/**
 * What the records rooms' routes share: their tags and error sets (so the API document is one whatever room a route
 * is in), and the pair of routes that corrects or removes one kind of entry.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, MessageResponseSchema } from '@mamata/core/errors';
import { langFromHeader } from '@mamata/core/i18n/messages';
import { RecordParamsSchema, VoidBodySchema, type Correctable } from '@mamata/core/schemas/records';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { say } from '../../lib/lang.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import type { StaffAuth } from '../access/access.service.ts';

export const RECORD_ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
/** The person's record and her visits kept the tag and error set they had in the staff module, so the API document is unchanged. */
export const STAFF_ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
export const RECORDS_SECURED = { tags: ['staff records'], security: [{ bearer: [] }] };
export const STAFF_SECURED = { tags: ['staff'], security: [{ bearer: [] }] };
export const CreatedSchema = MessageResponseSchema.extend({ id: z.string() });
export const langOf = (request: FastifyRequest) => langFromHeader(request.headers['accept-language']);

/** A room's correction of one kind of entry: `body` null removes it. */
type Correct = (db: Db, auth: StaffAuth, personId: string, recordId: string, body: Record<string, unknown> | null, reason: string) => Promise<string | null>;

/** `PUT /staff/people/:id/<kind>/:recordId` corrects a wrong entry, `POST .../void` removes it; both keep the old one. */
export function correctionRoutes(
  app: FastifyInstance,
  db: Db,
  kind: Correctable,
  body: z.ZodType<{ reason: string } & Record<string, unknown>>,
  correct: Correct,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    `/staff/people/:id/${kind}/:recordId`,
    {
      schema: {
        ...RECORDS_SECURED,
        summary: `Correct a wrong entry (${kind}); the old value is kept`,
        params: RecordParamsSchema,
        body,
        response: { 200: MessageResponseSchema.extend({ id: z.string().nullable() }), ...RECORD_ERRORS },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      const { reason, ...values } = request.body;
      const id = await correct(db, staffAuthOf(request), request.params.id, request.params.recordId, values, reason);
      return { message: say(request, 'success.corrected'), id };
    },
  );
  r.post(
    `/staff/people/:id/${kind}/:recordId/void`,
    {
      schema: {
        ...RECORDS_SECURED,
        summary: `Remove a wrong entry (${kind}); it stays in the history`,
        params: RecordParamsSchema,
        body: VoidBodySchema,
        response: { 200: MessageResponseSchema, ...RECORD_ERRORS },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      await correct(db, staffAuthOf(request), request.params.id, request.params.recordId, null, request.body.reason);
      return { message: say(request, 'success.voided') };
    },
  );
}
