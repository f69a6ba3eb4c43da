// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { i18n } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

test('a component draws again when she switches the language, with a new t in the new language', async () => {
  const { result } = renderHook(() => useTranslation());
  const before = result.current.t;
  expect(before('nav.logout')).toBe('Logout');
  await act(() => i18n.changeLanguage('ne'));
  expect(result.current.t).not.toBe(before);
  expect(result.current.t('nav.logout')).toBe('लग आउट');
  // a t kept from before the switch (a request's toast) answers in the language of now
  expect(before('nav.logout')).toBe('लग आउट');
});

test('every component shares one answer per language', () => {
  const first = renderHook(() => useTranslation()).result.current;
  const second = renderHook(() => useTranslation()).result.current;
  expect(second).toBe(first);
  expect(second.i18n).toBe(i18n);
});
