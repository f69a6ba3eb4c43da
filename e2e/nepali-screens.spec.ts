import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures.ts';

/**
 * The mother's main screens in Nepali on a small phone (360 px wide), as a Nepali-only reader sees
 * them: the glossary's words (docs/glossary-ne.md), vaccines as the health post names them, and no
 * Latin digit in the text. Each screen is saved as a picture in test-results/nepali/ for a Nepali
 * reader to look at.
 */

test.use({ viewport: { width: 360, height: 780 } });

async function toNepali(page: Page) {
  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
}

/** The text of the page's main part, without link targets: what she reads. */
async function mainText(page: Page) {
  return page.locator('#main').innerText();
}

async function snap(page: Page, name: string) {
  await page.screenshot({ path: `test-results/nepali/${name}.png`, fullPage: true });
}

test('In Nepali the mother’s dashboard, schedule, reminders and emergency screen use the glossary’s words and Devanagari digits', async ({ page, loginAs }) => {
  test.setTimeout(60_000);
  await loginAs(DEMO.mother);
  await toNepali(page);

  await expect(page.getByRole('heading', { level: 1, name: /^नमस्ते, / })).toBeVisible();
  await expect(page.locator('[data-reading=bp]')).toContainText('११४/७४ मि.मि. पारो');
  await expect(page.getByTestId('emergency-card')).toContainText('आपत्कालीन सहायता');
  await expect(page.getByTestId('emergency-card')).toContainText('ऐंठन (छारे रोग जस्तै काम्ने)');
  expect(await mainText(page)).not.toMatch(/[0-9]|mmHg/);
  await snap(page, 'dashboard-mother');

  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'आमाको तालिका' })).toBeVisible();
  await expect(page.getByTestId('period').first()).toContainText('सुरु मिति');
  // the iron tablet's description: months of pregnancy, not trimesters
  await page.locator('#main').getByText('आइरन चक्की (सुरु)').click();
  await expect(page.locator('#main')).toContainText('गर्भ रहेको चौथो महिनादेखि');
  await expect(page.locator('#main')).toContainText('भइसकेको');
  const schedule = await mainText(page);
  expect(schedule).not.toMatch(/[0-9]|त्रैमासिक|प्रोटोकल|दिइसकिएको/);
  await snap(page, 'schedule-mother');

  await page.goto('/reminder');
  await expect(page.getByRole('tab', { name: 'आमा' })).toHaveAttribute('aria-selected', 'true');
  expect(await mainText(page)).not.toMatch(/[0-9]/);
  await snap(page, 'reminders-mother');

  await page.goto('/report');
  await expect(page.getByTestId('chart').first()).toBeVisible();
  expect(await mainText(page)).not.toMatch(/[0-9]|mmHg/);
  await snap(page, 'report-mother');

  await page.goto('/emergency');
  await expect(page.getByRole('heading', { level: 1, name: 'आपत्कालीन सहायता' })).toBeVisible();
  await expect(page.locator('#main')).toContainText('धेरै रगत बग्नु');
  await expect(page.locator('#main')).toContainText('ओठ वा अनुहार निलो हुनु');
  await expect(page.locator('#main')).toContainText('(चाहेमा)');
  await snap(page, 'emergency');
});

test('In Nepali the baby’s schedule names vaccines as the health post does and counts months from nine months', async ({ page, loginAs }) => {
  test.setTimeout(60_000);
  await loginAs(DEMO.baby);
  await toNepali(page);
  await snap(page, 'dashboard-baby');

  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'शिशुको तालिका' })).toBeVisible();
  const main = page.locator('#main');
  for (const name of ['पोलियो थोपा (ओ.पि.भी.)', 'पेन्टाभ्यालेन्ट (डि.पि.टि. हेप.बि.हिब)', 'पोलियो सुई (एफ.आई.पि.भी.)', 'दादुरा-रुबेला (एम.आर.)']) {
    await expect(main.getByText(name).first()).toBeVisible();
  }
  await expect(page.getByTestId('period-label').nth(4)).toHaveText('हप्ता ३९');
  await expect(page.getByTestId('period-age').first()).toHaveText(/· ९ महिनाको उमेर$/);
  expect(await mainText(page)).not.toMatch(/[0-9]/);
  await snap(page, 'schedule-baby');

  await page.goto('/reminder');
  await expect(page.getByRole('tab', { name: 'शिशु' })).toHaveAttribute('aria-selected', 'true');
  await expect(main).toContainText('समय नाघेको');
  expect(await mainText(page)).not.toMatch(/[0-9]/);
  await snap(page, 'reminders-baby');
});
