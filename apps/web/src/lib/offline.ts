import { useSyncExternalStore } from 'react';

/**
 * Whether the screen shows saved data: the service worker (public/sw.js) answers from its saved copies
 * when there is no network and marks them with `x-mamata-saved-at`. The api-client reports each answer here.
 */
let savedAt: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** An answer came from the saved copy of `at` (ISO instant), or (null) from the network. */
export function reportAnswer(at: string | null): void {
  if (at === savedAt || (at === null && savedAt === null)) return;
  // several saved answers: show the oldest of them
  savedAt = at === null ? null : savedAt === null || at < savedAt ? at : savedAt;
  emit();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    savedAt = null;
    emit();
  });
}

/** The instant of the saved data on screen, or null when it is live. */
export function useSavedAt(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => savedAt,
    () => null,
  );
}

/** The saved answers of the service worker's cache: deleted at logout (a shared phone). */
export const SAVED_API_CACHE = 'mamata-api-v1';
export function forgetSavedAnswers(): void {
  if (typeof caches !== 'undefined') void caches.delete(SAVED_API_CACHE).catch(() => undefined);
}

/** The staff console's saved answers (public/sw.js STAFF_API): deleted at every staff login and logout. */
export const SAVED_STAFF_CACHE = 'mamata-staff-api-v1';
export function forgetSavedStaffAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return Promise.resolve();
  return caches
    .delete(SAVED_STAFF_CACHE)
    .then(() => undefined)
    .catch(() => undefined);
}
