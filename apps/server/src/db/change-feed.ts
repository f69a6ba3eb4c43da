// The database's change notifications (migration 0015_change_notifications.sql): every committed write to a row a
// mother's cached reads are made of names its account on channel 'mamata_changes'. This process listens on its
// own connection and tells the read cache (plugins/read-cache.ts, docs/decisions/014-read-cache.md).
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

export const CHANGES_CHANNEL = 'mamata_changes';
/** A payload naming every account (a health post changed, a table emptied, the feed itself lost and found again). */
export const EVERY_ACCOUNT = '*';
/** Payloads this process sends itself to learn that everything committed before has been heard ({@link ChangeFeed.caughtUp}). */
const MARK = 'mark:';

/** What the feed tells: the account of this id changed, or ({@link EVERY_ACCOUNT}) every account may have. */
export interface Change {
  account: string;
}

export interface ChangeFeed {
  /**
   * True while changes are heard. Whatever was read while it was false may be stale: the feed reports
   * {@link EVERY_ACCOUNT} when it starts hearing again, and a cache serves nothing while it is false.
   */
  readonly live: boolean;
  onChange(listener: (change: Change) => void): void;
  /**
   * Resolves once every change committed before the call has been heard (a notification of our own, sent after
   * them, has come back: PostgreSQL delivers a connection's notifications in commit order). A server awaits it
   * before answering a write, so its next read cannot come from the cache as it was before.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

const RETRY_MS = [250, 1000, 5000, 15_000];
/** A mark not back by then: something is wrong with the feed, and every account counts as changed. */
const MARK_TIMEOUT_MS = 2000;
/**
 * How often a quiet feed proves it still hears (a mark sent and heard back), so a connection that died without
 * saying so (a network cut with no reset) is found out within this plus MARK_TIMEOUT_MS.
 */
const HEARTBEAT_MS = 5000;

/** The feed of `database`: PGlite's own listener, or a dedicated connection to the PostgreSQL server that comes back after a loss. */
export async function openChangeFeed(database: Database, log: { warn: (o: object, msg: string) => void }): Promise<ChangeFeed> {
  const listeners: ((change: Change) => void)[] = [];
  const marks = new Map<string, (back: boolean) => void>();
  // marks of other server processes come back here too: ours carry this process's own random prefix
  const markPrefix = `${MARK}${randomUUID()}:`;
  let nextMark = 0;
  let live = false;
  let closed = false;

  const heard = (payload: string) => {
    if (payload.startsWith(MARK)) {
      marks.get(payload)?.(true);
      marks.delete(payload);
      return;
    }
    const change: Change = { account: payload };
    for (const l of listeners) l(change);
  };
  const setLive = (now: boolean) => {
    live = now;
    // whatever changed while nobody listened is unknown: every account
    for (const l of listeners) l({ account: EVERY_ACCOUNT });
    // marks sent on a lost connection never come back: let their waiters go on (the cache is off until it is back)
    if (!now) {
      for (const done of marks.values()) done(false);
      marks.clear();
    }
  };

  let stop: () => Promise<void>;
  /** Drops the feed's connection and opens a new one (PostgreSQL); PGlite's own listener cannot be lost. */
  let restart: () => void = () => undefined;
  if (database.kind === 'pglite') {
    const pglite = database.pglite as PGlite;
    const unlisten = await pglite.listen(CHANGES_CHANNEL, heard);
    // the database may be closed first (tests that share one): nothing is left to stop then
    stop = async () => {
      if (!pglite.closed) await unlisten().catch(() => undefined);
    };
    live = true;
  } else {
    let client: pg.Client | null = null;
    let attempt = 0;
    let timer: NodeJS.Timeout | undefined;
    const connect = async () => {
      const c = new pg.Client({ connectionString: database.url, keepAlive: true });
      const lost = (error?: unknown) => {
        if (client !== c) return;
        client = null;
        if (live) setLive(false);
        c.removeAllListeners('notification');
        c.end().catch(() => undefined);
        if (closed) return;
        log.warn({ err: error }, 'change feed lost; the read cache is off until it is back');
        timer = setTimeout(() => void connect(), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      };
      c.on('error', lost);
      c.on('end', () => lost());
      c.on('notification', (n) => {
        if (n.channel === CHANGES_CHANNEL && n.payload !== undefined) heard(n.payload);
      });
      client = c;
      try {
        await c.connect();
        await c.query(`LISTEN ${CHANGES_CHANNEL}`);
        if (client !== c || closed) return;
        attempt = 0;
        setLive(true);
      } catch (error) {
        lost(error);
      }
    };
    await connect();
    restart = () => {
      if (client) client.emit('error', new Error('the feed stopped hearing its own notifications'));
    };
    stop = async () => {
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    };
  }

  /** Resolves once a mark of our own has come back; false when it did not (in time, or at all). */
  const markBack = async (): Promise<boolean> => {
    const key = `${markPrefix}${nextMark++}`;
    let timeout: NodeJS.Timeout | undefined;
    const back = new Promise<boolean>((resolve) => {
      marks.set(key, resolve);
      timeout = setTimeout(() => resolve(false), MARK_TIMEOUT_MS);
    });
    try {
      await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${key})`);
      return await back;
    } catch (error) {
      log.warn({ err: error }, 'change feed: a mark could not be sent');
      return false;
    } finally {
      clearTimeout(timeout);
      marks.delete(key);
    }
  };
  const notCaughtUp = () => {
    log.warn({}, 'change feed: not caught up; the read cache is emptied');
    for (const l of listeners) l({ account: EVERY_ACCOUNT });
  };
  const heartbeat = setInterval(() => {
    if (!live) return;
    void markBack().then((back) => {
      if (back || !live) return;
      notCaughtUp();
      restart();
    });
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    get live() {
      return live;
    },
    onChange: (listener) => void listeners.push(listener),
    caughtUp: async () => {
      // the write itself is done whatever happens here: answer it, but trust nothing cached from before it
      if (live && !(await markBack())) notCaughtUp();
    },
    close: async () => {
      closed = true;
      clearInterval(heartbeat);
      live = false;
      await stop();
      for (const done of marks.values()) done(false);
      marks.clear();
    },
  };
}
