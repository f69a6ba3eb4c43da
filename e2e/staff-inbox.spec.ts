import { expect, expectPath, staffLogin, test } from './fixtures.ts';

// The three journeys share the seeded inbox; each leaves it as it found it.
test.describe.configure({ mode: 'serial' });

const SIREN = 'My sister has strong pains, please send someone.';
const HELP = 'Can I come on Sunday for my check-up?';

test('A nurse reads the siren and help messages of her health post and marks the siren handled', async ({ page }) => {
  await staffLogin(page, '9800000010');
  await expect(page.getByTestId('inbox-badge')).toBeVisible();
  await page.getByRole('link', { name: /^Inbox/ }).click();
  await expectPath(page, '/staff/inbox');

  const siren = page.getByTestId('inbox-message').filter({ hasText: SIREN });
  await expect(siren).toBeVisible();
  await expect(siren.getByRole('link', { name: 'Call 9812345678' })).toHaveAttribute('href', 'tel:9812345678');
  await page.getByRole('tab', { name: /Help/ }).click();
  await expect(page.getByTestId('inbox-message').filter({ hasText: HELP })).toBeVisible();

  await page.getByRole('tab', { name: /Siren/ }).click();
  await siren.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Marked as handled.')).toBeVisible();
  // (other journeys may have sent sirens of their own meanwhile, so only this one is checked)
  await expect(siren).toHaveCount(0);

  await page.getByRole('button', { name: 'Handled', exact: true }).click();
  await expect(siren.getByText(/Handled by Kamala Adhikari/)).toBeVisible();
  await siren.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('Message reopened.')).toBeVisible();
  await expect(siren).toHaveCount(0);
});

test('Staff of another health post do not see Tokha’s messages', async ({ page }) => {
  await staffLogin(page, '9800000011');
  await page.getByRole('link', { name: /^Inbox/ }).click();
  await expect(page.getByText('The road to the health post is blocked.')).toBeVisible();
  await expect(page.getByText(SIREN)).toHaveCount(0);
  await page.getByRole('tab', { name: /Help/ }).click();
  await expect(page.getByText(/No Data Found!/)).toBeVisible();
  await expect(page.getByText(HELP)).toHaveCount(0);
});

test('A nurse adds an ambulance; it appears in her list and not in another health post’s', async ({ page, browser }) => {
  const plate = `BA 9 JHA ${String(Date.now()).slice(-4)}`;
  await staffLogin(page, '9800000010');
  await page.getByRole('link', { name: 'Support', exact: true }).click();
  await expectPath(page, '/staff/support');
  await expect(page.getByText('Hari Bahadur Thapa')).toBeVisible();

  await page.getByRole('button', { name: 'Add an ambulance' }).click();
  const form = page.getByRole('form', { name: 'Add an ambulance' });
  await form.getByLabel("Driver's mobile number").fill('12345');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText("Please enter the driver's name!")).toBeVisible();
  await expect(form.getByText('Enter a 10-digit mobile number starting with 9.')).toBeVisible();
  await form.getByLabel("Driver's name", { exact: true }).fill('Gopal Shrestha');
  await form.getByLabel("Driver's mobile number").fill('9841555666');
  await form.getByLabel('Ambulance number (plate)').fill(plate);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ambulance saved.')).toBeVisible();
  const added = page.getByTestId('ambulances-entry').filter({ hasText: plate });
  await expect(added).toBeVisible();
  await expect(added.getByRole('link', { name: 'Call 9841555666' })).toBeVisible();

  const other = await browser.newPage();
  await staffLogin(other, '9800000011');
  await other.goto('/staff/support');
  await expect(other.getByText('Shyam Lama')).toBeVisible();
  await expect(other.getByText(plate)).toHaveCount(0);
  await other.close();
});
