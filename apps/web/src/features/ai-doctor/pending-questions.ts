/**
 * Questions asked with no connection, kept on the phone (localStorage, per tab's account) until they are
 * sent: oldest first, each once. A question the server answered is removed; one it refused (a 4xx) too,
 * with its message shown; one that failed for the network stays for the next time.
 */
import { PENDING_QUESTIONS_KEY as KEY } from '../../lib/session.ts';

export interface PendingQuestion {
  prompt: string;
  /** When she asked it (ISO). */
  at: string;
}

export function pendingQuestions(): PendingQuestion[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    const isPending = (q: unknown): q is PendingQuestion =>
      typeof q === 'object' && q !== null && typeof (q as PendingQuestion).prompt === 'string' && typeof (q as PendingQuestion).at === 'string';
    return Array.isArray(raw) ? raw.filter(isPending) : [];
  } catch {
    return [];
  }
}

export function keepForLater(prompt: string): void {
  const list = pendingQuestions();
  if (!list.some((q) => q.prompt === prompt)) list.push({ prompt, at: new Date().toISOString() });
  localStorage.setItem(KEY, JSON.stringify(list));
}

function remove(prompt: string): void {
  localStorage.setItem(KEY, JSON.stringify(pendingQuestions().filter((q) => q.prompt !== prompt)));
}

/** Sends the kept questions one after another; stops at the first network failure. Returns how many were sent. */
export async function sendPending(send: (prompt: string) => Promise<unknown>, isNetworkError: (e: unknown) => boolean): Promise<number> {
  let sent = 0;
  for (const q of pendingQuestions()) {
    try {
      await send(q.prompt);
      remove(q.prompt);
      sent++;
    } catch (e) {
      if (isNetworkError(e)) break;
      remove(q.prompt);
    }
  }
  return sent;
}
