import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, MessageResponseSchema } from '@mamata/core/errors';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { langFromHeader } from '@mamata/core/i18n/messages';
import { MarkReadBodySchema, MarkReadResponseSchema } from '@mamata/core/schemas/notifications';
import {
  NoticeBodySchema,
  NoticeResponseSchema,
  PersonNotificationsResponseSchema,
  PushKeyResponseSchema,
  PushSubscriptionResponseSchema,
  RemoveSubscriptionBodySchema,
  SmsDeliveryReportResponseSchema,
  SmsDeliveryReportSchema,
  MAX_PUSH_DEVICES_PER_ACCOUNT,
  NOTICE_CONFIRM_ABOVE,
  NOTICES_PER_POST_PER_HOUR,
  pushSubscriptionBodySchemaFor,
  type PushEndpointPolicy,
} from '@mamata/core/schemas/reminders';
import { PersonParamsSchema } from '@mamata/core/schemas/staff';
import type { Db } from '../../db/client.ts';
import { recordDeliveryReport } from './sms.ts';
import { AppError } from '../../lib/errors.ts';
import { say } from '../../lib/lang.ts';
import { providerAuthOf } from '../../plugins/auth.ts';
import { staffAuthOf } from '../../plugins/auth.ts';
import { listNotifications } from './reminders.queries.ts';
import * as service from './reminders.service.ts';

/** Spec §9: the app refreshes its push subscription after this many days. */
export const PUSH_REFRESH_DAYS = 7;

export interface ReminderRouteDeps {
  db: Db;
  vapidPublicKey: string;
  /** The push services a subscription may point at (PUSH_SERVICE_HOSTS; loopback outside production). */
  pushEndpoints: PushEndpointPolicy;
  /** Asks the senders to send now (the engine; absent when it is off). */
  kick?: () => Promise<void>;
  /** The SMS gateway's shared secret for delivery reports (SMS_GATEWAY_DLR_TOKEN); unset refuses them all. */
  smsReportToken?: string;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
function carriesToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** Her read marks and devices (spec §7 `PATCH /provider/fcm-token`), and the staff notice and delivery states. */
export async function reminderRoutes(app: FastifyInstance, deps: ReminderRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const provider = { tags: ['provider'], security: [{ bearer: [] }] };
  const staff = { tags: ['staff'], security: [{ bearer: [] }] };

  r.patch(
    '/notification/provider/read',
    {
      schema: { ...provider, summary: 'Mark my notifications read', body: MarkReadBodySchema, response: { 200: MarkReadResponseSchema, ...errors } },
      config: { auth: 'provider' },
    },
    async (request) => {
      const providerId = providerAuthOf(request).providerId;
      const marked = await service.markRead(deps.db, providerId, request.body.ids);
      const { unread } = await listNotifications(deps.db, providerId, { offset: 0, limit: 1 });
      return { marked, unread };
    },
  );

  r.get(
    '/provider/push-key',
    {
      schema: { ...provider, summary: 'The VAPID public key to subscribe with', response: { 200: PushKeyResponseSchema, ...errors } },
      config: { auth: 'provider' },
    },
    async () => ({ publicKey: deps.vapidPublicKey }),
  );

  r.patch(
    '/provider/fcm-token',
    {
      schema: {
        ...provider,
        summary: `Store this device's Web Push subscription (PushSubscription.toJSON()); a known push service only; her newest ${MAX_PUSH_DEVICES_PER_ACCOUNT} devices are kept`,
        body: pushSubscriptionBodySchemaFor(deps.pushEndpoints),
        response: { 200: PushSubscriptionResponseSchema, ...errors },
      },
      config: { auth: 'provider' },
    },
    async (request) => {
      await service.saveSubscription(deps.db, providerAuthOf(request).providerId, request.body);
      return { message: say(request, 'success.pushSaved'), refreshAfterDays: PUSH_REFRESH_DAYS };
    },
  );

  r.delete(
    '/provider/fcm-token',
    {
      schema: {
        ...provider,
        summary: "Remove this device's subscription",
        body: RemoveSubscriptionBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: { auth: 'provider' },
    },
    async (request) => {
      await service.removeSubscription(deps.db, providerAuthOf(request).providerId, request.body.endpoint);
      return { message: say(request, 'success.pushRemoved') };
    },
  );

  r.post(
    '/staff/notices',
    {
      schema: {
        ...staff,
        summary: `Send a notice (English and Nepali) to the people of a health post, or a group of them; above ${NOTICE_CONFIRM_ABOVE} people only with confirmCount equal to their number (else 409 with confirmCount), at most ${NOTICES_PER_POST_PER_HOUR} an hour per health post (429)`,
        body: NoticeBodySchema,
        response: { 200: NoticeResponseSchema.extend({ message: MessageResponseSchema.shape.message }), ...errors, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { auth: 'staff' },
    },
    async (request) => {
      const result = await service.sendNotice(deps.db, staffAuthOf(request), request.body);
      if (deps.kick) await deps.kick();
      const lang = langFromHeader(request.headers['accept-language']);
      return { ...result, message: say(request, 'success.noticeSent', { count: localDigits(result.recipients, lang) }) };
    },
  );

  r.post(
    '/sms/delivery-report',
    {
      schema: {
        tags: ['sms gateway'],
        summary: "The SMS gateway's delivery report of one message (Authorization: Bearer SMS_GATEWAY_DLR_TOKEN)",
        body: SmsDeliveryReportSchema,
        response: { 200: SmsDeliveryReportResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
      config: { auth: 'public' },
      // the gateway's shared secret first, then the body (docs/decisions/011-authenticate-first.md)
      onRequest: async (request) => {
        if (!carriesToken(request, deps.smsReportToken)) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
      },
    },
    async (request) => ({ updated: await recordDeliveryReport(deps.db, request.body) }),
  );

  r.get(
    '/staff/people/:id/notifications',
    {
      schema: {
        ...staff,
        summary: "A person's notifications with their push and SMS delivery states",
        params: PersonParamsSchema,
        response: { 200: PersonNotificationsResponseSchema, ...errors },
      },
      config: { auth: 'staff' },
    },
    async (request) => ({ notifications: await service.personNotifications(deps.db, staffAuthOf(request), request.params.id) }),
  );
}
