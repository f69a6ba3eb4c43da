import { useSyncExternalStore } from 'react';
import { getBsCalendarTable } from '@mamata/core/calendar/bikram-sambat';

let version = 0;
const listeners = new Set<() => void>();

/** The same JSON value (objects compared key by key, in any order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Replaces the bundled Bikram Sambat table with the one in force on the server (an administrator
 * may have published a year since this build). Never blocks the first paint: dates render with
 * the bundled table and re-render if the server's differs. When it is the same (the usual case)
 * nothing more happens: no validator to download, no screen to draw again. Failures keep the
 * bundled table.
 */
export async function loadServerCalendarTable(): Promise<void> {
  try {
    const res = await fetch('/api/v1/public/bs-calendar', { headers: { accept: 'application/json' } });
    if (!res.ok) return;
    const table: unknown = await res.json();
    if (sameJson(table, getBsCalendarTable())) return;
    const { parseBsCalendarTable } = await import('@mamata/core/calendar/bs-calendar-table');
    parseBsCalendarTable(table);
    version += 1;
    for (const l of listeners) l();
  } catch {
    // offline or an invalid table: the bundled one stays in use
  }
}

/** Re-renders a component when the table in use changes. */
export function useCalendarTableVersion(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
    () => version, // build-time rendering: logged out, the primed preferences
  );
}
