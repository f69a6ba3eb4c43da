import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Newsletter subscribers (spec §7 `provider/subscribe`); one row per address, case-insensitive. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    email: text().notNull(),
    lang: text().notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_lower').on(sql`lower(${t.email})`)],
);
