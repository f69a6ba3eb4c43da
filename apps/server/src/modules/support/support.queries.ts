import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ambulances, healthPostMessages, healthPosts, palikas, providers, supportNumbers } from '../../db/schema/index.ts';

/** Where a provider belongs: her health post, its palika, and her mobile number. */
export async function findProviderPlace(db: Db, providerId: string) {
  const [row] = await db
    .select({
      providerId: providers.id,
      mobileNumber: providers.mobileNumber,
      healthPostId: providers.healthPostId,
      palikaId: healthPosts.palikaId,
      palikaName: palikas.name,
      palikaNameNe: palikas.nameNe,
    })
    .from(providers)
    .innerJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
    .innerJoin(palikas, eq(palikas.id, healthPosts.palikaId))
    .where(eq(providers.id, providerId));
  return row;
}

/** Rows of her own health post or palika-wide (health post null), of her palika only. */
function ofPlace(table: typeof ambulances | typeof supportNumbers, place: { palikaId: string; healthPostId: number }) {
  return and(eq(table.palikaId, place.palikaId), eq(table.active, true), or(eq(table.healthPostId, place.healthPostId), isNull(table.healthPostId)));
}

/** Active ambulances of her health post first, then the palika's. */
export function listAmbulances(db: Db, place: { palikaId: string; healthPostId: number }) {
  return db
    .select({
      _id: ambulances.id,
      driver_name: ambulances.driverName,
      driver_name_ne: ambulances.driverNameNe,
      mobile_number: ambulances.mobileNumber,
      ambulance_number: ambulances.ambulanceNumber,
      ambulance_number_ne: ambulances.ambulanceNumberNe,
      ambulance_status: ambulances.ambulanceStatus,
    })
    .from(ambulances)
    .where(ofPlace(ambulances, place))
    .orderBy(sql`${ambulances.healthPostId} is null`, asc(ambulances.createdAt), asc(ambulances.driverName), asc(ambulances.id));
}

/** Active support numbers of her health post first, then the palika's. */
export function listSupportNumbers(db: Db, place: { palikaId: string; healthPostId: number }) {
  return db
    .select({ _id: supportNumbers.id, name: supportNumbers.name, name_ne: supportNumbers.nameNe, contact_number: supportNumbers.contactNumber })
    .from(supportNumbers)
    .where(ofPlace(supportNumbers, place))
    .orderBy(sql`${supportNumbers.healthPostId} is null`, asc(supportNumbers.createdAt), asc(supportNumbers.name), asc(supportNumbers.id));
}

/** Stores a message to a health post (help or siren) and returns its id. */
export async function insertHealthPostMessage(db: Db, values: typeof healthPostMessages.$inferInsert) {
  const [row] = await db.insert(healthPostMessages).values(values).returning({ id: healthPostMessages.id });
  if (!row) throw new Error('health post message not stored');
  return row.id;
}

/** The health posts of a palika: `healthPostId` first, then by name. */
export function listHealthPostsOfPalika(db: Db, palikaId: string, healthPostId: number) {
  return db
    .select({
      office_type_id: healthPosts.id,
      name: healthPosts.name,
      name_ne: healthPosts.nameNe,
      address: healthPosts.address,
      phone: healthPosts.phone,
      is_mine: sql<boolean>`${healthPosts.id} = ${healthPostId}`,
    })
    .from(healthPosts)
    .where(eq(healthPosts.palikaId, palikaId))
    .orderBy(sql`${healthPosts.id} = ${healthPostId} desc`, asc(healthPosts.name));
}
