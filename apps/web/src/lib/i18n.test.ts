import { afterEach, expect, test } from 'vitest';
import { i18n } from './i18n.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

test('in Nepali a postposition joins a Devanagari name, and follows a Latin-letter name after a space', async () => {
  await i18n.changeLanguage('ne');
  expect(i18n.t('dashboard.baby.babyOf', { mother: 'गीता' })).toBe('गीताको शिशु');
  expect(i18n.t('dashboard.baby.babyOf', { mother: 'Gita' })).toBe('Gita को शिशु');
});

test('a Devanagari name with a number after it stays joined; a number alone is kept', async () => {
  await i18n.changeLanguage('ne');
  expect(i18n.t('dashboard.baby.babyOf', { mother: 'गीता (२)' })).toBe('गीता (२)को शिशु');
  expect(i18n.t('dashboard.baby.babyOf', { mother: 'Gita (2)' })).toBe('Gita (2) को शिशु');
  expect(i18n.t('dashboard.baby.babyOf', { mother: 7 })).toBe('7को शिशु');
});

test('English names are written as they are', () => {
  expect(i18n.t('dashboard.baby.babyOf', { mother: 'Gita' })).toBe('Baby of Gita');
});

test('numbers in Nepali are written in Devanagari digits (`localnum`)', async () => {
  await i18n.changeLanguage('ne');
  expect(i18n.t('nav.bell', { count: 12 })).toMatch(/१२/);
});

test('a text asked again is not worked out again: one i18next translation per key, options and language', async () => {
  const { translator } = i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } };
  const original = translator.translate;
  let calls = 0;
  translator.translate = (...args: unknown[]) => {
    calls += 1;
    return original.apply(translator, args);
  };
  try {
    const first = i18n.t('nav.bell', { count: 3 });
    expect(i18n.t('nav.bell', { count: 3 })).toBe(first);
    expect(calls).toBe(1);
    // another count, another language: each worked out once
    expect(i18n.t('nav.bell', { count: 4 })).not.toBe(first);
    expect(calls).toBe(2);
    await i18n.changeLanguage('ne');
    expect(i18n.t('nav.bell', { count: 3 })).toMatch(/३/);
    expect(calls).toBe(3);
    // the string 3 and the number 3 are not the same option
    i18n.t('nav.bell', { count: '3' });
    expect(calls).toBe(4);
    // options that are not plain values always go to i18next
    i18n.t('nav.bell', { count: 3, replace: { x: 1 } });
    i18n.t('nav.bell', { count: 3, replace: { x: 1 } });
    expect(calls).toBe(6);
  } finally {
    translator.translate = original;
  }
});

test('strings added later (a screen’s own) and a language change are seen at once', async () => {
  i18n.addResourceBundle('en', 'translation', { memoProbe: { text: 'first' } }, true, true);
  expect(i18n.t('memoProbe.text')).toBe('first');
  i18n.addResourceBundle('en', 'translation', { memoProbe: { text: 'second' } }, true, true);
  expect(i18n.t('memoProbe.text')).toBe('second');
  i18n.addResourceBundle('ne', 'translation', { memoProbe: { text: 'दोस्रो' } }, true, true);
  await i18n.changeLanguage('ne');
  expect(i18n.t('memoProbe.text')).toBe('दोस्रो');
  // a `t` fixed to English (getFixedT passes lng) still answers in English
  expect(i18n.t('memoProbe.text', { lng: 'en' })).toBe('second');
});
