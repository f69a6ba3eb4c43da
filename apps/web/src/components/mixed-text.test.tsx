// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { setPreference } from '../lib/preferences.ts';
import { MixedText } from './mixed-text.tsx';

afterEach(() => {
  cleanup();
  setPreference('lang', 'en');
});

test('on a Nepali page the English words are marked lang="en"; on an English page nothing is added', () => {
  setPreference('lang', 'ne');
  const { container } = render(<MixedText text="तपाईंको मोबाइलमा SMS आउँछ।" />);
  expect(container.innerHTML).toBe('तपाईंको मोबाइलमा <span lang="en">SMS</span> आउँछ।');
  cleanup();
  setPreference('lang', 'en');
  expect(render(<MixedText text="Reminders by SMS" />).container.innerHTML).toBe('Reminders by SMS');
});
