import { desc, eq, getTableColumns, is, SQL, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
  aiDoctorQuestions,
  aiDoctorQuota,
  babies,
  healthPostMessages,
  healthPosts,
  pregnancies,
  providers,
  sessions,
  type AiFindings,
} from '../../db/schema/index.ts';
import { liveSessionColumns, liveSessionWhere } from '../../db/live-session.ts';

const providerId = sql.placeholder('providerId');

/** A question and its answer, as stored (the placeholders of the two insert statements). */
const QUESTION_VALUES = {
  providerId,
  prompt: sql.placeholder('prompt'),
  response: sql.placeholder('response'),
  urgent: sql.placeholder('urgent'),
  action: sql.placeholder('action'),
  lang: sql.placeholder('lang'),
  sources: sql.placeholder('sources'),
  signs: sql.placeholder('signs'),
  rephrased: sql.placeholder('rephrased'),
  modelScore: sql.placeholder('modelScore'),
};

/** The latest pregnancy and the latest-born baby of the account, as subqueries of the asker's row. */
const LATEST_PREGNANCY = sql<{ lmp: string; endedOn: string | null } | null>`(
  select json_build_object('lmp', p.last_menstrual_period, 'endedOn', p.ended_on) from ${pregnancies} p
  where p.provider_id = ${providers.id} order by p.last_menstrual_period desc limit 1)`;
const LATEST_BABY = sql<{ birthDate: string } | null>`(
  select json_build_object('birthDate', b.birth_date) from ${babies} b
  where b.provider_id = ${providers.id} order by b.birth_date desc limit 1)`;

/** Who is asking: her account (and the language the app last reported), her health post, her latest pregnancy and baby. */
const ASKER_COLUMNS = {
  providerId: providers.id,
  mobileNumber: providers.mobileNumber,
  registrationType: providers.registrationType,
  healthPostId: healthPosts.id,
  healthPostName: healthPosts.name,
  healthPostNameNe: healthPosts.nameNe,
  healthPostPhone: healthPosts.phone,
  palikaId: healthPosts.palikaId,
  pregnancy: LATEST_PREGNANCY,
  baby: LATEST_BABY,
  lang: providers.lang,
};

function queries(db: Db) {
  return {
    asker: db
      .select(ASKER_COLUMNS)
      .from(providers)
      .innerJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
      .where(eq(providers.id, providerId))
      .prepare('ai_doctor_asker'),
    // a question: the session check folded into the asker's query (one round trip; plugins/auth.ts sessionInQuery)
    askerBySession: db
      .select({ session: liveSessionColumns, ...ASKER_COLUMNS })
      .from(sessions)
      .innerJoin(providers, eq(providers.id, sessions.providerId))
      .innerJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
      .where(liveSessionWhere())
      .prepare('ai_doctor_asker_by_session'),
    history: db
      .select({
        prompt: aiDoctorQuestions.prompt,
        response: aiDoctorQuestions.response,
        urgent: aiDoctorQuestions.urgent,
        action: aiDoctorQuestions.action,
        lang: aiDoctorQuestions.lang,
        signs: aiDoctorQuestions.signs,
        createdAt: aiDoctorQuestions.createdAt,
      })
      .from(aiDoctorQuestions)
      .where(eq(aiDoctorQuestions.providerId, providerId))
      .orderBy(desc(aiDoctorQuestions.createdAt))
      .limit(sql.placeholder('limit'))
      .prepare('ai_doctor_history'),
    /**
     * An ordinary question, committed without waiting for the disk flush (PostgreSQL asynchronous
     * commit, for this statement's transaction only): a crash in the next fraction of a second could
     * lose this history row, never corrupt anything; an urgent question below stays synchronous
     * (docs/decisions/009-ai-doctor.md). The setting is made in a CTE the row reads, so it runs once.
     */
    question: (() => {
      const asyncCommit = db
        .$with('async_commit')
        .as(db.select({ off: sql<string>`set_config('synchronous_commit', 'off', true)`.as('off') }).from(sql`(select 1) as one`));
      return db
        .with(asyncCommit)
        .insert(aiDoctorQuestions)
        .values({ ...QUESTION_VALUES, lang: sql`(select ${sql.placeholder('lang')}::text from ${asyncCommit})` })
        .prepare('ai_doctor_question');
    })(),
    /**
     * An urgent question (the siren kind) or one the AI doctor was not sure of (the review kind) and its
     * item in her health post's inbox, in her name, with what was found: one statement, so both are
     * stored or neither, with no transaction round trips.
     */
    inboxQuestion: (() => {
      const message = db.$with('message').as(
        db
          .insert(healthPostMessages)
          .values({
            healthPostId: sql.placeholder('healthPostId'),
            kind: sql.placeholder('kind'),
            recipient: 'Health-Office',
            mobileNumber: sql.placeholder('mobileNumber'),
            message: sql.placeholder('message'),
            aiFindings: sql.placeholder('aiFindings'),
            providerId,
          })
          .returning({ id: healthPostMessages.id }),
      );
      return db
        .with(message)
        .insert(aiDoctorQuestions)
        .values({ ...QUESTION_VALUES, healthPostMessageId: sql`(select ${message.id} from ${message})` })
        .prepare('ai_doctor_inbox_question');
    })(),
    /**
     * Counts one more question of her hour and answers how many she has asked in it: a new hour starts
     * when the last one is over. One statement: the row is locked and counted up in place, so each of
     * many simultaneous questions gets its own number (a count of her rows could not see the others'
     * uncommitted questions, and all would pass).
     */
    takeQuota: takeQuota(db).prepare('ai_doctor_take_quota'),
    /**
     * An ordinary question that needs nothing more read: its hour counted up (as `takeQuota`) and, within
     * QUESTIONS_PER_HOUR, the question stored, in one statement and one round trip; past the limit nothing
     * is stored and no row comes back. Committed asynchronously, as `question`: a crash in the next
     * fraction of a second could lose this history row and one count of her hour, never corrupt anything.
     */
    questionInQuota: (() => {
      const asyncCommit = db
        .$with('async_commit')
        .as(db.select({ off: sql<string>`set_config('synchronous_commit', 'off', true)`.as('off') }).from(sql`(select 1) as one`));
      const quota = db.$with('quota').as(takeQuota(db));
      return db
        .with(asyncCommit, quota)
        .insert(aiDoctorQuestions)
        .select(
          sql`select ${inTableOrder(aiDoctorQuestions, QUESTION_VALUES)} from ${quota}, ${asyncCommit} where ${quota.asked} <= ${sql.placeholder('limit')}`,
        )
        .returning({ id: aiDoctorQuestions.id })
        .prepare('ai_doctor_question_in_quota');
    })(),
  };
}

/** The upsert that counts one more question of her hour (see `takeQuota` above). */
function takeQuota(db: Db) {
  return db
    .insert(aiDoctorQuota)
    .values({ providerId, hourStartedAt: sql`now()`, asked: 1 })
    .onConflictDoUpdate({
      target: aiDoctorQuota.providerId,
      set: {
        hourStartedAt: sql`case when ${aiDoctorQuota.hourStartedAt} <= now() - interval '1 hour' then now() else ${aiDoctorQuota.hourStartedAt} end`,
        asked: sql`case when ${aiDoctorQuota.hourStartedAt} <= now() - interval '1 hour' then 1 else ${aiDoctorQuota.asked} + 1 end`,
      },
    })
    .returning({ asked: aiDoctorQuota.asked });
}

/**
 * The select list of an `insert ... select` into `table`: every insertable column in the table's order (the
 * order drizzle names them in), each the given value cast to the column's type, else the column's SQL
 * default, else null. A select's placeholders have no type of their own, as a `values` list's do, and no
 * column to encode them: a JSON value is given as its text.
 */
function inTableOrder(table: typeof aiDoctorQuestions, values: Record<string, SQL | Placeholder>): SQL {
  const list = Object.entries(getTableColumns(table))
    // as drizzle's own insert leaves out a column generated always (none here today)
    .filter(([, column]) => column.generated === undefined || column.generated.type === 'byDefault')
    .map(([key, column]) => {
      const value = values[key];
      if (value === undefined) return is(column.default, SQL) ? column.default : sql`null`;
      // JSON goes as text: each driver sends a string as it is, where it would send a bare array as a PostgreSQL array
      return column.getSQLType() === 'jsonb' ? sql`${value}::text::jsonb` : sql`${value}::${sql.raw(column.getSQLType())}`;
    });
  return sql.join(list, sql`, `);
}

const q = (db: Db) => prepared(db, 'ai-doctor', queries);

/**
 * Who is asking, in one round trip: her account (and the language the app last reported), her health
 * post (name, phone, palika), her latest pregnancy and latest-born baby.
 */
export async function findAsker(db: Db, id: string) {
  const [row] = await q(db).asker.execute({ providerId: id });
  return row;
}

/**
 * Who is asking, with the live session `lookup` names (db/live-session.ts), in one round trip; undefined when
 * the session is unknown, revoked, expired, or its account deactivated.
 */
export async function findAskerBySession(db: Db, lookup: { tokenHash: string; idleSince: string }) {
  const [row] = await q(db).askerBySession.execute(lookup);
  return row;
}

/** A question as stored (a type, not an interface: the prepared statements take a record of values). */
export type StoredQuestion = {
  providerId: string;
  prompt: string;
  response: string;
  urgent: boolean;
  action: string | null;
  lang: string;
  sources: string[];
  signs: string[];
  rephrased: boolean;
  modelScore: number;
};

/** Stores an ordinary question and its answer (one statement, asynchronous commit). */
export async function insertQuestion(db: Db, values: StoredQuestion) {
  await q(db).question.execute(values);
}

/**
 * Stores an urgent (`siren`) or not-sure (`review`) question and its item in her health post's inbox,
 * with the signs, her matching words and the numbers read (one statement: both or neither).
 */
export async function insertInboxQuestion(
  db: Db,
  values: StoredQuestion & { kind: 'siren' | 'review'; healthPostId: number; mobileNumber: string; message: string; aiFindings: AiFindings },
) {
  await q(db).inboxQuestion.execute(values);
}

/**
 * Stores an ordinary question within her hour's limit, counting it (one statement); false, and nothing
 * stored, when it is past the limit.
 */
export async function insertQuestionInQuota(db: Db, values: StoredQuestion, limit: number): Promise<boolean> {
  // the lists go as JSON text (the select's `::text::jsonb`): a driver would send a bare array as a PostgreSQL array
  const rows = await q(db).questionInQuota.execute({ ...values, sources: JSON.stringify(values.sources), signs: JSON.stringify(values.signs), limit });
  return rows.length > 0;
}

/** Counts one more question of her hour; the number she has now asked in it (over QUESTIONS_PER_HOUR: refused). */
export async function takeQuestionQuota(db: Db, id: string): Promise<number> {
  const [row] = await q(db).takeQuota.execute({ providerId: id });
  return row?.asked ?? 0;
}

/** Her own questions, newest first. */
export function listHistory(db: Db, id: string, limit: number) {
  return q(db).history.execute({ providerId: id, limit });
}
