// @vitest-environment happy-dom
import { beforeAll, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n.ts';
import { captureToasts, fakeApi, renderWithApp, type FakeRoutes } from '../../test/render-with-app.tsx';
import { MessageModal, SupportNumbersModal } from '../support/support-modals.tsx';
import { loadSupportStrings } from '../support/support-strings.ts';
import { ProfilePage } from './profile-page.tsx';
import { loadProfileStrings } from './profile-strings.ts';
import { loggedInTestHooks } from '../../test/logged-in-hooks.ts';
import { providerFixture } from '../../test/provider-fixture.ts';

beforeAll(async () => {
  await Promise.all([loadProfileStrings(), loadSupportStrings()]);
});
loggedInTestHooks();

const ME = {
  provider: providerFixture({ healthPost: { id: 1, name: 'Tokha Health Post', name_ne: 'टोखा स्वास्थ्य चौकी', phone: '014350010' } }),
};

function renderProfile(routes: FakeRoutes = {}) {
  const calls = fakeApi({ 'GET /provider/me': { body: ME }, ...routes });
  // in the app the routes hand the support feature's modals in; the test does the same
  renderWithApp(<ProfilePage supportModals={{ SupportNumbers: SupportNumbersModal, Message: MessageModal }} />, {
    path: '/profile',
    other: { '/home': <p>Public home</p> },
  });
  return calls;
}

test('the header card and the menu: name, view link, her health post, four social links in a new tab', async () => {
  renderProfile();
  expect(await screen.findByText('Sita Shrestha')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'view' }).getAttribute('href')).toBe('/profile/view');
  expect(screen.getByRole('link', { name: 'Call 014350010' }).getAttribute('href')).toBe('tel:014350010');
  const menu = screen.getByRole('navigation', { name: 'General services' });
  for (const [name, href] of [
    ['Emergency', '/emergency'],
    ['Health posts', '/health-posts'],
    ['About us', '/about-us'],
    ['Terms of use', '/terms-and-condition'],
    ['Privacy policy', '/privacypolicy'],
    ['Disclaimer', '/disclaimers'],
  ]) {
    expect(within(menu).getByRole('link', { name }).getAttribute('href')).toBe(href);
  }
  for (const name of ['Support numbers', 'Message', 'Change password', 'Change language']) expect(within(menu).getByRole('button', { name })).toBeTruthy();
  const social = within(menu).getAllByRole('link', { name: /opens in a new tab/ });
  expect(social).toHaveLength(4);
  for (const a of social) {
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toContain('noopener');
  }
});

test('menu entries open their dialogs', async () => {
  renderProfile({ 'GET /support/provider/numbers': { body: { numbers: { ambulences: [], support_numbers: [] } } } });
  fireEvent.click(screen.getByRole('button', { name: 'Support numbers' }));
  const numbers = await screen.findByRole('dialog', { name: 'Support numbers' });
  expect(await within(numbers).findByText('No Ambulances Found!')).toBeTruthy();
  fireEvent.click(within(numbers).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Message' }));
  expect(screen.getByRole('dialog', { name: 'Message to your health post' })).toBeTruthy();
});

test('language: Nepali is applied at once and stored', async () => {
  renderProfile();
  fireEvent.click(screen.getByRole('button', { name: 'Change language' }));
  const dialog = screen.getByRole('dialog', { name: 'Change language' });
  expect(within(dialog).getByLabelText<HTMLInputElement>('English').checked).toBe(true);
  fireEvent.click(within(dialog).getByLabelText('नेपाली'));
  await waitFor(() => expect(i18n.language).toBe('ne'));
  expect(localStorage.getItem('lang')).toBe('ne');
  expect(await screen.findByRole('dialog', { name: 'भाषा परिवर्तन' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'सहायता नम्बरहरू' })).toBeTruthy();
  fireEvent.click(screen.getByLabelText('English'));
  await waitFor(() => expect(i18n.language).toBe('en'));
  expect(localStorage.getItem('lang')).toBe('en');
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('logout: No keeps her in; Yes logs out, clears the spec’s keys and goes to the public site', async () => {
  const toasts = captureToasts();
  const calls = renderProfile({ 'POST /provider/logout': { body: { message: 'Logout successful' } } });
  for (const [k, v] of [
    ['mode', 'dark'],
    ['date', 'bs'],
    ['reg', 'MOTHER'],
    ['mob', '9800000001'],
  ] as const)
    localStorage.setItem(k, v);
  fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  const dialog = screen.getByRole('dialog', { name: 'Logout' });
  expect(within(dialog).getByText('Do you want to log out?')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls.some((c) => c.key === 'POST /provider/logout')).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText('Public home')).toBeTruthy();
  expect(toasts).toContainEqual({ kind: 'success', message: 'Logout successful' });
  for (const k of ['adminInfo', 'mode', 'lang', 'date', 'reg']) expect(localStorage.getItem(k), k).toBeNull();
  expect(localStorage.getItem('mob')).toBe('9800000001');
});

test('logout: a failure keeps her logged in with the server’s message, in Nepali too', async () => {
  await i18n.changeLanguage('ne');
  const toasts = captureToasts();
  renderProfile({ 'POST /provider/logout': { status: 500, body: { code: 'INTERNAL', message: 'सर्भरमा समस्या भयो।' } } });
  fireEvent.click(await screen.findByRole('button', { name: 'लग आउट' }));
  const dialog = screen.getByRole('dialog', { name: 'लग आउट' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'हो' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'सर्भरमा समस्या भयो।' }));
  expect(localStorage.getItem('adminInfo')).not.toBeNull();
  expect(screen.queryByText('Public home')).toBeNull();
});

test('change password: show/hide, the server’s field messages beside the fields, typed values kept', async () => {
  const toasts = captureToasts();
  const calls = renderProfile({
    'PATCH /provider/change-password': {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'The new password must have at least 8 characters.',
        fieldErrors: { newPassword: 'The new password must have at least 8 characters.' },
      },
    },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  const dialog = screen.getByRole('dialog', { name: 'Change password' });
  const old = within(dialog).getByLabelText<HTMLInputElement>('Old password');
  expect(old.type).toBe('password');
  fireEvent.click(within(dialog).getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
  expect(old.type).toBe('text');
  fireEvent.change(old, { target: { value: 'Mamata@2025' } });
  fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'short' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
  expect(await within(dialog).findByText('The new password must have at least 8 characters.')).toBeTruthy();
  expect(calls.find((c) => c.key === 'PATCH /provider/change-password')?.body).toEqual({ oldPassword: 'Mamata@2025', newPassword: 'short' });
  expect(toasts).toContainEqual({ kind: 'error', message: 'The new password must have at least 8 characters.' });
  expect(old.value).toBe('Mamata@2025');
});

test('change password: success shows the server’s message and closes; in Nepali', async () => {
  await i18n.changeLanguage('ne');
  const toasts = captureToasts();
  renderProfile({ 'PATCH /provider/change-password': { body: { message: 'तपाईंको पासवर्ड परिवर्तन भयो।' } } });
  fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड परिवर्तन' }));
  const dialog = screen.getByRole('dialog', { name: 'पासवर्ड परिवर्तन' });
  fireEvent.change(within(dialog).getByLabelText('पुरानो पासवर्ड'), { target: { value: 'Mamata@2025' } });
  fireEvent.change(within(dialog).getByLabelText('नयाँ पासवर्ड'), { target: { value: 'new-secret-2026' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'पासवर्ड परिवर्तन गर्नुहोस्' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(toasts).toContainEqual({ kind: 'success', message: 'तपाईंको पासवर्ड परिवर्तन भयो।' });
});
