import { useSyncExternalStore } from 'react';
import { CALENDARS, LANGS, THEMES, type Lang } from '@mamata/core/preferences';
import type { Calendar } from '@mamata/core/calendar/bikram-sambat';
import { i18n } from './i18n.ts';
import { readChoice, STORAGE_KEYS, writeStored } from './storage.ts';
import { request } from './api-client.ts';
import { getAccessToken } from './session.ts';

/** Theme, language and calendar (spec §1, defaults §9: light, en, ad). */
export interface Preferences {
  theme: (typeof THEMES)[number];
  lang: Lang;
  calendar: Calendar;
}

function readPreferences(): Preferences {
  return {
    theme: readChoice(STORAGE_KEYS.mode, THEMES, 'light'),
    lang: readChoice(STORAGE_KEYS.lang, LANGS, 'en'),
    calendar: readChoice(STORAGE_KEYS.date, CALENDARS, 'ad'),
  };
}

let current = readPreferences();
const listeners = new Set<() => void>();

/** Build-time rendering only: the preferences a prerendered page is rendered with. */
export function primePreferences(p: Preferences): void {
  current = p;
}

/**
 * Reflects the preferences as classes on <body> (spec §4), the page language and i18next. The theme
 * is also a class on <html> (set before first paint by index.html), and the language is mirrored in
 * a cookie so the server sends prerendered pages in it.
 */
function apply(p: Preferences) {
  const body = document.body;
  document.documentElement.classList.toggle('dark', p.theme === 'dark');
  document.cookie = `lang=${p.lang}; path=/; max-age=31536000; samesite=lax`;
  body.classList.remove(...THEMES, ...LANGS, ...CALENDARS);
  body.classList.add(p.theme, p.lang, p.calendar);
  document.documentElement.lang = p.lang;
  document.documentElement.style.colorScheme = p.theme;
  if (i18n.language !== p.lang) void i18n.changeLanguage(p.lang);
}

function update(next: Preferences) {
  current = next;
  apply(current);
  for (const l of listeners) l();
}

/** Applies the stored preferences once at start. */
export function initPreferences(): void {
  apply(current);
}

/** Changes one preference and persists it under its spec key. */
export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  writeStored({ theme: STORAGE_KEYS.mode, lang: STORAGE_KEYS.lang, calendar: STORAGE_KEYS.date }[key], value);
  update({ ...current, [key]: value });
  if (key === 'lang' || key === 'calendar') reportToServer();
}

/**
 * Tells the server her language and calendar, so reminders are written as she reads the app
 * (docs/spec/decisions.md "Reminder language and calendar"). Only when logged in; a failure is ignored (the next
 * change or login sends them again).
 */
function reportToServer(): void {
  if (!getAccessToken()) return;
  void request('PATCH', '/provider/preferences', { lang: current.lang, calendar: current.calendar }).catch(() => undefined);
}

/** Saves the current preferences (spec §4 step 4: "mode/lang/date defaults are saved" at login). */
export function persistPreferences(): void {
  writeStored(STORAGE_KEYS.mode, current.theme);
  writeStored(STORAGE_KEYS.lang, current.lang);
  writeStored(STORAGE_KEYS.date, current.calendar);
  reportToServer();
}

/** Re-reads storage after keys were cleared (logout, 401). */
export function reloadPreferences(): void {
  update(readPreferences());
}

/** The current preferences, re-rendering on change. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => current, // build-time rendering: logged out, the primed preferences
  );
}
