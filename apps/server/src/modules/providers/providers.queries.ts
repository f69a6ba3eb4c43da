import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { babies, healthPosts, pregnancies, providers } from '../../db/schema/index.ts';

/** One account with its health post, its latest pregnancy and its latest baby. */
export async function findProviderProfile(db: Db, providerId: string) {
  const [row] = await db
    .select({
      provider: providers,
      healthPost: { id: healthPosts.id, name: healthPosts.name, name_ne: healthPosts.nameNe, phone: healthPosts.phone },
    })
    .from(providers)
    .leftJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
    .where(eq(providers.id, providerId));
  if (!row) return undefined;
  const [pregnancy] = await db
    .select()
    .from(pregnancies)
    .where(eq(pregnancies.providerId, providerId))
    .orderBy(desc(pregnancies.lastMenstrualPeriod))
    .limit(1);
  const [baby] = await db.select().from(babies).where(eq(babies.providerId, providerId)).orderBy(desc(babies.birthDate)).limit(1);
  return { ...row, pregnancy, baby };
}
