import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    supersedesId: uuid(),
    supersededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.providerId), index().on(t.occurredOn), check('obstetric_events_kind_check', sql`${t.kind} in ('complication', 'maternalDeath')`)],
);
