import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { appSettings, contactMessages, healthPostMessages, healthPosts, newsletterSubscribers, palikas, providers } from '../../db/schema/index.ts';

/** Every health post with its palika, in name order (the public select lists them all). */
export function listOffices(db: Db) {
  return prepared(db, 'list_offices', (db) =>
    db
      .select({
        office_type_id: healthPosts.id,
        name: healthPosts.name,
        name_ne: healthPosts.nameNe,
        address: healthPosts.address,
        phone: healthPosts.phone,
        palika: palikas.name,
        palika_ne: palikas.nameNe,
      })
      .from(healthPosts)
      .innerJoin(palikas, eq(palikas.id, healthPosts.palikaId))
      .orderBy(asc(healthPosts.name))
      .prepare('list_offices'),
  ).execute();
}

/** Whether a health post exists. */
export async function healthPostExists(db: Db, id: number) {
  const [row] = await db.select({ id: healthPosts.id }).from(healthPosts).where(eq(healthPosts.id, id));
  return row !== undefined;
}

/** Stores a subscriber; a second subscription of the same address is a no-op. */
export async function insertSubscriber(db: Db, email: string, lang: string) {
  await db.insert(newsletterSubscribers).values({ email, lang }).onConflictDoNothing();
}

/** Stores a contact message. */
export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  await db.insert(contactMessages).values(values);
}

/** Stores a message to a health post. */
export async function insertHealthPostMessage(db: Db, values: typeof healthPostMessages.$inferInsert) {
  await db.insert(healthPostMessages).values(values);
}

/** One setting's value, or null. */
export async function getSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row?.value ?? null;
}

/**
 * Public sirens in the last hour: to this health post from numbers not registered there, and from
 * this number to any health post (the caps of the public siren, public.routes.ts).
 */
export async function recentPublicSirens(db: Db, healthPostId: number, mobileNumber: string) {
  const [row] = await db
    .select({
      toPost: sql<number>`count(*) filter (where ${healthPostMessages.healthPostId} = ${healthPostId} and not exists (select 1 from providers p where p.mobile_number = health_post_messages.mobile_number and p.health_post_id = health_post_messages.health_post_id))`,
      fromNumber: sql<number>`count(*) filter (where ${healthPostMessages.mobileNumber} = ${mobileNumber})`,
    })
    .from(healthPostMessages)
    .where(and(eq(healthPostMessages.kind, 'siren'), isNull(healthPostMessages.providerId), sql`${healthPostMessages.createdAt} > now() - interval '1 hour'`));
  return { toPost: Number(row?.toPost ?? 0), fromNumber: Number(row?.fromNumber ?? 0) };
}

/** Whether a number belongs to an account registered at this health post. */
export async function registeredAt(db: Db, healthPostId: number, mobileNumber: string) {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.mobileNumber, mobileNumber), eq(providers.healthPostId, healthPostId)));
  return row !== undefined;
}

/** Whether a palika exists (a contact message may be addressed to one). */
export async function palikaExists(db: Db, id: string) {
  const [row] = await db.select({ id: palikas.id }).from(palikas).where(eq(palikas.id, id));
  return row !== undefined;
}
