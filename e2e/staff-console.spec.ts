import type { Page } from '@playwright/test';
import { expect, expectPath, firstLogin, staffLogin, submitLogin, test } from './fixtures.ts';

/** On the console's Register page: registers a pregnant woman and opens her record. */
async function registerAndOpen(page: Page, who: { first: string; last: string; mobile: string; address: string; daysSinceLmp: number }) {
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Mobile number').fill(who.mobile);
  await page.getByLabel('Address').fill(who.address);
  await page.getByLabel('Last menstrual period').fill(new Date(Date.now() - who.daysSinceLmp * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('link', { name: 'Open her record' }).click();
  await expect(page.getByRole('heading', { name: `${who.first} ${who.last}` })).toBeVisible();
}

test('A nurse registers a mother and records a visit; the mother logs in with the one-time password and chooses her own', async ({ page, browser }) => {
  // three people, three sessions, a dozen screens: longer than the default 30 s on a busy 2-core CI
  test.setTimeout(90_000);
  const mobile = `98${String(Date.now()).slice(-8)}`;
  await staffLogin(page, '9800000010');
  await expect(page.getByRole('heading', { name: 'People of Tokha Health Post' })).toBeVisible();
  // the newest first, ten to a page: other journeys register people too, so she is looked up
  await page.getByLabel('Search by name or mobile number').fill('Shrestha');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Sita Shrestha')).toBeVisible();

  await page.getByRole('link', { name: 'Register', exact: true }).click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Please enter the first name!')).toBeVisible();
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Gurung');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Address').fill('Tokha-2, Kathmandu');
  const lmp = new Date(Date.now() - 84 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Last menstrual period').fill(lmp);
  await page.getByLabel('Height (inches)').fill('61');
  await page.getByLabel('Weight (kg)').fill('52');
  // her reminders are written in Nepali and BS unless the nurse asks and she prefers otherwise
  await expect(page.getByLabel('Language of her reminders')).toHaveValue('ne');
  await expect(page.getByLabel('Dates in her reminders')).toHaveValue('bs');
  await page.getByLabel('Language of her reminders').selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Registered: Maya Gurung' })).toBeVisible();
  const oneTimePassword = (await page.getByTestId('one-time-password').textContent())?.trim() ?? '';
  expect(oneTimePassword).toMatch(/^[a-z2-9]{8}$/);

  await page.getByRole('link', { name: 'Open her record' }).click();
  await expect(page.getByRole('heading', { name: 'Maya Gurung' })).toBeVisible();
  await expect(page.getByText('No Data Found!')).toBeVisible();
  await page.getByLabel('Diastolic (mmHg)').fill('900');
  await page.getByRole('button', { name: 'Save visit' }).click();
  await expect(page.getByText('Diastolic pressure must be between 30 and 160 mmHg.')).toBeVisible();
  await page.getByLabel('Systolic (mmHg)').fill('110');
  await page.getByLabel('Diastolic (mmHg)').fill('72');
  await page.getByLabel('Weight (kg)').fill('53.5');
  await page.getByRole('button', { name: 'Save visit' }).click();
  await expect(page.getByText('Visit recorded.')).toBeVisible();
  await expect(page.getByRole('cell', { name: '110/72' })).toBeVisible();

  // The mother, on her own phone
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const mother = await phone.newPage();
  await mother.goto('/login/');
  await mother.getByLabel('Mobile number').fill(mobile);
  await mother.getByLabel('Password', { exact: true }).fill(oneTimePassword);
  await mother.getByRole('button', { name: 'Log in' }).click();
  await expect(mother.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await mother.getByLabel('One-time password').fill(oneTimePassword);
  await mother.getByLabel('New password', { exact: true }).fill('maya-secret-2026');
  await mother.getByLabel('New password again').fill('maya-secret-2026');
  await mother.getByRole('button', { name: 'Save my password' }).click();
  await expect(mother.getByRole('heading', { name: 'Namaste, Maya' })).toBeVisible();
  await expect(mother.getByTestId('pregnancy-week')).toHaveText('12 weeks pregnant');
  await phone.close();

  // A nurse of another health post cannot find her
  const other = await browser.newContext();
  const nurse2 = await other.newPage();
  await staffLogin(nurse2, '9800000011');
  await nurse2.getByLabel('Search by name or mobile number').fill(mobile);
  await nurse2.getByRole('button', { name: 'Search' }).click();
  await expect(nurse2.getByText('No Data Found!')).toBeVisible();
  await other.close();
});

test('A nurse records an ultrasound, a dose, a birth of twins and a growth measurement, corrects a visit, and sees who is due', async ({ page }) => {
  test.setTimeout(90_000);
  const mobile = `96${String(Date.now()).slice(-8)}`;
  await staffLogin(page, '9800000010');
  await page.getByRole('link', { name: 'Register', exact: true }).click();
  await registerAndOpen(page, { first: 'Laxmi', last: 'Bhandari', mobile, address: 'Tokha-6, Kathmandu', daysSinceLmp: 250 });

  // a visit, then its correction: the table shows the new value
  await page.getByLabel('Systolic (mmHg)').fill('118');
  await page.getByLabel('Diastolic (mmHg)').fill('96');
  await page.getByRole('button', { name: 'Save visit' }).click();
  await expect(page.getByRole('cell', { name: '118/96' })).toBeVisible();
  await page
    .getByRole('row', { name: /118\/96/ })
    .getByRole('button', { name: 'Correct' })
    .click();
  // its form opens in a row of its own below the visit's
  const correction = page.getByTestId('visit-entry-form');
  await correction.getByLabel('Diastolic (mmHg)').fill('76');
  await correction.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText('Please say why this entry is corrected.')).toBeVisible();
  await correction.getByLabel('Reason for the change').fill('read the wrong line');
  await correction.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByRole('cell', { name: '118/76' })).toBeVisible();

  // an ultrasound estimate
  const fetal = page.getByRole('region', { name: 'Fetal weight estimates' });
  await fetal.getByLabel('Estimated fetal weight (grams)').fill('2500');
  await fetal.getByRole('button', { name: 'Save' }).click();
  await expect(fetal.getByText('2500 g')).toBeVisible();

  // Td 1 given today
  const schedule = page.getByRole('region', { name: 'Pregnancy schedule' });
  await schedule
    .getByRole('button', { name: /Record given: Td/ })
    .first()
    .click();
  await schedule.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recorded as given.')).toBeVisible();

  // twins are born
  const birth = page.getByRole('region', { name: 'Record the birth' });
  await birth.getByLabel('Time of birth').fill('00:01');
  await birth.getByLabel('Place of birth').selectOption('facility');
  await birth.getByRole('button', { name: 'Add another baby (twins)' }).click();
  const [first, second] = [birth.getByRole('group', { name: 'Baby 1' }), birth.getByRole('group', { name: 'Baby 2' })];
  await first.getByLabel('Sex').selectOption('female');
  await first.getByLabel('Birth weight (grams)').fill('2400');
  await second.getByLabel('Sex').selectOption('male');
  await second.getByLabel('Birth weight (grams)').fill('2450');
  await birth.getByRole('button', { name: 'Next: check what will change' }).click();
  await birth.getByRole('button', { name: 'Confirm the birth' }).click();
  await expect(page.getByText('Birth recorded. The account now shows the mother and the baby.')).toBeVisible();
  const boy = page.getByRole('region', { name: 'Baby of Laxmi (2) · boy' });
  await expect(boy).toBeVisible();
  await expect(page.getByRole('region', { name: 'Baby of Laxmi (1) · girl' }).getByText('2400 g').first()).toBeVisible();
  await boy.getByLabel('Weight (grams)').fill('2380');
  await boy.getByRole('button', { name: 'Save' }).first().click();
  await expect(boy.getByText('2380 g')).toBeVisible();

  // the due list shows the twins' birth doses
  await page.getByRole('link', { name: 'Due and overdue' }).click();
  await expect(page.getByRole('heading', { name: 'Due and overdue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Laxmi Bhandari' }).first()).toBeVisible();
});

test('Dates can be entered in Bikram Sambat', async ({ page }) => {
  await staffLogin(page, '9800000010');
  await page.getByRole('link', { name: 'Register', exact: true }).click();
  await page.getByTestId('toggle-calendar').click();
  const lmp = page.getByRole('group', { name: /Last menstrual period/ });
  await lmp.getByRole('button', { name: 'Today' }).click();
  await expect(lmp.getByLabel('Year')).not.toHaveValue('');
  await lmp.getByLabel('Month').selectOption({ index: 1 });
  await expect(lmp.locator('p[aria-live]')).toContainText('Baisakh');
});

test('A mother’s token does not open the staff console', async ({ page, loginAs }) => {
  await loginAs('9800000001');
  await page.goto('/staff');
  await expectPath(page, '/staff/login');
});

test('The system admin adjusts an item the reference could not confirm; national-programme items cannot be changed', async ({ page }) => {
  // the schedule is national: a palika admin sees it but changes nothing (docs/decisions/011-authenticate-first.md)
  await staffLogin(page, '9800000020');
  await page.getByRole('link', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Schedule items' })).toBeVisible();
  await expect(page.getByTestId('schedule-item').filter({ hasText: 'Calcium tablets (start)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Change/ })).toHaveCount(0);
  // the system admin, in a fresh session
  await page.evaluate(() => window.localStorage.clear());
  await staffLogin(page, '9800000030');
  await page.getByRole('link', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Schedule items' })).toBeVisible();
  const bcg = page.getByTestId('schedule-item').filter({ hasText: 'BCG' });
  await expect(bcg.getByText('National programme')).toBeVisible();
  await expect(bcg.getByRole('button', { name: /Change/ })).toHaveCount(0);
  const calcium = page.getByTestId('schedule-item').filter({ hasText: 'Calcium tablets (start)' });
  await calcium.getByRole('button', { name: /Change/ }).click();
  await calcium.getByLabel('Due day (days since LMP or birth)').fill('9999');
  await calcium.getByRole('button', { name: 'Save' }).click();
  await expect(calcium.getByText('The due day must be a whole number of days from 0 to 600.')).toBeVisible();
  await calcium.getByLabel('Dose (English)').fill('1 tablet (500 mg) daily, as given at the health post');
  await calcium.getByLabel('Due day (days since LMP or birth)').fill('98');
  await calcium.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Schedule item saved. Schedules use it from now on.')).toBeVisible();
  await expect(calcium).toContainText('1 tablet (500 mg) daily');
  await expect(calcium).toContainText('changed here');
});

test('On a phone in Nepali the switches and Log out stay beside the logo, and Log out asks first', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await staffLogin(page, '9800000010');
  await page.getByTestId('toggle-language').click();
  const banner = page.getByRole('banner');
  const logout = banner.getByRole('button', { name: 'लग आउट' });
  await expect(logout).toBeVisible();
  // one row: the logo, the three switches and Log out (on two rows the nurse's work starts lower)
  const middle = async (box: Promise<{ y: number; height: number } | null>) => {
    const b = await box;
    if (!b) throw new Error('not on screen');
    return b.y + b.height / 2;
  };
  const logoRow = await middle(banner.locator('svg[data-logo]').boundingBox());
  expect(Math.abs((await middle(logout.boundingBox())) - logoRow)).toBeLessThan(4);
  expect(Math.abs((await middle(page.getByTestId('toggle-language').boundingBox())) - logoRow)).toBeLessThan(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // a slip of the thumb does not end her session
  await logout.click();
  const dialog = page.getByRole('dialog', { name: 'लग आउट' });
  await expect(dialog).toContainText('के तपाईं लग आउट गर्न चाहनुहुन्छ?');
  await dialog.getByRole('button', { name: 'होइन' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await logout.click();
  await page.getByRole('dialog', { name: 'लग आउट' }).getByRole('button', { name: 'हो', exact: true }).click();
  await expectPath(page, '/staff/login');
});

test('On a phone a visit is a card: its date on one line, its readings labelled, and Correct opens on the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const mobile = `96${String(Date.now() + 7).slice(-8)}`;
  await staffLogin(page, '9800000010');
  await page.goto('/staff/register');
  await registerAndOpen(page, { first: 'Sita', last: 'Karki', mobile, address: 'Tokha-5, Kathmandu', daysSinceLmp: 200 });

  await page.getByLabel('Systolic (mmHg)').fill('118');
  await page.getByLabel('Diastolic (mmHg)').fill('76');
  await page.getByLabel('Weight (kg)').fill('58.5');
  await page.getByRole('button', { name: 'Save visit' }).click();
  const card = page.getByTestId('visit-card');
  await expect(card).toHaveCount(1);
  await expect(page.getByRole('table')).toHaveCount(0);
  // each reading with its name, as the table's header gave it on a wide screen
  await expect(card.getByRole('definition').filter({ hasText: '118/76' })).toBeVisible();
  await expect(card).toContainText('Blood pressure (mmHg)118/76');
  await expect(card).toContainText('Weight (kg)58.5');
  // the date is one line, not squeezed into a narrow column
  const date = card.locator('time').first();
  const lineHeight = await date.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await date.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  // nothing scrolls sideways, and the correction's form is on the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // a screen reader hears which visit "Correct" and "Remove" are for
  const dateText = await date.innerText();
  await expect(card.getByRole('button', { name: 'Correct' })).toHaveAccessibleDescription(dateText);
  await expect(card.getByRole('button', { name: 'Remove' })).toHaveAccessibleDescription(dateText);
  // and reads it once, not again after the visible one
  expect((await card.innerText()).split(dateText)).toHaveLength(2);
  await card.getByRole('button', { name: 'Correct' }).click();
  const correction = card.getByTestId('visit-entry-form');
  const field = correction.getByLabel('Systolic (mmHg)');
  await expect(field).toBeVisible();
  const box = (await field.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await field.fill('124');
  await correction.getByLabel('Reason for the change').fill('read the wrong line');
  await correction.getByRole('button', { name: 'Save correction' }).click();
  await expect(card.getByRole('definition').filter({ hasText: '124/76' })).toBeVisible();
});

test('A nurse deactivates a mother or resets her password only after saying yes; the mother is logged out at once, and activation lets her back', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const mobile = `95${String(Date.now() + 11).slice(-8)}`;
  await staffLogin(page, '9800000010');
  await page.goto('/staff/register');
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Basnet');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Address').fill('Tokha-7, Kathmandu');
  await page.getByLabel('Last menstrual period').fill(new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const firstPassword = (await page.getByTestId('one-time-password').textContent())?.trim() ?? '';
  await page.getByRole('link', { name: 'Open her record' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rita Basnet' })).toBeVisible();

  // she logs in on her own phone
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const mother = await phone.newPage();
  await firstLogin(mother, mobile, firstPassword, 'Rita');

  // a stray tap on "Deactivate account" changes nothing: the dialog says what would happen
  await page.getByRole('button', { name: 'Deactivate account' }).click();
  let dialog = page.getByRole('dialog', { name: "Deactivate Rita Basnet's account?" });
  // what will happen is read with the title, though the focus is on Cancel
  await expect(dialog).toHaveAccessibleDescription(/logged out at once on every phone/);
  await expect(dialog).toContainText('no reminders');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Active( ·|$)/)).toBeVisible();
  await mother.reload();
  await expect(mother.getByRole('heading', { name: 'Namaste, Rita' })).toBeVisible();

  await page.getByRole('button', { name: 'Deactivate account' }).click();
  dialog = page.getByRole('dialog', { name: "Deactivate Rita Basnet's account?" });
  await dialog.getByRole('button', { name: 'Deactivate account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Inactive( ·|$)/)).toBeVisible();
  await mother.reload();
  await expectPath(mother, '/login/');
  await submitLogin(mother, mobile, 'own-secret-2026');
  await expect(mother.getByTestId('login-error')).toHaveText('Account is not active. Call Support.');

  // activating again needs no question, and her own password works again
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByText(/^Active( ·|$)/)).toBeVisible();
  await submitLogin(mother, mobile, 'own-secret-2026');
  await expect(mother.getByRole('heading', { name: 'Namaste, Rita' })).toBeVisible();

  // a password reset asks too; Cancel shows no new password
  await page.getByRole('button', { name: 'Reset password' }).click();
  dialog = page.getByRole('dialog', { name: "Reset Rita Basnet's password?" });
  await expect(dialog).toContainText('new one-time password');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('one-time-password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('dialog', { name: "Reset Rita Basnet's password?" }).getByRole('button', { name: 'Reset password' }).click();
  const newPassword = (await page.getByTestId('one-time-password').textContent())?.trim() ?? '';
  expect(newPassword).toMatch(/^[a-z2-9]{8}$/);
  expect(newPassword).not.toBe(firstPassword);
  await mother.reload();
  await expectPath(mother, '/login/');
  await phone.close();
});

test('What a nurse typed and did not save survives a reload and a screen turned wider: a new visit and a correction', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const mobile = `94${String(Date.now() + 13).slice(-8)}`;
  await staffLogin(page, '9800000010');
  await page.goto('/staff/register');
  await registerAndOpen(page, { first: 'Kopila', last: 'Rai', mobile, address: 'Tokha-4, Kathmandu', daysSinceLmp: 180 });
  await page.getByLabel('Systolic (mmHg)').fill('118');
  await page.getByLabel('Diastolic (mmHg)').fill('76');
  await page.getByRole('button', { name: 'Save visit' }).click();
  const card = page.getByTestId('visit-card');
  await expect(card.getByRole('definition').filter({ hasText: '118/76' })).toBeVisible();

  // a correction half typed on the phone, and the next visit's note
  await card.getByRole('button', { name: 'Correct' }).click();
  await page.getByTestId('visit-entry-form').getByLabel('Systolic (mmHg)').fill('128');
  await page.getByLabel('Notes', { exact: true }).last().fill('Swollen feet');

  // the tablet turned: the visits become a table, and the correction is still open with what she typed
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table')).toBeVisible();
  const correction = page.getByTestId('visit-entry-form');
  await expect(correction.getByLabel('Systolic (mmHg)')).toHaveValue('128');

  // a reload (or a phone that dropped the tab) gives both back, and says they are not saved yet
  await page.reload();
  await expect(page.getByTestId('visit-entry-form').getByLabel('Systolic (mmHg)')).toHaveValue('128');
  await expect(page.getByText('What you typed before is back. It is not saved yet.').first()).toBeVisible();
  const visitForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save visit' }) });
  await expect(visitForm.getByLabel('Notes')).toHaveValue('Swollen feet');

  // saved: the correction is closed for good, and a reload brings nothing back
  await page.getByTestId('visit-entry-form').getByLabel('Reason for the change').fill('misread the gauge');
  await page.getByTestId('visit-entry-form').getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByRole('cell', { name: '128/76' })).toBeVisible();
  await visitForm.getByRole('button', { name: 'Save visit' }).click();
  // the same day as the first: the console asks before a second visit
  await page.getByRole('button', { name: 'Save a second visit' }).click();
  await expect(page.getByText('Visit recorded.')).toBeVisible();
  await expect(visitForm.getByLabel('Notes')).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('cell', { name: '128/76' })).toBeVisible();
  await expect(page.getByTestId('visit-entry-form')).toHaveCount(0);
  await expect(
    page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Save visit' }) })
      .getByLabel('Notes'),
  ).toHaveValue('');
  await expect(page.getByText('What you typed before is back. It is not saved yet.')).toHaveCount(0);
});
