// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n.ts';
import { setPreference } from '../../lib/preferences.ts';
import { captureToasts, fakeApi, renderWithApp, type FakeRoutes } from '../../test/render-with-app.tsx';
import { AccountPage } from './account-page.tsx';
import { StaffUsersPage } from './staff-users-page.tsx';
import { loadStaffAdminStrings } from './staff-admin-strings.ts';
import { endStaffSession, startStaffSession } from './staff-session.ts';

beforeAll(async () => {
  await loadStaffAdminStrings();
});
beforeEach(() => startStaffSession('s'.repeat(43)));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  endStaffSession();
  setPreference('lang', 'en');
  await i18n.changeLanguage('en');
});

const TOKHA = { id: 1, name: 'Tokha Health Post', name_ne: 'टोखा स्वास्थ्य चौकी' };
const PALIKA = { id: 'p1', name: 'Tokha Municipality', name_ne: 'टोखा नगरपालिका' };
const NURSE = { staff: { id: 's1', full_name: 'Kamala Adhikari', role: 'health_post', healthPost: TOKHA, palika: null } };
const KAMALA = { id: 's1', full_name: 'Kamala Adhikari', mobile_number: '9800000010', role: 'health_post', healthPost: TOKHA, palika: PALIKA, active: true };
const BINITA = {
  id: 's2',
  full_name: 'Binita Rai',
  mobile_number: '9800000011',
  role: 'health_post',
  healthPost: { id: 2, name: 'Jhor Mahankal Health Post', name_ne: 'झोर महाङ्काल स्वास्थ्य चौकी' },
  palika: PALIKA,
  active: false,
};

function renderAccount(routes: FakeRoutes = {}) {
  const calls = fakeApi({ 'GET /staff/me': { body: NURSE }, ...routes });
  renderWithApp(<AccountPage />, { path: '/staff/account' });
  return calls;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

test('my account: who I am, and a changed password clears the form with the server’s message', async () => {
  const toasts = captureToasts();
  const calls = renderAccount({ 'PATCH /staff/change-password': { body: { message: 'Your password has been changed.' } } });
  expect(await screen.findByText('Kamala Adhikari')).toBeTruthy();
  expect(screen.getByText('Health-post staff')).toBeTruthy();
  expect(screen.getByText('Tokha Health Post')).toBeTruthy();
  // what the server will check, and what happens to other sessions, is said before submitting
  expect(screen.getByText(/At least 8 characters/).textContent).toContain('every other phone or computer you will be logged out');

  fill('Current password', 'Mamata@2025');
  fill('New password', 'a-good-new-one-7');
  fill('New password again', 'a-good-new-one-7');
  // show/hide: the new password can be read back before sending
  const shows = screen.getAllByRole('button', { name: 'Show password' });
  expect(shows).toHaveLength(3);
  fireEvent.click(shows[1] as HTMLElement);
  expect(screen.getByLabelText('New password').getAttribute('type')).toBe('text');

  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Your password has been changed.' }));
  // the confirmation copy is never sent: the server gets exactly its schema's fields
  expect(calls.find((c) => c.key === 'PATCH /staff/change-password')?.body).toEqual({ oldPassword: 'Mamata@2025', newPassword: 'a-good-new-one-7' });
  await waitFor(() => expect(valueOf('Current password')).toBe(''));
  expect(valueOf('New password')).toBe('');
  expect(valueOf('New password again')).toBe('');
  expect(screen.getByLabelText('New password').getAttribute('type')).toBe('password');
});

test('two different new passwords are caught before anything is sent', async () => {
  const calls = renderAccount();
  await screen.findByText('Kamala Adhikari');
  fill('Current password', 'Mamata@2025');
  fill('New password', 'a-good-new-one-7');
  fill('New password again', 'a-good-new-one-8');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The two new passwords are not the same. Type it again.')).toBeTruthy();
  expect(calls.some((c) => c.key === 'PATCH /staff/change-password')).toBe(false);
});

test('the server’s refusal shows beside its field, and what was typed stays', async () => {
  const toasts = captureToasts();
  renderAccount({
    'PATCH /staff/change-password': {
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Your old password is not correct.', fieldErrors: { oldPassword: 'Your old password is not correct.' } },
    },
  });
  await screen.findByText('Kamala Adhikari');
  fill('Current password', 'wrong-one');
  fill('New password', 'a-good-new-one-7');
  fill('New password again', 'a-good-new-one-7');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'Your old password is not correct.' }));
  const current = screen.getByLabelText('Current password');
  expect(current.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(current.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Your old password is not correct.');
  expect(valueOf('Current password')).toBe('wrong-one');
  expect(valueOf('New password')).toBe('a-good-new-one-7');
});

function renderStaff(routes: FakeRoutes) {
  const calls = fakeApi(routes);
  renderWithApp(<StaffUsersPage />, { path: '/staff/staff-users' });
  return calls;
}

test('an admin deactivates a nurse after a confirmation that says her sessions end; Cancel changes nothing', async () => {
  const toasts = captureToasts();
  let active = true;
  const calls = renderStaff({
    'GET /staff/staff-users': () => ({ body: { staff: [{ ...KAMALA, active }, BINITA], total: 2 } }),
    'PATCH /staff/staff-users/s1/active': (body) => {
      active = (body as { active: boolean }).active;
      return { body: { message: 'The staff account is closed; its sessions have ended.' } };
    },
  });
  const rows = await screen.findAllByTestId('staff-user');
  expect(rows).toHaveLength(2);
  expect(within(rows[0] as HTMLElement).getByText(/Tokha Health Post/)).toBeTruthy();
  expect(within(rows[0] as HTMLElement).getByText('Active')).toBeTruthy();
  expect(within(rows[1] as HTMLElement).getByText('Deactivated: cannot log in')).toBeTruthy();
  expect(screen.getByText('2 staff accounts')).toBeTruthy();

  // Cancel: nothing is sent
  fireEvent.click(screen.getByRole('button', { name: 'Deactivate Kamala Adhikari' }));
  let dialog = await screen.findByRole('dialog', { name: 'Deactivate Kamala Adhikari?' });
  expect(dialog.textContent).toContain('logged out at once on every phone and computer');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.some((c) => c.key.startsWith('PATCH'))).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Deactivate Kamala Adhikari' }));
  dialog = await screen.findByRole('dialog', { name: 'Deactivate Kamala Adhikari?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'The staff account is closed; its sessions have ended.' }));
  expect(calls.find((c) => c.key === 'PATCH /staff/staff-users/s1/active')?.body).toEqual({ active: false });
  // the list is fetched again, and the undo is offered
  expect(await screen.findByRole('button', { name: 'Reactivate Kamala Adhikari' })).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('reactivating asks too, and sends active: true', async () => {
  const calls = renderStaff({
    'GET /staff/staff-users': { body: { staff: [BINITA], total: 1 } },
    'PATCH /staff/staff-users/s2/active': { body: { message: 'The staff account is active again.' } },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Reactivate Binita Rai' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reactivate Binita Rai?' });
  expect(dialog.textContent).toContain('log in again with their own password');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
  await waitFor(() => expect(calls.find((c) => c.key === 'PATCH /staff/staff-users/s2/active')?.body).toEqual({ active: true }));
});

test('a refused switch keeps the dialog open with the server’s message', async () => {
  const toasts = captureToasts();
  renderStaff({
    'GET /staff/staff-users': { body: { staff: [KAMALA], total: 1 } },
    'PATCH /staff/staff-users/s1/active': { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Kamala Adhikari' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deactivate Kamala Adhikari?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'Not found.' }));
  expect(screen.getByRole('dialog')).toBeTruthy();
});

test('no staff says so; a failed list (a nurse is refused) offers to try again; search and pages ask the server', async () => {
  renderStaff({ 'GET /staff/staff-users': { body: { staff: [], total: 0 } } });
  expect(await screen.findByText('No staff accounts found.')).toBeTruthy();
  cleanup();

  let fail = true;
  renderStaff({
    'GET /staff/staff-users': () =>
      fail ? { status: 403, body: { code: 'FORBIDDEN', message: 'You are not allowed to do this.' } } : { body: { staff: [KAMALA], total: 12 } },
  });
  expect(await screen.findByText('You are not allowed to do this.')).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('staff-user')).toBeTruthy();
  expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.change(screen.getByLabelText('Search staff by name or mobile number'), { target: { value: ' kamala ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  const urls = () => (fetch as unknown as { mock: { calls: string[][] } }).mock.calls.map(([url]) => String(url));
  await waitFor(() => expect(urls().some((u) => u.includes('page=2&limit=10'))).toBe(true));
  await waitFor(() => expect(urls().some((u) => u.includes('search=kamala&page=1'))).toBe(true));
});

test('in Nepali the list, the role and the dialog are Nepali', async () => {
  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  renderStaff({ 'GET /staff/staff-users': { body: { staff: [KAMALA], total: 1 } } });
  const row = await screen.findByTestId('staff-user');
  expect(row.textContent).toContain('स्वास्थ्य चौकीका कर्मचारी');
  expect(row.textContent).toContain('टोखा स्वास्थ्य चौकी');
  expect(within(row).getByText('सक्रिय')).toBeTruthy();
  fireEvent.click(within(row).getByRole('button', { name: 'निष्क्रिय गर्नुहोस्: Kamala Adhikari' }));
  const dialog = await screen.findByRole('dialog', { name: 'Kamala Adhikari: खाता निष्क्रिय गर्ने?' });
  expect(within(dialog).getByRole('button', { name: 'रद्द गर्नुहोस्' })).toBeTruthy();
});
