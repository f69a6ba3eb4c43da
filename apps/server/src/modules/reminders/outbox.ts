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
 * - Just before its request a row is checked once more (modules/reminders/still-applies.ts) and its lease renewed under
 *   its attempt number: a row that no longer applies is cancelled, and a row another process took over
 *   meanwhile (its lease ran out while it waited in this batch) is not sent a second time by this one.
 * - Lanes (docs/decisions/023-outbox-lanes.md): a claim takes a channel's emergencies, or its other rows, or
 *   both with emergencies first; within a drain each worker takes the next row as soon as it is free, so a
 *   slow request holds up no other row.
 */
import { sql } from 'drizzle-orm';
import { isQuietHour, sendNotBefore } from '@mamata/core/domain/reminders';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';
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

/**
 * Notification types that go out in quiet hours too: an emergency must reach her at once, and a login code
 * she has just asked for works for minutes only (docs/decisions/026-login-lockout-and-proxies.md).
 */
export const QUIET_HOURS_EXEMPT = ['emergency', 'login_code'] as const;

/**
 * Which rows a claim takes: `true` only emergencies, `false` only the others, undefined both (emergencies
 * first). The engine drains each channel's emergencies and the rest in lanes of their own
 * (docs/decisions/023-outbox-lanes.md), so an emergency never waits behind a notice.
 */
export type Urgency = boolean | undefined;

/**
 * Claims up to `limit` rows of `channel` that are due (or whose lease expired), emergencies first. In quiet
 * hours only rows of an exempt notification (an emergency) are claimed; the others wait for 07:00, lease
 * expired or not.
 */
export async function claim(db: Db, channel: Channel, now: Date, limit: number, leaseMs = LEASE_MS, urgent?: Urgency): Promise<Delivery[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const exempt = sql.join(
    QUIET_HOURS_EXEMPT.map((t) => sql`${t}`),
    sql`, `,
  );
  const isUrgent = sql`exists (select 1 from notifications n where n.id = d.notification_id and n.type in (${exempt}))`;
  const quiet = isQuietHour(now);
  if (quiet && urgent === false) return [];
  const onlyUrgent = urgent === true || quiet;
  const rows = await rowsOf<{ id: string; notification_id: string; provider_id: string; payload: Record<string, unknown>; attempts: number; urgent: boolean }>(
    db,
    sql`update notification_deliveries set state = 'sending', attempts = attempts + 1, locked_until = ${until}::timestamptz, updated_at = ${at}::timestamptz
      where id in (
        select d.id from notification_deliveries d
        where d.channel = ${channel}
          and ((d.state = 'pending' and d.next_attempt_at <= ${at}::timestamptz) or (d.state = 'sending' and d.locked_until < ${at}::timestamptz))
          ${onlyUrgent ? sql`and ${isUrgent}` : urgent === false ? sql`and not ${isUrgent}` : sql``}
        order by ${urgent === undefined && !onlyUrgent ? sql`${isUrgent} desc, ` : sql``}d.next_attempt_at
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

/**
 * Gives back claimed rows this process will not send after all (it is stopping): pending again at once,
 * the attempt not counted, for whichever process drains next; a row another process took over meanwhile
 * is left alone.
 */
export async function release(db: Db, rows: readonly Delivery[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`update notification_deliveries set state = 'pending', attempts = attempts - 1, locked_until = null, updated_at = ${now.toISOString()}::timestamptz
    where state = 'sending' and (id, attempts) in (${sql.join(
      rows.map((d) => sql`(${d.id}::uuid, ${d.attempts}::int)`),
      sql`, `,
    )})`);
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

export interface DrainOptions {
  now?: () => Date;
  /** Rows claimed at a time. */
  batch?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  leaseMs?: number;
  /** Only emergencies (true), only the rest (false), or both, emergencies first (undefined). */
  urgent?: Urgency;
  /** Aborted: no new row is sent or claimed; the rows claimed and not yet sent are given back. */
  signal?: AbortSignal;
}

/**
 * Claims and sends until nothing is due; returns how many rows were handled. `concurrency` workers each
 * take the next claimed row as soon as their last one is done, so a slow row holds up only its own worker,
 * never a whole group. Just before its request each row is checked once more and its lease renewed.
 */
export async function drainOutbox(db: Db, channel: Channel, send: Sender, opts: DrainOptions = {}): Promise<number> {
  const now = opts.now ?? (() => new Date());
  const batch = opts.batch ?? 50;
  const concurrency = opts.concurrency ?? 8;
  let handled = 0;
  while (!opts.signal?.aborted) {
    const claimed = await claim(db, channel, now(), batch, opts.leaseMs, opts.urgent);
    if (claimed.length === 0) return handled;
    let next = 0;
    const worker = async () => {
      for (let d = claimed[next]; d && !opts.signal?.aborted; d = claimed[next]) {
        next++;
        // at send time: still applies? still ours?
        const why = (await whyNotApplies(db, [d.notificationId], now())).get(d.notificationId);
        if (why) {
          await settle(db, d, { kind: 'cancelled', reason: why }, now());
          continue;
        }
        if (!(await renew(db, [d], now(), opts.leaseMs)).has(d.id)) continue;
        let outcome: SendOutcome;
        try {
          outcome = await send(d);
        } catch (error) {
          outcome = { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
        }
        await settle(db, d, outcome, now());
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
    // stopping: what was claimed and not reached goes back for the next drain
    if (next < claimed.length) await release(db, claimed.slice(next), now());
    handled += next;
  }
  return handled;
}
