/**
 * The posts' tallied months, kept (docs/decisions/034-hmis-stored-tallies.md). Counting a palika's year from its
 * records takes about a second on an idle machine (150,000 rows read and turned into facts), several under load; the
 * indicators, the palika's and a post's status, the dry run and the sending read their months here instead:
 * 1. in this process's memory, while the post's counter (`hmis_post_versions`) stands still;
 * 2. else in `hmis_month_tallies`, stored with the counter and the counting rules' key, while both still match
 *    (so the first request after a start reads them, not the records);
 * 1-2. or, kept or stored under an earlier counter, while every raise of the counter since dates from after the
 *    month's end (`hmis_post_changes`, docs/decisions/039-hmis-months-since.md): a visit recorded today leaves last
 *    month's count as it was, so only the current month is counted again;
 * 3. else counted now from one register of every such post (core `tallyMonths`), then stored and kept.
 * The counters are read before the records: a write in between leaves a stored month older than its counter, which
 * is then never read, only replaced. The triggers raise every post a written row of a person may count at
 * (migration 0029), so a correction of an earlier month shows on the next request.
 * A warmer counts in the background, at the start and then every `everySeconds`, the twelve months up to the current
 * one of each post whose stored current month is behind its counter, so requests seldom count at all.
 */
import { createHash } from 'node:crypto';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { addMonths, periodOf, periodRange, type HmisPeriod } from '@mamata/core/hmis/period';
import { HMIS_CELLS } from '@mamata/core/hmis/rules';
import { HMIS_TALLY_REVISION, tallyMonths, type HmisValues } from '@mamata/core/hmis/tally';
import type { Db } from '../../db/client.ts';
import * as q from './hmis.queries.ts';
import * as tq from './hmis-tallies.queries.ts';

/** A month as the indicators, the status and the push read it: its cells. */
export interface KeptMonth {
  period: HmisPeriod;
  values: HmisValues;
  missing: [];
}

/** Months kept in memory (`post:period`) with the counter they were counted (or read) under. One per app. */
export type MonthCache = Map<string, { version: number; month: KeptMonth }>;
const MONTHS_KEPT = 20_000;
export const newMonthCache = (): MonthCache => new Map();

/** The key of the counting rules a stored month was counted by: the revision and every cell of the sheet. */
export const RULES_KEY = createHash('sha256')
  .update(JSON.stringify({ revision: HMIS_TALLY_REVISION, cells: HMIS_CELLS.map((c) => [c.id, c.section, c.facts]) }))
  .digest('hex')
  .slice(0, 16);

/** The twelve periods ending with `to`, oldest first. */
export function twelveMonths(to: HmisPeriod): HmisPeriod[] {
  return Array.from({ length: 12 }, (_, i) => addMonths(to, i - 11));
}

const keyOf = (id: number, period: HmisPeriod) => `${id}:${period}`;

/**
 * Whether a month counted under counter `from` is still good under `to`: every raise in between dates from after the
 * month's end (`changes`: the raises of its post, docs/decisions/039-hmis-months-since.md).
 */
function unchanged(changes: { version: number; since: string | null }[], from: number, to: number, period: HmisPeriod) {
  if (from === to) return true;
  if (from > to) return false;
  const between = changes.filter((c) => c.version > from && c.version <= to);
  // a raise not logged (the counter raised by hand): nothing is known of what it changed
  if (between.length !== to - from) return false;
  const end = periodRange(period).end;
  return between.every((c) => c.since !== null && c.since > end);
}

/** The months of `ids` × `periods` (consecutive periods): kept, stored or counted now (see above). */
export async function monthsOf(db: Db, cache: MonthCache, ids: number[], periods: HmisPeriod[]) {
  const versions = await tq.postVersions(db, ids);
  const versionOf = (id: number) => versions.get(id) ?? 0;
  const months = new Map<string, KeptMonth>();
  const missingIn = (list: number[]) => list.filter((id) => periods.some((p) => !months.has(keyOf(id, p))));
  // what memory and the table hold, with the counter each was counted under
  const found = new Map<string, { version: number; month: KeptMonth; stored: boolean }>();
  for (const id of ids)
    for (const p of periods) {
      const c = cache.get(keyOf(id, p));
      if (c) found.set(keyOf(id, p), { ...c, stored: false });
    }
  if (cache.size > MONTHS_KEPT) cache.clear();
  const notCurrent = ids.filter((id) => periods.some((p) => found.get(keyOf(id, p))?.version !== versionOf(id)));
  if (notCurrent.length > 0) {
    for (const row of await tq.storedMonths(db, notCurrent, periods, RULES_KEY)) {
      const key = keyOf(row.healthPostId, row.period);
      const kept = found.get(key);
      if (!kept || kept.version < row.version)
        found.set(key, { version: row.version, month: { period: row.period, values: row.cells, missing: [] }, stored: true });
    }
  }
  // a month counted under an earlier counter is good while every raise since dates from after its end
  const oldest = new Map<number, number>();
  for (const id of ids)
    for (const p of periods) {
      const f = found.get(keyOf(id, p));
      if (f && f.version < versionOf(id)) oldest.set(id, Math.min(oldest.get(id) ?? f.version, f.version));
    }
  const changes = await tq.changesBetween(
    db,
    [...oldest].map(([post, after]) => ({ post, after, upTo: versionOf(post) })),
  );
  const restamp: { healthPostId: number; period: string; from: number; to: number }[] = [];
  for (const id of ids) {
    const ofPost = changes.filter((c) => c.healthPostId === id);
    for (const p of periods) {
      const f = found.get(keyOf(id, p));
      if (!f || !unchanged(ofPost, f.version, versionOf(id), p)) continue;
      months.set(keyOf(id, p), f.month);
      cache.set(keyOf(id, p), { version: versionOf(id), month: f.month });
      if (f.version !== versionOf(id)) restamp.push({ healthPostId: id, period: p, from: f.version, to: versionOf(id) });
    }
  }
  await tq.restampMonths(db, restamp);
  // the rest counted now: the stale posts over the periods from their first stale month to their last
  const stale = missingIn(ids);
  if (stale.length > 0) {
    const staleAt = periods.map((p, i) => (stale.some((id) => !months.has(keyOf(id, p))) ? i : -1)).filter((i) => i >= 0);
    const counted = periods.slice(staleAt[0], (staleAt.at(-1) as number) + 1);
    const range = { start: periodRange(counted[0] as HmisPeriod).start, end: periodRange(counted.at(-1) as HmisPeriod).end };
    const fresh = tallyMonths(await q.loadRegister(db, stale, range), stale, counted, { trusted: true });
    const rows = stale.flatMap((id, i) =>
      counted.map((period, j) => {
        const month: KeptMonth = { period, values: (fresh[i * counted.length + j] as { values: HmisValues }).values, missing: [] };
        months.set(keyOf(id, period), month);
        cache.set(keyOf(id, period), { version: versionOf(id), month });
        return { healthPostId: id, period, version: versionOf(id), rules: RULES_KEY, cells: month.values };
      }),
    );
    await tq.storeMonths(db, rows);
  }
  return (id: number, period: HmisPeriod) => months.get(keyOf(id, period)) as KeptMonth;
}

/**
 * One pass of the warmer: each post whose stored current month is missing, of other rules or behind its counter
 * gets its twelve months counted and stored, one post at a time (a request meanwhile waits for no more than that).
 */
export async function warmOnce(db: Db, cache: MonthCache) {
  const to = periodOf(nepalToday());
  const periods = twelveMonths(to);
  const behind = await tq.postsBehind(db, to, RULES_KEY);
  for (const id of behind) await monthsOf(db, cache, [id], periods);
  return behind.length;
}

/** Starts the warmer: now, then every `everySeconds`; returns how to stop it. A failed pass is logged, not thrown. */
export function startWarmer(db: Db, cache: MonthCache, everySeconds: number, log: (error: unknown) => void) {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = warmOnce(db, cache)
      .catch(log)
      .finally(() => (running = undefined));
  };
  const timer = setInterval(pass, everySeconds * 1000);
  timer.unref();
  pass();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
