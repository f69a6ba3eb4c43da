import { DEMO, expect, expectPath, expectToastBelowHeader, stored, test } from './fixtures.ts';

test('On a phone the bottom navigation highlights the current screen with its label', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(DEMO.baby);
  const bottom = page.getByTestId('bottom-nav');
  await expect(bottom).toBeVisible();
  for (const name of ['Dashboard', 'Schedule', 'Report', 'AI Doctor', 'Profile']) await expect(bottom.getByRole('link', { name })).toBeVisible();
  await expect(bottom.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(bottom.getByText('Dashboard', { exact: true })).toBeVisible();
  await expect(bottom.getByText('Report', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('baby-age')).toContainText(/months?/);
});

test('On a desktop the navbar replaces the bottom navigation', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(DEMO.mother);
  await expect(page.getByTestId('bottom-nav')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link', { name: 'Reminder' })).toBeVisible();
});

test('On a desktop the login toast shows below the header: the navigation under the pointer works while it is up', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(DEMO.mother);
  await expectToastBelowHeader(page);
  // the links in the middle of the header, where the toast used to sit (and stayed while the pointer rested on it)
  await page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link', { name: 'Schedule', exact: true }).click({ timeout: 2_000 });
  await expectPath(page, '/schedule');
});

test('Switching the calendar shows every date in Bikram Sambat, and theme switches to dark', async ({ page, loginAs }) => {
  await loginAs(DEMO.mother);
  const today = page.getByTestId('today');
  await expect(today).toContainText(/(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d/);
  await page.getByTestId('toggle-calendar').click();
  await expect(today).toContainText(/(Baisakh|Jestha|Asar|Shrawan|Bhadra|Asoj|Kartik|Mangsir|Poush|Magh|Falgun|Chaitra) 20[89]\d/);
  await expect(page.locator('body')).toHaveClass(/\bbs\b/);
  expect(await stored(page, 'date')).toBe('bs');
  await page.getByTestId('toggle-theme').click();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  expect(await stored(page, 'mode')).toBe('dark');
});

test('Guards: a visitor is sent to /home, a logged-in mother away from the login page', async ({ page, loginAs }) => {
  await page.goto('/schedule');
  await expectPath(page, '/home');
  await loginAs(DEMO.mother);
  await page.goto('/login/');
  await expectPath(page, '/');
  await page.goto('/home');
  await expectPath(page, '/');
});

test('An unknown path shows the not-found page with a way home', async ({ page, loginAs }) => {
  await loginAs(DEMO.mother);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Sorry, we can not find this page' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { name: 'Namaste, Sita' })).toBeVisible();
});

test('When the server ends her session she is sent to the login page and keeps her language', async ({ page, loginAs }) => {
  await loginAs(DEMO.mother);
  await page.getByTestId('toggle-language').click();
  await page.getByTestId('toggle-calendar').click();
  // The session ends elsewhere (logout from another device): revoke it on the server directly.
  const token = JSON.parse((await stored(page, 'adminInfo')) ?? '{}').accessToken as string;
  const res = await page.request.post('/api/v1/provider/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  await page.reload();
  await expectPath(page, '/login/');
  await expect(page.getByRole('heading', { name: 'आफ्नो खातामा लग इन गर्नुहोस्' })).toBeVisible();
  expect(await stored(page, 'adminInfo')).toBeNull();
  expect(await stored(page, 'date')).toBeNull();
  expect(await stored(page, 'lang')).toBe('ne');
});

test('The newsletter box asks for an email, then thanks the subscriber and clears the field', async ({ page }) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Please enter your email address!')).toBeVisible();
  await footer.getByLabel('Email address').fill('sita@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you! You are subscribed to the Mamata newsletter.')).toBeVisible();
  await expect(footer.getByLabel('Email address')).toHaveValue('');
});
