import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, expectPath, staffLogin, submitLogin, test } from './fixtures.ts';

/** Her profile as she reaches it: the Profile link of the navigation. */
async function openProfile(page: Page) {
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expectPath(page, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

const services = (page: Page) => page.getByRole('navigation', { name: 'General services' });

/** A staff session through the API (the console's own login is covered by staff-console.spec.ts). */
async function staffToken(request: APIRequestContext, mobile = '9800000010') {
  const res = await request.post('/api/v1/staff/login', { data: { mobile_number: mobile, password: DEMO.password } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).token as string}` };
}

test('A mother opens each dialog of her profile, calls by tap, writes to her health post and the nurse reads it', async ({ page, browser, loginAs }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(DEMO.mother);
  await openProfile(page);
  await expect(page.getByTestId('profile-name')).toHaveText('Sita Shrestha');
  await expect(page.getByRole('link', { name: 'view' })).toHaveAttribute('href', '/profile/view');
  const social = services(page).getByRole('link', { name: /opens in a new tab/ });
  await expect(social).toHaveCount(4);
  for (const link of await social.all()) await expect(link).toHaveAttribute('target', '_blank');

  // Support numbers: every number is a tel: link
  await services(page).getByRole('button', { name: 'Support numbers' }).click();
  const numbers = page.getByRole('dialog', { name: 'Support numbers' });
  await expect(numbers.getByText('BA 1 JHA 2345', { exact: false })).toBeVisible();
  await expect(numbers.getByText('Available')).toBeVisible();
  const calls = numbers.getByRole('link');
  expect(await calls.count()).toBeGreaterThanOrEqual(4);
  for (const href of await calls.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^tel:\+?\d+$/);
  await expect(numbers.getByText('BA 3 JHA 1111', { exact: false })).toHaveCount(0); // another health post's ambulance
  await page.keyboard.press('Escape');
  await expect(numbers).toBeHidden();

  // Message to her health post
  const text = `Can I come for my check-up on Sunday? (${Date.now()})`;
  await services(page).getByRole('button', { name: 'Message' }).click();
  const message = page.getByRole('dialog', { name: 'Message to your health post' });
  await message.getByRole('button', { name: 'Send' }).click();
  await expect(message.getByText('message is required!')).toBeVisible();
  await message.getByLabel('Message').fill(text);
  // Esc by mistake closes it: opened again, her message is still there, and it says so
  await page.keyboard.press('Escape');
  await expect(message).toBeHidden();
  await services(page).getByRole('button', { name: 'Message' }).click();
  await expect(message.getByLabel('Message')).toHaveValue(text);
  await expect(message.getByText('Your message was not sent yet: it is still here.')).toBeVisible();
  await message.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your message has been sent to your health post. They will reply soon.')).toBeVisible();
  await expect(message).toBeHidden();
  // sent: the next message starts empty
  await services(page).getByRole('button', { name: 'Message' }).click();
  await expect(message.getByLabel('Message')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(message).toBeHidden();

  // Change password: a wrong old password is refused with the server's message (the demo password stays)
  await services(page).getByRole('button', { name: 'Change password' }).click();
  const password = page.getByRole('dialog', { name: 'Change password' });
  await password.getByLabel('Old password').fill('not-my-password');
  await password.getByLabel('New password').fill('whatever-2026');
  await password.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password.getByLabel('Old password')).toHaveAttribute('type', 'text');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The old password is not correct.').first()).toBeVisible();
  await password.getByRole('button', { name: 'Cancel' }).click();
  await expect(password).toBeHidden();

  // Language: Nepali at once, stored, and back
  await services(page).getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('dialog', { name: 'Change language' }).getByLabel('नेपाली').check();
  await expect(page.getByRole('dialog', { name: 'भाषा परिवर्तन' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'प्रोफाइल' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ne');
  await page.getByRole('button', { name: 'भयो' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'प्रोफाइल' })).toBeVisible();
  await page.getByRole('navigation', { name: 'सामान्य सेवाहरू' }).getByRole('button', { name: 'भाषा परिवर्तन' }).click();
  await page.getByRole('dialog', { name: 'भाषा परिवर्तन' }).getByLabel('English').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // Logout confirmation: No keeps her here
  await page.getByRole('region', { name: 'My account' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'No' }).click();
  await expectPath(page, '/profile');

  // The legal pages open inside the app
  await services(page).getByRole('link', { name: 'Privacy policy' }).click();
  await expectPath(page, '/privacypolicy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  await page.goBack();

  // Emergency, one tap from the profile: 102, the numbers, and an urgent message to her health post
  await services(page).getByRole('link', { name: 'Emergency' }).click();
  await expectPath(page, '/emergency');
  await expect(page.getByText(/Mamata has no emergency service of its own/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 102 (Ambulance)' })).toHaveAttribute('href', 'tel:102');
  await expect(page.getByRole('link', { name: /^Call 98/ }).first()).toHaveAttribute('href', /^tel:98\d{8}$/);
  await page.getByLabel('What is happening? (optional)').fill(`Strong pain (${text.slice(-14)}`);
  await page.getByRole('button', { name: 'Send urgent message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your health post has been alerted' })).toBeVisible();

  // Health posts of her palika, hers first
  await page.getByRole('link', { name: 'Health posts of your palika' }).click();
  await expectPath(page, '/health-posts');
  const first = page.getByRole('listitem').first();
  await expect(first.getByRole('heading', { name: 'Tokha Health Post' })).toBeVisible();
  await expect(first.getByText('Your health post')).toBeVisible();
  await expect(first.getByRole('link', { name: 'Call 014350010' })).toHaveAttribute('href', 'tel:014350010');

  // The nurse of her health post finds the message in the staff inbox
  const desk = await browser.newContext();
  const nurse = await desk.newPage();
  await staffLogin(nurse, '9800000010');
  await nurse.goto('/staff/inbox?kind=help');
  await expect(nurse.getByText(text)).toBeVisible();
  await nurse.goto('/staff/inbox?kind=siren');
  await expect(nurse.getByText(`Strong pain (${text.slice(-14)}`)).toBeVisible();
  await desk.close();

  // Logout: Yes ends the session and goes back to the public site
  await openProfile(page);
  await page.getByRole('region', { name: 'My account' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Yes' }).click();
  await expectPath(page, '/home');
  expect(await page.evaluate(() => localStorage.getItem('adminInfo'))).toBeNull();
});

test('A mother changes her password: her other session ends and she logs in with the new one', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  // A freshly registered mother, so the demo accounts keep their password for the other specs.
  const mobile = `98${String(Date.now()).slice(-8)}`;
  const staff = await staffToken(request);
  const lmp = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
  const registered = await request.post('/api/v1/staff/people/mother', {
    headers: staff,
    data: { first_name: 'Maya', last_name: 'Gurung', mobile_number: mobile, address: 'Tokha-2, Kathmandu', lastMenstrualPeriod: lmp },
  });
  expect(registered.ok()).toBe(true);
  const { oneTimePassword } = (await registered.json()) as { oneTimePassword: string };
  // She replaces the one-time password once (that screen is tested in staff-console.spec.ts).
  const first = 'maya-first-2026';
  const otp = await request.post('/api/v1/provider/login', { data: { mobile_number: mobile, password: oneTimePassword } });
  const otpHeaders = { authorization: `Bearer ${(await otp.json()).token as string}` };
  expect(
    (await request.patch('/api/v1/provider/change-password', { headers: otpHeaders, data: { oldPassword: oneTimePassword, newPassword: first } })).ok(),
  ).toBe(true);

  // Her other phone is logged in too
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const otherPage = await other.newPage();
  await submitLogin(otherPage, mobile, first);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Namaste, Maya' })).toBeVisible();

  await submitLogin(page, mobile, first);
  await expect(page.getByRole('heading', { level: 1, name: 'Namaste, Maya' })).toBeVisible();
  await openProfile(page);
  await services(page).getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Old password').fill(first);
  await dialog.getByLabel('New password').fill('short');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The new password must have at least 8 characters.')).toBeVisible();
  await dialog.getByLabel('New password').fill('maya-second-2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The other session has ended: its next call is a 401 and it goes to the login page
  await otherPage.reload();
  await expectPath(otherPage, '/login/');
  await other.close();

  // This session goes on; after logging out, the old password no longer works and the new one does
  await page.getByRole('region', { name: 'My account' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Yes' }).click();
  await expectPath(page, '/home');
  await submitLogin(page, mobile, first);
  await expect(page.getByText('The mobile number or password is incorrect.').first()).toBeVisible();
  await submitLogin(page, mobile, 'maya-second-2026');
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Namaste, Maya' })).toBeVisible();
});
