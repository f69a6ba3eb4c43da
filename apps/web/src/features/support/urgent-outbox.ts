import { useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { readStored, STORAGE_KEYS } from '../../lib/storage.ts';
import { sendEmergencyAlert } from './api/support-calls.ts';

/**
 * Urgent messages she pressed while the phone was offline (docs/decisions/024-offline-app.md): kept on the phone
 * ("not sent yet") with the time she pressed the button, and sent, with that time, as soon as it is online again
 * (the `online` event, or the app's next online start). The server keeps both times; the nurse's inbox shows both.
 */
export interface PendingUrgent {
  id: string;
  message: string;
  /** ISO instant of her tap. */
  pressedAt: string;
  /** Whose it is: on a shared phone, only her own session sends it (in her name). */
  mobile: string | null;
}

const KEY = 'urgentOutbox';
const listeners = new Set<() => void>();
let snapshot: PendingUrgent[] | null = null;

function read(): PendingUrgent[] {
  if (snapshot) return snapshot;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    snapshot = Array.isArray(parsed)
      ? parsed.filter((p): p is PendingUrgent => typeof p === 'object' && p !== null && typeof (p as PendingUrgent).pressedAt === 'string')
      : [];
  } catch {
    snapshot = [];
  }
  return snapshot;
}

function write(list: PendingUrgent[]) {
  snapshot = list;
  try {
    if (list.length) localStorage.setItem(KEY, JSON.stringify(list));
    else localStorage.removeItem(KEY);
  } catch {
    // storage full or refused: the list lives on in memory until the tab closes
  }
  listeners.forEach((l) => l());
}

/** Keeps an urgent message to send later; returns it. */
export function keepUrgent(message: string, pressedAt = new Date()): PendingUrgent {
  const pending = {
    id: `${pressedAt.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    message,
    pressedAt: pressedAt.toISOString(),
    mobile: readStored(STORAGE_KEYS.mob),
  };
  write([...read(), pending]);
  return pending;
}

/** The messages not sent yet, oldest first (hers: those of this session's number). */
export function usePendingUrgent(): PendingUrgent[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    mineOnly,
    () => NONE,
  );
}

const NONE: PendingUrgent[] = [];
let mineCache: { all: PendingUrgent[]; mobile: string | null; mine: PendingUrgent[] } | null = null;
/** A stable snapshot of her own kept messages (useSyncExternalStore wants the same array while nothing changed). */
function mineOnly(): PendingUrgent[] {
  const all = read();
  const mobile = readStored(STORAGE_KEYS.mob);
  if (mineCache?.all !== all || mineCache.mobile !== mobile) mineCache = { all, mobile, mine: all.filter((p) => p.mobile === mobile) };
  return mineCache.mine;
}

let sending: Promise<void> | null = null;

/**
 * Sends every kept message, oldest first, each with its `pressed_at`; one that was sent leaves the list (and
 * says so: the server's "Your health post has been alerted", in her language). A network failure stops the
 * round (they wait for the next); a refusal of the server (4xx) drops that one, which would never go.
 */
export function sendPendingUrgent(): Promise<void> {
  sending ??= (async () => {
    const mine = readStored(STORAGE_KEYS.mob);
    for (const pending of read().filter((p) => p.mobile === mine)) {
      try {
        const res = await sendEmergencyAlert(pending.message, pending.pressedAt);
        write(read().filter((p) => p.id !== pending.id));
        toast.success(res.message);
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) {
          write(read().filter((p) => p.id !== pending.id));
          continue;
        }
        break;
      }
    }
  })().finally(() => (sending = null));
  return sending;
}

/** Sends the kept messages now if online, and whenever the phone comes online again; returns the unsubscribe. */
export function watchUrgentOutbox(): () => void {
  const send = () => void sendPendingUrgent();
  if (navigator.onLine && read().length) send();
  window.addEventListener('online', send);
  return () => window.removeEventListener('online', send);
}
