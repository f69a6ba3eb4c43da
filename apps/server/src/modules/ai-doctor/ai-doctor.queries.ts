import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { aiDoctorQuestions, babies, healthPostMessages, healthPosts, pregnancies, providers } from '../../db/schema/index.ts';

/** A transaction or the database: the writes of one question run in one transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const providerId = sql.placeholder('providerId');

/** The latest pregnancy and the latest-born baby of the account, as subqueries of the asker's row. */
const LATEST_PREGNANCY = sql<{ lmp: string; endedOn: string | null } | null>`(
  select json_build_object('lmp', p.last_menstrual_period, 'endedOn', p.ended_on) from ${pregnancies} p
  where p.provider_id = ${providers.id} order by p.last_menstrual_period desc limit 1)`;
const LATEST_BABY = sql<{ birthDate: string } | null>`(
  select json_build_object('birthDate', b.birth_date) from ${babies} b
  where b.provider_id = ${providers.id} order by b.birth_date desc limit 1)`;
/** Her questions of the last hour, for the hourly limit (index on provider and time). */
const ASKED_LAST_HOUR = sql<number>`(select count(*)::int from ${aiDoctorQuestions} q
  where q.provider_id = ${providers.id} and q.created_at > now() - interval '1 hour')`;

function queries(db: Db) {
  return {
    asker: db
      .select({
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
        askedLastHour: ASKED_LAST_HOUR,
      })
      .from(providers)
      .innerJoin(healthPosts, eq(healthPosts.id, providers.healthPostId))
      .where(eq(providers.id, providerId))
      .prepare('ai_doctor_asker'),
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
  };
}

const q = (db: Db) => prepared(db, 'ai-doctor', queries);

/**
 * Who is asking, in one round trip: her account, her health post (name, phone, palika), her latest
 * pregnancy and latest-born baby, and how many questions she asked in the last hour.
 */
export async function findAsker(db: Db, id: string) {
  const [row] = await q(db).asker.execute({ providerId: id });
  return row;
}

/** Stores an urgent item in her health post's inbox (the siren kind, in her name) and returns its id. */
export async function insertUrgentMessage(tx: Tx, values: { healthPostId: number; mobileNumber: string; message: string; providerId: string }) {
  const [row] = await tx
    .insert(healthPostMessages)
    .values({ ...values, kind: 'siren', recipient: 'Health-Office' })
    .returning({ id: healthPostMessages.id });
  if (!row) throw new Error('urgent message not stored');
  return row.id;
}

/** Stores a question and its answer. */
export async function insertQuestion(tx: Tx, values: typeof aiDoctorQuestions.$inferInsert) {
  await tx.insert(aiDoctorQuestions).values(values);
}

/** Her own questions, newest first. */
export function listHistory(db: Db, id: string, limit: number) {
  return q(db).history.execute({ providerId: id, limit });
}
