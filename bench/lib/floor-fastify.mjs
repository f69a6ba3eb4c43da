// The floor an authenticated read is measured against (bench/api-budgets.mjs): a minimal Fastify server
// that runs the same SQL as the app's route, the same number of queries in the same order, through a pg
// pool of the same size as the app's (apps/server/src/db/client.ts: max 10), with named (prepared)
// statements as the app's, and returns the rows as JSON: no validation, no security headers, no session
// logic (the session's SQL runs, its answer is not judged), no logging. Nothing of it ships.
//
// The SQL is the app's own text (bench/lib/route-sql.mjs), so the floor follows the routes when they change.
// Usage: PORT=<port> DATABASE_URL=<url> node bench/lib/floor-fastify.mjs   (prints "ready" once listening)
import crypto from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { ROUTE_SQL } from './route-sql.mjs';

const POOL_SIZE = 10;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
const app = Fastify({ logger: false });

const tokenHashOf = (header) => crypto.createHash('sha256').update(String(header).slice(7)).digest('hex');
const run = (name, { text, types, params }, values) => pool.query({ name, text, values: params(values), ...(types ? { types } : {}) }).then((r) => r.rows);

/** A route's queries: `steps` run one after the other, the queries of a step in parallel (as the app does). */
function floorRoute(url, { steps }) {
  app.get(url, async (request) => {
    const values = { tokenHash: tokenHashOf(request.headers.authorization), idleSince: new Date(Date.now() - 30 * 86_400_000).toISOString() };
    const out = {};
    for (const step of steps) {
      const rows = await Promise.all(Object.entries(step).map(([name, q]) => run(name, q, values).then((r) => [name, r])));
      for (const [name, r] of rows) out[name] = r;
      // a later step is keyed by the provider a session query found (the app's providerId)
      const session = Object.values(out).find((rows) => rows[0]?.provider_id)?.[0];
      if (session) values.providerId = session.provider_id;
    }
    return out;
  });
}

floorRoute('/api/v1/provider/me', ROUTE_SQL.me);
floorRoute('/api/v1/provider/provider-report', ROUTE_SQL.report);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
