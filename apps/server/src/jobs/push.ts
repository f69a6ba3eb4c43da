/**
 * Web Push (docs/spec/decisions.md "FCM -> Web Push"): VAPID keys from the environment, or generated once and kept in
 * `app_settings`; the `web-push` library encrypts the payload and signs the request (aes128gcm, VAPID), and
 * we send that request ourselves, so the same code reaches a real push service and the local fake of the tests.
 * A push service answering 404 or 410 means the subscription is gone: it is removed.
 */
import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client.ts';
import { appSettings, pushSubscriptions } from '../db/schema/index.ts';
import type { Delivery, SendOutcome } from './outbox.ts';
import { rowsOf } from './sql-rows.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A push waits at the push service for up to a day while her phone is off. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/** The VAPID keys: from the environment when both are set, else the pair in the database (made once, by whichever process comes first). */
export async function vapidKeys(db: Db, env: { publicKey?: string; privateKey?: string; subject: string }): Promise<VapidKeys> {
  if (env.publicKey && env.privateKey) return { publicKey: env.publicKey, privateKey: env.privateKey, subject: env.subject };
  const fresh = webpush.generateVAPIDKeys();
  await db.insert(appSettings).values({ key: 'vapid', value: fresh }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'vapid'));
  const stored = row?.value as { publicKey: string; privateKey: string };
  return { ...stored, subject: env.subject };
}

/** The Web Push sender: every subscription of her account gets the notification. */
export function pushSender(db: Db, keys: VapidKeys, fetchImpl: typeof fetch = fetch) {
  return async (delivery: Delivery): Promise<SendOutcome> => {
    const [who] = await rowsOf<{ active: boolean; push_enabled: boolean }>(
      db,
      sql`select active, push_enabled from providers where id = ${delivery.providerId}::uuid`,
    );
    if (!who?.active || !who.push_enabled) return { kind: 'skipped', reason: 'push off or account inactive' };
    const subs = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.providerId, delivery.providerId));
    if (subs.length === 0) return { kind: 'skipped', reason: 'no device' };
    let sent = 0;
    let gone = 0;
    let retry: string | null = null;
    let failed: string | null = null;
    for (const s of subs) {
      const details = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(delivery.payload), {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        // the push service keeps one message per topic: a resend after a crash replaces, not repeats
        topic: delivery.id.replaceAll('-', ''),
        urgency: 'normal',
      });
      let status: number;
      try {
        const res = await fetchImpl(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ?? undefined,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = res.status;
      } catch (error) {
        retry = error instanceof Error ? error.message : String(error);
        continue;
      }
      if (status >= 200 && status < 300) sent++;
      else if (status === 404 || status === 410) {
        gone++;
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
      } else if (status === 429 || status >= 500) retry = `push service answered ${status}`;
      else failed = `push service answered ${status}`;
    }
    // a device reached counts as sent (a resend would repeat it on that device)
    if (sent > 0) return { kind: 'sent', ref: `${sent} device${sent === 1 ? '' : 's'}` };
    if (retry) return { kind: 'retry', error: retry };
    if (failed) return { kind: 'failed', error: failed };
    return { kind: 'skipped', reason: gone > 0 ? 'subscription gone' : 'no device' };
  };
}
