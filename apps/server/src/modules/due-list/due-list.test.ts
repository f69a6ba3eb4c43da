/**
 * The staff due list from the kept due list days (docs/decisions/035-due-list-days.md) against the list as it was
 * computed before them, from every schedule and reading of the health post in one response: on a seeded post of
 * mothers, babies and both with records given on time, late and not at all, over days that pass with the kept days
 * in place, the pages together hold exactly the same entries and flags. Then: a change read at once, the pages, and
 * a nurse of another post who sees none of it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { addDays, daysBetween, nepalInstant, nepalToday } from '@mamata/core/calendar/nepal-time';
import type { RecordedSex } from '@mamata/core/domain/growth';
import { babySchedule, motherCareSchedule, type ItemRecord, type ScheduledItem } from '@mamata/core/domain/schedule';
import { babyAlerts, fetalAlerts, pregnancyAlerts, sortAlerts, visitReading, worstLevel, type ReadingAlert } from '@mamata/core/domain/verdicts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { staffHeaders } from '../../../test/staff-login.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { scheduleTemplates } from '../schedule-items/schedule-items.service.ts';
import * as q from './due-list.queries.ts';
import { listGrowth, listReadingReviews } from '../records-shared/records-shared.queries.ts';
import { DUE_LIST_PAGE_PEOPLE, dueList } from './due-list.service.ts';
// the bench's population (bulk SQL): mothers at every week, babies of every age, some records late or not given
import { seedPopulation } from '../../../../../bench/lib/population.mjs';

interface Entry {
  personId: string;
  full_name: string;
  mobile_number: string;
  babyId: string | null;
  itemKey: string;
  name: string;
  type: string;
  dueDate: string;
  status: string;
}
interface Flagged {
  personId: string;
  full_name: string;
  mobile_number: string;
  alerts: ReadingAlert[];
}
interface Due {
  dueSoon: Entry[];
  overdue: Entry[];
  flagged: Flagged[];
  more: boolean;
  total?: { people: number; flagged: number };
}

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: { authorization: string };
let jhor: { authorization: string };
const START = nepalToday();

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  // the bench's SQL through this database's own client (PGlite or PostgreSQL): rows and counts as node-postgres gives them
  const raw = (
    db as unknown as { $client: { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[]; rowCount?: number; affectedRows?: number }> } }
  ).$client;
  const client = {
    query: async (text: string, params?: unknown[]) => {
      if (/^(vacuum|checkpoint)/i.test(text)) return { rows: [], rowCount: 0 };
      const res = await raw.query(text, params);
      return { rows: res.rows, rowCount: res.rowCount ?? res.affectedRows ?? 0 };
    },
  };
  const [post] = await rowsOf<{ id: number }>(db, sql`select health_post_id as id from staff_users where mobile_number = '9800000010'`);
  await seedPopulation(client, { providers: 240, healthPostId: post!.id });
  // a few flagged readings: a severe blood pressure yesterday
  await ctx.database.db
    .execute(sql`insert into antenatal_visits (pregnancy_id, visit_date, gestational_week, systolic_pressure, diastolic_pressure, recorded_by)
    select pr.id, ${START}::date - 1, 30, 170, 115, (select id from staff_users where mobile_number = '9800000010')
    from pregnancies pr join providers p on p.id = pr.provider_id
    where p.mobile_number like '97%' and pr.ended_on is null and substr(p.mobile_number, 3)::int % 9 = 0`);
  tokha = await staffHeaders(ctx.app, '9800000010');
  jhor = await staffHeaders(ctx.app, '9800000011');
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await ctx?.close();
});

/** The list as computed before the kept days: every schedule and reading of the nurse's post, in one response. */
async function before(days: number, today: string): Promise<Omit<Due, 'more'>> {
  const db = ctx.database.db;
  const templates = await scheduleTemplates(db);
  const ids = (
    await rowsOf<{ id: string }>(
      db,
      sql`select id from providers where active and health_post_id = (select health_post_id from staff_users where mobile_number = '9800000010')`,
    )
  ).map((r) => r.id);
  const { people, pregnancies, babies } = await q.listScheduleSubjects(db, ids);
  const [records, visits, fetal, growth] = await Promise.all([
    q.listGivenItems(db, ids),
    q.listVisitsOf(
      db,
      pregnancies.map((p) => p.id),
    ),
    q.listFetalWeightsOf(
      db,
      pregnancies.filter((p) => p.endedOn === null).map((p) => p.id),
    ),
    listGrowth(
      db,
      babies.map((b) => b.id),
    ),
  ]);
  const reviewed = new Set(
    (
      await listReadingReviews(
        db,
        visits.map((v) => v.id),
      )
    ).map((r) => r.visitId),
  );
  const asRecords = (rows: typeof records): ItemRecord[] => rows.map((r) => ({ key: r.itemKey, givenOn: r.givenOn }));
  const horizon = addDays(today, days);
  const missedSince = addDays(today, -56);
  const dueSoon: Entry[] = [];
  const overdue: Entry[] = [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const add = (personId: string, babyId: string | null, items: ScheduledItem[]) => {
    const p = byId.get(personId)!;
    for (const item of items) {
      const entry = {
        personId,
        full_name: `${p.firstName} ${p.lastName}`,
        mobile_number: p.mobileNumber,
        babyId,
        itemKey: item.key,
        name: item.name.en,
        type: item.type,
        dueDate: item.dueDate,
      };
      if (item.status === 'overdue' || (item.status === 'missed' && item.dueDate >= missedSince)) overdue.push({ ...entry, status: item.status });
      else if (item.status === 'due' || (item.status === 'upcoming' && item.dueDate <= horizon)) dueSoon.push({ ...entry, status: item.status });
    }
  };
  const alertsOf = new Map<string, ReadingAlert[]>();
  const flag = (personId: string, alerts: ReadingAlert[]) => alertsOf.set(personId, [...(alertsOf.get(personId) ?? []), ...alerts]);
  for (const preg of pregnancies) {
    const own = records.filter((r) => !r.babyId && r.pregnancyId === preg.id);
    add(
      preg.providerId,
      null,
      motherCareSchedule(preg, today, asRecords(own), templates.mother, { reminders: true }).flatMap((p) => p.items),
    );
    const readings = visits.filter((v) => v.pregnancyId === preg.id).map((v) => visitReading(v, preg.lmp, reviewed.has(v.id)));
    flag(preg.providerId, pregnancyAlerts(readings, { weightKg: preg.weightKg, heightInches: preg.heightInches }, { endedOn: preg.endedOn, today }));
    const estimates = fetal
      .filter((f) => f.pregnancyId === preg.id)
      .map((f) => ({ date: f.measuredOn, grams: f.weightGrams, gestationDays: daysBetween(preg.lmp, f.measuredOn), fetus: f.fetus }));
    flag(preg.providerId, fetalAlerts(estimates, null));
  }
  for (const baby of babies) {
    add(
      baby.providerId,
      baby.id,
      babySchedule(baby.birthDate, today, asRecords(records.filter((r) => r.babyId === baby.id)), templates.baby).flatMap((p) => p.items),
    );
    const rows = growth
      .filter((g) => g.babyId === baby.id)
      .map((g) => ({ date: g.measuredOn, ageDays: daysBetween(baby.birthDate, g.measuredOn), grams: g.weightGrams, inches: g.heightInches }));
    flag(baby.providerId, babyAlerts(baby.id, baby.sex as RecordedSex, rows));
  }
  const flagged: Flagged[] = [];
  for (const [personId, all] of alertsOf) {
    const alerts = sortAlerts(all.filter((a) => a.level === 'emergency' || a.level === 'see-health-worker'));
    const p = byId.get(personId)!;
    if (alerts.length > 0) flagged.push({ personId, full_name: `${p.firstName} ${p.lastName}`, mobile_number: p.mobileNumber, alerts });
  }
  const rank = (alerts: ReadingAlert[]) => (worstLevel(alerts) === 'emergency' ? 0 : 1);
  return { dueSoon, overdue, flagged: flagged.sort((a, b) => rank(a.alerts) - rank(b.alerts) || a.full_name.localeCompare(b.full_name)) };
}

/**
 * Every page of the list, as the screen loads them one after the other: through the route, or with `direct` through
 * the service as the nurse (a clock moved forward in this process only: PostgreSQL's own clock would end the session).
 */
async function allPages(days: number, headers = tokha, direct = false) {
  const out: Due & { emptyPages: number } = { dueSoon: [], overdue: [], flagged: [], more: false, emptyPages: 0 };
  const [nurse] = await rowsOf<{ id: string }>(ctx.database.db, sql`select id from staff_users where mobile_number = '9800000010'`);
  for (let page = 0; ; page++) {
    let body: Due;
    if (direct) {
      body = await dueList(ctx.database.db, { sessionId: 'test', staffId: nurse!.id, role: 'health_post', ip: '127.0.0.1' }, { days, page }, 'en');
    } else {
      const res = await ctx.app.inject({ url: `/api/v1/staff/due?days=${days}&page=${page}`, headers: { ...headers, 'accept-language': 'en' } });
      expect(res.statusCode, res.body).toBe(200);
      body = res.json<Due>();
    }
    out.dueSoon.push(...body.dueSoon);
    out.overdue.push(...body.overdue);
    out.flagged.push(...body.flagged);
    out.total ??= body.total;
    if (body.dueSoon.length + body.overdue.length + body.flagged.length === 0) out.emptyPages++;
    if (!body.more) return { ...out, pages: page + 1 };
  }
}

// one order for comparing lists whose entries come in pages: by every field
const canonical = (entries: Array<Entry | Flagged>) => entries.map((e) => JSON.stringify(e)).sort();

async function expectSame(today: string, direct = false) {
  for (const days of [7, 31]) {
    const [now, then] = [await allPages(days, tokha, direct), await before(days, today)];
    expect(canonical(now.dueSoon), `due soon, ${days} days, on ${today}`).toEqual(canonical(then.dueSoon));
    expect(canonical(now.overdue), `late, ${days} days, on ${today}`).toEqual(canonical(then.overdue));
    expect(canonical(now.flagged), `flagged on ${today}`).toEqual(canonical(then.flagged));
    expect(then.dueSoon.length + then.overdue.length).toBeGreaterThan(0);
    // the counts the screen shows are those of the whole list, and no page the screen loads is empty
    const people = (d: Omit<Due, 'more'>) => new Set([...d.dueSoon, ...d.overdue].map((e) => e.personId)).size;
    expect(now.total, `totals, ${days} days, on ${today}`).toEqual({ people: people(then), flagged: new Set(then.flagged.map((f) => f.personId)).size });
    expect(now.emptyPages).toBe(0);
  }
}

test('the same entries and flags as the list of everyone, day after day with the kept days in place', async () => {
  await expectSame(START);
  // every active person of the post has her day now
  const [unknown] = await rowsOf<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from reminder_days rd join providers p on p.id = rd.provider_id
      where p.active and p.mobile_number like '97%' and rd.list_on is null`,
  );
  expect(unknown!.n).toBe(0);
  expect((await rowsOf<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from reminder_days where list_flag is not null`))[0]!.n).toBeGreaterThan(
    0,
  );
  vi.useFakeTimers({ toFake: ['Date'] });
  for (const step of [1, 1, 2, 3, 6, 9, 15, 29, 40]) {
    const day = addDays(nepalToday(), step);
    vi.setSystemTime(nepalInstant(day, 10));
    await expectSame(day, true);
  }
  // back to today: the kept days assume a clock that only goes forward, so they are forgotten (read again)
  vi.useRealTimers();
  await ctx.database.db.execute(sql`update reminder_days set list_on = null`);
}, 600_000);

test("a change is read at once: an item given leaves the list, a reviewed reading's emergency leaves the flags", async () => {
  const first = (await allPages(31)).overdue.find((e) => e.babyId === null)!;
  const now = nepalToday();
  const given = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/staff/people/${first.personId}/items`,
    headers: tokha,
    payload: { itemKey: first.itemKey, givenOn: now },
  });
  expect(given.statusCode, given.body).toBeLessThan(300);
  const after = await allPages(31);
  expect(after.overdue.some((e) => e.personId === first.personId && e.itemKey === first.itemKey)).toBe(false);
  // her severe reading reviewed: no longer flagged (core pregnancyAlerts), read at once
  const severe = after.flagged.find((f) => f.alerts.some((a) => a.level === 'emergency'))!;
  const [visit] = await rowsOf<{ id: string }>(
    ctx.database.db,
    sql`select v.id from antenatal_visits v join pregnancies pr on pr.id = v.pregnancy_id where pr.provider_id = ${severe.personId}::uuid and v.systolic_pressure = 170`,
  );
  const review = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/staff/people/${severe.personId}/visits/${visit!.id}/review`,
    headers: tokha,
    payload: { note: 'seen, referred' },
  });
  expect(review.statusCode, review.body).toBeLessThan(300);
  // her reading's emergency is gone from the list at once (other readings of hers may still flag her)
  const hers = (await allPages(31)).flagged.find((f) => f.personId === severe.personId);
  expect(hers?.alerts ?? []).not.toEqual(severe.alerts);
  await expectSame(now);
});

test('pages of at most DUE_LIST_PAGE_PEOPLE (50) people; a page past the end is empty; a bad page is refused', async () => {
  const page0 = (await ctx.app.inject({ url: '/api/v1/staff/due?days=31&page=0', headers: tokha })).json<Due>();
  const people = new Set([...page0.dueSoon, ...page0.overdue].map((e) => e.personId));
  expect(people.size).toBeLessThanOrEqual(DUE_LIST_PAGE_PEOPLE);
  expect(page0.more).toBe(true);
  const all = await allPages(31);
  expect(all.pages).toBeGreaterThan(1);
  const past = (await ctx.app.inject({ url: `/api/v1/staff/due?days=31&page=${all.pages}`, headers: tokha })).json<Due>();
  expect(past).toMatchObject({ dueSoon: [], overdue: [], more: false });
  for (const bad of ['-1', 'x', '1.5']) expect((await ctx.app.inject({ url: `/api/v1/staff/due?page=${bad}`, headers: tokha })).statusCode).toBe(400);
});

test("a nurse of another post sees none of this post's people, flagged or due; without a session: 401", async () => {
  const ours = await allPages(31);
  const theirs = await allPages(31, jhor);
  const ourPeople = new Set([...ours.dueSoon, ...ours.overdue, ...ours.flagged].map((e) => e.personId));
  for (const e of [...theirs.dueSoon, ...theirs.overdue, ...theirs.flagged]) expect(ourPeople.has(e.personId)).toBe(false);
  expect((await ctx.app.inject({ url: '/api/v1/staff/due' })).statusCode).toBe(401);
});
