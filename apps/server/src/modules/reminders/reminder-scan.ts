/**
 * The reminder scan (docs/spec/decisions.md "When reminders go out"): for each candidate person, her schedules from
 * the rules in core (domain/schedule.ts, domain/reminders.ts), and one notification per (person, subject,
 * period, due day, reminder kind), enforced by the unique `notifications.dedupe_key`. A batch of people is
 * one transaction: the notifications and their outbox rows (push, SMS) commit together or not at all, and
 * a second scan of the same day (another process, a retry, the start-up catch-up) inserts nothing.
 */
import { sql, type SQL } from 'drizzle-orm';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import type { Calendar } from '@mamata/core/calendar/bikram-sambat';
import { babySchedule, type ItemRecord } from '@mamata/core/domain/schedule';
import {
  motherRemindersAndNext,
  nextReminderDay,
  reminderAbout,
  reminderKey,
  reminderLink,
  remindersOn,
  reminderBabyName,
  reminderSms,
  reminderText,
  sendNotBefore,
  type ReminderAbout,
} from '@mamata/core/domain/reminders';
import type { Lang } from '@mamata/core/preferences';
import type { Db, Tx } from '../../db/client.ts';
import type { NotificationTexts } from '../../db/schema/support.ts';
import { textsInEach } from './texts.ts';
import { scheduleTemplates } from '../schedule-items/schedule-items.service.ts';
import { babiesOfBirth, motherFollowed } from './followed.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { inUuids } from '../../db/any-of.ts';

/** People per transaction of the daily scan. */
export const SCAN_BATCH = 1000;

/**
 * Who gets reminders: THE place that decides it. Active accounts only (an inactive account gets nothing);
 * the mother's antenatal items only while her pregnancy has not ended (a birth, a miscarriage or a stillbirth
 * sets `ended_on`); her own postnatal items after a stillbirth or the death of her baby (`MOTHER_FOLLOWED`,
 * core motherCareSchedule decides from the outcome and `PREGNANCY_BABIES`); a baby's items only while the baby
 * is alive (`babies.status`: a death or a removed birth entry stops them). Schema: db/schema/providers.ts.
 */
export const ACTIVE_ACCOUNT = sql.raw(`p.active`);
/** A pregnancy `pr` whose mother may still get reminders (followed.ts). */
export const MOTHER_FOLLOWED = motherFollowed(sql.raw('pr.ended_on'), sql.raw('pr.outcome'), sql.raw('pr.provider_id'));
/** The babies of pregnancy `pr`'s birth (not removed as a mistake), as JSON [{ status, endedOn }] (followed.ts). */
export const PREGNANCY_BABIES = babiesOfBirth(sql.raw('pr.id'), sql.raw('pr.provider_id'));
export const LIVING_BABY = sql.raw(`b.status = 'alive'`);

/** [item key, date given] of items given (not superseded) to a pregnancy or a baby. */
type GivenRow = [string, string];
export interface CandidateRow {
  id: string;
  lang: string;
  calendar: string;
  push_enabled: boolean;
  sms_enabled: boolean;
  mobile_number: string;
  /** Her `reminder_days.version` as read with her record: her next day is written only if it is still this one. */
  version: number;
  place_en: string;
  place_ne: string;
  has_push: boolean;
  pregnancy: {
    id: string;
    lmp: string;
    endedOn: string | null;
    outcome: string | null;
    babies: { status: string; endedOn: string | null }[];
    given: GivenRow[];
  } | null;
  babies: Array<{ id: string; birthDate: string; name: string; birthOrder: number; given: GivenRow[] }> | null;
}

// filtered by the person too, so the index on item_records(provider_id) serves both subjects
export const givenOf = (column: 'pregnancy_id' | 'baby_id', id: string) =>
  sql.raw(`coalesce((select json_agg(json_build_array(r.item_key, r.given_on)) from item_records r
    where r.provider_id = p.id and r.${column} = ${id} and r.superseded_at is null), '[]'::json)`);

/** A page of candidates in id order after `after` (keyset paging), or exactly `ids`. */
export async function candidates(
  db: Db,
  opts: { after: string | null; limit: number; ids?: readonly string[]; healthPostId?: number },
): Promise<CandidateRow[]> {
  const where: SQL[] = [ACTIVE_ACCOUNT];
  if (opts.healthPostId !== undefined) where.push(sql`p.health_post_id = ${opts.healthPostId}`);
  if (opts.ids) where.push(inUuids(sql.raw('p.id'), opts.ids));
  if (opts.after) where.push(sql`p.id > ${opts.after}::uuid`);
  return rowsOf<CandidateRow>(
    db,
    sql`
    select p.id, p.lang, p.calendar, p.push_enabled, p.sms_enabled, p.mobile_number, coalesce(rd.version, 0) as version,
      hp.name as place_en, hp.name_ne as place_ne,
      exists (select 1 from push_subscriptions s where s.provider_id = p.id) as has_push,
      case when p.registration_type = 'BABY' then null else (
        select json_build_object('id', pr.id, 'lmp', pr.last_menstrual_period, 'endedOn', pr.ended_on, 'outcome', pr.outcome,
          'babies', ${PREGNANCY_BABIES}, 'given', ${givenOf('pregnancy_id', 'pr.id')})
        from pregnancies pr where pr.provider_id = p.id and ${MOTHER_FOLLOWED}
        order by pr.last_menstrual_period desc, pr.created_at desc limit 1) end as pregnancy,
      (select json_agg(json_build_object('id', b.id, 'birthDate', b.birth_date, 'name', b.name, 'birthOrder', b.birth_order, 'given', ${givenOf('baby_id', 'b.id')}) order by b.birth_order)
        from babies b where b.provider_id = p.id and ${LIVING_BABY}) as babies
    from providers p join health_posts hp on hp.id = p.health_post_id left join reminder_days rd on rd.provider_id = p.id
    where ${sql.join(where, sql` and `)}
    order by p.id limit ${opts.limit}`,
  );
}

export const records = (given: readonly GivenRow[]): ItemRecord[] => given.map(([key, givenOn]) => ({ key, givenOn }));

/** A notification to create, with its outbox rows. */
interface Planned {
  providerId: string;
  dedupeKey: string;
  title: string;
  body: string;
  /** Both languages, for her list after she switches language. */
  texts: NotificationTexts;
  link: string;
  about: ReminderAbout;
  push: boolean;
  hasPush: boolean;
  sms: boolean;
  smsText: string;
}

/** Ids from `from` (included) to `to` (excluded; null: to the end): a range of the daily scan. */
export interface IdRange {
  from: string;
  to: string | null;
}

export interface ScanOptions {
  /** The current instant (Nepal's today and quiet hours follow from it). */
  now?: Date;
  /** Only these people (the on-demand scan after a record changed). */
  providerIds?: readonly string[];
  /**
   * The daily scan: only the people whose next reminder day has come (`reminder_days.next_on` on or before today, or
   * not known), of `range` if given (docs/decisions/030-reminders-at-scale.md). Without it (and without `providerIds`)
   * everyone is read.
   */
  due?: { range?: IdRange };
  batchSize?: number;
  /** Adds the milliseconds spent reading candidates, applying the rules and writing (the bench reads them). */
  timings?: { read: number; rules: number; write: number };
}

export interface ScanResult {
  people: number;
  created: number;
  cancelled: number;
}

/** A person's next reminder day as worked out by a scan, with the version of her row it was read with. */
interface NextDay {
  providerId: string;
  version: number;
  /** 'infinity': none without a change to her record. */
  nextOn: string;
}

/** The earlier of two next days (null: none). */
const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null || a < b ? a : b);

/** Plans the reminders of one batch, and each person's next reminder day. */
async function plan(
  db: Db,
  rows: readonly CandidateRow[],
  today: string,
): Promise<{ planned: Planned[]; keysByPerson: Map<string, string[]>; nextDays: NextDay[] }> {
  const templates = await scheduleTemplates(db);
  const planned: Planned[] = [];
  const keysByPerson = new Map<string, string[]>();
  const nextDays: NextDay[] = [];
  for (const row of rows) {
    let next: string | null = null;
    const lang: Lang = row.lang === 'ne' ? 'ne' : 'en';
    const calendar: Calendar = row.calendar === 'bs' ? 'bs' : 'ad';
    const keys: string[] = [];
    // twins: each baby's reminders name it ("Maya: BCG ..."), so two alike are not taken for one sent twice
    const twins = (row.babies ?? []).length > 1;
    const add = (subjectId: string, subject: 'mother' | 'baby', groups: ReturnType<typeof remindersOn>, baby?: { name: string; birthOrder: number }) => {
      for (const group of groups) {
        const textOpts = (l: Lang, c: Calendar) => ({
          lang: l,
          calendar: c,
          place: l === 'ne' ? row.place_ne : row.place_en,
          subject,
          today,
          ...(baby && twins ? { babyName: reminderBabyName(baby.name, baby.birthOrder, l) } : {}),
        });
        const texts = textsInEach((l, c) => reminderText(group, textOpts(l, c)));
        const text = texts[`${lang}-${calendar}`];
        const dedupeKey = reminderKey(row.id, subjectId, group);
        keys.push(dedupeKey);
        planned.push({
          providerId: row.id,
          dedupeKey,
          ...text,
          texts,
          // tapping it opens the item on the schedule (the baby's tab for a baby's item)
          link: reminderLink(group, subject === 'baby' ? subjectId : null),
          about: reminderAbout(subject, subjectId, group),
          push: row.push_enabled,
          hasPush: row.has_push,
          sms: row.sms_enabled,
          // built to fit its segments without cutting a word (short names first): core reminderSms
          smsText: reminderSms(group, textOpts(lang, calendar)),
        });
      }
    };
    // her antenatal items while the pregnancy goes on, else her own postnatal care after a loss (or nothing)
    if (row.pregnancy) {
      const mother = motherRemindersAndNext(row.pregnancy, today, records(row.pregnancy.given), templates.mother);
      add(row.pregnancy.id, 'mother', mother.groups);
      next = earlier(next, mother.next);
    }
    for (const baby of row.babies ?? []) {
      const schedule = babySchedule(baby.birthDate, today, records(baby.given), templates.baby);
      add(baby.id, 'baby', remindersOn(schedule, today), baby);
      next = earlier(next, nextReminderDay(schedule, today));
    }
    keysByPerson.set(row.id, keys);
    nextDays.push({ providerId: row.id, version: row.version, nextOn: next ?? 'infinity' });
  }
  return { planned, keysByPerson, nextDays };
}

/**
 * Writes each person's next reminder day, unless her record changed since it was read (`version`: `personChanged`
 * moved it; she stays not known and is read again). In the batch's transaction.
 */
async function writeNextDays(tx: Db | Tx, nextDays: readonly NextDay[]): Promise<void> {
  if (nextDays.length === 0) return;
  await tx.execute(sql`insert into reminder_days (provider_id, version, next_on)
    select * from unnest(${sql.param(nextDays.map((n) => n.providerId))}::uuid[], ${sql.param(nextDays.map((n) => n.version))}::int[],
      ${sql.param(nextDays.map((n) => n.nextOn))}::date[])
    on conflict (provider_id) do update set next_on = excluded.next_on where reminder_days.version = excluded.version`);
}

/**
 * People read as due who are no candidate (an inactive account): nothing more until a change (activating her
 * announces it). Checked in the statement itself, so an account activated meanwhile keeps its unknown day.
 */
async function writeNoneFor(tx: Db | Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update reminder_days rd set next_on = 'infinity' where ${inUuids(sql.raw('rd.provider_id'), ids)}
    and not exists (select 1 from providers p where p.id = rd.provider_id and ${ACTIVE_ACCOUNT})`);
}

/**
 * Writes a batch in one transaction: new notifications (a key that exists inserts nothing) and the outbox
 * rows of those that were new; and cancels push/SMS not yet sent for reminders of these people that no
 * longer apply (the item was given, or a later reminder of it replaced it).
 */
async function write(
  db: Db,
  planned: readonly Planned[],
  keysByPerson: Map<string, string[]>,
  now: Date,
  nextDays: readonly NextDay[] = [],
): Promise<{ created: number; cancelled: number }> {
  const notBefore = sendNotBefore(now);
  if (planned.length === 0 && keysByPerson.size === 0 && nextDays.length === 0) return { created: 0, cancelled: 0 };
  return db.transaction(async (tx) => {
    await writeNextDays(tx, nextDays);
    let created = 0;
    if (planned.length > 0) {
      const values = planned.map(
        (p) =>
          sql`(${p.providerId}::uuid, ${p.title}, ${p.body}, ${JSON.stringify(p.texts)}::jsonb, 'reminder', ${p.dedupeKey}, ${p.link}, ${JSON.stringify(p.about)}::jsonb, ${now.toISOString()}::timestamptz)`,
      );
      const inserted = await rowsOf<{ id: string; dedupe_key: string }>(
        tx,
        sql`
        insert into notifications (provider_id, title, body, texts, type, dedupe_key, link, about, created_at)
        values ${sql.join(values, sql`, `)}
        on conflict (dedupe_key) do nothing
        returning id, dedupe_key`,
      );
      const newIds = new Map(inserted.map((r) => [r.dedupe_key, r.id]));
      created = newIds.size;
      const outbox: SQL[] = [];
      for (const p of planned) {
        const id = newIds.get(p.dedupeKey);
        if (!id) continue;
        if (p.push) {
          const payload = JSON.stringify({ title: p.title, body: p.body, url: p.link, tag: id });
          outbox.push(
            sql`(${id}::uuid, ${p.providerId}::uuid, 'push', ${p.hasPush ? 'pending' : 'skipped'}, ${payload}::jsonb, ${notBefore.toISOString()}::timestamptz)`,
          );
        }
        if (p.sms)
          outbox.push(
            sql`(${id}::uuid, ${p.providerId}::uuid, 'sms', 'pending', ${JSON.stringify({ text: p.smsText })}::jsonb, ${notBefore.toISOString()}::timestamptz)`,
          );
      }
      if (outbox.length > 0) {
        await tx.execute(sql`insert into notification_deliveries (notification_id, provider_id, channel, state, payload, next_attempt_at)
          values ${sql.join(outbox, sql`, `)} on conflict (notification_id, channel) do nothing`);
      }
    }
    // Reminders of these people that no longer apply: their push and SMS not yet sent are cancelled.
    const people = [...keysByPerson.keys()];
    let cancelled = 0;
    if (people.length > 0) {
      const current = [...keysByPerson.values()].flat();
      const result = await rowsOf<{ id: string }>(
        tx,
        sql`
        update notification_deliveries d set state = 'cancelled', updated_at = ${now.toISOString()}::timestamptz
        from notifications n
        where n.id = d.notification_id and n.type = 'reminder' and d.state = 'pending'
          and d.provider_id in (${sql.join(
            people.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          ${
            current.length > 0
              ? sql`and n.dedupe_key not in (${sql.join(
                  current.map((k) => sql`${k}`),
                  sql`, `,
                )})`
              : sql``
          }
        returning d.id`,
      );
      cancelled = result.length;
    }
    return { created, cancelled };
  });
}

/**
 * The people of `range` whose next reminder day has come on `today` (or is not known), in id order: read from the
 * index of `reminder_days` alone (docs/decisions/030-reminders-at-scale.md).
 */
export async function duePeople(db: Db, today: string, range?: IdRange): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select provider_id as id from reminder_days
      where (next_on is null or next_on <= ${today}::date)
        ${range ? sql`and provider_id >= ${range.from}::uuid` : sql``} ${range?.to ? sql`and provider_id < ${range.to}::uuid` : sql``}
      order by provider_id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Scans the given people, the people whose day has come (the daily scan) or everyone, batch by batch: the next page
 * of candidates is read while the rules run and the previous batch is written. Every batch writes, in its own
 * transaction with its reminders, each person's next reminder day, so a daily scan cut short (a crash) and run again
 * reads only the people it had not finished. Only a scan of given people (a record changed) cancels push/SMS of
 * reminders that no longer apply: every change that can end a reminder queues one, so the daily scan skips that work.
 */
export async function scanReminders(db: Db, opts: ScanOptions = {}): Promise<ScanResult> {
  const now = opts.now ?? new Date();
  const today = nepalToday(now);
  const limit = opts.batchSize ?? SCAN_BATCH;
  const result: ScanResult = { people: 0, created: 0, cancelled: 0 };
  if (opts.providerIds && opts.providerIds.length === 0) return result;
  const timed = async <T>(key: 'read' | 'rules' | 'write', work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      if (opts.timings) opts.timings[key] += performance.now() - t0;
    }
  };
  // the people to read: those asked for, those due (read in pages of the list), or everyone (pages of the table)
  const listed = opts.providerIds ?? (opts.due ? await timed('read', () => duePeople(db, today, opts.due?.range)) : null);
  if (listed && listed.length === 0) return result;
  // a page of candidates, and whether there may be more: keyset pages of the table (everyone, or those asked for), or
  // pages of the due list (a page may hold fewer candidates than ids: an inactive account is no candidate)
  let page = 0;
  const read = (after: string | null): Promise<{ rows: CandidateRow[]; more: boolean }> =>
    timed('read', async () => {
      if (!listed || opts.providerIds) {
        const rows = await candidates(db, { after, limit, ids: listed ?? undefined });
        return { rows, more: rows.length === limit };
      }
      const ids = listed.slice(page * limit, (page + 1) * limit);
      page += 1;
      return { rows: ids.length === 0 ? [] : await candidates(db, { after: null, limit, ids }), more: page * limit < listed.length };
    });
  let writing: Promise<void> = Promise.resolve();
  // people asked for (or due) who are no candidate (an account made inactive): none of their reminders applies
  const gone = new Set(listed ?? []);
  let current = await read(null);
  for (;;) {
    const { rows, more } = current;
    for (const r of rows) gone.delete(r.id);
    const next = more ? read(rows[rows.length - 1]?.id ?? null) : null;
    if (rows.length > 0) {
      const { planned, keysByPerson, nextDays } = await timed('rules', () => plan(db, rows, today));
      result.people += rows.length;
      await writing;
      writing = timed('write', () => write(db, planned, opts.providerIds ? keysByPerson : new Map<string, string[]>(), now, nextDays)).then((w) => {
        result.created += w.created;
        result.cancelled += w.cancelled;
      });
    }
    if (!next) break;
    current = await next;
  }
  await writing;
  if (gone.size > 0) {
    const ids = [...gone];
    await timed('write', () => writeNoneFor(db, ids));
    if (opts.providerIds) {
      const w = await timed('write', () => write(db, [], new Map(ids.map((id) => [id, []])), now));
      result.cancelled += w.cancelled;
    }
  }
  return result;
}

/** Records that the daily scan of Nepal day `day` finished (the start-up catch-up looks for it). */
export async function recordScan(db: Db, day: string, startedAt: Date, result: ScanResult): Promise<void> {
  await db.execute(sql`insert into reminder_scans (day, people, created, started_at) values (${day}, ${result.people}, ${result.created}, ${startedAt.toISOString()}::timestamptz)
    on conflict (day) do nothing`);
}

/** The Nepal day of the last daily scan that finished, or null. */
export async function lastScanDay(db: Db): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(db, sql`select max(day)::text as day from reminder_scans`);
  return row?.day ?? null;
}
