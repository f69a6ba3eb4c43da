import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { directoryEntries, palikas } from '../../db/schema/index.ts';

/** The palika a mobile number belongs to, with its own server address (null: this deployment); undefined when unknown. */
export async function findPalikaOfNumber(db: Db, mobileNumber: string) {
  const [row] = await db
    .select({ baseUrl: palikas.baseUrl })
    .from(directoryEntries)
    .innerJoin(palikas, eq(palikas.id, directoryEntries.palikaId))
    .where(eq(directoryEntries.mobileNumber, mobileNumber));
  return row;
}
