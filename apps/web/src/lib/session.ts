import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';
import { forgetSavedAnswers } from './offline.ts';

/** Where the AI doctor keeps questions asked offline until they are sent (features/ai-doctor/pending-questions.ts). */
export const PENDING_QUESTIONS_KEY = 'mamata.aiDoctor.pending';

/** The stored session (spec §3: `adminInfo` holds `accessToken`). */
interface AdminInfo {
  accessToken: string;
}

const listeners = new Set<() => void>();

function readToken(): string | null {
  const raw = readStored(STORAGE_KEYS.adminInfo);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AdminInfo>;
    return typeof parsed.accessToken === 'string' && parsed.accessToken ? parsed.accessToken : null;
  } catch {
    return null;
  }
}

let token = readToken();
/** Why the last session ended: a 401 sends her to the login page, a logout to the public site. */
let endReason: 'logout' | 'expired' = 'logout';

function emit() {
  for (const l of listeners) l();
}

/** The access token, or null when logged out. */
export function getAccessToken(): string | null {
  return token;
}

/** Stores a new session after login. */
export function startSession(accessToken: string): void {
  writeStored(STORAGE_KEYS.adminInfo, JSON.stringify({ accessToken } satisfies AdminInfo));
  token = accessToken;
  emit();
}

/**
 * Forgets the session. `keys` are the extra keys to clear: logout clears `mode`, `lang`, `date`,
 * `reg` (spec §4); the 401 flow keeps `lang` (docs/spec/decisions.md).
 */
export function endSession(keys: ReadonlyArray<'mode' | 'lang' | 'date' | 'reg'>, reason: 'logout' | 'expired' = 'logout'): void {
  endReason = reason;
  writeStored(STORAGE_KEYS.adminInfo, null);
  for (const k of keys) writeStored(STORAGE_KEYS[k], null);
  // her saved schedule and report must not stay readable on a shared phone
  forgetSavedAnswers();
  // and so must questions she asked offline, not yet sent
  localStorage.removeItem(PENDING_QUESTIONS_KEY);
  token = null;
  emit();
}

// Another tab logging in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.adminInfo || e.key === null) {
      token = readToken();
      emit();
    }
  });
}

/** Why the last session ended (read by the auth guard). */
export function getSessionEndReason(): 'logout' | 'expired' {
  return endReason;
}

/** React view of the session: re-renders when it starts or ends. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => token,
    () => null, // build-time rendering: logged out, the primed preferences
  );
}
