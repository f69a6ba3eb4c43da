/**
 * Senders drain the outbox (`notification_deliveries`) with retries and backoff. A sender claims due rows
 * with `FOR UPDATE SKIP LOCKED` and a lease ('sending' until `locked_until`), so two processes never claim
 * the same row; a process that dies while sending leaves the lease to expire and another one takes the row
 * over. Every send carries the delivery id as its idempotency reference (the SMS gateway's client
 * reference, the Web Push `Topic`), so a row taken over after a crash that happened between the gateway's
 * answer and our update is not delivered twice by a gateway that honours it.
 */
import { sql } from 'drizzle-orm';
import { sendNotBefore } from '@mamata/core/domain/reminders';
import type { Db } from '../db/client.ts';
import { rowsOf } from './sql-rows.ts';

export type Channel = 'push' | 'sms';

/** A claimed outbox row. */
export interface Delivery {
  id: string;
  notificationId: string;
  providerId: string;
  channel: Channel;
  payload: Record<string, unknown>;
  attempts: number;
}

/** What a sender made of one delivery. */
export type SendOutcome =
  | { kind: 'sent'; ref?: string }
  /** Nothing to send to (no device left, no number): not retried. */
  | { kind: 'skipped'; reason: string }
  /** A failure that may pass (network, 5xx, 429): retried with backoff. */
  | { kind: 'retry'; error: string }
  /** A failure that will not pass (4xx): not retried. */
  | { kind: 'failed'; error: string };

/** A channel's sender. */
export type Sender = (delivery: Delivery) => Promise<SendOutcome>;

export const MAX_ATTEMPTS = 6;
/** Backoff after attempt n (1-based): 30 s, 2 min, 8 min, 32 min, about 2 h. */
export function backoffMs(attempt: number): number {
  return 30_000 * 4 ** Math.max(0, attempt - 1);
}
/** How long a claim holds before another process may take the row over. */
export const LEASE_MS = 60_000;

/** Claims up to `limit` rows of `channel` that are due (or whose lease expired). */
export async function claim(db: Db, channel: Channel, now: Date, limit: number, leaseMs = LEASE_MS): Promise<Delivery[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await rowsOf<{ id: string; notification_id: string; provider_id: string; payload: Record<string, unknown>; attempts: number }>(
    db,
    sql`update notification_deliveries set state = 'sending', attempts = attempts + 1, locked_until = ${until}::timestamptz, updated_at = ${at}::timestamptz
      where id in (
        select id from notification_deliveries
        where channel = ${channel}
          and ((state = 'pending' and next_attempt_at <= ${at}::timestamptz) or (state = 'sending' and locked_until < ${at}::timestamptz))
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
      returning id, notification_id, provider_id, payload, attempts`,
  );
  return rows.map((r) => ({ id: r.id, notificationId: r.notification_id, providerId: r.provider_id, channel, payload: r.payload, attempts: r.attempts }));
}

/** Records the outcome of a claimed row; a row whose claim was taken over meanwhile is left alone. */
export async function settle(db: Db, delivery: Delivery, outcome: SendOutcome, now: Date): Promise<void> {
  const at = now.toISOString();
  const mine = sql`id = ${delivery.id}::uuid and state = 'sending' and attempts = ${delivery.attempts}`;
  if (outcome.kind === 'sent') {
    await db.execute(sql`update notification_deliveries set state = 'sent', sent_at = ${at}::timestamptz, provider_ref = ${outcome.ref ?? null},
      locked_until = null, last_error = null, updated_at = ${at}::timestamptz where ${mine}`);
  } else if (outcome.kind === 'skipped') {
    await db.execute(
      sql`update notification_deliveries set state = 'skipped', last_error = ${outcome.reason}, locked_until = null, updated_at = ${at}::timestamptz where ${mine}`,
    );
  } else if (outcome.kind === 'failed' || delivery.attempts >= MAX_ATTEMPTS) {
    await db.execute(
      sql`update notification_deliveries set state = 'failed', last_error = ${outcome.error}, locked_until = null, updated_at = ${at}::timestamptz where ${mine}`,
    );
  } else {
    // retry later, and never into quiet hours
    const next = sendNotBefore(new Date(now.getTime() + backoffMs(delivery.attempts)));
    await db.execute(sql`update notification_deliveries set state = 'pending', next_attempt_at = ${next.toISOString()}::timestamptz, last_error = ${outcome.error},
      locked_until = null, updated_at = ${at}::timestamptz where ${mine}`);
  }
}

/** Claims and sends until nothing is due; returns how many rows were handled. */
export async function drainOutbox(
  db: Db,
  channel: Channel,
  send: Sender,
  opts: { now?: () => Date; batch?: number; concurrency?: number; leaseMs?: number } = {},
): Promise<number> {
  const now = opts.now ?? (() => new Date());
  const batch = opts.batch ?? 50;
  const concurrency = opts.concurrency ?? 8;
  let handled = 0;
  for (;;) {
    const claimed = await claim(db, channel, now(), batch, opts.leaseMs);
    if (claimed.length === 0) return handled;
    for (let i = 0; i < claimed.length; i += concurrency) {
      await Promise.all(
        claimed.slice(i, i + concurrency).map(async (d) => {
          let outcome: SendOutcome;
          try {
            outcome = await send(d);
          } catch (error) {
            outcome = { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
          }
          await settle(db, d, outcome, now());
        }),
      );
    }
    handled += claimed.length;
  }
}
