import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '@mamata/core/schemas/reminders';
import { parseTokenKey, type TokenKey } from './modules/hmis/token-crypto.ts';

/** The repository root (apps/server/src/ -> ../../..), so `./data` means the same from any cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** A real PostgreSQL server; when unset the embedded PGlite keeps its data in DATA_DIR. */
    DATABASE_URL: z.string().url().optional(),
    /**
     * The tables' owner, to run the migrations at start, when DATABASE_URL is the app's own role that
     * owns nothing (db/roles.ts, README "Database in production").
     */
    DATABASE_MIGRATION_URL: z.string().url().optional(),
    DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
    /** Where the built web app is; served with an SPA fallback when present. */
    WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
    /** The address this server is reached at, answered by the base-url lookup for its own palikas. */
    PUBLIC_BASE_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Which proxies' X-Forwarded-* headers to believe (then HSTS goes out on https requests): `false`,
     * a number of hops (`1`: the one proxy in front of us), or a comma-separated list of proxy
     * addresses or networks (`10.0.0.2,10.0.1.0/24`). Never every hop: a client would then pick its
     * own address and walk past every per-address limit, and the audit's address would be forged.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v, ctx) => {
        const value = v.trim();
        if (value === 'false' || value === '' || value === '0') return false;
        if (/^\d+$/.test(value)) return Number(value);
        if (value === 'true') {
          ctx.addIssue({ code: 'custom', message: 'true would trust every X-Forwarded-For hop; give the number of proxies (e.g. 1) or their addresses' });
          return z.NEVER;
        }
        const list = value
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean);
        if (!list.every((a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a) || ['loopback', 'linklocal', 'uniquelocal'].includes(a))) {
          ctx.addIssue({ code: 'custom', message: 'a number of hops, or a comma-separated list of proxy addresses/networks' });
          return z.NEVER;
        }
        return list;
      }),
    /** Seed demo data into an empty database (never in production). */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Session idle expiry and absolute expiry, in days (docs/decisions/003-sessions.md). */
    SESSION_IDLE_DAYS: z.coerce.number().positive().default(30),
    SESSION_MAX_DAYS: z.coerce.number().positive().default(180),
    /**
     * In production the embedded PGlite is refused unless this says it is wanted (README "Database in
     * production"): a real deployment runs on PostgreSQL (DATABASE_URL).
     */
    /**
     * The embedded PGlite flushes every commit to disk (db/durable-pglite.ts; about 13 ms a commit
     * here, bench/results/pglite-fsync-latest.json). `false` trades that for speed on a throw-away database.
     */
    PGLITE_FSYNC: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    EMBEDDED_DATABASE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Optional OpenAI-compatible chat-completions endpoint that may rephrase AI doctor answers (all three or none). */
    AI_DOCTOR_LLM_URL: z.string().url().optional(),
    AI_DOCTOR_LLM_MODEL: z.string().min(1).optional(),
    AI_DOCTOR_LLM_KEY: z.string().min(1).optional(),
    /** How long to wait for the model before the offline answer goes out. */
    AI_DOCTOR_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
    /** The reminder engine (daily scan, push and SMS senders): on unless NODE_ENV is test; 'on' or 'off' decides. */
    REMINDERS: z.enum(['on', 'off']).optional(),
    /**
     * The read cache of /provider/me and /provider/provider-report (plugins/read-cache.ts, docs/decisions/014-read-cache.md):
     * on unless NODE_ENV is test (API tests then read the database every time; the cache's own tests and the e2e run turn it on).
     */
    READ_CACHE: z.enum(['on', 'off']).optional(),
    /** At most this many MiB of cached answers per server process. */
    READ_CACHE_MB: z.coerce.number().positive().default(64),
    /** Web Push VAPID keys (base64url); when unset a pair is generated once and kept in the database. */
    VAPID_PUBLIC_KEY: z.string().min(20).optional(),
    VAPID_PRIVATE_KEY: z.string().min(20).optional(),
    /** Who push services may contact about this sender (a mailto: or https: address). */
    VAPID_SUBJECT: z.string().default('mailto:support@mamata.org.np'),
    /** An HTTP SMS gateway (token, sender, number, text); unset: SMS stay in the outbox, nothing leaves the machine. */
    SMS_GATEWAY_URL: z.string().url().optional(),
    SMS_GATEWAY_TOKEN: z.string().default(''),
    SMS_SENDER: z.string().default('Mamata'),
    /**
     * The shared secret the SMS gateway sends with its delivery reports (`Authorization: Bearer ...` on
     * POST /api/v1/sms/delivery-report); unset: every report is refused (401).
     */
    SMS_GATEWAY_DLR_TOKEN: z.string().min(16).optional(),
    /** How long a sender holds a claimed outbox row before another process may take it over (a crashed sender). */
    OUTBOX_LEASE_SECONDS: z.coerce.number().positive().default(60),
    /**
     * The Web Push services a device may subscribe with (docs/decisions/023-outbox-lanes.md): comma-separated
     * host names, `*.` for any subdomain; the browsers' services by default. A subscription elsewhere is
     * refused (400), and the sender skips one stored before. Loopback is accepted only outside production.
     */
    PUSH_SERVICE_HOSTS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v.trim() === '') return [...DEFAULT_PUSH_SERVICE_HOSTS];
        const hosts = v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean);
        if (!hosts.every((h) => /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(h))) {
          ctx.addIssue({ code: 'custom', message: 'comma-separated host names, `*.` for any subdomain (fcm.googleapis.com,*.notify.windows.com)' });
          return z.NEVER;
        }
        return hosts;
      }),
    /** The deadline of one request to a push service: a slow one holds no other delivery longer than this. */
    PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
    /** The deployment's DHIS2 metadata mapping (a JSON file, core hmis/dhis2.ts); unset: the repository's example (no cells mapped). */
    HMIS_DHIS2_MAPPING: z.string().min(1).optional(),
    /** The deadline of one request to a palika's DHIS2 (docs/decisions/029-hmis-push.md). */
    DHIS2_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
    /**
     * The key that seals the palikas' DHIS2 tokens at rest (docs/decisions/033-dhis2-token-at-rest.md):
     * `<id>:<32 random bytes in base64>` (`openssl rand -base64 32`). Unset in production: a DHIS2 connection can be
     * neither saved nor used (503 with the reason); outside production a fixed development key stands in.
     */
    HMIS_TOKEN_KEY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v.trim() === '') return undefined;
        const key = parseTokenKey(v);
        if (!key) {
          ctx.addIssue({ code: 'custom', message: '<id>:<32 bytes in base64>, e.g. k2026:$(openssl rand -base64 32)' });
          return z.NEVER;
        }
        return key;
      }),
    /**
     * Seconds between the passes that count, in the background, the HMIS months of the posts whose records changed
     * (docs/decisions/034-hmis-stored-tallies.md); 0: never (a request then counts what it needs). Default 60, 0 in tests.
     */
    HMIS_TALLY_WARM_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    /** Keys replaced by HMIS_TOKEN_KEY that still open the tokens sealed with them (comma-separated, same format). */
    HMIS_TOKEN_KEYS_OLD: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v.trim() === '') return [];
        const keys = v.split(',').map((k) => parseTokenKey(k));
        if (keys.some((k) => k === undefined)) {
          ctx.addIssue({ code: 'custom', message: 'comma-separated <id>:<32 bytes in base64> keys' });
          return z.NEVER;
        }
        return keys as TokenKey[];
      }),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV !== 'production') return;
    // the number lookup tells the app where to send the password: never an address taken from the request
    if (!c.PUBLIC_BASE_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_BASE_URL'], message: 'required in production (the address the app logs in at)' });
    // a hop count believes whatever the nearest hop says: only safe when nobody but the proxy can reach the port
    if (typeof c.TRUST_PROXY === 'number' && c.TRUST_PROXY > 0 && !isLoopbackHost(c.HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message: `a number of hops is refused in production while the app listens on ${c.HOST}: a client reaching the port directly would write its own X-Forwarded-For; name the proxy's addresses instead (TRUST_PROXY=10.0.0.2) or listen on loopback only (HOST=127.0.0.1) (docs/decisions/026-login-lockout-and-proxies.md)`,
      });
    }
    if (!c.DATABASE_URL && !c.EMBEDDED_DATABASE) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'required in production; or set EMBEDDED_DATABASE=true to run on the embedded PGlite knowingly (see README)',
      });
    }
  });

/** Whether the app listens on loopback only, so nothing but a proxy on the same machine reaches it. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Validated configuration; the only place `process.env` is read. */
export type Config = z.infer<typeof ConfigSchema>;

/** Parses the environment, failing at start with a readable message instead of later. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
