/**
 * Web Push (docs/spec/decisions.md "FCM -> Web Push"): VAPID keys from the environment, or generated once and kept in
 * `app_settings`; the `web-push` library encrypts the payload and signs the request (aes128gcm, VAPID), and
 * we send that request ourselves, so the same code reaches a real push service and the local fake of the tests.
 * A push service answering 404 or 410 means the subscription is gone: it is removed. Only her newest devices,
 * only on a known push service, each with a short deadline, all at once (docs/decisions/023-outbox-lanes.md).
 */
import { desc, eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { MAX_PUSH_DEVICES_PER_ACCOUNT, isAllowedPushEndpoint, type PushEndpointPolicy } from '@mamata/core/schemas/reminders';
import type { Db } from '../../db/client.ts';
import { appSettings, pushSubscriptions } from '../../db/schema/index.ts';
import type { Delivery, SendOutcome } from './outbox.ts';
import { rowsOf } from '../../db/sql-rows.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A push waits at the push service for up to a day while her phone is off. */
const TTL_SECONDS = 24 * 3600;
/** The default deadline of one request to a push service (config PUSH_TIMEOUT_MS). */
export const PUSH_TIMEOUT_MS = 4000;

/** The VAPID keys: from the environment when both are set, else the pair in the database (made once, by whichever process comes first). */
export async function vapidKeys(db: Db, env: { publicKey?: string; privateKey?: string; subject: string }): Promise<VapidKeys> {
  if (env.publicKey && env.privateKey) return { publicKey: env.publicKey, privateKey: env.privateKey, subject: env.subject };
  const fresh = webpush.generateVAPIDKeys();
  await db.insert(appSettings).values({ key: 'vapid', value: fresh }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'vapid'));
  const stored = row?.value as { publicKey: string; privateKey: string };
  return { ...stored, subject: env.subject };
}

export interface PushSenderOptions {
  /** The deadline of one request to a push service (PUSH_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The push services a subscription may point at: one stored before the check, or since dropped from the list, is skipped. */
  endpoints?: PushEndpointPolicy;
  fetchImpl?: typeof fetch;
}

/** What one of her devices made of the push. */
type DeviceOutcome = 'sent' | 'gone' | 'refused' | { retry: string } | { failed: string };

/**
 * The Web Push sender: each of her newest MAX_PUSH_DEVICES_PER_ACCOUNT devices gets the notification, all
 * at once, each request with its own short deadline (docs/decisions/023-outbox-lanes.md): a device whose
 * push service is slow or silent costs this delivery at most `timeoutMs`, and no other delivery anything.
 */
export function pushSender(db: Db, keys: VapidKeys, opts: PushSenderOptions = {}) {
  const timeoutMs = opts.timeoutMs ?? PUSH_TIMEOUT_MS;
  const fetchImpl = opts.fetchImpl ?? fetch;
  const endpoints = opts.endpoints;
  return async (delivery: Delivery): Promise<SendOutcome> => {
    const [who] = await rowsOf<{ active: boolean; push_enabled: boolean }>(
      db,
      sql`select active, push_enabled from providers where id = ${delivery.providerId}::uuid`,
    );
    if (!who?.active || !who.push_enabled) return { kind: 'skipped', reason: 'push off or account inactive' };
    const subs = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.providerId, delivery.providerId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.createdAt), pushSubscriptions.id)
      .limit(MAX_PUSH_DEVICES_PER_ACCOUNT);
    if (subs.length === 0) return { kind: 'skipped', reason: 'no device' };
    const sendTo = async (s: (typeof subs)[number]): Promise<DeviceOutcome> => {
      // never a request to an address that is not a known push service's (stored before the check existed)
      if (endpoints && !isAllowedPushEndpoint(s.endpoint, endpoints)) return 'refused';
      const details = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(delivery.payload), {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        // the push service keeps one message per topic: a resend after a crash replaces, not repeats
        topic: delivery.id.replaceAll('-', ''),
        urgency: delivery.urgent ? 'high' : 'normal',
      });
      let status: number;
      try {
        const res = await fetchImpl(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ?? undefined,
          // a push service answers itself; a redirect would lead the request somewhere unchecked
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = res.status;
        await res.body?.cancel();
      } catch (error) {
        return { retry: error instanceof Error ? error.message : String(error) };
      }
      if (status >= 200 && status < 300) return 'sent';
      if (status === 404 || status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
        return 'gone';
      }
      if (status === 429 || status >= 500) return { retry: `push service answered ${status}` };
      return { failed: `push service answered ${status}` };
    };
    const outcomes = await Promise.all(subs.map(sendTo));
    const sent = outcomes.filter((o) => o === 'sent').length;
    // a device reached counts as sent (a resend would repeat it on that device)
    if (sent > 0) return { kind: 'sent', ref: `${sent} device${sent === 1 ? '' : 's'}` };
    const retry = outcomes.find((o): o is { retry: string } => typeof o === 'object' && 'retry' in o);
    if (retry) return { kind: 'retry', error: retry.retry };
    const failed = outcomes.find((o): o is { failed: string } => typeof o === 'object' && 'failed' in o);
    if (failed) return { kind: 'failed', error: failed.failed };
    if (outcomes.includes('gone')) return { kind: 'skipped', reason: 'subscription gone' };
    return { kind: 'skipped', reason: outcomes.includes('refused') ? 'no device on a known push service' : 'no device' };
  };
}
