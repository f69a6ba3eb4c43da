/**
 * Calls of the reminder engine (docs/spec/decisions.md "Reminders that are not lost", "FCM -> Web Push"):
 * her language, calendar and notification settings; the browser's push subscription; the staff notice.
 */
import { z } from 'zod';
import { CALENDARS, LANGS } from '../preferences.ts';

/** `PATCH /provider/preferences`: what the app sends at login and when she changes them (at least one field). */
export const ProviderSettingsBodySchema = z
  .object({
    lang: z.enum(LANGS, { error: 'validation.settings.lang' }).optional(),
    calendar: z.enum(CALENDARS, { error: 'validation.settings.calendar' }).optional(),
    pushEnabled: z.boolean({ error: 'validation.settings.flag' }).optional(),
    smsEnabled: z.boolean({ error: 'validation.settings.flag' }).optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'validation.settings.empty' });
export type ProviderSettingsBody = z.infer<typeof ProviderSettingsBodySchema>;

/** Her stored settings. */
export const ProviderSettingsSchema = z.object({
  lang: z.enum(LANGS),
  calendar: z.enum(CALENDARS),
  pushEnabled: z.boolean(),
  smsEnabled: z.boolean(),
});
export type ProviderSettings = z.infer<typeof ProviderSettingsSchema>;

/** Base64url without padding, as `PushSubscription.toJSON()` gives the keys. */
const base64url = (min: number, max: number) =>
  z
    .string({ error: 'validation.push.subscription' })
    .min(min, { error: 'validation.push.subscription' })
    .max(max, { error: 'validation.push.subscription' })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: 'validation.push.subscription' });

/**
 * `PATCH /provider/fcm-token` (spec §7): the browser's Web Push subscription (`PushSubscription.toJSON()`)
 * for this device. The endpoint must be https (a push service); p256dh is a 65-byte P-256 key, auth 16 bytes.
 */
export const PushSubscriptionBodySchema = z.object({
  endpoint: z
    .string({ error: 'validation.push.subscription' })
    .max(2048, { error: 'validation.push.subscription' })
    .url({ error: 'validation.push.subscription' })
    .refine((u) => u.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(u), { error: 'validation.push.subscription' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64url(80, 100),
      auth: base64url(16, 32),
    },
    { error: 'validation.push.subscription' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

/**
 * How many devices one account keeps (docs/decisions/023-outbox-lanes.md): a new one beyond it replaces her
 * oldest. Five covers a phone, a tablet and a few browsers; more only lets one account stall the senders.
 */
export const MAX_PUSH_DEVICES_PER_ACCOUNT = 5;

/**
 * The Web Push services browsers subscribe with (Chrome and Android: FCM; Firefox: Mozilla autopush;
 * Edge: Windows Push Notification Services; Safari: Apple), as host names; `*.` matches any subdomain.
 * The server's `PUSH_SERVICE_HOSTS` may replace the list.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

/** Which push endpoints a server accepts: https on the default port of a listed host, and loopback outside production. */
export interface PushEndpointPolicy {
  hosts: readonly string[];
  /** A local push service over http (the tests' fake); never in production. */
  allowLoopback: boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True when `pattern` (`host` or `*.suffix`) names `host`. */
function hostMatches(pattern: string, host: string): boolean {
  const p = pattern.trim().toLowerCase();
  if (p.startsWith('*.')) return host.endsWith(p.slice(1)) && host.length > p.length - 1;
  return host === p;
}

/**
 * Whether the server may send pushes to `endpoint`: an https address on the default port of a known push
 * service, with no user name or password in it; or, only when the policy allows it, a loopback address.
 * Anything else (another host, an internal address, another port) is refused: the server would otherwise
 * send requests wherever a mother's phone told it to.
 */
export function isAllowedPushEndpoint(endpoint: string, policy: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (LOOPBACK_HOSTS.has(host)) return policy.allowLoopback && (url.protocol === 'http:' || url.protocol === 'https:');
  return url.protocol === 'https:' && url.port === '' && policy.hosts.some((p) => hostMatches(p, host));
}

/**
 * `PATCH /provider/fcm-token` as a server checks it: the subscription, and its endpoint on one of the push
 * services of `policy` (else 400, `validation.push.service`, on the field `endpoint`).
 */
export function pushSubscriptionBodySchemaFor(policy: PushEndpointPolicy) {
  return PushSubscriptionBodySchema.extend({
    endpoint: PushSubscriptionBodySchema.shape.endpoint.refine((u) => isAllowedPushEndpoint(u, policy), { error: 'validation.push.service' }),
  });
}

/** `PATCH /provider/fcm-token` answer: the VAPID public key the browser subscribes with. */
export const PushSubscriptionResponseSchema = z.object({ message: z.string(), refreshAfterDays: z.number().int() });
/** `GET /provider/push-key`: the VAPID public key (base64url) for `pushManager.subscribe`. */
export const PushKeyResponseSchema = z.object({ publicKey: z.string() });

/** Who a staff notice goes to: everyone of the health post, pregnant women in a trimester, or babies due for an item. */
export const NoticeAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('trimester'), trimester: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'validation.notice.audience' }) }),
    z.object({ kind: z.literal('dueItem'), itemKey: z.string().min(1).max(60) }),
  ],
  { error: 'validation.notice.audience' },
);
export type NoticeAudience = z.infer<typeof NoticeAudienceSchema>;

const noticeText = (max: number, key: string) => z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'validation.tooLong' });

/**
 * A notice to more people than this needs `confirmCount`, the number of people it goes to, as the staff
 * console showed it ("This will send to N people. Send?"); without it, or with another number, the answer
 * is 409 with the count (docs/decisions/027-limits-that-hold.md).
 */
export const NOTICE_CONFIRM_ABOVE = 10;
/** Notices one health post may send in an hour (429 beyond): each may queue an SMS for everyone. */
export const NOTICES_PER_POST_PER_HOUR = 5;

/** `POST /staff/notices`: title and body in English and Nepali. */
export const NoticeBodySchema = z.object({
  titleEn: noticeText(80, 'validation.notice.title'),
  titleNe: noticeText(80, 'validation.notice.title'),
  bodyEn: noticeText(500, 'validation.notice.body'),
  bodyNe: noticeText(500, 'validation.notice.body'),
  audience: NoticeAudienceSchema,
  /** Health post of the notice: required for palika and system admins, ignored for health-post staff. */
  healthPostId: z.number().int().min(1).max(2_147_483_647).optional(),
  /** How many people the nurse was shown it goes to; required above NOTICE_CONFIRM_ABOVE people. */
  confirmCount: z.number().int().min(0).max(10_000_000).optional(),
});
export type NoticeBody = z.infer<typeof NoticeBodySchema>;
export const NoticeResponseSchema = z.object({ id: z.string(), recipients: z.number().int() });

/**
 * Delivery states the staff console shows per notification (in app / push sent / SMS sent / SMS delivered /
 * failed ...). 'delivered': the SMS gateway's delivery report said it reached her phone.
 */
export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'delivered', 'failed', 'cancelled', 'skipped'] as const;
export const PersonNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** Withdrawn after a loss (or a birth removed as a mistake): no longer in her list. */
  withdrawn: z.boolean(),
  deliveries: z.array(
    z.object({
      channel: z.enum(['push', 'sms']),
      state: z.enum(DELIVERY_STATES),
      attempts: z.number().int(),
      sentAt: z.string().nullable(),
      deliveredAt: z.string().nullable(),
    }),
  ),
});
export const PersonNotificationsResponseSchema = z.object({ notifications: z.array(PersonNotificationSchema) });
export type PersonNotification = z.infer<typeof PersonNotificationSchema>;

/** `DELETE /provider/fcm-token`: this device's subscription endpoint. */
export const RemoveSubscriptionBodySchema = z.object({ endpoint: z.string({ error: 'validation.push.subscription' }).min(1).max(2048) });

/**
 * `POST /sms/delivery-report`: the SMS gateway's delivery report (the HTTP gateway protocol of
 * apps/server/src/jobs/sms.ts). The gateway names the message by the `message_id` it answered, or by
 * our `reference` (the outbox row id), or both; `status` is its final word on the message.
 */
export const SMS_REPORT_STATUSES = ['delivered', 'failed', 'undelivered', 'expired', 'rejected'] as const;
export const SmsDeliveryReportSchema = z
  .object({
    message_id: z.string({ error: 'validation.invalid' }).trim().min(1, { error: 'validation.invalid' }).max(100, { error: 'validation.invalid' }).optional(),
    reference: z.uuid({ error: 'validation.invalid' }).optional(),
    status: z.enum(SMS_REPORT_STATUSES, { error: 'validation.invalid' }),
    /** The gateway's reason for a failure, kept as the row's last error. */
    error: z.string().max(300, { error: 'validation.invalid' }).optional(),
    /** When the phone received it (ISO 8601), else the time of the report. */
    delivered_at: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
  })
  .refine((b) => b.message_id !== undefined || b.reference !== undefined, { error: 'validation.invalid', path: ['message_id'] });
export type SmsDeliveryReport = z.infer<typeof SmsDeliveryReportSchema>;
export const SmsDeliveryReportResponseSchema = z.object({ updated: z.number().int() });
