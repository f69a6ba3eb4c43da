// The palika the HMIS benches measure (bench/hmis-month.mjs, bench/hmis-indicators.mjs): a throwaway database and the
// compiled server on it (migrations + demo seed), the demo palika grown to `posts` health posts and `people` people
// with their records (bench/lib/population.mjs), and a staff session of its palika admin 9800000020 straight in the
// sessions table.
import crypto from 'node:crypto';
import pg from 'pg';
import { seedPopulation } from './population.mjs';
import { withServer } from './server-bench.mjs';

/** Runs `measure({ baseUrl, client, token, palikaId, sizes, counts, restart })` on that palika (`restart`: the server stopped and started again on the same database); cleans up after. */
export async function withBenchPalika({ adminUrl, dbPrefix, posts, people }, measure) {
  await withServer({ adminUrl, dbName: `${dbPrefix}_${crypto.randomBytes(4).toString('hex')}` }, async ({ baseUrl, databaseUrl, restart }) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`select id, palika_id from staff_users where mobile_number = '9800000020'`);
      const admin = rows[0];
      await client.query(
        `insert into health_posts (palika_id, name, name_ne) select $1, 'Bench Health Post ' || i, 'बेन्च स्वास्थ्य चौकी ' || i
         from generate_series(1, greatest(0, $2::int - (select count(*)::int from health_posts where palika_id = $1))) i`,
        [admin.palika_id, posts],
      );
      const counts = await seedPopulation(client, { providers: people });
      const token = crypto.randomBytes(32).toString('base64url');
      await client.query("insert into staff_sessions (token_hash, staff_id, expires_at) values ($1, $2, now() + interval '1 day')", [
        crypto.createHash('sha256').update(token).digest('hex'),
        admin.id,
      ]);
      const { rows: sizes } = await client.query(
        `select (select count(*)::int from health_posts where palika_id = $1) posts,
                (select count(*)::int from providers p join health_posts h on h.id = p.health_post_id where h.palika_id = $1) people,
                (select count(*)::int from item_records) item_records, (select count(*)::int from antenatal_visits) visits`,
        [admin.palika_id],
      );
      await measure({ baseUrl, client, token, palikaId: admin.palika_id, sizes: sizes[0], counts, restart });
    } finally {
      await client.end();
    }
  });
}

/** min, median, max of timings (ms). */
export function spread(ms, round) {
  const sorted = [...ms].sort((a, b) => a - b);
  return { min: round(sorted[0]), median: round(sorted[Math.floor(sorted.length / 2)]), max: round(sorted[sorted.length - 1]) };
}
