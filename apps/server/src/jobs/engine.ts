/**
 * The reminder engine (docs/spec/decisions.md "Reminders that are not lost"): a durable job queue in the database
 * (pg-boss; on the embedded PGlite it shares the app's instance through its official adapter, on PostgreSQL
 * it has its own pool) runs
 * - the daily scan at 07:00 Nepal time (a cron in the queue, so one process of many takes it), which reads only the
 *   people whose next reminder day has come, in id ranges that are jobs of their own, shared by every process
 *   (docs/decisions/030-reminders-at-scale.md),
 * - at start-up, the scan of a day that was missed while the server was down,
 * - a scan of the people whose record changed, as the services announce it in the change's transaction
 *   (db/person-changes.ts: an item given, a birth, a loss, a correction, (de)activation, a registration, a visit),
 * - the senders, which drain the push and SMS outbox every minute and right after a scan, a notice or an
 *   emergency reading, in lanes that do not wait for each other (docs/decisions/023-outbox-lanes.md).
 * Jobs survive restarts (they are rows); the scan and the senders are idempotent, so a job run twice
 * after a crash changes nothing.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { PgBoss, fromPglite } from 'pg-boss';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { scanDayDue } from '@mamata/core/domain/reminders';
import type { Database } from '../db/client.ts';
import { drainOutbox, type Channel, type Sender } from '../modules/reminders/outbox.ts';
import { lastScanDay, recordScan, scanReminders, type IdRange, type ScanResult } from '../modules/reminders/reminder-scan.ts';
import { changedPeople, clearChanges } from '../db/person-changes.ts';
import { rowsOf } from '../db/sql-rows.ts';
import { JOB_QUEUE_SCHEMA } from './queue-schema.ts';

const DAILY = 'reminders-daily';
const RANGE = 'reminders-range';
const DRAIN = 'outbox-drain';

/**
 * The daily scan's id ranges, each a job of the queue (docs/decisions/030-reminders-at-scale.md): by the ids' first two
 * hex digits, so random ids spread evenly. A power of two of at most 256.
 */
export const SCAN_RANGES = 32;

/** Range `index` of `count`: ids from its first two hex digits to the next range's. */
export function scanRange(index: number, count = SCAN_RANGES): IdRange {
  const bound = (i: number) => (i >= count ? null : `${((i * 256) / count).toString(16).padStart(2, '0')}000000-0000-0000-0000-000000000000`);
  return { from: bound(index)!, to: bound(index + 1) };
}

/** A range job: the day's scan instant (every range of a day scans as of the same instant) and which range. */
interface RangeJob {
  now: string;
  range: number;
  ranges: number;
}

/**
 * Seconds without a heartbeat after which the queue gives a range job of a process that died (kill -9, a lost
 * machine) to another: pg-boss's heartbeat, sent by the worker every half of it. The queue's supervisor looks every
 * SUPERVISE_SECONDS.
 */
const RANGE_HEARTBEAT_SECONDS = 10;
const SUPERVISE_SECONDS = 5;

/**
 * The outbox's lanes (docs/decisions/023-outbox-lanes.md): each drains by itself, emergencies first in the
 * list and with workers of their own, so no delivery waits for an unrelated one.
 */
const LANES = [
  { name: 'sms-emergency', channel: 'sms', urgent: true, concurrency: 4 },
  { name: 'push-emergency', channel: 'push', urgent: true, concurrency: 4 },
  { name: 'sms', channel: 'sms', urgent: false, concurrency: 8 },
  { name: 'push', channel: 'push', urgent: false, concurrency: 8 },
] as const satisfies ReadonlyArray<{ name: string; channel: Channel; urgent: boolean; concurrency: number }>;

type Lane = (typeof LANES)[number] & { send: Sender };

/** At most this many push and SMS requests are in flight at once in one process (all lanes busy). */
export const MAX_REQUESTS_IN_FLIGHT = LANES.reduce((n, l) => n + l.concurrency, 0);

export interface EngineOptions {
  database: Database;
  log: FastifyBaseLogger;
  push: Sender;
  /** null: outbox only, nothing leaves the machine. */
  sms: Sender | null;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Seconds between polls of the queues (default 2). */
  pollingSeconds?: number;
  /** How long a sender's claim holds (default outbox.ts LEASE_MS). */
  leaseMs?: number;
}

/** People scanned at once after their records changed. */
const CHANGES_BATCH = 500;

/**
 * Scans the people whose record changed (announced by the services, db/person-changes.ts) and clears their
 * announcements: their new reminders are made and the push and SMS of those that no longer apply cancelled.
 * Returns how many people were scanned.
 */
export async function scanChangedPeople(opts: Pick<EngineOptions, 'database' | 'log'>, now: Date): Promise<number> {
  let people = 0;
  for (;;) {
    const seen = await changedPeople(opts.database.db, CHANGES_BATCH);
    if (seen.length === 0) return people;
    const result = await scanReminders(opts.database.db, { now, providerIds: seen.map((c) => c.providerId) });
    await clearChanges(opts.database.db, seen);
    people += seen.length;
    if (result.created > 0 || result.cancelled > 0) opts.log.info({ announced: seen.length, ...result }, 'reminders of changed records');
    if (seen.length < CHANGES_BATCH) return people;
  }
}

/**
 * Scans range `range` of `ranges` of the daily scan of `now`'s Nepal day, once: a range already finished that day is
 * not read again, and one cut short (a crash) reads only the people it had not finished (each batch writes their
 * next reminder days with their reminders). The range that completes the day records it in `reminder_scans`.
 * Returns null when the range had already finished.
 */
export async function runScanRange(
  opts: Pick<EngineOptions, 'database' | 'log'>,
  job: { now: Date; range: number; ranges: number },
): Promise<ScanResult | null> {
  const db = opts.database.db;
  const day = nepalToday(job.now);
  const [done] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from reminder_scan_ranges where day = ${day}::date and range = ${job.range}`);
  if (done && done.n > 0) return null;
  const result = await scanReminders(db, { now: job.now, due: { range: scanRange(job.range, job.ranges) } });
  await db.execute(sql`insert into reminder_scan_ranges (day, range, people, created) values (${day}::date, ${job.range}, ${result.people}, ${result.created})
    on conflict (day, range) do nothing`);
  // after this range's row committed: the last range to finish sees them all (two at once both do: the day is recorded once)
  const [all] = await rowsOf<{ n: number; people: number; created: number }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(people), 0)::int as people, coalesce(sum(created), 0)::int as created
      from reminder_scan_ranges where day = ${day}::date`,
  );
  if (all && all.n >= job.ranges) {
    await recordScan(db, day, job.now, { people: all.people, created: all.created, cancelled: 0 });
    opts.log.info({ day, people: all.people, created: all.created }, 'reminder scan finished');
  }
  return result;
}

/** Whether the app's own role owns the job queue's schema (one role for everything) and may rebuild its indexes. */
async function ownsJobQueue(database: Database): Promise<boolean> {
  const [row] = await rowsOf<{ owns: boolean }>(
    database.db,
    sql`select coalesce(bool_and(pg_has_role(nspowner, 'USAGE')), false) as owns from pg_namespace where nspname = ${JOB_QUEUE_SCHEMA}`,
  );
  return row?.owns ?? false;
}

/**
 * Runs the whole daily scan of `now`'s Nepal day in this process, range after range, and records it (the queue's
 * jobs do the same work shared by every process: ReminderEngine).
 */
export async function runDailyScan(opts: Pick<EngineOptions, 'database' | 'log'>, now: Date, ranges = SCAN_RANGES): Promise<ScanResult> {
  const total: ScanResult = { people: 0, created: 0, cancelled: 0 };
  for (let range = 0; range < ranges; range++) {
    const r = await runScanRange(opts, { now, range, ranges });
    total.people += r?.people ?? 0;
    total.created += r?.created ?? 0;
  }
  return total;
}

export class ReminderEngine {
  private boss: PgBoss | null = null;
  private readonly now: () => Date;
  constructor(private readonly opts: EngineOptions) {
    this.now = opts.now ?? (() => new Date());
  }

  async start(): Promise<void> {
    const { database, log } = this.opts;
    const boss =
      database.kind === 'pglite' && database.pglite
        ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
        : // the schema is installed and upgraded by whoever migrates (jobs/queue-schema.ts), so the app's role needs
          // no DDL: no migration here, and no index rebuilds unless that role owns the queue's tables
          new PgBoss({
            connectionString: database.url,
            max: 4,
            migrate: false,
            reindex: await ownsJobQueue(database),
            superviseIntervalSeconds: SUPERVISE_SECONDS,
          });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const name of [DAILY, DRAIN]) await boss.createQueue(name);
    // a range is queued or worked once at a time (its key: day and range); a worker that stops sending heartbeats
    // (a process killed) loses it to another process, which resumes it
    await boss.createQueue(RANGE, { policy: 'exclusive', heartbeatSeconds: RANGE_HEARTBEAT_SECONDS, retryLimit: 20, retryDelay: 1 });
    const polling = { pollingIntervalSeconds: this.opts.pollingSeconds ?? 2 };
    // a range worker that finished a range fetches the next at once rather than after its poll; the other processes
    // take ranges at their polls
    const rangeWorker = await boss.work<RangeJob>(RANGE, polling, async ([job]) => {
      if (!job) return;
      const result = await runScanRange(this.opts, { now: new Date(job.data.now), range: job.data.range, ranges: job.data.ranges });
      boss.notifyWorker(rangeWorker);
      // what the range made goes out now (outside quiet hours)
      if (result && result.created > 0) await this.kick();
    });
    // the daily job only hands out the ranges: every process takes them (the embedded PGlite serves one process: one
    // range, without the ranges' queue work on its single connection)
    const ranges = database.kind === 'pglite' ? 1 : SCAN_RANGES;
    await boss.work(DAILY, polling, async () => {
      const now = this.now();
      const day = nepalToday(now);
      for (let range = 0; range < ranges; range++) {
        const data: RangeJob = { now: now.toISOString(), range, ranges };
        await boss.send(RANGE, data, { singletonKey: `${day}:${range}` });
      }
      boss.notifyWorker(rangeWorker);
    });
    // the changes the services announce: looked for as often as the queues are polled, then sent at once
    this.changesTimer = setInterval(() => void this.scanChanges(), (this.opts.pollingSeconds ?? 2) * 1000);
    // the job only starts the lanes: awaiting them would keep the next drain job (an emergency's kick)
    // waiting for the slowest lane
    await boss.work(DRAIN, polling, async () => {
      void this.drain();
    });
    await boss.schedule(DAILY, '0 7 * * *', null, { tz: 'Asia/Kathmandu' });
    await boss.schedule(DRAIN, '* * * * *', null);
    if (!this.opts.sms)
      log.info('SMS: outbox only. Messages stay in the notification_deliveries table and nothing leaves this machine (set SMS_GATEWAY_URL to send).');
    await this.catchUp();
  }

  /** A day whose 07:00 scan did not run (the server was down) is scanned now. */
  async catchUp(): Promise<void> {
    const due = scanDayDue(this.now());
    const last = await lastScanDay(this.opts.database.db);
    if (last !== null && last >= due) return;
    this.opts.log.info({ due, last }, 'reminder scan missed: running it now');
    await this.boss?.send(DAILY, null, { singletonKey: `catch-up-${due}` });
  }

  private changesTimer: ReturnType<typeof setInterval> | null = null;
  private scanningChanges: Promise<void> | null = null;

  /**
   * Scans the people whose record changed (one scan at a time in a process), then drains the outbox: what the
   * change made (an emergency reading's notice, a first reminder) goes at once. A failure is logged; the
   * announcements stay and the next look scans them.
   */
  scanChanges(): Promise<void> {
    if (this.scanningChanges) return this.scanningChanges;
    this.scanningChanges = scanChangedPeople(this.opts, this.now())
      .then((people) => {
        // not awaited: the next look at the changes does not wait for the slowest lane
        if (people > 0) void this.drain();
      })
      .catch((error: unknown) => this.opts.log.error({ err: error }, 'reminder scan of changed records failed'))
      .finally(() => {
        this.scanningChanges = null;
      });
    return this.scanningChanges;
  }

  /** Asks the senders to drain the outbox now. */
  async kick(): Promise<void> {
    await this.boss?.send(DRAIN, null, { singletonKey: 'drain', singletonSeconds: 1 });
  }

  private readonly lanes = new Map<string, { running: Promise<void> | null; again: boolean }>();
  private readonly stopping = new AbortController();

  /**
   * Drains the outbox in its lanes (docs/decisions/023-outbox-lanes.md): each channel's emergencies and
   * each channel's other rows drain side by side, each lane one drain at a time in a process (the queue's
   * drain job, a kick and the minute's poll share it: a call while it runs makes it go round once more, so
   * nothing is left behind). A slow push service therefore holds up no SMS and no emergency. Resolves when
   * every lane has run dry; a lane's failure is logged, and the next drain tries again.
   */
  drain(): Promise<void> {
    return Promise.all(this.activeLanes().map((lane) => this.drainLane(lane))).then(() => undefined);
  }

  private activeLanes(): Lane[] {
    const { push, sms } = this.opts;
    return LANES.flatMap((l) => {
      const send = l.channel === 'push' ? push : sms;
      return send ? [{ ...l, send }] : [];
    });
  }

  private drainLane(lane: Lane): Promise<void> {
    const signal = this.stopping.signal;
    if (signal.aborted) return Promise.resolve();
    let state = this.lanes.get(lane.name);
    if (!state) {
      state = { running: null, again: false };
      this.lanes.set(lane.name, state);
    }
    if (state.running) {
      state.again = true;
      return state.running;
    }
    const lap = state;
    const { database, log } = this.opts;
    const opts = { now: this.now, urgent: lane.urgent, concurrency: lane.concurrency, signal, ...(this.opts.leaseMs ? { leaseMs: this.opts.leaseMs } : {}) };
    const run = async () => {
      do {
        lap.again = false;
        await drainOutbox(database.db, lane.channel, lane.send, opts);
      } while (lap.again && !signal.aborted);
    };
    lap.running = run()
      .catch((error: unknown) => log.error({ err: error, lane: lane.name }, 'outbox drain failed'))
      .finally(() => {
        lap.running = null;
      });
    return lap.running;
  }

  async stop(): Promise<void> {
    // no new sends: the requests in flight finish (each within its deadline), the rest go back to the outbox
    this.stopping.abort();
    if (this.changesTimer) clearInterval(this.changesTimer);
    this.changesTimer = null;
    await this.scanningChanges;
    await Promise.all([...this.lanes.values()].flatMap((l) => (l.running ? [l.running] : [])));
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, timeout: 5000 });
  }
}
