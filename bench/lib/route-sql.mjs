// The SQL the app's routes run, for the floor server (bench/lib/floor-fastify.mjs), taken from the app's own
// query functions (run once against a recording client: nothing reaches a database), so the floor runs what
// the routes run and follows them when they change. Each route is a list of steps run one after the other,
// each step a set of queries run in parallel: { text, types (the app's type parsers), params(values) }, `values` holding the request's
// tokenHash and idleSince (and providerId, once a session query has found it).
import { drizzle } from 'drizzle-orm/node-postgres';
import { tsImport } from 'tsx/esm/api';

const server = (file) => tsImport(`../../apps/server/src/${file}`, import.meta.url);
const schema = await server('db/schema/index.ts');
const { findProviderProfileBySession } = await server('modules/providers/providers.queries.ts');
const { findReportBySession } = await server('modules/health/health.queries.ts');

/** The statements `run(db, markers)` sends, with each parameter that is a marker mapped back to its value. */
async function recorded(run) {
  const sent = [];
  const client = {
    query: async (config, values) => {
      sent.push({ ...config, values: values ?? config.values ?? [] });
      return { rows: [], rowCount: 0, fields: [], command: 'SELECT' };
    },
  };
  const markers = { tokenHash: '\u0000tokenHash', idleSince: '\u0000idleSince', providerId: '\u0000providerId' };
  await run(drizzle(client, { schema, casing: 'snake_case' }), markers);
  const byMarker = new Map(Object.entries(markers).map(([k, v]) => [v, k]));
  return Object.fromEntries(
    sent.map((c, i) => [c.name ?? `q${i}`, { text: c.text, types: c.types, params: (v) => c.values.map((x) => (byMarker.has(x) ? v[byMarker.get(x)] : x)) }]),
  );
}

export const ROUTE_SQL = {
  // GET /provider/me: the profile with the session check folded in, one statement (providers.queries.ts)
  me: { steps: [await recorded((db, m) => findProviderProfileBySession(db, m))] },
  // GET /provider/provider-report: the report with the session check folded in, one statement (health.queries.ts)
  report: { steps: [await recorded((db, m) => findReportBySession(db, m))] },
};
