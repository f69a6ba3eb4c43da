import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { setPreference } from '../lib/preferences.ts';
import { endSession, startSession } from '../lib/session.ts';
import { fakeApi } from './render-with-app.tsx';

/**
 * Registers the hooks of a logged-in screen's test: a fresh session (and stored registration type
 * `reg`, when given) before each test, and a fake API that answers 404 until the test gives its own (so a
 * preference set before rendering never reaches the network); after it, the DOM, session, fetch stub,
 * language (English) and calendar (AD) reset.
 */
export function loggedInTestHooks(reg?: string) {
  beforeEach(() => {
    localStorage.clear();
    if (reg) localStorage.setItem('reg', reg);
    startSession('a'.repeat(43));
    fakeApi({});
  });
  afterEach(async () => {
    cleanup();
    // logged out first, so resetting the preferences tells no server about them
    endSession([]);
    vi.unstubAllGlobals();
    setPreference('lang', 'en');
    setPreference('calendar', 'ad');
    await i18n.changeLanguage('en');
  });
}
