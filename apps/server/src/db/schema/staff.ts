import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { healthPosts, palikas } from './places.ts';
import { providers } from './providers.ts';

/**
 * Health-post staff and administrators (docs/spec/decisions.md "Staff console"). Roles: `health_post`
 * (their health post only), `palika_admin` (their palika), `system_admin`.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    mobileNumber: text().notNull().unique(),
    passwordHash: text().notNull(),
    fullName: text().notNull(),
    role: text().notNull(),
    palikaId: uuid().references(() => palikas.id),
    healthPostId: integer().references(() => healthPosts.id),
    /** The health post's in-charge (a `health_post` staff member, set by the palika admin): prints and sends the HMIS month. */
    inCharge: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_users_role_check', sql`${t.role} in ('health_post', 'palika_admin', 'system_admin')`)],
);

/** Staff sessions: a table apart from providers' so a token of one kind can never act as the other. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text().notNull().unique(),
    staffId: uuid()
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
  },
  (t) => [index().on(t.staffId)],
);

/**
 * Every read and write of a person's record, every login and every refused out-of-scope request:
 * who (a staff member, a provider, or anonymous), what, when, from where. Append-only and
 * tamper-evident (migration 0008): triggers refuse UPDATE, DELETE and TRUNCATE, set `at` to the
 * database's clock (no backdating) and chain each row to the previous one with a SHA-256 `hash`
 * that `npm run audit:verify -w @mamata/server` recomputes (lib/audit.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorKind: text().notNull().default('staff'),
    staffId: uuid().references(() => staffUsers.id),
    actorProviderId: uuid().references(() => providers.id),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    providerId: uuid().references(() => providers.id),
    ip: text(),
    details: jsonb(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Position in the chain, set by the insert trigger (1, 2, 3 ...: a gap is a deleted row). */
    seq: bigint({ mode: 'number' }).unique().notNull().default(0),
    prevHash: text().notNull().default(''),
    hash: text().notNull().default(''),
  },
  (t) => [
    index().on(t.providerId, t.at),
    index().on(t.staffId, t.at),
    check('audit_log_actor_kind_check', sql`${t.actorKind} in ('staff', 'provider', 'anonymous')`),
    check(
      'audit_log_actor_check',
      sql`(${t.actorKind} = 'staff' and ${t.staffId} is not null) or (${t.actorKind} = 'provider' and ${t.actorProviderId} is not null) or (${t.actorKind} = 'anonymous' and ${t.staffId} is null and ${t.actorProviderId} is null)`,
    ),
  ],
);

/**
 * The staff console's outbox, applied once (docs/decisions/024-offline-app.md "The nurse's outbox"): each save
 * made on a device carries an id made there (`Idempotency-Key`). The first request with that id, for that staff
 * account, writes its entry, its audit row and this row in one transaction; a repeat (the answer was lost on the
 * way back) finds this row and gets `result`, the first answer, and writes nothing. Keyed by the account: another
 * account's same id is a request of its own and never reads this answer.
 */
export const staffClientRequests = pgTable(
  'staff_client_requests',
  {
    staffId: uuid()
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    clientId: uuid().notNull(),
    /** The method and path the id was first used with, and a hash of its body: the same id on another entry is refused. */
    request: text().notNull(),
    bodyHash: text().notNull(),
    /** The first answer (status 200), given again to a repeat. */
    result: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.clientId] }), index().on(t.createdAt)],
);
