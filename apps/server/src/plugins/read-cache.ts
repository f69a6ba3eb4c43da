// The read cache of a mother's hot reads (/provider/me, /provider/provider-report): the JSON answered to a session,
// kept in this process until the database says the account changed. How it stays correct across server
// instances, and what it costs when it cannot: docs/decisions/014-read-cache.md.
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { addDays, nepalInstant, nepalToday } from '@mamata/core/calendar/nepal-time';
import { EVERY_ACCOUNT, type ChangeFeed } from '../db/change-feed.ts';
import type { LiveSessionRow } from '../db/live-session.ts';
import { asArray } from '../lib/as-array.ts';
import { encodeJson } from './compress.ts';

/** One cached answer. */
export interface CachedRead {
  providerId: string;
  /** The session's columns as read (marking the session used changes its row, which drops the answer). */
  session: LiveSessionRow;
  /** The answer as it was sent (JSON). */
  body: string;
  /**
   * `body` gzipped, made by the first request for it that accepts gzip (plugins/compress.ts); not counted in the entry's size,
   * which already counts `body` at two bytes a character (V8 keeps this ASCII text at one).
   */
  gzip?: Buffer;
  /**
   * Epoch ms from which it may not be served: the session's absolute expiry, the end of the Nepal day it was read on
   * (ages and weeks count in days), or KEEP_AT_MOST_MS after it was read, whichever comes first.
   */
  until: number;
}

/** What a miss will store under `key` once its answer is sent ({@link ReadCache.set}). */
interface PendingStore extends Omit<CachedRead, 'body' | 'gzip'> {
  key: string;
  ticket: number;
}

/**
 * The longest an answer is kept even when nothing is heard of its account: a backstop for a change the feed
 * cannot see (a write with triggers switched off, as a bulk restore may do).
 */
const KEEP_AT_MOST_MS = 10 * 60_000;

/** The first instant of the next Nepal day (Nepal keeps UTC+05:45 all year). */
export function endOfNepalDay(now: Date): number {
  return nepalInstant(addDays(nepalToday(now), 1), 0).getTime();
}

/**
 * Answers by key (route and session token hash), dropped when the change feed names their account or every account,
 * and served only while the feed is live. A read stores its answer only if no change was heard since it began
 * (its `ticket`), so an answer read before a change and stored after it is never kept.
 */
export class ReadCache {
  readonly #feed: ChangeFeed;
  readonly #entries: LRUCache<string, CachedRead>;
  readonly #byAccount = new Map<string, Set<string>>();
  #generation = 0;

  constructor(feed: ChangeFeed, maxBytes: number) {
    this.#feed = feed;
    this.#entries = new LRUCache<string, CachedRead>({
      maxSize: maxBytes,
      // UTF-16 in memory, plus the key and the entry's own objects
      sizeCalculation: (entry, key) => 2 * (entry.body.length + key.length) + 400,
      dispose: (entry, key) => this.#unindex(entry.providerId, key),
    });
    feed.onChange((change) => (change.account === EVERY_ACCOUNT ? this.clear() : this.dropAccount(change.account)));
  }

  /** Taken before a read: {@link set} keeps its answer only if nothing changed in between. */
  ticket(): number {
    return this.#generation;
  }

  /** The answer under `key`, while the feed is live and the answer still valid. */
  get(key: string, now = Date.now()): CachedRead | undefined {
    if (!this.#feed.live) return undefined;
    const entry = this.#entries.get(key);
    if (entry && now >= entry.until) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, ticket: number, entry: CachedRead): void {
    if (!this.#feed.live || ticket !== this.#generation) return;
    this.#entries.set(key, entry);
    let keys = this.#byAccount.get(entry.providerId);
    if (!keys) this.#byAccount.set(entry.providerId, (keys = new Set()));
    keys.add(key);
  }

  dropAccount(providerId: string): void {
    this.#generation++;
    for (const key of this.#byAccount.get(providerId) ?? []) this.#entries.delete(key);
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** Resolves once every change committed before the call has been heard (db/change-feed.ts). */
  caughtUp(): Promise<void> {
    return this.#feed.caughtUp();
  }

  get size(): number {
    return this.#entries.size;
  }

  #unindex(providerId: string, key: string) {
    const keys = this.#byAccount.get(providerId);
    keys?.delete(key);
    if (keys?.size === 0) this.#byAccount.delete(providerId);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The cached answer of a `readCache` route's session (plugins/auth.ts found it and accepted the session). */
    readCacheHit: CachedRead | null;
    readCachePending: PendingStore | null;
  }
  interface FastifyContextConfig {
    /** The route's answer depends only on the session's account, the day and the data the change feed covers: cache it. */
    readCache?: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The answer of a `readCache` route: the cached JSON on a hit, else `fresh()`, serialized as usual and then
 * stored (when the session read it, plugins/auth.ts, marked it to be).
 */
export function cachedAnswer<T>(request: FastifyRequest, reply: FastifyReply, fresh: () => T): T | FastifyReply {
  if (!request.readCacheHit) return fresh();
  const hit = request.readCacheHit;
  return reply.type('application/json; charset=utf-8').send(encodeJson(request, reply, hit.body, hit));
}

/** The key of a route's answer to a session. */
export function readCacheKey(request: FastifyRequest, tokenHash: string): string {
  return `${request.routeOptions.url ?? ''} ${tokenHash}`;
}

/** Marks a miss's answer to be stored when sent. */
export function pendStore(request: FastifyRequest, key: string, ticket: number, session: LiveSessionRow, now = new Date()) {
  request.readCachePending = {
    key,
    ticket,
    providerId: session.providerId,
    session,
    until: Math.min(session.expiresAt.getTime(), endOfNepalDay(now), now.getTime() + KEEP_AT_MOST_MS),
  };
}

/**
 * Stores the answers of `readCache` routes as they are sent, and holds the answer of every write until the
 * change feed has heard everything committed before it (so this server's next read of a changed account is fresh).
 */
export const readCachePlugin = fp(
  async (app: FastifyInstance, { cache }: { cache: ReadCache | null }) => {
    app.decorateRequest('readCacheHit', null);
    app.decorateRequest('readCachePending', null);
    // off (READ_CACHE=off): every read goes to the database, and writes wait for nothing
    if (!cache) return;
    const store: onSendAsyncHookHandler = async (request, reply, payload) => {
      const pending = request.readCachePending;
      if (pending && reply.statusCode === 200 && typeof payload === 'string') {
        const { key, ticket, ...rest } = pending;
        const entry: CachedRead = { ...rest, body: payload };
        cache.set(key, ticket, entry);
        // gzipped here, when asked, so the entry keeps the bytes for its hits (plugins/compress.ts skips it then)
        return encodeJson(request, reply, payload, entry);
      }
      return payload;
    };
    const caughtUp: onSendAsyncHookHandler = async (request, reply, payload) => {
      if (reply.statusCode < 400) await cache.caughtUp();
      return payload;
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.readCache) route.onSend = [...asArray(route.onSend), store];
      const methods = asArray(route.method);
      if (methods.some((m) => WRITES.has(m))) route.onSend = [...asArray(route.onSend), caughtUp];
    });
  },
  { name: 'read-cache' },
);
