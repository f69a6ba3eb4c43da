import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';

/**
 * The nurse's outbox (docs/decisions/024-offline-app.md "The nurse's outbox"): every save of the staff console is
 * first kept in IndexedDB with an id made on the device, then sent in the order it was saved. The id goes with it
 * as `Idempotency-Key`: the server applies each entry once and answers a repeat with the first answer, so a send
 * cut after the server committed and before its answer arrived is simply sent again, never doubled. An entry the
 * server refuses (4xx) stays, with the server's message, until the nurse corrects or discards it.
 *
 * No React, no i18n here: the same code runs in the console and in the API tests (against the real server).
 */

/** What an entry records (the console's label and where it shows it). */
export type OutboxKind = 'registerMother' | 'registerBaby' | 'visit' | 'item' | 'fetalWeight' | 'growth' | 'birth' | 'loss';

export interface OutboxEntry {
  /** Made on the device (a UUID): the entry's idempotency key. */
  id: string;
  /** Whose entry: only this staff account's sessions list and send it. */
  staffId: string;
  /** Order of saving on this device. */
  seq: number;
  /** ISO instant it was saved. */
  createdAt: string;
  kind: OutboxKind;
  /** The person whose record it is (null for a registration). */
  personId: string | null;
  /** The API path under the base, e.g. `/staff/people/<id>/visits`. */
  path: string;
  body: Record<string, unknown>;
  /** Set when the server refused it (4xx): its message, in the language of the console when it was sent. */
  refused?: { status: number; message: string; fieldErrors: Record<string, string> };
  /** Set when a registration was sent: its answer (the new account and its one-time password), kept until seen. */
  sent?: Record<string, unknown>;
}

let store: UseStore | null = null;
const storeOf = () => (store ??= createStore('mamata-staff-outbox', 'entries'));

const listeners = new Set<() => void>();
/** Called after any change of the outbox (of any account). */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((l) => l());

let lastSeq = 0;
/** Keeps a new entry; returns it. */
export async function enqueue(input: Pick<OutboxEntry, 'staffId' | 'kind' | 'personId' | 'path' | 'body'>, now = new Date()): Promise<OutboxEntry> {
  // increasing on this device even when two saves fall in the same millisecond
  lastSeq = Math.max(lastSeq + 1, now.getTime() * 1000);
  const entry: OutboxEntry = { ...input, id: crypto.randomUUID(), seq: lastSeq, createdAt: now.toISOString() };
  await set(entry.id, entry, storeOf());
  changed();
  return entry;
}

/** This account's entries, oldest first. */
export async function listOutbox(staffId: string): Promise<OutboxEntry[]> {
  const all = await values<OutboxEntry>(storeOf());
  return all.filter((e) => e.staffId === staffId).sort((a, b) => a.seq - b.seq);
}

/** Every account's entries on this device (how many another account left, for the logout question). */
export async function countOthers(staffId: string): Promise<number> {
  return (await values<OutboxEntry>(storeOf())).filter((e) => e.staffId !== staffId).length;
}

/** Removes an entry of this account (discarded by the nurse, or a sent registration she has seen). */
export async function discard(staffId: string, id: string): Promise<void> {
  const entry = await get<OutboxEntry>(id, storeOf());
  if (entry?.staffId !== staffId) return;
  await del(id, storeOf());
  changed();
}

/** Replaces a refused entry's values (corrected by the nurse): it is sent again with the next round, same id. */
export async function correct(staffId: string, id: string, body: Record<string, unknown>): Promise<void> {
  const entry = await get<OutboxEntry>(id, storeOf());
  if (entry?.staffId !== staffId) return;
  // a corrected entry is a new request: a new id, so the server does not hold it to the refused one's body
  const fresh: OutboxEntry = { ...entry, id: crypto.randomUUID(), body };
  delete fresh.refused;
  await set(fresh.id, fresh, storeOf());
  await del(id, storeOf());
  changed();
}

/** Clears a refusal so the entry is sent again as it is (the server may now accept it: a person moved back). */
export async function retry(staffId: string, id: string): Promise<void> {
  const entry = await get<OutboxEntry>(id, storeOf());
  if (entry?.staffId !== staffId || !entry.refused) return;
  const again: OutboxEntry = { ...entry };
  delete again.refused;
  await set(id, again, storeOf());
  changed();
}

/** How the outbox reaches the server. */
export interface SendOptions {
  staffId: string;
  /** The API base, e.g. `/api/v1` or `http://127.0.0.1:3000/api/v1`. */
  base: string;
  token: string | null;
  lang?: 'en' | 'ne';
  fetch?: typeof fetch;
  /** A request is given up after this long (a hung connection counts as a cut). */
  timeoutMs?: number;
  /** Entries per request (default {@link BATCH}). */
  batchSize?: number;
}

/** What one round did. */
export interface SendRound {
  sent: { entry: OutboxEntry; result: unknown }[];
  refused: OutboxEntry[];
  /** True when the round stopped on a network failure, a 5xx, 401 or 429 (the rest waits for the next round). */
  stopped: boolean;
}

/** Statuses that say "not now" rather than "never as it is": the entry is kept as it is and the round stops. */
const TRY_LATER = new Set([401, 408, 425, 429]);

/** Entries per request: a slow connection pays its round trip once for these many (the server takes up to 50). */
export const BATCH = 25;

/** One entry's answer within a batch. */
type Answer = { id: string; status: number; body: unknown };

/** Sends entries in one `POST /staff/outbox` (a single one to its own path); resolves with each one's answer in order (fewer when the server stopped), or throws on a network failure. */
async function sendBatch(entries: OutboxEntry[], opts: SendOptions): Promise<{ ok: true; results: Answer[] } | { ok: false; status: number }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'accept-language': opts.lang ?? 'en',
  };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  // one entry (a save made online, most often) goes as the request it stands for, with its id as the key
  const single = entries.length === 1 ? entries[0] : undefined;
  if (single) {
    const res = await (opts.fetch ?? fetch)(`${opts.base}${single.path}`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': single.id },
      body: JSON.stringify(single.body),
      credentials: 'include',
      signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000),
    });
    const text = await res.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { ok: true, results: [{ id: single.id, status: res.status, body }] };
  }
  const res = await (opts.fetch ?? fetch)(`${opts.base}/staff/outbox`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ entries: entries.map((e) => ({ id: e.id, path: e.path, body: e.body })) }),
    credentials: 'include',
    signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000),
  });
  const text = await res.text();
  if (!res.ok) return { ok: false, status: res.status };
  const parsed = JSON.parse(text) as { results?: Answer[] };
  return { ok: true, results: Array.isArray(parsed.results) ? parsed.results : [] };
}

const rounds = new Map<string, Promise<SendRound>>();

/**
 * Sends this account's entries in the order they were saved, {@link BATCH} to a request (`POST /staff/outbox`,
 * which applies them in that order, each once). One round at a time per account (a
 * second call while one runs gets the same round). A sent entry leaves the outbox (a registration stays, marked
 * sent, until the nurse has seen its one-time password); a refused one stays with the server's message and the
 * round goes on; a network failure, a 5xx, 401 or 429 ends the round with everything left in place.
 */
export function sendOutbox(opts: SendOptions): Promise<SendRound> {
  const running = rounds.get(opts.staffId);
  if (running) return running;
  const round = (async () => {
    const done: SendRound = { sent: [], refused: [], stopped: false };
    const waiting = (await listOutbox(opts.staffId)).filter((e) => !e.refused && !e.sent);
    const size = opts.batchSize ?? BATCH;
    for (let at = 0; at < waiting.length && !done.stopped; at += size) {
      const batch = waiting.slice(at, at + size);
      let answer: Awaited<ReturnType<typeof sendBatch>>;
      try {
        answer = await sendBatch(batch, opts);
      } catch {
        done.stopped = true;
        break;
      }
      if (!answer.ok) {
        // the batch itself was not taken (the session ended, too many requests, the server failed): all of it waits
        done.stopped = true;
        break;
      }
      for (const entry of batch) {
        const result = answer.results.find((r) => r.id === entry.id);
        if (!result || result.status >= 500 || TRY_LATER.has(result.status)) {
          done.stopped = true;
          break;
        }
        if (result.status < 300) {
          if (entry.kind === 'registerMother' || entry.kind === 'registerBaby') {
            await set(entry.id, { ...entry, sent: (result.body ?? {}) as Record<string, unknown> }, storeOf());
          } else {
            await del(entry.id, storeOf());
          }
          done.sent.push({ entry, result: result.body });
          changed();
          continue;
        }
        const b = (result.body ?? {}) as { message?: unknown; fieldErrors?: unknown };
        const refused = {
          status: result.status,
          message: typeof b.message === 'string' ? b.message : `HTTP ${result.status}`,
          fieldErrors: b.fieldErrors && typeof b.fieldErrors === 'object' ? (b.fieldErrors as Record<string, string>) : {},
        };
        const kept = { ...entry, refused };
        await set(entry.id, kept, storeOf());
        done.refused.push(kept);
        changed();
      }
    }
    return done;
  })().finally(() => rounds.delete(opts.staffId));
  rounds.set(opts.staffId, round);
  return round;
}
