// The SQL the app's routes run, for the floor server (bench/lib/floor-fastify.mjs). Each route is a list of
// steps run one after the other, each step a set of queries run in parallel: { text, params(values) }.
// Copied from what Drizzle sends for the route (a query's .toSQL()); keep in step with the route.

const session = {
  text: `select "sessions"."id", "sessions"."provider_id", "sessions"."last_used_at", "sessions"."expires_at", "providers"."must_change_password" from "sessions" inner join "providers" on "providers"."id" = "sessions"."provider_id" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > now() and "sessions"."last_used_at" > $2 and "providers"."active" = $3)`,
  params: (v) => [v.tokenHash, v.idleSince, true],
};
const byProvider = (text, ...rest) => ({ text, params: (v) => [v.providerId, ...rest] });

export const ROUTE_SQL = {
  me: {
    steps: [
      { session },
      {
        provider: byProvider(
          `select "providers"."id", "providers"."mobile_number", "providers"."password_hash", "providers"."active", "providers"."must_change_password", "providers"."registration_type", "providers"."first_name", "providers"."last_name", "providers"."gender", "providers"."address", "providers"."health_post_id", "providers"."lang", "providers"."calendar", "providers"."push_enabled", "providers"."sms_enabled", "providers"."password_changed_at", "providers"."created_at", "providers"."updated_at", "health_posts"."id", "health_posts"."name", "health_posts"."name_ne", "health_posts"."phone" from "providers" left join "health_posts" on "health_posts"."id" = "providers"."health_post_id" where "providers"."id" = $1`,
        ),
        pregnancy: byProvider(
          `select "id", "provider_id", "last_menstrual_period", "due_date", "height_inches", "weight_kg", "emergency_phone_number", "outcome", "ended_on", "created_at" from "pregnancies" where "pregnancies"."provider_id" = $1 order by "pregnancies"."last_menstrual_period" desc limit $2`,
          1,
        ),
        baby: byProvider(
          `select "id", "provider_id", "pregnancy_id", "birth_date", "sex", "birth_weight_grams", "birth_height_inches", "birth_order", "name", "status", "ended_on", "birth_id", "created_at" from "babies" where ("babies"."provider_id" = $1 and "babies"."status" = $2) order by "babies"."birth_date" desc, "babies"."birth_order" asc, "babies"."created_at" asc, "babies"."id" asc limit $3`,
          'alive',
          1,
        ),
        lostBaby: byProvider(
          `select "ended_on" from "babies" where ("babies"."provider_id" = $1 and "babies"."status" = $2) order by "babies"."ended_on" desc limit $3`,
          'died',
          1,
        ),
        babies: byProvider(
          `select "id", "name", "sex", "birth_date", "birth_weight_grams", "birth_height_inches", (select json_build_array(g.measured_on, g.weight_grams) from growth_measurements g
          where g.baby_id = "babies"."id" and g.superseded_at is null and g.weight_grams is not null order by g.measured_on desc, g.created_at desc limit 1), (select json_build_array(g.measured_on, g.height_inches) from growth_measurements g
          where g.baby_id = "babies"."id" and g.superseded_at is null and g.height_inches is not null order by g.measured_on desc, g.created_at desc limit 1) from "babies" where ("babies"."provider_id" = $1 and "babies"."status" = $2) order by "babies"."birth_date" desc, "babies"."birth_order" asc, "babies"."created_at" asc, "babies"."id" asc`,
          'alive',
        ),
        visitWeight: byProvider(
          `select "antenatal_visits"."visit_date", "antenatal_visits"."weight_kg" from "antenatal_visits" inner join "pregnancies" on "pregnancies"."id" = "antenatal_visits"."pregnancy_id" where ("pregnancies"."provider_id" = $1 and "antenatal_visits"."superseded_at" is null and "antenatal_visits"."weight_kg" is not null) order by "pregnancies"."last_menstrual_period" desc, "antenatal_visits"."visit_date" desc, "antenatal_visits"."created_at" desc limit $2`,
          1,
        ),
      },
    ],
  },
  report: {
    steps: [
      { session },
      {
        report: byProvider(`select (select json_build_object(
    'heightInches', p.height_inches,
    'weightKg', p.weight_kg,
    'endedOn', p.ended_on,
    'visits', coalesce((select json_agg(json_build_array(v.visit_date, v.gestational_week, v.systolic_pressure, v.diastolic_pressure, v.water_level, v.weight_kg,
        v.visit_date - p.last_menstrual_period)
        order by v.visit_date, v.gestational_week, v.created_at)
      from antenatal_visits v where v.pregnancy_id = p.id and v.superseded_at is null), '[]'::json),
    'fetal', coalesce((select json_agg(json_build_array(f.measured_on, f.gestational_week, f.weight_grams, f.measured_on - fp.last_menstrual_period)
      order by f.measured_on, f.gestational_week)
    from fetal_weight_estimates f join pregnancies fp on fp.id = f.pregnancy_id
    where f.pregnancy_id = p.id and f.superseded_at is null), '[]'::json))
  from pregnancies p where p.provider_id = "providers"."id" and "providers"."registration_type" <> 'BABY'
  order by p.last_menstrual_period desc, p.created_at desc limit 1), coalesce((select json_agg(json_build_object(
    'id', b.id, 'birthDate', b.birth_date, 'sex', b.sex, 'birthWeightGrams', b.birth_weight_grams, 'birthHeightInches', b.birth_height_inches,
    'growth', coalesce((select json_agg(json_build_array(g.measured_on, g.weight_grams, g.height_inches) order by g.measured_on, g.created_at)
      from growth_measurements g where g.baby_id = b.id and g.superseded_at is null), '[]'::json),
    'fetal', coalesce((select json_agg(json_build_array(f.measured_on, f.gestational_week, f.weight_grams, f.measured_on - fp.last_menstrual_period)
      order by f.measured_on, f.gestational_week)
    from fetal_weight_estimates f join pregnancies fp on fp.id = f.pregnancy_id
    where f.pregnancy_id = b.pregnancy_id and f.superseded_at is null and f.fetus = b.birth_order), '[]'::json)) order by b.birth_date desc, b.birth_order, b.created_at, b.id)
  from babies b where b.provider_id = "providers"."id" and b.status = 'alive'), '[]'::json) from "providers" where "providers"."id" = $1`),
      },
    ],
  },
};
