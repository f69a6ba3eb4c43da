import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { healthPosts, palikas } from './places.ts';

/**
 * Health-post staff and administrators (decisions.md "Staff console"). Roles: `health_post`
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
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_users_role_check', sql`${t.role} in ('health_post', 'palika_admin', 'system_admin')`)],
);
