import type { FieldValues } from 'react-hook-form';

/**
 * What a nurse has typed into a form and not yet saved, kept in the tab's session storage
 * (docs/decisions/021-form-drafts.md): a reload, a phone that drops the tab while she answers a call,
 * or a screen redrawn for another width (a tablet turned) gives it back. The staff console's record
 * forms and notice, and the mother's message to her health post, keep drafts (never a password); a
 * draft ends when the form is saved or cancelled, and every draft ends when she logs out.
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

/** Whether a draft is kept under `key` (read for every schedule item as it is drawn: no parsing). */
export function hasDraft(key: string): boolean {
  try {
    return storage()?.getItem(PREFIX + key) != null;
  } catch {
    return false;
  }
}

/**
 * A value as the form says it: an empty field is no value, and a number is its text (a record's 118 and
 * the field's "118" are the same); objects with their keys in one order.
 */
function canonical(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, canonical(v)] as const)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * Keeps the fields of `values` that differ from the form's `defaults` under `key`, or forgets the draft
 * when none do. Only what she changed is kept: a field she did not touch comes from the form's defaults
 * when it is drawn again (today's date, not the day of the draft; a record's value as it is now, not as
 * it was when she started a correction).
 */
export function saveDraft(key: string, values: Record<string, unknown>, defaults: Record<string, unknown>): void {
  const s = storage();
  if (!s) return;
  const changed = Object.fromEntries(Object.entries(values).filter(([k, v]) => !same(v, defaults[k])));
  try {
    if (Object.keys(changed).length === 0) s.removeItem(PREFIX + key);
    else s.setItem(PREFIX + key, JSON.stringify(changed));
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

const OWNER = 'mamata.draftOwner';

/**
 * Makes `who` the owner of this tab's drafts: the drafts of anyone else (kept from a session that ended
 * by itself) are forgotten first.
 */
export function claimDrafts(who: string): void {
  const s = storage();
  if (!s) return;
  try {
    if (s.getItem(OWNER) !== who) clearAllDrafts();
    s.setItem(OWNER, who);
  } catch {
    // refused: no drafts are kept either
  }
}
