/**
 * Senders drain the outbox (`notification_deliveries`) with retries and backoff. A sender claims due rows
 * with `FOR UPDATE SKIP LOCKED` and a lease ('sending' until `locked_until`), so two processes never claim
 * the same row; a process that dies while sending leaves the lease to expire and another one takes the row
 * over. Every send carries the delivery id as its idempotency reference (the SMS gateway's client
 * reference, the Web Push `Topic`), so a row taken over after a crash that happened between the gateway's
 * answer and our update is not delivered twice by a gateway that honours it (docs/decisions/012-reminders.md).
 *
 * - Quiet hours hold at claim time: from 21:00 to 07:00 Nepal time nothing is claimed, neither a row that
 *   fell due nor one whose lease expired, except an emergency (docs/decisions/012-reminders.md).
 * - Just before its request a row is checked once more (jobs/still-applies.ts) and its lease renewed under
 *   its attempt number: a row that no longer applies is cancelled, and a row another process took over
 *   meanwhile (its lease ran out while it waited in this batch) is not sent a second time by this one.
 */
import { sql } from 'drizzle-orm';
import { isQuietHour, sendNotBefore } from '@mamata/core/domain/reminders';
import type { Db } from '../db/client.ts';
import { rowsOf } from './sql-rows.ts';
import { whyNotApplies } from './still-applies.ts';

export type Channel = 'push' | 'sms';

/** A claimed outbox row. */
export interface Delivery {
  id: string;
  notificationId: string;
  providerId: string;
  channel: Channel;
  payload: Record<string, unknown>;
  attempts: number;
  /** An emergency: it goes out in quiet hours too, and so do its retries. */
  urgent: boolean;
}

/** What a sender made of one delivery. */
export type SendOutcome =
  | { kind: 'sent'; ref?: string }
  /** Nothing to send to (no device left, no number): not retried. */
  | { kind: 'skipped'; reason: string }
  /** A failure that may pass (network, 5xx, 429): retried with backoff. */
  | { kind: 'retry'; error: string }
  /** A failure that will not pass (4xx): not retried. */
  | { kind: 'failed'; error: string }
  /** It no longer applies (the item was given, a loss was recorded): not sent. */
  | { kind: 'cancelled'; reason: string };

/** A channel's sender. */
export type Sender = (delivery: Delivery) => Promise<SendOutcome>;

export const MAX_ATTEMPTS = 6;
/** Backoff after attempt n (1-based): 30 s, 2 min, 8 min, 32 min, about 2 h. */
export function backoffMs(attempt: number): number {
  return 30_000 * 4 ** Math.max(0, attempt - 1);
}
/** How long a claim holds before another process may take the row over. */
export const LEASE_MS = 60_000;

/** Notification types that go out in quiet hours too: an emergency must reach her at once. */
export const QUIET_HOURS_EXEMPT = ['emergency'] as const;

/**
 * Claims up to `limit` rows of `channel` that are due (or whose lease expired). In quiet hours only rows of
 * an exempt notification (an emergency) are claimed; the others wait for 07:00, lease expired or not.
 */
export async function claim(db: Db, channel: Channel, now: Date, limit: number, leaseMs = LEASE_MS): Promise<Delivery[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const exempt = sql.join(
    QUIET_HOURS_EXEMPT.map((t) => sql`${t}`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: string; notification_id: string; provider_id: string; payload: Record<string, unknown>; attempts: number; urgent: boolean }>(
    db,
    sql`update notification_deliveries set state = 'sending', attempts = attempts + 1, locked_until = ${until}::timestamptz, updated_at = ${at}::timestamptz
      where id in (
        select d.id from notification_deliveries d
        where d.channel = ${channel}
          and ((d.state = 'pending' and d.next_attempt_at <= ${at}::timestamptz) or (d.state = 'sending' and d.locked_until < ${at}::timestamptz))
          ${isQuietHour(now) ? sql`and exists (select 1 from notifications n where n.id = d.notification_id and n.type in (${exempt}))` : sql``}
        order by d.next_attempt_at
        limit ${limit}
        for update skip locked)
      returning id, notification_id, provider_id, payload, attempts,
        exists (select 1 from notifications n where n.id = notification_id and n.type in (${exempt})) as urgent`,
  );
  return rows.map((r) => ({
    id: r.id,
    notificationId: r.notification_id,
    providerId: r.provider_id,
    channel,
    payload: r.payload,
    attempts: r.attempts,
    urgent: r.urgent,
  }));
}

/** Records the outcome of a claimed row; a row whose claim was taken over meanwhile is left alone. */
export async function settle(db: Db, delivery: Delivery, outcome: SendOutcome, now: Date): Promise<void> {
  const at = now.toISOString();
  const mine = sql`id = ${delivery.id}::uuid and state = 'sending' and attempts = ${delivery.attempts}`;
  if (outcome.kind === 'sent') {
    await db.execute(sql`update notification_deliveries set state = 'sent', sent_at = ${at}::timestamptz, provider_ref = ${outcome.ref ?? null},
      locked_until = null, last_error = null, updated_at = ${at}::timestamptz where ${mine}`);
  } else if (outcome.kind === 'cancelled') {
    await db.execute(
      sql`update notification_deliveries set state = 'cancelled', last_error = ${outcome.reason}, locked_until = null, updated_at = ${at}::timestamptz where ${mine}`,
    );
  } else if (outcome.kind === 'skipped') {
    await db.execute(
      sql`update notification_deliveries set state = 'skipped', last_error = ${outcome.reason}, locked_until = null, updated_at = ${at}::timestamptz where ${mine}`,
    );
  } else if (outcome.kind === 'failed' || delivery.attempts >= MAX_ATTEMPTS) {
    await db.execute(
      sql`update notification_deliveries set state = 'failed', last_error = ${outcome.error}, locked_until = null, updated_at = ${at}::timestamptz where ${mine}`,
    );
  } else {
    // retry later, and never into quiet hours (an emergency excepted)
    const later = new Date(now.getTime() + backoffMs(delivery.attempts));
    const next = delivery.urgent ? later : sendNotBefore(later);
    await db.execute(sql`update notification_deliveries set state = 'pending', next_attempt_at = ${next.toISOString()}::timestamptz, last_error = ${outcome.error},
      locked_until = null, updated_at = ${at}::timestamptz where ${mine}`);
  }
}

/**
 * Renews the lease of rows about to be sent, under the attempt number this process claimed them with;
 * returns the ids still this process's (a row whose lease ran out and that another process took over is
 * left to that process).
 */
export async function renew(db: Db, rows: readonly Delivery[], now: Date, leaseMs = LEASE_MS): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const mine = await rowsOf<{ id: string }>(
    db,
    sql`update notification_deliveries set locked_until = ${until}::timestamptz
      where state = 'sending' and (id, attempts) in (${sql.join(
        rows.map((d) => sql`(${d.id}::uuid, ${d.attempts}::int)`),
        sql`, `,
      )})
      returning id`,
  );
  return new Set(mine.map((r) => r.id));
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
      const group = claimed.slice(i, i + concurrency);
      // at send time: still applies? still ours?
      const why = await whyNotApplies(
        db,
        group.map((d) => d.notificationId),
        now(),
      );
      const stale = group.filter((d) => why.get(d.notificationId));
      for (const d of stale) await settle(db, d, { kind: 'cancelled', reason: why.get(d.notificationId)! }, now());
      const ours = await renew(
        db,
        group.filter((d) => !why.get(d.notificationId)),
        now(),
        opts.leaseMs,
      );
      await Promise.all(
        group
          .filter((d) => ours.has(d.id))
          .map(async (d) => {
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
