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

/** `POST /staff/notices`: title and body in English and Nepali. */
export const NoticeBodySchema = z.object({
  titleEn: noticeText(80, 'validation.notice.title'),
  titleNe: noticeText(80, 'validation.notice.title'),
  bodyEn: noticeText(500, 'validation.notice.body'),
  bodyNe: noticeText(500, 'validation.notice.body'),
  audience: NoticeAudienceSchema,
  /** Health post of the notice: required for palika and system admins, ignored for health-post staff. */
  healthPostId: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type NoticeBody = z.infer<typeof NoticeBodySchema>;
export const NoticeResponseSchema = z.object({ id: z.string(), recipients: z.number().int() });

/** Delivery states the staff console shows per notification (in app / push sent / SMS sent / failed ...). */
export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed', 'cancelled', 'skipped'] as const;
export const PersonNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  deliveries: z.array(
    z.object({ channel: z.enum(['push', 'sms']), state: z.enum(DELIVERY_STATES), attempts: z.number().int(), sentAt: z.string().nullable() }),
  ),
});
export const PersonNotificationsResponseSchema = z.object({ notifications: z.array(PersonNotificationSchema) });
export type PersonNotification = z.infer<typeof PersonNotificationSchema>;

/** `DELETE /provider/fcm-token`: this device's subscription endpoint. */
export const RemoveSubscriptionBodySchema = z.object({ endpoint: z.string({ error: 'validation.push.subscription' }).min(1).max(2048) });
