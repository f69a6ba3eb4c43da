import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scheduleItemOverrides } from '../../db/schema/index.ts';
import { audit, type Actor, type AuditEntry } from '../../lib/audit.ts';
import { everyoneChanged } from '../../db/person-changes.ts';

/** Every local change to a schedule item. */
export function listOverrides(db: Db) {
  return db.select().from(scheduleItemOverrides);
}

/** Saves the change to one item and its audit row together. */
export async function saveOverride(db: Db, row: typeof scheduleItemOverrides.$inferInsert, actor: Actor, entry: AuditEntry) {
  await db.transaction(async (tx) => {
    await tx
      .insert(scheduleItemOverrides)
      .values(row)
      .onConflictDoUpdate({
        target: scheduleItemOverrides.itemKey,
        set: {
          days: row.days ?? null,
          doseEn: row.doseEn,
          doseNe: row.doseNe,
          infoEn: row.infoEn,
          infoNe: row.infoNe,
          updatedBy: row.updatedBy,
          updatedAt: sql`now()`,
        },
      });
    await audit(tx, actor, entry);
    // a due day may have moved: everyone's next reminder day is worked out again by the next daily scan
    await everyoneChanged(tx);
  });
}
