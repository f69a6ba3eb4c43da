import { DEMO, expect, expectPath, staffLogin, test } from './fixtures.ts';

/**
 * The accessibility review's findings a screen-reader or keyboard user meets (docs/accessibility.md, third
 * Nepali read): focus kept on the emergency confirmation (A2), the staff search's result announced (A5), the
 * staff login named in its title (A6), the contact form's required fields and all its errors (A9), the
 * schedule's periods as headings (A10), a message on the screen a keyboard reaches before it goes (A4).
 */

test('A2: after "Send urgent message" the focus is on the confirmation, and the next Tab goes on from there', async ({ page, loginAs }) => {
  await loginAs(DEMO.mother);
  await page.goto('/emergency');
  const send = page.getByRole('button', { name: 'Send urgent message' });
  await send.focus();
  await page.keyboard.press('Enter');
  const sent = page.getByTestId('alert-sent');
  await expect(sent).toBeFocused();
  await expect(sent).toHaveRole('status');
  await expect(sent).toContainText('Your health post has been alerted');
  // said once: no toast repeats it
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  // the next Tab is after the confirmation, not at the top of the page
  await page.keyboard.press('Tab');
  const after = await page.evaluate(() => {
    const sentEl = document.querySelector('[data-testid="alert-sent"]');
    const active = document.activeElement;
    return Boolean(sentEl && active && active !== document.body && sentEl.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(after).toBe(true);
});

test('A5: the staff people search says what it found, or that it found nobody, in a live region', async ({ page }) => {
  await staffLogin(page, '9800000010');
  const result = page.getByTestId('people-result');
  await expect(result).toHaveRole('status');
  await page.getByRole('searchbox').fill(DEMO.mother);
  await page.getByRole('searchbox').press('Enter');
  await expect(result).toHaveText(/^1 person$/);
  await page.getByRole('searchbox').fill('nobody-by-this-name');
  await page.getByRole('searchbox').press('Enter');
  await expect(result).toHaveText('No Data Found!');
});

test('A6: the staff login page names itself in the title, in English and in Nepali', async ({ page }) => {
  await page.goto('/staff/login');
  await expect(page).toHaveTitle('Staff login · Mamata');
  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page).toHaveTitle('कर्मचारी लग इन · ममता');
});

test('A9: the contact form marks every field required and an empty send names every missing one', async ({ page }) => {
  await page.goto('/contact');
  const labels = ['Full name', 'Address', 'Mobile number', 'Email', 'Subject', 'Message'];
  for (const label of labels) await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
  await expect(page.getByText('Every field marked * is required.')).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    'Please enter your full name!',
    'Please enter your address!',
    'Please enter your mobile number!',
    'Please enter your email address!',
    'Please enter your subject!',
    'Please enter your message!',
  ])
    await expect(page.getByText(message)).toBeVisible();
  // the first missing field has the focus, each field names its message
  await expect(page.getByLabel('Full name', { exact: true })).toBeFocused();
  for (const label of labels) await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('A10: the schedule and the reminders list their periods as headings a screen reader can jump between', async ({ page, loginAs }) => {
  await loginAs(DEMO.mother);
  await page.goto('/schedule');
  await expectPath(page, '/schedule');
  const periods = page.getByTestId('period');
  await expect(periods.first()).toBeVisible();
  const count = await periods.count();
  expect(count).toBeGreaterThanOrEqual(4);
  // each period's title is a level-2 heading, and its button (open / close) is inside it
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(count);
  await expect(periods.first().getByRole('heading', { level: 2 }).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  // the report has a "Schedule" section heading above them: there they are level 3
  await page.goto('/report');
  await expect(page.getByRole('heading', { level: 2, name: 'Schedule' })).toBeVisible();
  await expect(page.getByTestId('period').first().getByRole('heading', { level: 3 })).toBeVisible();
});

test('A4: with "messages stay" on, a toast waits for the keyboard: Tab reaches its close button and Enter closes it', async ({ page }) => {
  await staffLogin(page, '9800000011');
  await page.goto('/staff/account');
  const stay = page.getByRole('switch', { name: 'Messages stay until I close them' });
  await expect(stay).toHaveAttribute('aria-checked', 'false');
  await stay.click();
  await expect(stay).toHaveAttribute('aria-checked', 'true');
  // a refused password change: the server's message as a toast (and beside the field)
  await page.getByLabel('Current password').fill('not-my-password-1');
  await page.getByLabel('New password', { exact: true }).fill('Another@2099x');
  await page.getByLabel('New password again').fill('Another@2099x');
  await page.getByRole('button', { name: 'Change password' }).focus();
  await page.keyboard.press('Enter');
  const toastBox = page.locator('.Toastify__toast');
  await expect(toastBox).toHaveCount(1);
  // past the spec's 3 s it is still there
  await page.waitForTimeout(4_000);
  await expect(toastBox).toBeVisible();
  // the keyboard goes on from the form and reaches its close button
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => Boolean(document.activeElement?.matches('.Toastify__toast .Toastify__close-button')));
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(toastBox).toHaveCount(0);
});
