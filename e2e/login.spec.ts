import type { Page } from '@playwright/test';
import { appReady, DEMO, expect, expectPath, firstLogin, holdAppCode, stored, submitLogin, test } from './fixtures.ts';

test('A new visitor opening the site lands on the public home page', async ({ page }) => {
  await page.goto('/');
  await expectPath(page, '/home');
  await expect(page.getByRole('heading', { name: 'Nurturing Health, Embracing Parenthood, Every step of the way.' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  for (const name of ['Home', 'About', 'Contact', 'Login']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const name of ['Terms and Conditions', 'Privacy Policy', 'Disclaimer']) await expect(footer.getByRole('link', { name })).toBeVisible();
  await expect(footer.getByRole('link', { name: /^Mamata on / })).toHaveCount(5);
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/Only authorized staff of health posts/)).toBeVisible();
});

test('The demo mother logs in, reads her dashboard in Nepali, stays logged in after a reload and logs out', async ({ page }) => {
  await submitLogin(page, DEMO.mother, DEMO.password);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { name: 'Namaste, Sita' })).toBeVisible();
  await expect(page.getByTestId('pregnancy-week')).toHaveText(/^28 weeks pregnant$/);
  expect(JSON.parse((await stored(page, 'adminInfo')) ?? '{}').accessToken).toMatch(/^[\w-]{43}$/);
  expect(await stored(page, 'mob')).toBe(DEMO.mother);
  expect(await stored(page, 'base')).toMatch(/^http:\/\/localhost:\d+\/$/);
  expect(await stored(page, 'lang')).toBe('en');

  await page.getByTestId('toggle-language').click();
  await expect(page.getByRole('heading', { name: 'नमस्ते, Sita' })).toBeVisible();
  await expect(page.getByTestId('pregnancy-week')).toHaveText('२८ हप्ताको गर्भ');
  await expect(page.locator('body')).toHaveClass(/\bne\b/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'नमस्ते, Sita' })).toBeVisible();
  expect(await stored(page, 'lang')).toBe('ne');

  await page.getByRole('button', { name: 'लग आउट' }).click();
  // every logout asks first
  await page.getByRole('dialog').getByRole('button', { name: 'हो', exact: true }).click();
  await expectPath(page, '/home');
  expect(await stored(page, 'adminInfo')).toBeNull();
  // Spec §4: logout clears mode, lang, date and reg, so the public site is back in English.
  expect(await stored(page, 'lang')).toBeNull();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
});

test('An unknown number is told it is not registered, and nothing is stored', async ({ page }) => {
  await submitLogin(page, DEMO.unregistered, DEMO.password);
  await expect(page.getByTestId('login-error')).toHaveText('Entered mobile number is not registered!');
  await expectPath(page, '/login/');
  expect(await stored(page, 'base')).toBeNull();
  expect(await stored(page, 'adminInfo')).toBeNull();
});

test('A wrong password shows the server message and keeps what she typed', async ({ page }) => {
  await submitLogin(page, DEMO.baby, 'not-my-password');
  await expect(page.getByTestId('login-error')).toHaveText('The mobile number or password is incorrect.');
  await expect(page.getByLabel('Mobile number')).toHaveValue(DEMO.baby);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-my-password');
  expect(await stored(page, 'adminInfo')).toBeNull();
});

test('The inactive account is refused with "Account is not active. Call Support."', async ({ page }) => {
  await submitLogin(page, DEMO.inactive, DEMO.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Account is not active. Call Support.' })).toBeVisible();
  await expectPath(page, '/login/');
  expect(await stored(page, 'adminInfo')).toBeNull();
});

test('A network failure during login shows "Network Error"', async ({ page }) => {
  await page.route('**/api/v1/provider/login', (route) => route.abort('internetdisconnected'));
  await submitLogin(page, DEMO.mother, DEMO.password);
  await expect(page.getByTestId('login-error')).toHaveText('Network Error');
  expect(await stored(page, 'adminInfo')).toBeNull();
});

test('The show/hide toggle reveals the password and the fields explain what is missing', async ({ page }) => {
  await page.goto('/login/');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter your mobile number!')).toBeVisible();
  await expect(page.getByText('Please enter your password!')).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

/** Waits until the app has wired up this element (Preact keeps its own properties on it; a prerendered element has none). */
function wiredUp(page: Page, selector: string) {
  return page.waitForFunction((s) => Object.keys(document.querySelector(s) ?? {}).length > 0, selector);
}

test('The number she logged in with last time is filled in, but never into the field while she types her own', async ({ page }) => {
  await page.addInitScript((mobile) => localStorage.setItem('mob', mobile), DEMO.mother);
  await page.goto('/login/');
  await expect(page.getByLabel('Mobile number')).toHaveValue(DEMO.mother);

  // On a slow network she is already in the field when the app arrives: what she types is all there is
  const release = await holdAppCode(page);
  await page.goto('/login/', { waitUntil: 'commit' });
  const field = page.getByLabel('Mobile number');
  await field.click();
  await expect(field).toHaveValue('');
  release();
  await appReady(page);
  await wiredUp(page, 'input[name="mobile_number"]');
  await page.keyboard.type(DEMO.baby);
  await expect(field).toHaveValue(DEMO.baby);
});

test('A mother whose number starts with 977 logs in with it, typed as it is or with +977 in front', async ({ page, request }) => {
  // 977 is also Nepal's country code: only in front of a whole ten-digit number is it one
  const staff = await request.post('/api/v1/staff/login', { data: { mobile_number: '9800000010', password: DEMO.password } });
  const headers = { authorization: `Bearer ${((await staff.json()) as { token: string }).token}` };
  const mobile = `977${String(Date.now()).slice(-7)}`;
  const registered = await request.post('/api/v1/staff/people/mother', {
    headers,
    data: {
      first_name: 'Gita',
      last_name: 'Rai',
      mobile_number: mobile,
      address: 'Tokha-4',
      lastMenstrualPeriod: new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10),
      height: 60,
      weight: 55,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { oneTimePassword } = (await registered.json()) as { oneTimePassword: string };
  await firstLogin(page, mobile, oneTimePassword, 'Gita');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
  await expectPath(page, '/home');
  await submitLogin(page, `+977 ${mobile}`, 'own-secret-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Namaste, Gita' })).toBeVisible();
});
