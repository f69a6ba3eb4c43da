import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ambulances, healthPosts, supportNumbers } from '../../db/schema/index.ts';

/** The two tables the console manages; both belong to a palika and, optionally, one of its health posts. */
export const SUPPORT_TABLES = { ambulances, supportNumbers } as const;
/** See {@link SUPPORT_TABLES}. */
export type SupportTableName = keyof typeof SUPPORT_TABLES;
type SupportTable = (typeof SUPPORT_TABLES)[SupportTableName];

/** Which entries a staff member sees: everything, a palika's, or a health post's plus its palika-wide ones. */
export type SupportScope = { kind: 'all' } | { kind: 'palika'; palikaId: string } | { kind: 'healthPost'; healthPostId: number; palikaId: string };

function scopeCondition(table: SupportTable, scope: SupportScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'palika') return eq(table.palikaId, scope.palikaId);
  return or(eq(table.healthPostId, scope.healthPostId), and(isNull(table.healthPostId), eq(table.palikaId, scope.palikaId)));
}

const postColumns = { postName: healthPosts.name, postNameNe: healthPosts.nameNe };

/** Ambulances in scope: active first, then the palika's, then by driver. */
export function listAmbulances(db: Db, scope: SupportScope) {
  return db
    .select({ row: ambulances, ...postColumns })
    .from(ambulances)
    .leftJoin(healthPosts, eq(healthPosts.id, ambulances.healthPostId))
    .where(scopeCondition(ambulances, scope))
    .orderBy(desc(ambulances.active), sql`${ambulances.healthPostId} nulls first`, ambulances.driverName, ambulances.id);
}

/** Support numbers in scope: active first, then the palika's, then by name. */
export function listSupportNumbers(db: Db, scope: SupportScope) {
  return db
    .select({ row: supportNumbers, ...postColumns })
    .from(supportNumbers)
    .leftJoin(healthPosts, eq(healthPosts.id, supportNumbers.healthPostId))
    .where(scopeCondition(supportNumbers, scope))
    .orderBy(desc(supportNumbers.active), sql`${supportNumbers.healthPostId} nulls first`, supportNumbers.name, supportNumbers.id);
}

/** Where an entry belongs (for the access check). */
export async function findPlace(db: Db, name: SupportTableName, id: string) {
  const table: SupportTable = SUPPORT_TABLES[name];
  const [row] = await db.select({ palikaId: table.palikaId, healthPostId: table.healthPostId }).from(table).where(eq(table.id, id));
  return row;
}

/** A health post and its palika. */
export async function findHealthPost(db: Db, id: number) {
  const [row] = await db.select({ id: healthPosts.id, palikaId: healthPosts.palikaId }).from(healthPosts).where(eq(healthPosts.id, id));
  return row;
}

/** Adds an ambulance. */
export async function insertAmbulance(db: Db, values: typeof ambulances.$inferInsert) {
  const [row] = await db.insert(ambulances).values(values).returning({ id: ambulances.id });
  return row?.id;
}

/** Adds a support number. */
export async function insertSupportNumber(db: Db, values: typeof supportNumbers.$inferInsert) {
  const [row] = await db.insert(supportNumbers).values(values).returning({ id: supportNumbers.id });
  return row?.id;
}

/** Changes an ambulance. */
export async function updateAmbulance(db: Db, id: string, values: Partial<typeof ambulances.$inferInsert>) {
  await db
    .update(ambulances)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(ambulances.id, id));
}

/** Changes a support number. */
export async function updateSupportNumber(db: Db, id: string, values: Partial<typeof supportNumbers.$inferInsert>) {
  await db
    .update(supportNumbers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(supportNumbers.id, id));
}

/** Deletes an entry for good (deactivating keeps it; this is for entries made by mistake). */
export async function deleteEntry(db: Db, name: SupportTableName, id: string) {
  const table: SupportTable = SUPPORT_TABLES[name];
  await db.delete(table).where(eq(table.id, id));
}
