/** The palika's DHIS2 connection, the month's submissions and the children with no dose (docs/decisions/029-hmis-push.md). */
import { and, desc, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { babies, dhis2Connections, hmisSubmissions, itemRecords, providers, staffUsers } from '../../db/schema/index.ts';

/** The palika's DHIS2 address and sealed token (the token stays on the server, sealed until the moment of a push). */
export async function findConnection(db: Db, palikaId: string) {
  const [row] = await db.select().from(dhis2Connections).where(eq(dhis2Connections.palikaId, palikaId));
  return row;
}

/**
 * Stores the palika's DHIS2: a newly sealed token with its last four characters, or the stored one kept when
 * `sealed` is undefined.
 */
export async function saveConnection(tx: Tx, palikaId: string, baseUrl: string, sealed: { token: string; end: string } | undefined, staffId: string) {
  if (sealed === undefined) {
    await tx
      .update(dhis2Connections)
      .set({ baseUrl, updatedBy: staffId, updatedAt: sql`now()` })
      .where(eq(dhis2Connections.palikaId, palikaId));
    return;
  }
  const values = { baseUrl, tokenSealed: sealed.token, tokenEnd: sealed.end, updatedBy: staffId };
  await tx
    .insert(dhis2Connections)
    .values({ palikaId, ...values })
    .onConflictDoUpdate({ target: dhis2Connections.palikaId, set: { ...values, updatedAt: sql`now()` } });
}

/** Replaces a sealed token by the same token sealed with the current key (only if it is still the one read). */
export async function resealToken(db: Db, palikaId: string, was: string, now: string) {
  await db
    .update(dhis2Connections)
    .set({ tokenSealed: now })
    .where(and(eq(dhis2Connections.palikaId, palikaId), eq(dhis2Connections.tokenSealed, was)));
}

/** Records a sending (in the transaction of its audit row). */
export async function insertSubmission(tx: Tx, values: typeof hmisSubmissions.$inferInsert) {
  const [row] = await tx.insert(hmisSubmissions).values(values).returning({ id: hmisSubmissions.id, sentAt: hmisSubmissions.sentAt });
  if (!row) throw new Error('submission insert returned nothing');
  return row;
}

/** The last sending of each of `posts` for `period`, with who sent it. */
export async function lastSubmissions(db: Db, posts: number[], period: string) {
  if (posts.length === 0) return new Map<number, { at: string; by: string; payloadHash: string }>();
  const rows = await db
    .selectDistinctOn([hmisSubmissions.healthPostId], {
      healthPostId: hmisSubmissions.healthPostId,
      sentAt: hmisSubmissions.sentAt,
      payloadHash: hmisSubmissions.payloadHash,
      by: staffUsers.fullName,
    })
    .from(hmisSubmissions)
    .innerJoin(staffUsers, eq(staffUsers.id, hmisSubmissions.sentBy))
    .where(and(inArray(hmisSubmissions.healthPostId, posts), eq(hmisSubmissions.period, period)))
    .orderBy(hmisSubmissions.healthPostId, desc(hmisSubmissions.sentAt));
  return new Map(rows.map((r) => [r.healthPostId, { at: r.sentAt.toISOString(), by: r.by, payloadHash: r.payloadHash }]));
}

/**
 * Living children of `posts` born on or before `bornBy` with no Penta 1 recorded given by `asOf` (the outreach list),
 * oldest first.
 */
export function childrenWithNoDose(db: Db, posts: number[], bornBy: string, asOf: string) {
  if (posts.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: babies.id,
      babyName: babies.name,
      firstName: providers.firstName,
      lastName: providers.lastName,
      healthPostId: sql<number>`${providers.healthPostId}`.mapWith(Number),
      birthDate: babies.birthDate,
      address: providers.address,
      mobileNumber: providers.mobileNumber,
    })
    .from(babies)
    .innerJoin(providers, eq(providers.id, babies.providerId))
    .where(
      and(
        eq(babies.status, 'alive'),
        inArray(providers.healthPostId, posts),
        lte(babies.birthDate, bornBy),
        notExists(
          db
            .select({ one: sql`1` })
            .from(itemRecords)
            .where(
              and(eq(itemRecords.babyId, babies.id), eq(itemRecords.itemKey, 'penta-1'), isNull(itemRecords.supersededAt), lte(itemRecords.givenOn, asOf)),
            ),
        ),
      ),
    )
    .orderBy(babies.birthDate)
    .limit(500);
}
