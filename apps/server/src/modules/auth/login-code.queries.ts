import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { loginCodes } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/** The dedupe key of a login code's notification: its SMS is found by it. */
export const loginCodeKey = (codeId: string) => `login-code:${codeId}`;

/** Requests since `since` by this number from this address group, by this address group, and for this number, each with its oldest. */
export async function requestCounts(db: Db, mobileNumber: string, ipGroup: string, since: Date) {
  const at = since.toISOString();
  const pair = sql`mobile_number = ${mobileNumber} and ip_group = ${ipGroup}`;
  const [row] = await rowsOf<{
    pair: number;
    pair_first: string | null;
    address: number;
    address_first: string | null;
    number: number;
    number_first: string | null;
  }>(
    db,
    sql`select count(*) filter (where ${pair})::int as pair, min(created_at) filter (where ${pair}) as pair_first,
        count(*) filter (where ip_group = ${ipGroup})::int as address, min(created_at) filter (where ip_group = ${ipGroup}) as address_first,
        count(*) filter (where mobile_number = ${mobileNumber})::int as number, min(created_at) filter (where mobile_number = ${mobileNumber}) as number_first
      from login_codes where created_at > ${at}::timestamptz and (mobile_number = ${mobileNumber} or ip_group = ${ipGroup})`,
  );
  const time = (v: string | null | undefined) => (v ? new Date(v).getTime() : 0);
  return {
    pair: { n: row?.pair ?? 0, first: time(row?.pair_first) },
    address: { n: row?.address ?? 0, first: time(row?.address_first) },
    number: { n: row?.number ?? 0, first: time(row?.number_first) },
  };
}

/** Records a request (with a code only when one is sent); returns its id, the request id. */
export async function insertLoginCode(tx: Tx, values: typeof loginCodes.$inferInsert) {
  const [row] = await tx.insert(loginCodes).values(values).returning({ id: loginCodes.id });
  if (!row) throw new Error('login code insert returned nothing');
  return row.id;
}

/**
 * Puts the SMS of a code in the outbox: a notification (which the staff console shows with its delivery
 * state; the code itself is only in the SMS) and its 'sms' delivery.
 */
export async function queueLoginCodeSms(tx: Tx, input: { providerId: string; codeId: string; title: string; text: string }) {
  const about = JSON.stringify({ kind: 'login_code', codeId: input.codeId });
  const [notification] = await rowsOf<{ id: string }>(
    tx,
    sql`insert into notifications (provider_id, title, body, type, dedupe_key, about)
      values (${input.providerId}::uuid, ${input.title}, ${input.title}, 'login_code', ${loginCodeKey(input.codeId)}, ${about}::jsonb) returning id`,
  );
  if (!notification) throw new Error('login code notification insert returned nothing');
  await tx.execute(
    sql`insert into notification_deliveries (notification_id, provider_id, channel, state, payload)
      values (${notification.id}::uuid, ${input.providerId}::uuid, 'sms', 'pending', ${JSON.stringify({ text: input.text, kind: 'login_code' })}::jsonb)`,
  );
}

/** The request `id` for this number. */
export async function findLoginCode(db: Db, id: string, mobileNumber: string) {
  const [row] = await db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.id, id), eq(loginCodes.mobileNumber, mobileNumber)));
  return row;
}

/** Counts a wrong try at a code. */
export async function countWrongTry(db: Db, id: string) {
  await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(eq(loginCodes.id, id));
}

/**
 * Uses a code, once: only while unused, unexpired, under `maxTries` wrong tries and her account active (two tries at once
 * cannot both use it). Its SMS text is blanked in the outbox, and a send not yet made is cancelled.
 * Returns the account, or undefined when the code no longer works.
 */
export async function useLoginCode(tx: Tx, id: string, maxTries: number) {
  const [row] = await tx
    .update(loginCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginCodes.id, id),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, sql`now()`),
        lt(loginCodes.attempts, maxTries),
        // a code sent before her account was closed does not open it
        sql`exists (select 1 from providers p where p.id = ${loginCodes.providerId} and p.active)`,
      ),
    )
    .returning({ providerId: loginCodes.providerId });
  if (!row?.providerId) return undefined;
  await tx.execute(sql`update notification_deliveries set payload = jsonb_set(payload, '{text}', '""'),
      state = case when state = 'pending' then 'cancelled' else state end,
      last_error = case when state = 'pending' then 'no longer applies: the login code was used' else last_error end
    where channel = 'sms' and notification_id = (select id from notifications where dedupe_key = ${loginCodeKey(id)})`);
  return row.providerId;
}

/** Forgets requests older than a day: past every limit's window and every code's expiry. */
export async function forgetOldRequests(tx: Tx) {
  await tx.delete(loginCodes).where(lt(loginCodes.createdAt, sql`now() - interval '1 day'`));
}
