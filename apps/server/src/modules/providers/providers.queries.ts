import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { babies, healthPosts, pregnancies, providers } from '../../db/schema/index.ts';

function queries(db: Db) {
  const id = sql.placeholder('providerId');
  return {
    provider: db
      .select({
        provider: providers,
        healthPost: { id: healthPosts.id, name: healthPosts.name, name_ne: healthPosts.nameNe, phone: healthPosts.phone },
      })
      .from(providers)
      .leftJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
      .where(eq(providers.id, id))
      .prepare('provider_profile'),
    pregnancy: db
      .select()
      .from(pregnancies)
      .where(eq(pregnancies.providerId, id))
      .orderBy(desc(pregnancies.lastMenstrualPeriod))
      .limit(1)
      .prepare('provider_latest_pregnancy'),
    // The first baby in the health screens' order (twins: birth order), so /me describes `babies[0]`.
    baby: db
      .select()
      .from(babies)
      .where(eq(babies.providerId, id))
      .orderBy(desc(babies.birthDate), asc(babies.birthOrder), asc(babies.createdAt), asc(babies.id))
      .limit(1)
      .prepare('provider_latest_baby'),
  };
}

/** One account with its health post, its latest pregnancy and its latest baby. */
export async function findProviderProfile(db: Db, providerId: string) {
  const q = prepared(db, 'provider_profile', queries);
  const [[row], [pregnancy], [baby]] = await Promise.all([
    q.provider.execute({ providerId }),
    q.pregnancy.execute({ providerId }),
    q.baby.execute({ providerId }),
  ]);
  if (!row) return undefined;
  return { ...row, pregnancy, baby };
}
