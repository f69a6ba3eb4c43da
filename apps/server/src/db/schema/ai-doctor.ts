import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { providers } from './providers.ts';
import { healthPostMessages } from './public.ts';

/**
 * Questions asked of the AI doctor and its answers (spec §3 chat history: prompt, response), with
 * the triage's verdict (`urgent`, `signs`), the knowledge entries used and, for an urgent question,
 * the message it put in her health post's inbox. The history call and the hourly limit read it.
 */
export const aiDoctorQuestions = pgTable(
  'ai_doctor_questions',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    prompt: text().notNull(),
    response: text().notNull(),
    urgent: boolean().notNull().default(false),
    /** What the danger sign asks her to do (reference danger-signs.json action category), when urgent. */
    action: text(),
    lang: text().notNull(),
    /** Knowledge-base entry ids used. */
    sources: jsonb().$type<string[]>().notNull().default([]),
    /** Danger-sign ids found (reference danger-signs.json). */
    signs: jsonb().$type<string[]>().notNull().default([]),
    /** The urgent item in her health post's inbox, when the question was urgent. */
    healthPostMessageId: uuid().references(() => healthPostMessages.id),
    /** The answer was rephrased by the optional language model. */
    rephrased: boolean().notNull().default(false),
    /** The urgency model's probability (0-1), for the record; null on rows older than the model. */
    modelScore: real(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.providerId, t.createdAt)],
);

/**
 * Her questions of the current hour, for the hourly limit (QUESTIONS_PER_HOUR): one row per account,
 * counted up in one statement (insert ... on conflict do update ... returning), so simultaneous
 * questions each get their own number and no more than the limit pass. The hour starts at her first
 * question after the last one ended.
 */
export const aiDoctorQuota = pgTable('ai_doctor_quota', {
  providerId: uuid()
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  hourStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  asked: integer().notNull().default(0),
});
