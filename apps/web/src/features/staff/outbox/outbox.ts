import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, isOffline } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getStaffMe } from '../api/get-staff-me.ts';
import { staffKeys } from '../api/staff-keys.ts';
import { staffToken } from '../staff-session.ts';
import { discard, enqueue, listOutbox, onOutboxChange, sendOutbox, type OutboxEntry, type OutboxKind } from './outbox-core.ts';

/**
 * The console's side of the nurse's outbox (outbox-core.ts; docs/decisions/024-offline-app.md): who owns the
 * entries shown and sent (the logged-in staff account; another account's stay hidden and unsent), every save going
 * through the outbox, the rounds sent when online, and the entries for the header and the person's record.
 */
let owner: string | null = null;
/** Every entry of the owner's outbox, as stored. */
let stored: OutboxEntry[] = [];
/** What the console shows: the stored entries but those a form is still saving. */
let entries: OutboxEntry[] = [];
/**
 * Entries a form is saving now: its answer (sent, or refused with the question or message) is shown by the form
 * itself, so the record's outbox list and the header do not show them too while the request is under way. One the
 * form leaves in the outbox (offline, the network failed) is shown when the form has its answer.
 */
const heldByForm = new Set<string>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
function show() {
  entries = stored.filter((e) => !heldByForm.has(e.id));
  emit();
}

async function reload() {
  const who = owner;
  const list = who ? await listOutbox(who).catch(() => []) : [];
  if (who !== owner) return;
  stored = list;
  show();
}
if (typeof window !== 'undefined') onOutboxChange(() => void reload());

/** Sets whose outbox this session shows and sends (null at logout: nothing shown). */
export function setOutboxOwner(staffId: string | null): void {
  if (owner === staffId) return;
  owner = staffId;
  stored = [];
  show();
  void reload().then(() => (staffId && !isOffline() ? flushOutbox() : undefined));
}

/** This account's entries, oldest first (pending, refused, and sent registrations not yet seen). */
export function useOutbox(): OutboxEntry[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => entries,
    () => NONE,
  );
}
const NONE: OutboxEntry[] = [];

/** The entries still to be sent (not refused, not sent). */
export const unsent = (list: OutboxEntry[]) => list.filter((e) => !e.sent);

/** Sends this account's outbox now; refreshes what the console shows when something was sent. */
export async function flushOutbox(): Promise<void> {
  if (!owner) return;
  const round = await sendOutbox({ staffId: owner, base: '/api/v1', token: staffToken(), lang: i18n.language === 'ne' ? 'ne' : 'en' });
  if (round.sent.length) await queryClient.invalidateQueries({ queryKey: staffKeys.all });
  if (round.refused.length) toast.error(i18n.t('staff.outbox.refusedToast', { count: round.refused.length }));
}

/** An answer of a save: the server's (sent now), or the outbox's (kept on this device, `queued`). */
export type SaveAnswer<T> = (T & { queued?: false }) | { message: string; queued: true };

/**
 * Saves through the outbox: kept first, then (online) sent with everything older. Sent now: the server's answer,
 * as before. Refused now: the form shows the server's message as before and the entry leaves the outbox (what
 * was typed is still in the form). Not sent (offline, or the network failed): "saved on this device".
 */
export async function saveThroughOutbox<T>(kind: OutboxKind, personId: string | null, path: string, body: Record<string, unknown>): Promise<SaveAnswer<T>> {
  // the console's frame names the owner once it knows who is logged in; a save before that asks (or reads the saved answer)
  if (!owner) setOutboxOwner((await getStaffMe()).staff.id);
  if (!owner) throw new ApiError(401, 'UNAUTHENTICATED', i18n.t('errors.network'));
  const entry = await enqueue({ staffId: owner, kind, personId, path, body });
  heldByForm.add(entry.id);
  let kept = false;
  try {
    const answer = await sendNow<T>(entry);
    kept = answer.queued === true;
    return answer;
  } finally {
    heldByForm.delete(entry.id);
    // sent or refused, the entry has left the outbox: not shown again while the store is read anew
    if (!kept) stored = stored.filter((e) => e.id !== entry.id);
    show();
  }
}

/** Sends the outbox with a form's entry in it (online): the server's answer, its refusal thrown, or "kept on this device". */
async function sendNow<T>(entry: OutboxEntry): Promise<SaveAnswer<T>> {
  if (owner && !isOffline()) {
    const opts = { staffId: owner, base: '/api/v1', token: staffToken(), lang: i18n.language === 'ne' ? ('ne' as const) : ('en' as const) };
    let round = await sendOutbox(opts);
    // a round already under way when this was kept did not see it: one more
    const seen = (r: typeof round) => r.sent.some((s) => s.entry.id === entry.id) || r.refused.some((e) => e.id === entry.id);
    if (!seen(round) && !round.stopped) round = await sendOutbox(opts);
    const sent = round.sent.find((s) => s.entry.id === entry.id);
    if (sent) {
      // a registration answered now is seen now (its one-time password is on screen): nothing more to keep
      if (entry.kind === 'registerMother' || entry.kind === 'registerBaby') await discard(entry.staffId, entry.id);
      return sent.result as T & { queued?: false };
    }
    const refused = round.refused.find((r) => r.id === entry.id);
    if (refused?.refused) {
      await discard(entry.staffId, entry.id);
      const code = refused.refused.status === 409 ? 'CONFLICT' : refused.refused.status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      throw new ApiError(refused.refused.status, code, refused.refused.message, refused.refused.fieldErrors);
    }
  }
  return { message: i18n.t('staff.outbox.savedOnDevice'), queued: true };
}

/** Sends the outbox when the browser comes online, and every minute while there is something to send. */
export function useOutboxSender(staffId: string | null | undefined): void {
  useEffect(() => {
    setOutboxOwner(staffId ?? null);
  }, [staffId]);
  useEffect(() => {
    const send = () => void flushOutbox();
    window.addEventListener('online', send);
    const timer = setInterval(() => {
      if (!isOffline() && unsent(entries).some((e) => !e.refused)) send();
    }, 60_000);
    return () => {
      window.removeEventListener('online', send);
      clearInterval(timer);
    };
  }, []);
}
