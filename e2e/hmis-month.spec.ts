import { expect, staffLogin, test } from './fixtures.ts';

/**
 * The health post's month (docs/decisions/025-hmis-month.md): the demo in-charge opens the HMIS 9.3 sheet of the
 * month just ended, reads it in Nepali with the post's name and the BS month, and prints it (the console's
 * controls stay off the paper); the palika admin reads the palika's sum.
 */
test('The in-charge of Tokha opens the month’s HMIS sheet, reads it in Nepali and prints it', async ({ page }) => {
  test.setTimeout(90_000);
  await staffLogin(page, '9800000010');
  await page.getByRole('link', { name: 'HMIS month' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'HMIS monthly report' })).toBeVisible();
  const sheet = page.getByTestId('hmis-sheet');
  await expect(sheet.getByRole('heading', { name: 'HMIS 9.3: safe motherhood and immunization, monthly report' })).toBeVisible();
  await expect(sheet.getByText('Tokha Health Post')).toBeVisible();
  // every cell of the sheet is a row, in the sheet's order: immunization first, maternal deaths last
  await expect(sheet.locator('tr[data-cell]')).toHaveCount(83);
  await expect(sheet.locator('tr[data-cell]').first()).toHaveAttribute('data-cell', 'immunization.bcg');
  await expect(sheet.getByRole('table', { name: 'Antenatal care' })).toBeVisible();

  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(sheet.getByRole('heading', { name: 'HMIS ९.३: सुरक्षित मातृत्व र खोप, मासिक प्रतिवेदन' })).toBeVisible();
  await expect(sheet.getByText('टोखा स्वास्थ्य चौकी')).toBeVisible();
  await expect(sheet.getByRole('table', { name: 'गर्भवती जाँच' })).toBeVisible();
  // the month in BS with Devanagari digits
  await expect(sheet.getByText(/महिना: (वैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत) [०-९]{4}/)).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'छाप्नुहोस्' })).toBeHidden();
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(sheet).toBeVisible();
});

test('The palika admin reads the whole palika’s month, the sum of its health posts', async ({ page }) => {
  await staffLogin(page, '9800000020');
  await page.getByRole('link', { name: 'HMIS month' }).click();
  await page.getByLabel('Health post').selectOption({ label: 'The whole palika (sum of its health posts)' });
  const sheet = page.getByTestId('hmis-sheet');
  await expect(sheet.getByText('Tokha Municipality · sum of its health posts')).toBeVisible();
  await expect(sheet.locator('tr[data-cell]')).toHaveCount(83);
});
