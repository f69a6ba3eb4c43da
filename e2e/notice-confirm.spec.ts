import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, staffLogin, test } from './fixtures.ts';

/**
 * A notice to more than a few people asks once more with their number before it goes
 * (docs/decisions/027-limits-that-hold.md). The people are new mothers of Jhor Mahankal Health Post, which no
 * other journey sends notices to; the nurse is that post's.
 */
const isoDaysAgo = (days: number) => new Date(Date.now() + 345 * 60_000 - days * 86_400_000).toISOString().slice(0, 10);

/** Registers `count` mothers of Jhor Mahankal Health Post through the staff API. */
async function jhorMothers(request: APIRequestContext, count: number) {
  const staff = await request.post('/api/v1/staff/login', { data: { mobile_number: '9800000011', password: DEMO.password } });
  const headers = { authorization: `Bearer ${(await staff.json()).token as string}` };
  const base = Number(`93${String(Date.now()).slice(-8)}`);
  for (let i = 0; i < count; i++) {
    const registered = await request.post('/api/v1/staff/people/mother', {
      headers,
      data: { first_name: 'Sunita', last_name: `Magar ${i}`, mobile_number: String(base + i), address: 'Jhor-2', lastMenstrualPeriod: isoDaysAgo(120) },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
  }
}

test.use({ viewport: { width: 360, height: 740 } });

test('A notice to many people shows their number and is sent only once it is confirmed, in English and Nepali', async ({ page, request }) => {
  test.setTimeout(60_000);
  await jhorMothers(request, 11);
  await staffLogin(page, '9800000011');
  await page.getByRole('link', { name: 'Send a notice' }).first().click();

  // in Nepali: the number in Devanagari digits; cancelled, nothing is sent
  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page.getByLabel('शीर्षक (अङ्ग्रेजी)').fill('Health camp on Friday');
  await page.getByLabel('शीर्षक (नेपाली)').fill('शुक्रबार स्वास्थ्य शिविर');
  await page.getByLabel('सन्देश (अङ्ग्रेजी)').fill('Come to Jhor Mahankal Health Post at 10 am.');
  await page.getByLabel('सन्देश (नेपाली)').fill('बिहान १० बजे झोर महाङ्काल स्वास्थ्य चौकीमा आउनुहोस्।');
  await page.getByRole('button', { name: 'पठाउनुहोस्', exact: true }).click();
  await page.getByRole('button', { name: 'हो, पठाउनुहोस्' }).click();
  const confirm = page.getByTestId('notice-confirm');
  await expect(confirm).toContainText(/^यो सूचना [१२३४५६७८९][०-९]+ जनालाई पठाइनेछ। पठाउने\?/);
  await page.getByRole('button', { name: 'रद्द गर्नुहोस्' }).click();
  await expect(confirm).toHaveCount(0);

  // in English: the same number, then sent to exactly those people
  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(confirm).toContainText(/^This will send to \d+ people\. Send\?/);
  const people = Number((await confirm.textContent())?.match(/send to (\d+) people/)?.[1]);
  expect(people).toBeGreaterThanOrEqual(11);
  await page.screenshot({ path: 'test-results/notice-confirm/count-360.png' });
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`Notice sent. People reached: ${people}.`)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByLabel('Title (English)')).toHaveValue('');
});
