#!/usr/bin/env node
// Health screens at scale: GET /provider/mother-table and /provider/provider-report against the bare
// health route, on real PostgreSQL with the demo data scaled to BENCH_PROVIDERS providers (default
// 100,000) with realistic records, in one run (~2-4 minutes; not part of `npm test`).
//
// 1. creates a throwaway database and starts the real server on it (migrations + demo seed at start);
// 2. bulk-inserts the scaled population with generate_series (no per-row round trips):
//    60 % MOTHER (LMP 0-279 days ago), 25 % BABY (0-539 days old), 15 % MOTHER_AND_BABY (birth 0-499 days
//    ago, 1 in 50 of them twins); per pregnancy the antenatal visits every 4 weeks from week 12 and fetal
//    weight estimates at 20/28/36 weeks up to today or the birth; schedule items given on their due day
//    (9 in 10 of them; the keys and days are the app's own templates); growth at the baby contacts; 1 visit
//    in 20 corrected (a superseded row kept beside its replacement), then VACUUM (ANALYZE) and a CHECKPOINT;
// 3. opens sessions for BENCH_USERS mothers (MOTHER and MOTHER_AND_BABY, chosen at random) straight in the
//    sessions table (login is rate-limited), and rotates their tokens across requests so the queries do not
//    all hit the same rows;
// 4. autocannon per route (warm-up, then measured), server CPU use, and how often PostgreSQL scanned each
//    table sequentially vs by index during the measured runs (a sequential scan of a big table on a hot path
//    means a missing index);
// 5. writes bench/results/health-report-<ISO date>.json; stops the server and drops the database.
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_PROVIDERS (100000),
// BENCH_USERS (200), BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_CONNECTIONS (50).

import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { failOnErrors, log, machineInfo, measure, nonNegativeInt, positiveInt, printTable, round, withServer, writeResult } from './lib/server-bench.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PROVIDERS = positiveInt(process.env.BENCH_PROVIDERS, 100_000);
const USERS = positiveInt(process.env.BENCH_USERS, 200);
const SETTINGS = {
  seconds: positiveInt(process.env.BENCH_SECONDS, 10),
  warmup: nonNegativeInt(process.env.BENCH_WARMUP, 2),
  connections: positiveInt(process.env.BENCH_CONNECTIONS, 50),
};
const TABLES = ['providers', 'sessions', 'pregnancies', 'babies', 'item_records', 'antenatal_visits', 'fetal_weight_estimates', 'growth_measurements'];

const { MOTHER_PERIODS, BABY_PERIODS } = await tsImport('../packages/core/src/reference/schedule-templates.ts', import.meta.url);
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
       'Tokha', hp.ids[1 + i % array_length(hp.ids, 1)]
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
    `insert into antenatal_visits (pregnancy_id, visit_date, gestational_week, systolic_pressure, diastolic_pressure, water_level, weight_kg, recorded_by, superseded_at)
     select pr.id, pr.last_menstrual_period + w * 7, w, 104 + (w + n) % 22, 64 + (w + n) % 18, case when w >= 20 then 9 + (w + n) % 9 end,
       pr.weight_kg + (w - 12) * 0.4, $1, case when c = 2 then now() end
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
    `insert into item_records (provider_id, pregnancy_id, item_key, given_on, given_by, given_at, recorded_by)
     select pr.provider_id, pr.id, k.key, pr.last_menstrual_period + k.days, 'Bench Nurse', 'Tokha Health Post', $1
     from pregnancies pr join providers p on p.id = pr.provider_id and p.mobile_number like '97%'
       cross join unnest($2::text[], $3::int[]) k(key, days)
     where pr.last_menstrual_period + k.days <= coalesce(pr.ended_on, current_date) and hashtext(pr.id::text || k.key) % 10 <> 0`,
  ],
  [
    'item_records (babies)',
    `insert into item_records (provider_id, baby_id, item_key, given_on, given_by, given_at, recorded_by)
     select b.provider_id, b.id, k.key, b.birth_date + k.days, 'Bench Nurse', 'Tokha Health Post', $1
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

async function seed(client) {
  const { rows } = await client.query(
    `select password_hash, (select id from staff_users where mobile_number = '9800000010') nurse from providers where mobile_number = '9800000001'`,
  );
  const { password_hash: hash, nurse } = rows[0];
  const params = {
    providers: [hash, PROVIDERS],
    'item_records (mothers)': [nurse, MOTHER_ITEMS.map((i) => i.key), MOTHER_ITEMS.map((i) => i.days)],
    'item_records (babies)': [nurse, BABY_ITEMS.map((i) => i.key), BABY_ITEMS.map((i) => i.days)],
  };
  const counts = {};
  for (const [name, sql] of SEED_SQL) {
    const t0 = Date.now();
    const res = await client.query(sql, params[name] ?? (sql.includes('$1') ? [nurse] : []));
    counts[name] = res.rowCount;
    log(`seeded ${name}: ${res.rowCount.toLocaleString('en')} rows in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  }
  // Statistics and the visibility map now, so autovacuum does not start on the fresh tables mid-measurement.
  await client.query('vacuum (analyze)');
  await client.query('checkpoint');
  return counts;
}

/** Sessions for `USERS` random bench mothers plus the demo mother; returns their bearer tokens. */
async function openSessions(client) {
  const { rows } = await client.query(
    `(select id from providers where mobile_number like '97%' and registration_type <> 'BABY' order by random() limit $1)
     union all (select id from providers where mobile_number = '9800000001')`,
    [USERS],
  );
  const tokens = rows.map(() => crypto.randomBytes(32).toString('base64url'));
  await client.query(
    `insert into sessions (token_hash, provider_id, expires_at) select h, p, now() + interval '1 day' from unnest($1::text[], $2::uuid[]) s(h, p)`,
    [tokens.map((t) => crypto.createHash('sha256').update(t).digest('hex')), rows.map((r) => r.id)],
  );
  return tokens;
}

async function scanCounts(client) {
  const { rows } = await client.query(`select relname, seq_scan, coalesce(idx_scan, 0) idx_scan from pg_stat_user_tables where relname = any($1)`, [TABLES]);
  return Object.fromEntries(rows.map((r) => [r.relname, { seq_scan: Number(r.seq_scan), idx_scan: Number(r.idx_scan) }]));
}

const loadBefore = os.loadavg().map((x) => round(x));
const machine = await machineInfo(ADMIN_URL, loadBefore).catch((e) => {
  console.error(`[bench] failed: ${e.message}`);
  process.exit(1);
});
log(`PostgreSQL ${machine.database.version} at ${machine.database.host}; ${PROVIDERS.toLocaleString('en')} providers`);

await withServer({ adminUrl: ADMIN_URL, dbName: `mamata_bench_health_${crypto.randomBytes(4).toString('hex')}` }, async ({ baseUrl, pid, databaseUrl }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const t0 = Date.now();
    const counts = await seed(client);
    const seedSeconds = round((Date.now() - t0) / 1000, 1);
    const tokens = await openSessions(client);
    let next = 0;
    const rotating = (path) => ({
      requests: [
        { method: 'GET', path, setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }) },
      ],
    });

    // Every token works on both routes before measuring.
    for (const path of ['/api/v1/provider/mother-table', '/api/v1/provider/provider-report']) {
      const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${tokens[0]}` } });
      if (!res.ok) throw new Error(`GET ${path} failed: HTTP ${res.status} ${await res.text()}`);
      log(`${path}: ${(await res.arrayBuffer()).byteLength.toLocaleString('en')} bytes for one mother`);
    }

    const run = { serverPid: pid, ...SETTINGS };
    const scansBefore = await scanCounts(client);
    const health = await measure('health', `${baseUrl}/api/v1/health`, {}, run);
    const motherTable = await measure('mother_table', `${baseUrl}/api/v1/provider/mother-table`, rotating('/api/v1/provider/mother-table'), run);
    const report = await measure('provider_report', `${baseUrl}/api/v1/provider/provider-report`, rotating('/api/v1/provider/provider-report'), run);
    const scansAfter = await scanCounts(client);
    const scans = Object.fromEntries(
      TABLES.map((t) => [
        t,
        {
          seq_scan: (scansAfter[t]?.seq_scan ?? 0) - (scansBefore[t]?.seq_scan ?? 0),
          idx_scan: (scansAfter[t]?.idx_scan ?? 0) - (scansBefore[t]?.idx_scan ?? 0),
        },
      ]),
    );
    const ratioOf = (r) => ({
      requests_per_sec_over_health: health.requests_per_sec_avg ? round(r.requests_per_sec_avg / health.requests_per_sec_avg, 3) : null,
      p99_over_health: health.latency_ms.p99 ? round(r.latency_ms.p99 / health.latency_ms.p99, 2) : null,
      server_cpu_per_request_over_health: health.server_cpu_ms_per_request ? round(r.server_cpu_ms_per_request / health.server_cpu_ms_per_request, 2) : null,
    });
    const ratio = { mother_table: ratioOf(motherTable), provider_report: ratioOf(report) };

    printTable([health, motherTable, report]);
    console.log(`load average at start: ${loadBefore.join(' ')} (on ${os.cpus().length} cpus; other work on the machine skews the numbers)`);
    console.log(
      `ratios to health: mother-table req/s ${ratio.mother_table.requests_per_sec_over_health}, p99 ${ratio.mother_table.p99_over_health}; provider-report req/s ${ratio.provider_report.requests_per_sec_over_health}, p99 ${ratio.provider_report.p99_over_health}`,
    );
    console.log(`scans during the measured runs: ${JSON.stringify(scans)}`);
    const file = writeResult('health-report', {
      benchmark: 'health-report',
      date: new Date().toISOString(),
      settings: { ...SETTINGS, providers: PROVIDERS, users_rotated: tokens.length, tool: 'autocannon 9' },
      machine,
      seed: { seconds: seedSeconds, rows: counts },
      routes: { health, mother_table: motherTable, provider_report: report },
      ratio,
      table_scans_during_measured_runs: scans,
    });
    log(`wrote ${file}`);
    failOnErrors([health, motherTable, report]);
  } finally {
    await client.end();
  }
});
