// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { keyDangerSigns } from '@mamata/core/reference/danger-signs';
import { i18n } from '../../lib/i18n.ts';
import { setPreference } from '../../lib/preferences.ts';
import { fakeApi, renderWithApp } from '../../test/render-with-app.tsx';
import { loggedInTestHooks } from '../../test/logged-in-hooks.ts';
import { providerFixture } from '../../test/provider-fixture.ts';
import type { Provider } from '@mamata/core/schemas/auth';
import { DashboardPage } from './dashboard-page.tsx';

loggedInTestHooks('MOTHER');

const today = nepalToday();
/** Her profile (spec §3 provider) after a loss (`loss`: its kind, date and `ownCareFrom`). */
const me = (loss: Provider['loss'], registration_type: Provider['registration_type'] = 'MOTHER') => ({
  body: { provider: providerFixture({ registration_type, loss, latestWeight: null, babies: [] }) },
});
const signs = () =>
  within(screen.getByTestId('key-danger-signs'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

test('after a stillbirth: gentle words, her own check-ups with a link to her schedule, her own danger signs only', async () => {
  fakeApi({ 'GET /provider/me': me({ kind: 'stillbirth', date: today, ownCareFrom: today }) });
  renderWithApp(<DashboardPage />);
  const card = await screen.findByTestId('loss-card');
  expect(card.textContent).toContain('We are so sorry for your loss.');
  expect(screen.getByTestId('loss-care').textContent).toMatch(/^Please go for your own check-ups after the birth: within 24 hours, on day 3 and on day 7/);
  expect(within(card).getByRole('link', { name: 'See your own check-ups' }).getAttribute('href')).toBe('/schedule');
  expect(within(card).getByRole('link', { name: 'Call 1166' }).getAttribute('href')).toBe('tel:1166');
  expect(signs()).toEqual(keyDangerSigns('afterLoss').map((s) => s.en));
  expect(signs()).toContain('Heavy bleeding');
  expect(signs()).toContain('Foul-smelling discharge');
  expect(signs()).not.toContain('Baby moving less / not moving');
  expect(card.textContent + screen.getByTestId('emergency-card').textContent).not.toMatch(/baby|congrat/i);
});

test('weeks after her baby died: the card speaks of the weeks that follow; in Nepali with her own signs', async () => {
  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  fakeApi({ 'GET /provider/me': me({ kind: 'babyDeath', date: addDays(today, -10), ownCareFrom: addDays(today, -12) }, 'MOTHER_AND_BABY') });
  renderWithApp(<DashboardPage />);
  await screen.findByTestId('loss-card');
  expect(screen.getByTestId('loss-care').textContent).toBe(i18n.t('dashboard.loss.later'));
  expect(screen.getByTestId('loss-care').textContent).toContain('आइरन चक्की');
  expect(signs()).toEqual(keyDangerSigns('afterLoss').map((s) => s.ne));
  expect(screen.getByTestId('emergency-card').textContent).not.toMatch(/शिशु|बच्चा/);
});

test('after a miscarriage: a check-up at the health post, no schedule link, her own signs (no fits, no baby)', async () => {
  fakeApi({ 'GET /provider/me': me({ kind: 'miscarriage', date: today, ownCareFrom: null }) });
  renderWithApp(<DashboardPage />);
  const card = await screen.findByTestId('loss-card');
  expect(screen.getByTestId('loss-care').textContent).toMatch(/^Please go to your health post for a check-up in the coming days/);
  expect(within(card).queryByRole('link', { name: 'See your own check-ups' })).toBeNull();
  expect(signs()).toEqual(keyDangerSigns('afterMiscarriage').map((s) => s.en));
  expect(signs()).not.toContain('Fits / convulsions');
});

test('a pregnancy that goes on keeps the pregnancy signs, "baby moving less" among them', async () => {
  fakeApi({ 'GET /provider/me': me(null) });
  renderWithApp(<DashboardPage />);
  await screen.findByTestId('key-danger-signs');
  expect(signs()).toContain('Baby moving less / not moving');
  expect(screen.queryByTestId('loss-card')).toBeNull();
});
