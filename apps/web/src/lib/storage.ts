/**
 * The local-storage keys of spec §3, in one place. Values are read defensively: a private-mode
 * browser or a corrupt value must not break the app.
 */
export const STORAGE_KEYS = {
  mode: 'mode',
  lang: 'lang',
  date: 'date',
  activeClass: 'activeClass',
  reg: 'reg',
  base: 'base',
  mob: 'mob',
  adminInfo: 'adminInfo',
  toastsStay: 'toastsStay',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Reads a stored string. */
export function readStored(key: Key): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a string (or removes the key for null). */
export function writeStored(key: Key, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the app keeps working for this visit
  }
}

/** Reads one of `allowed`, else `fallback`. */
export function readChoice<T extends string>(key: Key, allowed: readonly T[], fallback: T): T {
  const v = readStored(key);
  return v !== null && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
}
