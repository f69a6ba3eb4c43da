import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { healthPosts, palikas } from './places.ts';
import { pregnancies, providers } from './providers.ts';
import { staffUsers } from './staff.ts';

/**
 * An obstetric complication or a maternal death as the health post recorded it (HMIS 9.3 "Obstetric
 * complications" and "Maternal deaths", packages/core/src/reference/sources/nepal-hmis-dhis2.md §1.2).
 * `code` is the complication (core hmis/register.ts OBSTETRIC_COMPLICATIONS) or the death's timing
 * (MATERNAL_DEATH_TIMINGS). A correction supersedes the row (docs/decisions/006-corrections.md).
 */
export const obstetricEvents = pgTable(
  'obstetric_events',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    providerId: uuid()
      .notNull()
      .references(() => providers.id),
    pregnancyId: uuid().references(() => pregnancies.id),
    kind: text().notNull(),
    code: text().notNull(),
    occurredOn: date({ mode: 'string' }).notNull(),
    recordedBy: uuid()
      .notNull()
      .references(() => staffUsers.id),
    /** Where it was given, as recorded: the recorder's health post then, else the person's (HMIS counts it there; set by the database at insert). */
    healthPostId: integer().references(() => healthPosts.id),
    supersedesId: uuid(),
    supersededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.providerId), index().on(t.occurredOn), check('obstetric_events_kind_check', sql`${t.kind} in ('complication', 'maternalDeath')`)],
);

/**
 * A palika's DHIS2 (docs/decisions/029-hmis-push.md): the server's address and a personal access token of the
 * palika's DHIS2 account, set by the palika admin or a system admin. The token never leaves the server again:
 * reads answer only whether one is set and its last four characters.
 */
export const dhis2Connections = pgTable('dhis2_connections', {
  palikaId: uuid()
    .primaryKey()
    .references(() => palikas.id),
  baseUrl: text().notNull(),
  /**
   * The token sealed with the deployment's key (modules/hmis/token-crypto.ts, docs/decisions/033-dhis2-token-at-rest.md):
   * `v1:<key id>:<iv>:<tag>:<ciphertext>`. Null: to be entered (again) by the palika admin.
   */
  tokenSealed: text(),
  /** The token's last four characters, the hint the form shows ("ending …"). */
  tokenEnd: text(),
  updatedBy: uuid()
    .notNull()
    .references(() => staffUsers.id),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One sending of a health post's HMIS month to DHIS2 (docs/decisions/029-hmis-push.md): who, when, the hash of
 * what was sent (the month's payloads without their completion date), the mapping's version, and DHIS2's import
 * summaries. A dry run is not a submission; a resend after a correction is a new row (DHIS2 replaces the values).
 */
export const hmisSubmissions = pgTable(
  'hmis_submissions',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    healthPostId: integer()
      .notNull()
      .references(() => healthPosts.id),
    period: text().notNull(),
    payloadHash: text().notNull(),
    mappingVersion: text().notNull(),
    summary: jsonb().notNull(),
    sentBy: uuid()
      .notNull()
      .references(() => staffUsers.id),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.healthPostId, t.period, t.sentAt)],
);

/**
 * A counter per health post, raised by triggers (migration `0026_hmis_push`) whenever a row the HMIS sheet
 * counts may have changed for that post: a visit, an item record, a birth, an obstetric event (the person's post and
 * the recorder's), her date of birth or post, a staff member's post. The palika's indicators keep each post's tallied
 * months while its counter stands still (docs/decisions/029-hmis-push.md).
 */
export const hmisPostVersions = pgTable('hmis_post_versions', {
  healthPostId: integer()
    .primaryKey()
    .references(() => healthPosts.id),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * What each raise of a post's counter may have changed (docs/decisions/039-hmis-months-since.md): the earliest date
 * of the written rows (`since`; null: every month, as when her date of birth or post changes). A row counts only in
 * its own month and the months after it (which visit is the first, the birth a PNC contact follows), so a month
 * that ends before `since` is not changed by that raise. Written in the writer's transaction with the counter.
 */
export const hmisPostChanges = pgTable(
  'hmis_post_changes',
  {
    healthPostId: integer()
      .notNull()
      .references(() => healthPosts.id),
    version: bigint({ mode: 'number' }).notNull(),
    since: date({ mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.healthPostId, t.version] })],
);

/**
 * A post's tallied month as last counted (docs/decisions/034-hmis-stored-tallies.md): the sheet's cells
 * with the post's counter (`hmis_post_versions`) read before the records were, and the key of the
 * counting rules that produced it. Used only while both still match; any write the sheet may count raises the
 * counter, so a row whose version is behind is never read, only replaced. Survives a restart: the first request
 * after a start reads these rather than counting a year again.
 */
export const hmisMonthTallies = pgTable(
  'hmis_month_tallies',
  {
    healthPostId: integer()
      .notNull()
      .references(() => healthPosts.id),
    period: text().notNull(),
    version: bigint({ mode: 'number' }).notNull(),
    rules: text().notNull(),
    cells: jsonb().$type<Record<string, number | null>>().notNull(),
    talliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.healthPostId, t.period] })],
);
