import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { healthPosts, providers, sessions } from '../../db/schema/index.ts';
import { liveSessionColumns, liveSessionWhere } from '../../db/live-session.ts';

/** The latest pregnancy of the profile (JSON: numbers as numbers, dates 'YYYY-MM-DD'). */
export interface ProfilePregnancy {
  lastMenstrualPeriod: string;
  dueDate: string;
  heightInches: number | null;
  weightKg: number | null;
  emergencyPhoneNumber: string | null;
  outcome: string | null;
  endedOn: string | null;
  /** The day it was registered (UTC), the date of the weight at registration. */
  createdOn: string;
}
/** A living baby of the profile: its latest weight and length as [date, value]. */
export interface ProfileBaby {
  id: string;
  name: string;
  sex: string;
  birthDate: string;
  birthWeightGrams: number | null;
  birthHeightInches: number | null;
  latestWeight: [string, number] | null;
  latestLength: [string, number] | null;
}

/**
 * The profile in one row: the account with its health post, and as correlated subqueries (keyed by
 * "providers"."id" of the outer row) its latest pregnancy, every living baby (first baby first, each with its
 * latest weight and length), the latest baby who died, and the latest weight recorded at a visit of the latest
 * pregnancy (the one weight every screen's BMI uses).
 */
const profileColumns = {
  provider: {
    id: providers.id,
    mobileNumber: providers.mobileNumber,
    active: providers.active,
    mustChangePassword: providers.mustChangePassword,
    registrationType: providers.registrationType,
    firstName: providers.firstName,
    lastName: providers.lastName,
    gender: providers.gender,
    address: providers.address,
  },
  healthPost: { id: healthPosts.id, name: healthPosts.name, name_ne: healthPosts.nameNe, phone: healthPosts.phone },
  pregnancy: sql<ProfilePregnancy | null>`(select json_build_object('lastMenstrualPeriod', p.last_menstrual_period, 'dueDate', p.due_date,
      'heightInches', p.height_inches, 'weightKg', p.weight_kg, 'emergencyPhoneNumber', p.emergency_phone_number, 'outcome', p.outcome,
      'endedOn', p.ended_on, 'createdOn', (p.created_at at time zone 'UTC')::date)
    from pregnancies p where p.provider_id = "providers"."id" order by p.last_menstrual_period desc limit 1)`,
  // the first living baby is babies[0] (the health screens' order; twins: birth order), so /me describes `babies[0]`
  babies: sql<ProfileBaby[]>`coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name, 'sex', b.sex, 'birthDate', b.birth_date,
      'birthWeightGrams', b.birth_weight_grams, 'birthHeightInches', b.birth_height_inches,
      'latestWeight', (select json_build_array(g.measured_on, g.weight_grams) from growth_measurements g
        where g.baby_id = b.id and g.superseded_at is null and g.weight_grams is not null order by g.measured_on desc, g.created_at desc limit 1),
      'latestLength', (select json_build_array(g.measured_on, g.height_inches) from growth_measurements g
        where g.baby_id = b.id and g.superseded_at is null and g.height_inches is not null order by g.measured_on desc, g.created_at desc limit 1))
      order by b.birth_date desc, b.birth_order, b.created_at, b.id)
    from babies b where b.provider_id = "providers"."id" and b.status = 'alive'), '[]'::json)`,
  // the latest baby of the account who died (the app then speaks gently and shows no baby items)
  lostBaby: sql<{
    endedOn: string;
    birthDate: string;
  } | null>`(select json_build_object('endedOn', to_char(b.ended_on, 'YYYY-MM-DD'), 'birthDate', b.birth_date)
    from babies b where b.provider_id = "providers"."id" and b.status = 'died' order by b.ended_on desc limit 1)`,
  visitWeight: sql<[date: string, weightKg: number] | null>`(select json_build_array(v.visit_date, v.weight_kg)
    from antenatal_visits v join pregnancies p on p.id = v.pregnancy_id
    where p.provider_id = "providers"."id" and v.superseded_at is null and v.weight_kg is not null
    order by p.last_menstrual_period desc, v.visit_date desc, v.created_at desc limit 1)`,
};

function queries(db: Db) {
  return {
    byId: db
      .select(profileColumns)
      .from(providers)
      .leftJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
      .where(eq(providers.id, sql.placeholder('providerId')))
      .prepare('provider_profile'),
    // GET /provider/me: the session check folded into the profile's query (one round trip per request)
    bySession: db
      .select({ session: liveSessionColumns, ...profileColumns })
      .from(sessions)
      .innerJoin(providers, eq(providers.id, sessions.providerId))
      .leftJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
      .where(liveSessionWhere())
      .prepare('provider_profile_by_session'),
  };
}

/** A profile row: see {@link profileColumns}. */
export type ProfileRow = Awaited<ReturnType<ReturnType<typeof queries>['byId']['execute']>>[number];

/** One account with its health post, its latest pregnancy, its living babies and the latest baby who died. */
export async function findProviderProfile(db: Db, providerId: string): Promise<ProfileRow | undefined> {
  const [row] = await prepared(db, 'provider_profile', queries).byId.execute({ providerId });
  return row;
}

/**
 * The profile of the account of a live session, with the session (auth.queries.ts `liveSessionWhere`), in one
 * round trip; undefined when the session is unknown, revoked, expired, or its account deactivated.
 */
export async function findProviderProfileBySession(db: Db, lookup: { tokenHash: string; idleSince: string }) {
  const [row] = await prepared(db, 'provider_profile', queries).bySession.execute(lookup);
  return row;
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
