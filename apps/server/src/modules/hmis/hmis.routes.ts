import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, MessageResponseSchema } from '@mamata/core/errors';
import {
  Dhis2ConnectionBodySchema,
  Dhis2ConnectionSchema,
  HmisDhis2ExportSchema,
  HmisIndicatorsQuerySchema,
  HmisIndicatorsSchema,
  HmisPalikaStatusSchema,
  HmisPostSendStatusSchema,
  HmisPushResultSchema,
  HmisSendBodySchema,
  HmisMonthSchema,
  HmisPalikaIdParamsSchema,
  HmisPalikaMonthParamsSchema,
  HmisPostMonthParamsSchema,
  InChargeBodySchema,
  ObstetricEventBodySchema,
  ObstetricEventsResponseSchema,
} from '@mamata/core/schemas/hmis';
import type { Dhis2Mapping } from '@mamata/core/hmis/dhis2';
import { RecordParamsSchema, VoidBodySchema } from '@mamata/core/schemas/records';
import { PersonParamsSchema } from '@mamata/core/schemas/staff';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { say } from '../../lib/lang.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import * as service from './hmis.service.ts';
import type { TokenKeys } from './token-crypto.ts';
import { newMonthCache, startWarmer } from './hmis-tallies.ts';
import * as push from './hmis-push.service.ts';
import type { Dhis2ClientOptions } from './dhis2-client.ts';

const errors = {
  502: ApiErrorSchema,
  503: ApiErrorSchema,
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};
const Created = MessageResponseSchema.extend({ id: z.string() });

/** The HMIS month (docs/decisions/025-hmis-month.md) under /api/v1/staff. */
export async function hmisRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    dhis2Mapping: Dhis2Mapping;
    dhis2: { allowLoopback: boolean; client: Dhis2ClientOptions; tokenKeys: TokenKeys };
    /** Seconds between the warmer's passes (hmis-tallies.ts); 0: no warmer (the tests). */
    warmTalliesEverySeconds: number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['staff hmis'], security: [{ bearer: [] }] };
  const { db } = deps;
  const pushDeps: push.PushDeps = { db, mapping: deps.dhis2Mapping, ...deps.dhis2, months: newMonthCache() };
  // the posts' months counted in the background once the app is up, so requests seldom count (hmis-tallies.ts)
  if (deps.warmTalliesEverySeconds > 0) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startWarmer(db, pushDeps.months, deps.warmTalliesEverySeconds, (error) => app.log.error({ err: error }, 'HMIS tallies: a warming pass failed'));
    });
    app.addHook('onClose', async () => stop?.());
  }

  // The push to DHIS2 and the palika's indicators (docs/decisions/029-hmis-push.md)
  r.get(
    '/staff/hmis/palikas/:palikaId/dhis2',
    {
      schema: {
        ...secured,
        summary: "The palika's DHIS2: its address, and whether a token is set (never the token)",
        params: HmisPalikaIdParamsSchema,
        response: { 200: Dhis2ConnectionSchema, ...errors },
      },
      config: { auth: 'staff', staffRoles: ['palika_admin', 'system_admin'] },
    },
    async (request) => push.getConnection(db, staffAuthOf(request), request.params.palikaId),
  );

  r.put(
    '/staff/hmis/palikas/:palikaId/dhis2',
    {
      schema: {
        ...secured,
        summary: "Set the palika's DHIS2: its address and a personal access token (palika admin)",
        params: HmisPalikaIdParamsSchema,
        body: Dhis2ConnectionBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'staff', staffRoles: ['palika_admin', 'system_admin'] },
    },
    async (request) => {
      await push.setConnection(pushDeps, staffAuthOf(request), request.params.palikaId, request.body);
      return { message: say(request, 'success.dhis2Saved') };
    },
  );

  r.get(
    '/staff/hmis/posts/:healthPostId/months/:period/dhis2/status',
    {
      schema: {
        ...secured,
        summary: "A post's month and DHIS2: sent, changed since sent, or not sent; and whether the caller can send it",
        params: HmisPostMonthParamsSchema,
        response: { 200: HmisPostSendStatusSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => push.postStatus(pushDeps, staffAuthOf(request), request.params.healthPostId, request.params.period),
  );

  r.post(
    '/staff/hmis/posts/:healthPostId/months/:period/dhis2/dry-run',
    {
      schema: {
        ...secured,
        summary: "Ask the palika's DHIS2 what it would import of the month (nothing is stored there): the import summary and every conflict",
        params: HmisPostMonthParamsSchema,
        response: { 200: HmisPushResultSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => push.dryRun(pushDeps, staffAuthOf(request), request.params.healthPostId, request.params.period),
  );

  r.post(
    '/staff/hmis/posts/:healthPostId/months/:period/dhis2/send',
    {
      schema: {
        ...secured,
        summary: 'Send the month the dry run showed (its payload hash) to DHIS2 and mark the data sets complete (in-charge or palika admin)',
        params: HmisPostMonthParamsSchema,
        body: HmisSendBodySchema,
        response: { 200: HmisPushResultSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => push.send(pushDeps, staffAuthOf(request), request.params.healthPostId, request.params.period, request.body.payloadHash),
  );

  r.get(
    '/staff/hmis/palikas/:palikaId/months/:period/status',
    {
      schema: {
        ...secured,
        summary: "Every post's month and DHIS2: sent, changed since sent, or not sent (palika admin)",
        params: HmisPalikaMonthParamsSchema,
        response: { 200: HmisPalikaStatusSchema, ...errors },
      },
      config: { auth: 'staff', staffRoles: ['palika_admin', 'system_admin'] },
    },
    async (request) => push.palikaStatus(pushDeps, staffAuthOf(request), request.params.palikaId, request.params.period),
  );

  r.get(
    '/staff/hmis/palikas/:palikaId/indicators',
    {
      schema: {
        ...secured,
        summary: "The palika's indicators of the twelve months ending with `to`, per post, and the children with no dose (palika admin)",
        params: HmisPalikaIdParamsSchema,
        querystring: HmisIndicatorsQuerySchema,
        response: { 200: HmisIndicatorsSchema, ...errors },
      },
      config: { auth: 'staff', staffRoles: ['palika_admin', 'system_admin'] },
    },
    async (request) => push.indicators(pushDeps, staffAuthOf(request), request.params.palikaId, request.query.to),
  );

  r.get(
    '/staff/hmis/posts/:healthPostId/months/:period',
    {
      schema: { ...secured, summary: "A health post's HMIS 9.3 month", params: HmisPostMonthParamsSchema, response: { 200: HmisMonthSchema, ...errors } },
      config: { auth: 'staff' },
    },
    async (request) => service.postMonth(db, staffAuthOf(request), request.params.healthPostId, request.params.period),
  );

  r.get(
    '/staff/hmis/posts/:healthPostId/months/:period/csv',
    {
      schema: {
        ...secured,
        summary: "A health post's HMIS 9.3 month as CSV (one row per cell; blank is empty, zero is 0)",
        params: HmisPostMonthParamsSchema,
        response: { 200: { description: 'period, health_post_id, hmis_code, cell, ..., value', content: { 'text/csv': { schema: z.string() } } }, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request, reply) => {
      const month = await service.postMonth(db, staffAuthOf(request), request.params.healthPostId, request.params.period);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="hmis-9.3-${month.healthPost?.hmisCode ?? month.healthPost?.id ?? ''}-${month.period}.csv"`)
        .header('cache-control', 'no-store')
        .send(service.monthCsv(month));
    },
  );

  r.get(
    '/staff/hmis/posts/:healthPostId/months/:period/dhis2',
    {
      schema: {
        ...secured,
        summary: "A health post's HMIS 9.3 month as DHIS2 dataValueSets (an export with the deployment's metadata mapping; nothing is sent)",
        params: HmisPostMonthParamsSchema,
        response: { 200: HmisDhis2ExportSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => service.postMonthDhis2(db, staffAuthOf(request), deps.dhis2Mapping, request.params.healthPostId, request.params.period),
  );

  r.get(
    '/staff/hmis/palikas/:palikaId/months/:period',
    {
      schema: {
        ...secured,
        summary: "A palika's HMIS 9.3 month (the sum of its posts)",
        params: HmisPalikaMonthParamsSchema,
        response: { 200: HmisMonthSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => service.palikaMonth(db, staffAuthOf(request), request.params.palikaId, request.params.period),
  );

  r.put(
    '/staff/staff-users/:id/in-charge',
    {
      schema: {
        ...secured,
        summary: "Name or unname a health post's in-charge (palika admin)",
        params: PersonParamsSchema,
        body: InChargeBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'staff', staffRoles: ['palika_admin', 'system_admin'] },
    },
    async (request) => {
      await service.setInCharge(db, staffAuthOf(request), request.params.id, request.body.inCharge);
      return { message: say(request, 'success.inChargeSaved') };
    },
  );

  r.get(
    '/staff/people/:id/obstetric-events',
    {
      schema: {
        ...secured,
        summary: 'Her obstetric complications and maternal death',
        params: PersonParamsSchema,
        response: { 200: ObstetricEventsResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => ({ events: await service.listEvents(db, staffAuthOf(request), request.params.id) }),
  );

  r.post(
    '/staff/people/:id/obstetric-events',
    {
      schema: {
        ...secured,
        summary: 'Record an obstetric complication or a maternal death',
        params: PersonParamsSchema,
        body: ObstetricEventBodySchema,
        response: { 200: Created, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      const id = await service.recordEvent(db, staffAuthOf(request), request.params.id, request.body);
      return { message: say(request, 'success.eventRecorded'), id };
    },
  );

  r.post(
    '/staff/people/:id/obstetric-events/:recordId/void',
    {
      schema: {
        ...secured,
        summary: 'Void an obstetric event recorded by mistake',
        params: RecordParamsSchema,
        body: VoidBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      await service.voidEvent(db, staffAuthOf(request), request.params.id, request.params.recordId, request.body.reason);
      return { message: say(request, 'success.voided') };
    },
  );
}
