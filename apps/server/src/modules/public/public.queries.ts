import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { appSettings, contactMessages, healthPostMessages, healthPosts, newsletterSubscribers, palikas } from '../../db/schema/index.ts';

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
