// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { RouteErrorBoundary } from './lazy-screen.tsx';
import { i18n } from '../lib/i18n.ts';

// The error is expected; keep React's report of it out of the test output.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <RouteErrorBoundary resetKey={path}>{element}</RouteErrorBoundary>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function Broken(): React.ReactNode {
  throw new Error('the chart data was malformed');
}

test('an error while rendering a screen shows "Unexpected Application Error!" with its message', async () => {
  await i18n.changeLanguage('en');
  renderAt('/', <Broken />);
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByText('the chart data was malformed')).toBeTruthy();
});

test('the same page in Nepali', async () => {
  await i18n.changeLanguage('ne');
  renderAt('/', <Broken />);
  expect(await screen.findByRole('heading', { name: 'एपमा केही गडबड भयो!' })).toBeTruthy();
  await i18n.changeLanguage('en');
});
