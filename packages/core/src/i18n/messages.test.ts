import { expect, test } from 'vitest';
import { translateMessage } from './messages.ts';

test('a number in a Nepali message is written in Devanagari digits', () => {
  expect(translateMessage('ne', 'errors.tooManyAttempts', { minutes: 15 })).toBe('धेरै पटक गलत प्रयास भयो। कृपया १५ मिनेटपछि फेरि प्रयास गर्नुहोस्।');
  expect(translateMessage('ne', 'labels.weekMonths', { week: 39, months: 9 })).toBe('हप्ता ३९ · ९ महिना');
});

test('in English the number stays as it is', () => {
  expect(translateMessage('en', 'errors.tooManyAttempts', { minutes: 15 })).toBe('Too many failed attempts. Please try again in 15 min.');
});

test('a string value (a name, a password to type) is kept as given, also in Nepali', () => {
  expect(translateMessage('ne', 'labels.week', { week: '12' })).toBe('हप्ता 12');
});
