import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { providers } from './providers.ts';

/**
 * Login sessions. Only the SHA-256 of the bearer token is stored, so a database leak does not
 * leak usable tokens. Idle and absolute expiry: docs/decisions/003-sessions.md.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text().notNull().unique(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index().on(t.providerId)],
);

/**
 * Failed login attempts, counted per (number, address), per address and per number, separately for
 * the provider and the staff login (`realm`), over sliding windows (docs/decisions/003-sessions.md).
 * In the database, so every server process sees the same counts.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    realm: text().notNull().default('provider'),
    mobileNumber: text().notNull(),
    ip: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.realm, t.mobileNumber, t.createdAt),
    index().on(t.realm, t.ip, t.createdAt),
    check('login_failures_realm_check', sql`${t.realm} in ('provider', 'staff')`),
  ],
);

/**
 * Request counters of the per-address rate limits (@fastify/rate-limit's store), shared by every
 * server process: one row per route and caller, counting up to `reset_at`.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Login codes sent by SMS (docs/decisions/026-login-lockout-and-proxies.md), one row per request, also
 * for a number that is not registered (then no provider and no code: the row only counts towards the
 * sending limits, so the answer is the same either way). The row's id is the request id the asking phone
 * gets back and must send with the code, so wrong guesses by anyone else never use up her code's tries.
 * Only a hash of the code is kept; it works once, until `expiresAt`, for a few tries.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    mobileNumber: text().notNull(),
    /** The asking address's group (an IPv6 /64, lib/address-group.ts), for the sending limits. */
    ipGroup: text().notNull(),
    providerId: uuid().references(() => providers.id, { onDelete: 'cascade' }),
    codeHash: text(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.mobileNumber, t.createdAt), index().on(t.ipGroup, t.createdAt)],
);
