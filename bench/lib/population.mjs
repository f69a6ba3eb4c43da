// The bench population: people of the demo health posts with realistic records, bulk-inserted with
// generate_series (no per-row round trips). Used by bench/health-report.mjs and bench/due-list.mjs.
import crypto from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import { log } from './server-bench.mjs';

const { MOTHER_PERIODS, BABY_PERIODS } = await tsImport('../../packages/core/src/reference/schedule-templates.ts', import.meta.url);
const itemsOf = (periods) => periods.flatMap((p) => p.items);
const MOTHER_ITEMS = itemsOf(MOTHER_PERIODS);
const BABY_ITEMS = itemsOf(BABY_PERIODS);

// Bench people: mobile numbers 97xxxxxxxx (the demo accounts are 98...); n = the number's last 8 digits.
const SEED_SQL = [
  [
    'providers',
    `insert into providers (mobile_number, password_hash, registration_type, first_name, last_name, gender, address, health_post_id)
     select '97' || lpad(i::text, 8, '0'), $1,
       case when i % 20 < 12 then 'MOTHER' when i % 20 < 17 then 'BABY' else 'MOTHER_AND_BABY' end,
       'Bench', 'Person ' || i,
       case when i % 20 between 12 and 16 and i % 2 = 1 then 'male' else 'female' end,
       'Tokha', coalesce($3::int, hp.ids[1 + i % array_length(hp.ids, 1)])
     from generate_series(1, $2::int) i, (select array_agg(id order by id) ids from health_posts) hp`,
  ],
  [
    'pregnancies',
    `insert into pregnancies (provider_id, last_menstrual_period, due_date, height_inches, weight_kg, emergency_phone_number, ended_on, outcome)
     select p.id, l.lmp, l.lmp + 280, 56 + p.n % 10, 45 + p.n % 20, '9841000000',
       case when p.mab then l.lmp + 280 end, case when p.mab then 'birth' end
     from (select id, registration_type = 'MOTHER_AND_BABY' mab, substr(mobile_number, 3)::int n from providers
           where mobile_number like '97%' and registration_type <> 'BABY') p,
       lateral (select case when p.mab then current_date - 280 - p.n % 500 else current_date - p.n % 280 end lmp) l`,
  ],
  [
    'babies',
    `insert into babies (provider_id, pregnancy_id, birth_date, sex, birth_weight_grams, birth_height_inches)
     select p.id, pr.id, coalesce(pr.ended_on, current_date - p.n % 540), case when (p.n + t) % 2 = 0 then 'female' else 'male' end,
       2400 + p.n % 1600, 18 + (p.n % 30) / 10.0
     from (select id, substr(mobile_number, 3)::int n from providers where mobile_number like '97%' and registration_type <> 'MOTHER') p
       left join pregnancies pr on pr.provider_id = p.id
       cross join generate_series(1, 2) t
     where t = 1 or (pr.id is not null and p.n % 50 = 17)`,
  ],
  [
    'antenatal_visits',
    `insert into antenatal_visits (pregnancy_id, visit_date, gestational_week, systolic_pressure, diastolic_pressure, water_level, weight_kg, recorded_by, superseded_at, health_post_id)
     select pr.id, pr.last_menstrual_period + w * 7, w, 104 + (w + n) % 22, 64 + (w + n) % 18, case when w >= 20 then 9 + (w + n) % 9 end,
       pr.weight_kg + (w - 12) * 0.4, $1, case when c = 2 then now() end, (select health_post_id from staff_users where id = $1)
     from (select pr.*, substr(p.mobile_number, 3)::int n from pregnancies pr join providers p on p.id = pr.provider_id where p.mobile_number like '97%') pr
       cross join generate_series(12, 40, 4) w cross join generate_series(1, 2) c
     where pr.last_menstrual_period + w * 7 <= coalesce(pr.ended_on, current_date) and (c = 1 or (w + n) % 20 = 0)`,
  ],
  [
    'fetal_weight_estimates',
    `insert into fetal_weight_estimates (pregnancy_id, measured_on, gestational_week, weight_grams, recorded_by)
     select pr.id, pr.last_menstrual_period + w * 7, w, case w when 20 then 330 when 28 then 1200 else 2700 end + (hashtext(pr.id::text) % 80), $1
     from pregnancies pr join providers p on p.id = pr.provider_id and p.mobile_number like '97%'
       cross join (values (20), (28), (36)) v(w)
     where pr.last_menstrual_period + w * 7 <= coalesce(pr.ended_on, current_date)`,
  ],
  [
    'item_records (mothers)',
    `insert into item_records (provider_id, pregnancy_id, item_key, given_on, given_by, given_at, recorded_by, health_post_id)
     select pr.provider_id, pr.id, k.key, pr.last_menstrual_period + k.days, 'Bench Nurse', 'Tokha Health Post', $1,
       (select health_post_id from staff_users where id = $1)
     from pregnancies pr join providers p on p.id = pr.provider_id and p.mobile_number like '97%'
       cross join unnest($2::text[], $3::int[]) k(key, days)
     where pr.last_menstrual_period + k.days <= coalesce(pr.ended_on, current_date) and hashtext(pr.id::text || k.key) % 10 <> 0`,
  ],
  [
    'item_records (babies)',
    `insert into item_records (provider_id, baby_id, item_key, given_on, given_by, given_at, recorded_by, health_post_id)
     select b.provider_id, b.id, k.key, b.birth_date + k.days, 'Bench Nurse', 'Tokha Health Post', $1,
       (select health_post_id from staff_users where id = $1)
     from babies b join providers p on p.id = b.provider_id and p.mobile_number like '97%'
       cross join unnest($2::text[], $3::int[]) k(key, days)
     where b.birth_date + k.days <= current_date and hashtext(b.id::text || k.key) % 10 <> 0`,
  ],
  [
    'growth_measurements',
    `insert into growth_measurements (baby_id, measured_on, weight_grams, height_inches, recorded_by)
     select b.id, b.birth_date + d, b.birth_weight_grams + d * 22, b.birth_height_inches + d * 0.025, $1
     from babies b join providers p on p.id = b.provider_id and p.mobile_number like '97%'
       cross join (values (0), (42), (70), (98), (274), (365), (456), (540)) v(d)
     where b.birth_date + d <= current_date`,
  ],
];

/**
 * Bulk-inserts `providers` bench people with their records (see the header of bench/health-report.mjs
 * for the mix), spread over every health post, or all in the health post `healthPostId` when given.
 * Returns the row counts per table.
 */
export async function seedPopulation(client, { providers, healthPostId = null }) {
  const { rows } = await client.query(
    `select password_hash, (select id from staff_users where mobile_number = '9800000010') nurse from providers where mobile_number = '9800000001'`,
  );
  const { password_hash: hash, nurse } = rows[0];
  const params = {
    providers: [hash, providers, healthPostId],
    'item_records (mothers)': [nurse, MOTHER_ITEMS.map((i) => i.key), MOTHER_ITEMS.map((i) => i.days)],
    'item_records (babies)': [nurse, BABY_ITEMS.map((i) => i.key), BABY_ITEMS.map((i) => i.days)],
  };
  const counts = {};
  // A bulk load with the tables' triggers off (session_replication_role = replica): a row trigger per row (the change
  // notices, where a row counts) made 1.5 million people's 870,000 visits take more than 7 minutes. What those
  // triggers would have written is written once after the load: each person's reminder day (unknown, as after
  // migration 0027), the counted rows' post given above (the nurse's, as the insert trigger gives), and every
  // post's HMIS months marked changed once.
  await client.query('set session_replication_role = replica');
  for (const [name, sql] of SEED_SQL) {
    const t0 = Date.now();
    const res = await client.query(sql, params[name] ?? (sql.includes('$1') ? [nurse] : []));
    counts[name] = res.rowCount;
    log(`seeded ${name}: ${res.rowCount.toLocaleString('en')} rows in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  }
  await client.query('reset session_replication_role');
  await client.query('insert into reminder_days (provider_id) select id from providers on conflict do nothing');
  await client.query('select hmis_bump_posts(array_agg(id)) from health_posts');
  // Statistics and the visibility map now, so autovacuum does not start on the fresh tables mid-measurement.
  await client.query('vacuum (analyze)');
  await client.query('checkpoint');
  return counts;
}

/**
 * Opens sessions straight in the `sessions` table for `users` random bench mothers (not babies) plus the demo
 * mother; returns their bearer tokens (a day long).
 */
export async function openSessions(client, users) {
  const { rows } = await client.query(
    `(select id from providers where mobile_number like '97%' and registration_type <> 'BABY' order by random() limit $1)
     union all (select id from providers where mobile_number = '9800000001')`,
    [users],
  );
  const tokens = rows.map(() => crypto.randomBytes(32).toString('base64url'));
  await client.query(
    `insert into sessions (token_hash, provider_id, expires_at) select h, p, now() + interval '1 day' from unnest($1::text[], $2::uuid[]) s(h, p)`,
    [tokens.map((t) => crypto.createHash('sha256').update(t).digest('hex')), rows.map((r) => r.id)],
  );
  return tokens;
}
