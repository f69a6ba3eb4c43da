/**
 * Services announce the changes they make to a person's record (docs/decisions/012-reminders.md "Services announce
 * changes"): `personChanged(tx, id)` in the transaction of the change, so the announcement commits with it or not
 * at all, whatever route, job or script made it. The reminder engine listens (modules/reminders: it scans the
 * people announced, which makes new reminders and cancels the push and SMS of those that no longer apply, then
 * sends); nothing else needs to know which writes change reminders.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { rowsOf } from './sql-rows.ts';

/**
 * Announces that `providerId`'s record changed, in the caller's transaction; her next reminder day is no longer known
 * (`reminder_days`: null, a new version, so a scan that read her before this change does not write its day;
 * docs/decisions/030-reminders-at-scale.md): the scan of her change, or else the next daily scan, works it out again.
 * Her staff due list day (`list_on`, docs/decisions/035-due-list-days.md) too: the next due list reads her again.
 */
export async function personChanged(tx: Db | Tx, providerId: string): Promise<void> {
  await tx.execute(sql`with announced as (insert into person_changes (provider_id, changed_at) values (${providerId}::uuid, now())
      on conflict (provider_id) do update set changed_at = excluded.changed_at)
    insert into reminder_days (provider_id) values (${providerId}::uuid)
    on conflict (provider_id) do update set next_on = null, list_on = null, version = reminder_days.version + 1`);
}

/** An announcement as read: who, and when (the transaction's time), so that only this one is cleared. */
export interface PersonChange {
  providerId: string;
  changedAt: string;
}

/** The oldest announcements, at most `limit`. */
export function changedPeople(db: Db, limit = 500): Promise<PersonChange[]> {
  return rowsOf<PersonChange>(
    db,
    sql`select provider_id as "providerId", changed_at::text as "changedAt" from person_changes order by changed_at limit ${limit}`,
  );
}

/**
 * Clears announcements once their people were scanned; one made again meanwhile (a later `changedAt`) stays for
 * the next scan. A process that dies between the scan and this leaves them to be scanned again, which is harmless:
 * the scan makes nothing twice.
 */
export async function clearChanges(db: Db, seen: readonly PersonChange[]): Promise<void> {
  if (seen.length === 0) return;
  await db.execute(sql`delete from person_changes c using unnest(${sql.param(seen.map((s) => s.providerId))}::uuid[], ${sql.param(
    seen.map((s) => s.changedAt),
  )}::timestamptz[]) as s(provider_id, changed_at)
    where c.provider_id = s.provider_id and c.changed_at = s.changed_at`);
}

/**
 * The schedule itself changed (an administrator moved an item's due day): nobody's next reminder day is known any
 * more, so the next daily scan reads everyone (docs/decisions/030-reminders-at-scale.md), and so does the next due
 * list. In the change's transaction.
 */
export async function everyoneChanged(tx: Db | Tx): Promise<void> {
  await tx.execute(sql`update reminder_days set next_on = null, list_on = null, version = version + 1 where next_on is not null or list_on is not null`);
}
