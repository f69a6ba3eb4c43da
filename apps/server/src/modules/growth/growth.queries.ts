import type { Db } from '../../db/client.ts';
import { fetalWeightEstimates, growthMeasurements } from '../../db/schema/index.ts';
import { insertWithAudit, type RecordAudit } from '../records-shared/records-shared.queries.ts';

/** Stores a fetal weight estimate, with its audit row. */
export function insertFetalWeight(db: Db, values: typeof fetalWeightEstimates.$inferInsert, audit: RecordAudit) {
  return insertWithAudit(db, (tx) => tx.insert(fetalWeightEstimates).values(values).returning({ id: fetalWeightEstimates.id }), audit);
}

/** Stores a baby's growth measurement, with its audit row. */
export function insertGrowth(db: Db, values: typeof growthMeasurements.$inferInsert, audit: RecordAudit) {
  return insertWithAudit(db, (tx) => tx.insert(growthMeasurements).values(values).returning({ id: growthMeasurements.id }), audit);
}
