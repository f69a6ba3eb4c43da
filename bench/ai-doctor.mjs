#!/usr/bin/env node
// AI doctor benchmark: POST /api/v1/provider/chatgpt/query against the bare GET /api/v1/health, on real
// PostgreSQL, in one run (budget: p95 <= 30 ms offline, i.e. without the optional language model), at
// one question at a time and at 10 in flight.
//
// 1. creates a throwaway database and starts the real server against it (bench/lib/server-bench.mjs);
// 2. adds BENCH_USERS pregnant mothers (numbers 97xxxxxxxx) of the demo health posts, each with a
//    session straight in the sessions table (login is rate-limited), so the 60-questions-an-hour limit
//    of one account is never reached and every request runs the whole path;
// 3. for each concurrency of BENCH_CONNECTIONS_LIST (1 and 10), loads both routes with autocannon: the
//    query route rotates tokens and a mix of questions (English, Nepali, romanized Nepali; 1 in 10
//    reports a danger sign, so it also writes the urgent inbox item; 1 in 10 is off-topic);
// 4. records every answer's latency itself (autocannon reports p90 and p97.5, not p95) and prints and
//    records req/s, p50/p90/p95/p99, server CPU per request and the load average before and after each
//    concurrency in bench/results/ai-doctor-<date>.json; drops the database.
//
// Env: BENCH_DATABASE_URL, BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_CONNECTIONS_LIST ("1,10"), BENCH_USERS (1000),
// BENCH_NODE_ARGS (Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=DIR").

import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { failOnErrors, log, machineInfo, measure, nonNegativeInt, positiveInt, printTable, round, withServer, writeResult } from './lib/server-bench.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = positiveInt(process.env.BENCH_SECONDS, 10);
const WARMUP = nonNegativeInt(process.env.BENCH_WARMUP, 2);
// one mother asking (1), and ten questions in flight at once (10)
const CONNECTIONS_LIST = (process.env.BENCH_CONNECTIONS_LIST ?? '1,10')
  .split(',')
  .map((c) => positiveInt(c.trim(), 0))
  .filter((c) => c > 0);
const USERS = positiveInt(process.env.BENCH_USERS, 1000);
/** The AI doctor's latency budget: p95 of the query route, offline. */
const P95_BUDGET_MS = 30;

/** The mix of questions: ordinary ones in three scripts, 1 in 10 urgent, 1 in 10 off-topic. */
const QUESTIONS = [
  'When do I take iron tablets?',
  'garbha jach kati patak garnu parchha',
  'गर्भावस्थामा के खाने?',
  'How should I sleep now?',
  'khutta sunniyo',
  'What are the signs that labour has started?',
  'How many check-ups do I need?',
  'बच्चा चलेको कहिले थाहा हुन्छ?',
  'ragat bagyo',
  'what is the capital of france',
];

/** The kind of each question of QUESTIONS: an urgent one also stores its inbox item and commits synchronously. */
const KIND_OF = QUESTIONS.map((q) => (q === 'ragat bagyo' ? 'urgent' : q === 'what is the capital of france' ? 'off_topic' : 'ordinary'));

const loadBefore = os.loadavg().map((x) => round(x));
const machine = await machineInfo(ADMIN_URL, loadBefore).catch((e) => {
  console.error(`[bench] failed: ${e.message}`);
  process.exit(1);
});
log(`PostgreSQL ${machine.database.version} at ${machine.database.host}`);

/** Bench mothers, each pregnant and with a session; returns their bearer tokens. */
async function addMothers(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into providers (mobile_number, password_hash, registration_type, first_name, last_name, gender, address, health_post_id)
       select '97' || lpad(i::text, 8, '0'), d.password_hash, 'MOTHER', 'Bench', 'Mother ' || i, 'female', 'Tokha', d.health_post_id
       from generate_series(1, $1::int) i, (select password_hash, health_post_id from providers where mobile_number = '9800000001') d`,
      [USERS],
    );
    await client.query(
      `insert into pregnancies (provider_id, last_menstrual_period, due_date)
       select id, current_date - (substr(mobile_number, 3)::int % 270), current_date - (substr(mobile_number, 3)::int % 270) + 280
       from providers where mobile_number like '97%'`,
    );
    const { rows } = await client.query(`select id from providers where mobile_number like '97%'`);
    const tokens = rows.map(() => crypto.randomBytes(32).toString('base64url'));
    await client.query(
      `insert into sessions (token_hash, provider_id, expires_at) select h, p, now() + interval '1 day' from unnest($1::text[], $2::uuid[]) s(h, p)`,
      [tokens.map((t) => crypto.createHash('sha256').update(t).digest('hex')), rows.map((r) => r.id)],
    );
    await client.query('vacuum analyze');
    return tokens;
  } finally {
    await client.end();
  }
}

await withServer({ adminUrl: ADMIN_URL, dbName: `mamata_bench_${crypto.randomBytes(6).toString('hex')}` }, async ({ baseUrl, pid, databaseUrl }) => {
  const tokens = await addMothers(databaseUrl);
  log(`${tokens.length} bench mothers with sessions`);
  const path = '/api/v1/provider/chatgpt/query';
  // every question works before measuring
  for (const prompt of QUESTIONS) {
    const res = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
      body: JSON.stringify({ prompt }),
    });
    if (!res.ok) throw new Error(`${prompt}: HTTP ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }

  let next = 0;
  const levels = [];
  for (const connections of CONNECTIONS_LIST) {
    const run = { serverPid: pid, seconds: SECONDS, warmup: WARMUP, connections };
    const loadStart = os.loadavg().map((x) => round(x));
    const health = await measure('health', `${baseUrl}/api/v1/health`, {}, run);
    const query = await measure(
      'ai_doctor_query',
      baseUrl + path,
      {
        requests: [
          {
            method: 'POST',
            path,
            setupRequest: (req, context) => {
              const i = next++;
              // what kind of question this connection is waiting for (see classOf below)
              context.question = i % QUESTIONS.length;
              return {
                ...req,
                headers: { ...req.headers, 'content-type': 'application/json', authorization: `Bearer ${tokens[(i * 7) % tokens.length]}` },
                body: JSON.stringify({ prompt: QUESTIONS[i % QUESTIONS.length] }),
              };
            },
          },
        ],
      },
      run,
      (context) => KIND_OF[context?.question] ?? 'unknown',
    );
    const loadEnd = os.loadavg().map((x) => round(x));
    const p95 = query.latency_ms_recorded.p95;
    const level = {
      connections,
      load_average_start: loadStart,
      load_average_end: loadEnd,
      routes: { health, ai_doctor_query: query },
      ratio: {
        requests_per_sec_query_over_health: health.requests_per_sec_avg ? query.requests_per_sec_avg / health.requests_per_sec_avg : null,
        p95_query_over_health: health.latency_ms_recorded.p95 ? p95 / health.latency_ms_recorded.p95 : null,
      },
      budget: { p95_ms_max: P95_BUDGET_MS, p95_ms: p95, met: p95 !== null && p95 <= P95_BUDGET_MS },
    };
    levels.push(level);
    printTable([health, query]);
    const rec = (r) => r.latency_ms_recorded;
    console.log(
      `${connections} in flight: health p50/p95/p99 ${rec(health).p50}/${rec(health).p95}/${rec(health).p99} ms; ` +
        `POST ${path} p50/p90/p95/p99 ${rec(query).p50}/${rec(query).p90}/${rec(query).p95}/${rec(query).p99} ms ` +
        `(${rec(query).count} answers; budget p95 <= ${P95_BUDGET_MS} ms: ${level.budget.met ? 'met' : 'NOT met'}); ` +
        `p95 by kind ${Object.entries(query.latency_ms_recorded_by_kind ?? {})
          .map(([k, v]) => `${k} ${v.p95}`)
          .join(', ')}; ` +
        `CPU ms/question ${query.server_cpu_ms_per_request}; load ${loadStart.join(' ')} -> ${loadEnd.join(' ')}`,
    );
  }
  console.log(`load average at start: ${loadBefore.join(' ')} (on ${os.cpus().length} cpus)`);
  const file = writeResult('ai-doctor', {
    benchmark: 'ai-doctor',
    date: new Date().toISOString(),
    settings: {
      seconds: SECONDS,
      warmup: WARMUP,
      connections: CONNECTIONS_LIST,
      users: tokens.length,
      questions: QUESTIONS,
      tool: 'autocannon 9; p95 from every 2xx answer latency',
      server_node_args: process.env.BENCH_NODE_ARGS ?? '',
    },
    machine,
    levels,
  });
  log(`wrote ${file}`);
  failOnErrors(levels.flatMap((l) => [l.routes.health, l.routes.ai_doctor_query]));
  if (levels.some((l) => !l.budget.met)) process.exitCode = 1;
});
