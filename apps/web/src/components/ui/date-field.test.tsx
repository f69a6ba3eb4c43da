// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { bsToAd } from '@mamata/core/calendar/bikram-sambat';
import { setPreference } from '../../lib/preferences.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { loggedInTestHooks } from '../../test/logged-in-hooks.ts';
import { DateField } from './date-field.tsx';

loggedInTestHooks();

test('a BS date of 2084 or later is marked provisional on entry, with its AD date; 2083 is not', () => {
  setPreference('calendar', 'bs');
  const provisional = bsToAd({ year: 2084, month: 2, day: 5 });
  const { unmount } = renderWithApp(<DateField label="Visit date" value={provisional} onChange={() => {}} />);
  expect(screen.getByTestId('date-echo').textContent).toMatch(/\(provisional, .*2027\)$/);
  // the year list says which years are provisional
  expect(screen.getByRole('option', { name: '2084 (provisional)' })).toBeTruthy();
  expect(screen.getByRole('option', { name: '2083' })).toBeTruthy();
  unmount();

  renderWithApp(<DateField label="Visit date" value={bsToAd({ year: 2083, month: 8, day: 5 })} onChange={() => {}} />);
  expect(screen.getByTestId('date-echo').textContent).not.toMatch(/provisional/);
});

test('in AD nothing is marked', () => {
  renderWithApp(<DateField label="Visit date" value={bsToAd({ year: 2084, month: 2, day: 5 })} onChange={() => {}} />);
  expect(screen.queryByTestId('date-echo')?.textContent ?? '').not.toMatch(/provisional/);
});
