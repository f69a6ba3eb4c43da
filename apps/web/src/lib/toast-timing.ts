import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

/**
 * Whether messages on the screen (toasts) stay until she closes them instead of going after 3 s: a
 * keyboard or a slow reader reaches the message before it goes (WCAG 2.2.1, "turn off" the time limit).
 * Kept on this phone, off by default (the spec's 3 s).
 */
let stay = readStored(STORAGE_KEYS.toastsStay) === 'on';
const listeners = new Set<() => void>();

export function toastsStay(): boolean {
  return stay;
}

export function setToastsStay(on: boolean): void {
  stay = on;
  writeStored(STORAGE_KEYS.toastsStay, on ? 'on' : null);
  for (const l of listeners) l();
}

export function useToastsStay(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    toastsStay,
    () => false,
  );
}
