import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { antenatalVisits, babies, healthPosts, pregnancies, providers } from '../../db/schema/index.ts';

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
      .where(and(eq(babies.providerId, id), eq(babies.status, 'alive')))
      .orderBy(desc(babies.birthDate), asc(babies.birthOrder), asc(babies.createdAt), asc(babies.id))
      .limit(1)
      .prepare('provider_latest_baby'),
    // every living baby of the account, first baby first, with its latest weight and length (each with its date)
    babies: db
      .select({
        id: babies.id,
        name: babies.name,
        sex: babies.sex,
        birthDate: babies.birthDate,
        birthWeightGrams: babies.birthWeightGrams,
        birthHeightInches: babies.birthHeightInches,
        latestWeight: sql<[string, number] | null>`(select json_build_array(g.measured_on, g.weight_grams) from growth_measurements g
          where g.baby_id = "babies"."id" and g.superseded_at is null and g.weight_grams is not null order by g.measured_on desc, g.created_at desc limit 1)`,
        latestLength: sql<[string, number] | null>`(select json_build_array(g.measured_on, g.height_inches) from growth_measurements g
          where g.baby_id = "babies"."id" and g.superseded_at is null and g.height_inches is not null order by g.measured_on desc, g.created_at desc limit 1)`,
      })
      .from(babies)
      .where(and(eq(babies.providerId, id), eq(babies.status, 'alive')))
      .orderBy(desc(babies.birthDate), asc(babies.birthOrder), asc(babies.createdAt), asc(babies.id))
      .prepare('provider_babies'),
    // the latest weight recorded at a visit of the latest pregnancy (the one weight every screen's BMI uses)
    latestVisitWeight: db
      .select({ date: antenatalVisits.visitDate, weightKg: antenatalVisits.weightKg })
      .from(antenatalVisits)
      .innerJoin(pregnancies, eq(pregnancies.id, antenatalVisits.pregnancyId))
      .where(and(eq(pregnancies.providerId, id), sql`${antenatalVisits.supersededAt} is null`, sql`${antenatalVisits.weightKg} is not null`))
      .orderBy(desc(pregnancies.lastMenstrualPeriod), desc(antenatalVisits.visitDate), desc(antenatalVisits.createdAt))
      .limit(1)
      .prepare('provider_latest_visit_weight'),
    // the latest baby of the account who died (the app then speaks gently and shows no baby items)
    lostBaby: db
      .select({ endedOn: babies.endedOn, birthDate: babies.birthDate })
      .from(babies)
      .where(and(eq(babies.providerId, id), eq(babies.status, 'died')))
      .orderBy(desc(babies.endedOn))
      .limit(1)
      .prepare('provider_lost_baby'),
  };
}

/** One account with its health post, its latest pregnancy, its first living baby and the latest baby who died. */
export async function findProviderProfile(db: Db, providerId: string) {
  const q = prepared(db, 'provider_profile', queries);
  const [[row], [pregnancy], [baby], [lostBaby], babyRows, [visitWeight]] = await Promise.all([
    q.provider.execute({ providerId }),
    q.pregnancy.execute({ providerId }),
    q.baby.execute({ providerId }),
    q.lostBaby.execute({ providerId }),
    q.babies.execute({ providerId }),
    q.latestVisitWeight.execute({ providerId }),
  ]);
  if (!row) return undefined;
  return { ...row, pregnancy, baby, lostBaby, babies: babyRows, visitWeight };
}

const settingsColumns = { lang: providers.lang, calendar: providers.calendar, pushEnabled: providers.pushEnabled, smsEnabled: providers.smsEnabled };

/** Her language, calendar and notification settings. */
export async function findSettings(db: Db, providerId: string) {
  const [row] = await db.select(settingsColumns).from(providers).where(eq(providers.id, providerId));
  return row;
}

/** Changes the given settings of her own account and returns them all. */
export async function updateSettings(
  db: Db,
  providerId: string,
  changes: Partial<{ lang: string; calendar: string; pushEnabled: boolean; smsEnabled: boolean }>,
) {
  const [row] = await db.update(providers).set(changes).where(eq(providers.id, providerId)).returning(settingsColumns);
  return row;
}
