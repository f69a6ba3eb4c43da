/**
 * Reminders made wrong by a loss (docs/decisions/012-reminders.md "After a loss"). When staff record a
 * baby's death, a miscarriage or a stillbirth, or remove a birth entered by mistake, the reminders about
 * that baby or pregnancy are withdrawn in the same transaction as the record: her list no longer shows
 * them and the bell does not count them (a bereaved mother is not shown "Your baby's vaccines are due"
 * again), and their push and SMS not yet sent are cancelled at once. Staff still see them, marked
 * withdrawn. Removing the loss as a mistake restores them as they were. The senders check again at send
 * time (modules/reminders/still-applies.ts), so a message already claimed does not go either.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';

const ids = (list: readonly string[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Withdraws her reminders about these pregnancies or babies (only those of `periodKeys` when given: her own
 * postnatal care, once a loss removed as a mistake makes it wrong); returns how many notifications and
 * deliveries it stopped.
 */
export async function withdrawReminders(
  tx: Db | Tx,
  providerId: string,
  subjectIds: readonly string[],
  now = new Date(),
  periodKeys?: readonly string[],
): Promise<{ withdrawn: number; cancelled: number }> {
  if (subjectIds.length === 0) return { withdrawn: 0, cancelled: 0 };
  const ofPeriods = periodKeys ? sql` and about->>'periodKey' in (${ids(periodKeys)})` : sql``;
  const at = now.toISOString();
  // read_at is set to the same instant when it was unread, so a restore can tell the two apart
  const withdrawn = await rowsOf<{ id: string }>(
    tx,
    sql`update notifications set withdrawn_at = ${at}::timestamptz, read_at = coalesce(read_at, ${at}::timestamptz)
      where provider_id = ${providerId}::uuid and type = 'reminder' and withdrawn_at is null and about->>'subjectId' in (${ids(subjectIds)})${ofPeriods}
      returning id`,
  );
  if (withdrawn.length === 0) return { withdrawn: 0, cancelled: 0 };
  const cancelled = await rowsOf<{ id: string }>(
    tx,
    sql`update notification_deliveries set state = 'cancelled', last_error = 'withdrawn: no longer applies', updated_at = ${at}::timestamptz
      where provider_id = ${providerId}::uuid and state = 'pending' and notification_id in (${sql.join(
        withdrawn.map((r) => sql`${r.id}::uuid`),
        sql`, `,
      )})
      returning id`,
  );
  return { withdrawn: withdrawn.length, cancelled: cancelled.length };
}

/** Restores reminders withdrawn about these pregnancies or babies (the loss was removed as a mistake). */
export async function restoreReminders(tx: Db | Tx, providerId: string, subjectIds: readonly string[]): Promise<number> {
  if (subjectIds.length === 0) return 0;
  const restored = await rowsOf<{ id: string }>(
    tx,
    sql`update notifications set read_at = case when read_at = withdrawn_at then null else read_at end, withdrawn_at = null
      where provider_id = ${providerId}::uuid and type = 'reminder' and withdrawn_at is not null and about->>'subjectId' in (${ids(subjectIds)})
      returning id`,
  );
  return restored.length;
}
