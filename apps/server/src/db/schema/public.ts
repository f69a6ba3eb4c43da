import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { healthPosts, palikas } from './places.ts';
import { providers } from './providers.ts';
import { staffUsers } from './staff.ts';

/** Newsletter subscribers (spec §7 `provider/subscribe`); one row per address, case-insensitive. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text().notNull(),
    lang: text().notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_lower').on(sql`lower(${t.email})`)],
);

/** Messages of the public contact form (spec §7 `provider/contact-us`), read in the staff inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    fullName: text().notNull(),
    address: text().notNull(),
    mobileNumber: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    lang: text().notNull().default('en'),
    /** The palika the sender addressed (its administrators read it); null: the system administrators. */
    palikaId: uuid().references(() => palikas.id),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: uuid().references(() => staffUsers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);

/**
 * Messages addressed to a health post: the public "Reach out to health post" form and the
 * logged-in emergency button (`kind` siren), and later help messages (`kind` help).
 * `recipient` is the spec's `for`: Mayor or Health-Office.
 */
export const healthPostMessages = pgTable(
  'health_post_messages',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    healthPostId: integer()
      .notNull()
      .references(() => healthPosts.id),
    kind: text().notNull(),
    recipient: text().notNull(),
    mobileNumber: text().notNull(),
    message: text().notNull().default(''),
    providerId: uuid().references(() => providers.id),
    /**
     * An AI doctor item (urgent or to review): the signs it found, the words of her question that showed
     * each, and the numbers it read, so the nurse sees why (docs/decisions/009-ai-doctor.md).
     */
    aiFindings: jsonb().$type<AiFindings>(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: uuid().references(() => staffUsers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A siren she pressed offline: when she pressed it (created_at is when it arrived; docs/decisions/024). */
    pressedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.healthPostId, t.createdAt),
    check('health_post_messages_kind_check', sql`${t.kind} in ('siren', 'help', 'review')`),
    check('health_post_messages_recipient_check', sql`${t.recipient} in ('Mayor', 'Health-Office')`),
  ],
);

/** What the AI doctor found in a question it put in the inbox (the shape of core's BuiltAnswer). */
export type AiFindings = {
  signs: { id: string; label_en: string; label_ne: string; evidence: string[] }[];
  readings: string[];
};

/** Settings an administrator can change without a deploy (e.g. `login_bg_image`). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
