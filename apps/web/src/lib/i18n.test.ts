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
