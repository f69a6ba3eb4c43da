import { useSyncExternalStore } from 'react';
import { request } from '../../lib/api-client.ts';
import { claimDrafts, clearAllDrafts } from '../../lib/form-draft.ts';
import { forgetSavedStaffAnswers } from '../../lib/offline.ts';

/** The staff console keeps its own session, apart from a mother's `adminInfo` on the same phone. */
const STAFF_KEY = 'staffInfo';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    const v = JSON.parse(localStorage.getItem(STAFF_KEY) ?? 'null') as { accessToken?: string } | null;
    return v?.accessToken ?? null;
  } catch {
    return null;
  }
}
let token = typeof window === 'undefined' ? null : read();

/**
 * Stores a staff session. `who` (the mobile number she logged in with) owns the drafts of this tab
 * (lib/form-draft.ts): drafts kept from a session that ended by itself are for her, and are forgotten
 * when someone else logs in.
 */
export function startStaffSession(accessToken: string, who?: string) {
  if (who !== undefined) claimDrafts(who);
  // what the last session read and saved for offline is not for this one
  void forgetSavedStaffAnswers();
  localStorage.setItem(STAFF_KEY, JSON.stringify({ accessToken }));
  token = accessToken;
  for (const l of listeners) l();
}

/**
 * Forgets the staff session. Logging out also forgets what was typed and not saved (the next person on
 * this phone must not see it); a session that ended by itself keeps it for the nurse who logs in again.
 */
export function endStaffSession(reason: 'logout' | 'expired' = 'logout') {
  localStorage.removeItem(STAFF_KEY);
  if (reason === 'logout') {
    clearAllDrafts();
    void forgetSavedStaffAnswers();
  }
  token = null;
  for (const l of listeners) l();
}

/** The staff token now (the outbox sends with it). */
export function staffToken(): string | null {
  return token;
}

/** The staff token, re-rendering on change. */
export function useStaffToken(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => token,
    () => null,
  );
}

/** Calls of the staff API with the staff token. */
export const staffApi = {
  get: <T>(path: string) => request<T>('GET', path, undefined, { base: '/api/v1', token }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}, { base: '/api/v1', token }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}, { base: '/api/v1', token }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}, { base: '/api/v1', token }),
};
