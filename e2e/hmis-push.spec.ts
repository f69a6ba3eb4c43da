import { readFileSync } from 'node:fs';
import { BS_MONTH_NAMES } from '../packages/core/src/calendar/bikram-sambat.ts';
import { addDays, nepalToday } from '../packages/core/src/calendar/nepal-time.ts';
import { parsePeriod, periodOf } from '../packages/core/src/hmis/period.ts';
import { fakeDhis2, knownFromMapping } from '../apps/server/test/fake-dhis2.ts';
import { expect, staffLogin, test } from './fixtures.ts';

/**
 * The month sent to DHIS2 (docs/decisions/029-hmis-push.md), against a local fake DHIS2 speaking the Web API with
 * the synthetic mapping the e2e server runs with (playwright.config.ts HMIS_DHIS2_MAPPING): the palika admin sets the
 * palika's DHIS2; the demo in-charge of Tokha prints the month's sheet in Nepali, runs the dry run (DHIS2's summary
 * shown), then sends it; the palika admin sees it sent and the palika's indicators.
 */
const mapping = JSON.parse(readFileSync('apps/server/test/fixtures/dhis2-mapping.synthetic.json', 'utf8')) as Parameters<typeof knownFromMapping>[0];
const TOKEN = `d2pat_${'E2eToken00'.repeat(4)}42`;
/**
 * A month Tokha has an antenatal contact to send in: the demo mother is 28 weeks pregnant today and had contacts at
 * 22 and 14 weeks (apps/server/src/db/seed.ts), eight weeks apart, so always in two different BS months. A retry
 * takes the other one: the first try may have sent its month before it failed, and a month sent is no longer "not
 * sent".
 */
function monthOfVisit(week: 22 | 14) {
  return parsePeriod(periodOf(addDays(nepalToday(), -(28 - week) * 7)));
}

let dhis2: Awaited<ReturnType<typeof fakeDhis2>>;
test.beforeAll(async () => {
  dhis2 = await fakeDhis2({ token: TOKEN, known: knownFromMapping(mapping) });
});
test.afterAll(async () => dhis2.close());

test('The in-charge prints the month in Nepali and sends it to DHIS2; the palika admin sees it sent and the indicators', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const month = monthOfVisit(testInfo.retry === 0 ? 22 : 14);
  // the palika admin sets the palika's DHIS2: address and token (never read back)
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await staffLogin(admin, '9800000020');
  await admin.getByRole('link', { name: 'HMIS month' }).click();
  await admin.getByLabel('DHIS2 address').fill(dhis2.url);
  await admin.getByLabel('Personal access token').fill(TOKEN);
  await admin.getByRole('button', { name: 'Save DHIS2 connection' }).click();
  await expect(admin.getByText(`A token is saved (ending ${TOKEN.slice(-4)}).`)).toBeVisible();
  await expect(admin.getByLabel('New personal access token (leave empty to keep the saved one)')).toHaveValue('');

  // the in-charge, in Nepali
  const context = await browser.newContext();
  const page = await context.newPage();
  await staffLogin(page, '9800000010');
  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page.getByRole('link', { name: 'HMIS महिना' }).click();
  await page.getByLabel('वर्ष (वि.सं.)').selectOption(String(month.year));
  await page.getByLabel('महिना', { exact: true }).selectOption(String(month.month));
  const sheet = page.getByTestId('hmis-sheet');
  await expect(sheet.getByText('टोखा स्वास्थ्य चौकी')).toBeVisible();
  await expect(sheet.getByText(new RegExp(`महिना: ${BS_MONTH_NAMES.ne[month.month - 1]}`))).toBeVisible();
  await expect(page.getByTestId('hmis-send-status')).toHaveText('पठाइएको छैन');
  // printed: the sheet without the console's controls and the DHIS2 panel
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'छाप्नुहोस्' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'DHIS2 मा पठाउनुहोस्' })).toBeHidden();
  await expect(sheet).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'DHIS2 सँग जाँच्नुहोस् (परीक्षण)' }).click();
  const dry = page.getByTestId('hmis-dry-run');
  await expect(dry.getByRole('heading', { name: 'परीक्षण: DHIS2 ले आयात गर्ने कुरा' })).toBeVisible();
  await expect(dry.getByText('DHIS2 ले कुनै समस्या देखाएन।')).toBeVisible();
  expect(dhis2.values.size).toBe(0);
  await page.getByRole('button', { name: 'DHIS2 मा पठाउनुहोस्' }).click();
  await expect(page.getByTestId('hmis-sent').getByText('DHIS2 मा डाटा सेटहरू पूरा भनी चिनो लगाइयो।')).toBeVisible();
  await expect(page.getByTestId('hmis-send-status')).toHaveText('पठाइयो');
  expect(dhis2.values.size).toBeGreaterThan(0);
  expect([...dhis2.completed].some((k) => k.endsWith('|OuTokha0001'))).toBe(true);
  expect(dhis2.requests.filter((r) => r.path.startsWith('/api/dataValueSets')).every((r) => r.importStrategy === 'CREATE_AND_UPDATE')).toBe(true);

  // the palika admin sees Tokha's month sent, then the indicators
  await admin.reload();
  await admin.getByLabel('Year (BS)').selectOption(String(month.year));
  await admin.getByLabel('Month', { exact: true }).selectOption(String(month.month));
  const tokha = admin.getByTestId('hmis-palika-status').locator('li', { hasText: 'Tokha Health Post' });
  await expect(tokha.getByTestId('hmis-send-status')).toHaveText('Sent');
  await expect(tokha.getByText(/Last sent by Kamala/)).toBeVisible();
  await admin.getByRole('link', { name: "The palika's indicators" }).click();
  await expect(admin.getByRole('heading', { level: 1, name: "The palika's indicators" })).toBeVisible();
  const table = admin.getByTestId('indicators-month');
  await expect(table.locator('tr[data-row]')).toHaveCount(4);
  await expect(admin.getByTestId('indicator-chart').locator('canvas')).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Children with no dose' })).toBeVisible();

  // on a phone (360 px) the screen keeps to its width: the tables scroll inside their boxes
  await admin.setViewportSize({ width: 360, height: 780 });
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await adminContext.close();
  await context.close();
});
