import type { Page } from '@playwright/test';
import { DEMO, expect, expectPath, staffLogin, test } from './fixtures.ts';

/**
 * Staff accounts: a nurse's own password, an administrator's deactivation. The nurse is the demo
 * staff of Dhapasi Urban Health Centre (9800000012), whom no other journey uses; her password is
 * changed back at the end of the first journey, which the second one needs (they run in order).
 */
const NURSE = '9800000012';
const NURSE_NAME = 'Sunita Thapa';
const NEW_PASSWORD = 'sunita-dhapasi-2083';

test.describe.configure({ mode: 'serial' });

/** Fills the staff login form with a password and presses "Log in" (the fixture knows the demo password only). */
async function tryStaffLogin(page: Page, mobile: string, password: string) {
  await page.goto('/staff/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('A nurse changes her own password on a phone: her other session ends, and she logs in with the new one only', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  // the same nurse is also logged in on the health post's computer
  const desk = await browser.newContext();
  const computer = await desk.newPage();
  await staffLogin(computer, NURSE);

  await staffLogin(page, NURSE);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(NURSE_NAME)).toBeVisible();
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // a typo in the repeated password is caught before anything is sent
  await page.getByLabel('Current password').fill(DEMO.password);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The two new passwords are not the same. Type it again.')).toBeVisible();
  // the server's own rule: a wrong current password
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The old password is not correct.').first()).toBeVisible();

  await page.getByLabel('Current password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Show password' }).nth(1).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('New password again')).toHaveValue('');
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'password');

  // this phone stays logged in; the computer's session has ended
  await page.getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^People of / })).toBeVisible();
  await computer.reload();
  await expectPath(computer, '/staff/login');

  // the old password no longer opens the console, the new one does
  await tryStaffLogin(computer, NURSE, DEMO.password);
  await expect(computer.getByText('The mobile number or password is incorrect.')).toBeVisible();
  await tryStaffLogin(computer, NURSE, NEW_PASSWORD);
  await expectPath(computer, '/staff');
  await desk.close();

  // back to the demo password, as the README lists it (and the next journey logs her in with it)
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('staffInfo') ?? '{}') as { accessToken?: string }).accessToken);
  const back = await request.patch('/api/v1/staff/change-password', {
    headers: { authorization: `Bearer ${token}` },
    data: { oldPassword: NEW_PASSWORD, newPassword: DEMO.password },
  });
  expect(back.status()).toBe(200);
});

test('A palika admin deactivates a nurse after a confirmation: she is logged out and cannot log in until reactivated', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const nurse = await phone.newPage();
  await staffLogin(nurse, NURSE);

  await staffLogin(page, '9800000020');
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await page.getByLabel('Search staff by name or mobile number').fill(NURSE);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('staff-user').filter({ hasText: NURSE_NAME });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Dhapasi Urban Health Centre');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // the dialog says what will happen; Cancel changes nothing
  await row.getByRole('button', { name: `Deactivate ${NURSE_NAME}` }).click();
  let dialog = page.getByRole('dialog', { name: `Deactivate ${NURSE_NAME}?` });
  await expect(dialog).toContainText('logged out at once on every phone and computer');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Deactivate ${NURSE_NAME}` }).click();
  dialog = page.getByRole('dialog', { name: `Deactivate ${NURSE_NAME}?` });
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByText('The staff account is closed; its sessions have ended.')).toBeVisible();
  await expect(row.getByText('Deactivated: cannot log in')).toBeVisible();

  // her phone is logged out at once, and her password no longer lets her in
  await nurse.reload();
  await expectPath(nurse, '/staff/login');
  await tryStaffLogin(nurse, NURSE, DEMO.password);
  await expect(nurse.getByText('The mobile number or password is incorrect.')).toBeVisible();

  // undone: reactivated, she logs in again
  await row.getByRole('button', { name: `Reactivate ${NURSE_NAME}` }).click();
  dialog = page.getByRole('dialog', { name: `Reactivate ${NURSE_NAME}?` });
  await expect(dialog).toContainText('log in again with their own password');
  await dialog.getByRole('button', { name: 'Reactivate', exact: true }).click();
  await expect(page.getByText('The staff account is active again.')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await staffLogin(nurse, NURSE);
  await phone.close();
});
