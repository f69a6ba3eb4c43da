import type { Db } from '../../db/client.ts';
import { itemRecords } from '../../db/schema/index.ts';
import { insertWithAudit, type RecordAudit } from '../records-shared/records-shared.queries.ts';

/** Stores a schedule item given, with its audit row. */
export function insertItemRecord(db: Db, values: typeof itemRecords.$inferInsert, audit: RecordAudit) {
  return insertWithAudit(db, (tx) => tx.insert(itemRecords).values(values).returning({ id: itemRecords.id }), audit);
}
