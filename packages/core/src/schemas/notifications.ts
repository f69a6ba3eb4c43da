/**
 * `GET /notification/provider?offset=&limit=` (spec §3 "Notification", §7): the logged-in provider's
 * notifications, newest first, with `total`, and `unread` for the dashboard's count (an addition).
 * Page size 'All' is 100000 (spec §9, docs/spec/decisions.md); beyond is a 400.
 */
import { z } from 'zod';
import { CALENDARS, LANGS } from '../preferences.ts';
import { PageSizeSchema } from './staff.ts';

export const NotificationQuerySchema = z.object({
  offset: z.coerce
    .number({ error: 'validation.offset' })
    .int({ error: 'validation.offset' })
    .min(0, { error: 'validation.offset' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'validation.offset' })
    .default(0),
  limit: PageSizeSchema,
  /**
   * The calendar she reads the app in (an addition): a reminder's date is written in it. Without it,
   * the one the app last reported (`PATCH /provider/preferences`).
   */
  calendar: z.enum(CALENDARS, { error: 'validation.invalid' }).optional(),
  /**
   * The language she reads the app in (an addition), as `Accept-Language: en|ne` says too: in the
   * address, so a list saved for reading offline (the service worker keeps answers by address) is
   * kept per language. It goes before the header.
   */
  lang: z.enum(LANGS, { error: 'validation.invalid' }).optional(),
});

export const NotificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  type: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** The screen tapping it opens (an app path), or null. */
  link: z.string().nullable(),
});

export const NotificationListResponseSchema = z.object({ notification: z.array(NotificationSchema), total: z.number().int(), unread: z.number().int() });
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

/** `PATCH /notification/provider/read`: the notifications she has seen (up to a page of 'All'). */
export const MarkReadBodySchema = z.object({
  ids: z
    .array(z.uuid({ error: 'validation.invalid' }), { error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(100000, { error: 'validation.invalid' }),
});
export const MarkReadResponseSchema = z.object({ marked: z.number().int(), unread: z.number().int() });
