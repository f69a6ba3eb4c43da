import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What a nurse has typed into a form and not yet saved, kept in the tab's session storage
 * (docs/decisions/021-form-drafts.md): a reload, a phone that drops the tab while she answers a call,
 * or a screen redrawn for another width (a tablet turned) gives it back. Only the staff console's
 * record forms keep drafts (no passwords); a draft ends when the form is saved or cancelled, and
 * every draft ends when she logs out.
 */
const PREFIX = 'mamata.draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft kept under `key`, if any (a damaged one counts as none). */
export function readDraft<T extends FieldValues>(key: string | undefined): Partial<T> | undefined {
  if (!key) return undefined;
  try {
    const raw = storage()?.getItem(PREFIX + key);
    const value = raw ? (JSON.parse(raw) as unknown) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a draft is kept under `key`. */
export function hasDraft(key: string): boolean {
  return readDraft(key) !== undefined;
}

/** A form's values compared by what they say: empty fields left out, keys in one order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== '' && v !== null && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/** Keeps `values` under `key`, or forgets the draft when they say no more than the form's defaults. */
export function saveDraft(key: string, values: unknown, defaults: unknown): void {
  const s = storage();
  if (!s) return;
  try {
    if (JSON.stringify(canonical(values)) === JSON.stringify(canonical(defaults))) s.removeItem(PREFIX + key);
    else s.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // full or refused: the form still works, only without a draft
  }
}

/** Forgets the draft under `key`. */
export function clearDraft(key: string | undefined): void {
  if (key) storage()?.removeItem(PREFIX + key);
}

/** Forgets every draft (the staff session ended: the next person on this phone must not see them). */
export function clearAllDrafts(): void {
  const s = storage();
  if (!s) return;
  for (const k of Object.keys(s)) if (k.startsWith(PREFIX)) s.removeItem(k);
}

/**
 * Keeps `form`'s values as a draft under `key` while it is typed into (nothing without a key). The form
 * starts from the draft when it has one: give it `{ ...defaults, ...readDraft(key) }` as its defaults.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string | undefined, defaults: unknown): void {
  // by value: a caller's defaults are a new object at every render
  const defaultsJson = JSON.stringify(defaults ?? null);
  useEffect(() => {
    if (!key) return;
    const untouched: unknown = JSON.parse(defaultsJson);
    const subscription = form.watch((values) => saveDraft(key, values, untouched));
    return () => subscription.unsubscribe();
  }, [form, key, defaultsJson]);
}
