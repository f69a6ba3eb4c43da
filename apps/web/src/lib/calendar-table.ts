import { useSyncExternalStore } from 'react';

let version = 0;
const listeners = new Set<() => void>();

/**
 * Replaces the bundled Bikram Sambat table with the one in force on the server (an administrator
 * may have published a year since this build). Never blocks the first paint: dates render with
 * the bundled table and re-render if the server's differs. Failures keep the bundled table.
 */
export async function loadServerCalendarTable(): Promise<void> {
  try {
    const res = await fetch('/api/v1/public/bs-calendar', { headers: { accept: 'application/json' } });
    if (!res.ok) return;
    const [{ parseBsCalendarTable }, table] = await Promise.all([import('@mamata/core/calendar/bs-calendar-table'), res.json() as Promise<unknown>]);
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
