import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, expectPath, submitLogin, test } from './fixtures.ts';

const AD_DATE =
  /(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d/;
const BS_DATE =
  /(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), \d{1,2} (Baisakh|Jestha|Asar|Shrawan|Bhadra|Asoj|Kartik|Mangsir|Poush|Magh|Falgun|Chaitra) 20[89]\d/;

/** Goes to a screen through the navbar, as a person on a computer would. */
async function openFromNavbar(page: Page, name: string, path: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link', { name, exact: true }).click();
  await expectPath(page, path);
}

/** Every chart draws her readings (solid, with dots) and the normal curve (dashed), with a legend. */
async function expectChartsWithBothLines(page: Page, count: number, withReadings: string[]) {
  const charts = page.getByTestId('chart');
  await expect(charts).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    const chart = charts.nth(i);
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.getByTestId('chart-legend').locator('[data-series=client]')).toBeVisible();
    await expect(chart.getByTestId('chart-legend').locator('[data-series=normal]')).toBeVisible();
    expect(Number(await chart.getAttribute('data-normal-points'))).toBeGreaterThan(0);
  }
  for (const key of withReadings) expect(Number(await page.locator(`[data-chart=${key}]`).getAttribute('data-client-points'))).toBeGreaterThan(1);
}

test('The demo mother’s report: four charts of her readings against normal, tap for a date, then her schedule; BS and Nepali', async ({ page, loginAs }) => {
  test.setTimeout(60_000);
  await loginAs(DEMO.mother);
  await openFromNavbar(page, 'Report', '/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Mother report' })).toBeVisible();
  await expectChartsWithBothLines(page, 4, ['systolic', 'diastolic', 'waterLevel', 'bmi']);
  const systolic = page.locator('[data-chart=systolic]');
  await expect(systolic.getByRole('heading')).toHaveText('Systolic blood pressure (mmHg)');
  // Her latest visit (week 28, 114 mmHg in the seed) is selected; a tap on the first reading selects it
  const selection = systolic.getByTestId('chart-selection');
  await expect(selection).toContainText('Week 28');
  await expect(selection).toContainText('Your readings: 114 mmHg');
  await expect(selection).toContainText(AD_DATE);
  const canvas = systolic.locator('.u-over');
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: 2, y: box.height / 2 } });
  await expect(selection).toContainText('Week 10');
  await expect(selection).toContainText('106 mmHg');

  // The schedule below the charts: periods open, weeks from fromDays, items open on their own
  // the national eHMIS's 8 antenatal contacts, each period the window of one
  await expect(page.getByTestId('period-label')).toHaveText(['Week 1', 'Week 13', 'Week 20', 'Week 28', 'Week 32', 'Week 34', 'Week 36', 'Week 38']);
  await expect(page.getByTestId('period-age')).toHaveText([1, 2, 3, 4, 5, 6, 7, 8].map((n) => new RegExp(`· check-up ${n} of 8$`)));
  const item = page.getByRole('button', { name: /Td vaccine \(tetanus-diphtheria\) Dose 1 of 2/ });
  await item.click();
  await expect(item).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('item-details')).toContainText('Required status');
  await expect(page.getByTestId('item-details')).toContainText('Vaccine');

  await page.getByTestId('toggle-calendar').click();
  await expect(selection).toContainText(BS_DATE);
  await page.getByTestId('toggle-language').click();
  await expect(page.getByRole('heading', { level: 1, name: 'आमाको रिपोर्ट' })).toBeVisible();
  await expect(page.getByTestId('period-label').first()).toHaveText('हप्ता १');
  await expect(selection).toContainText('हप्ता १०');
  await expect(page.getByTestId('chart')).toHaveCount(4);
});

test('The demo baby’s report: three charts (womb weight, weight and height by month) and the baby periods with boy pictures', async ({ page, loginAs }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(DEMO.baby);
  await page.getByTestId('bottom-nav').getByRole('link', { name: 'Report' }).click();
  await expectPath(page, '/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Baby report' })).toBeVisible();
  await expectChartsWithBothLines(page, 3, ['babyWeight', 'babyHeight']);
  // the normal curves, sent indexed by week (0-42) and month (0-24), are drawn at the spec's nine points each
  for (const key of ['fetalWeight', 'babyWeight', 'babyHeight']) await expect(page.locator(`[data-chart=${key}]`)).toHaveAttribute('data-normal-points', '9');
  await expect(page.locator('[data-chart=babyWeight]').getByTestId('chart-selection')).toContainText('Your baby: 6450 g');
  // the page fits a 360 px phone: nothing scrolls sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByTestId('period-label').first()).toHaveText('At Birth');
  await expect(page.getByTestId('period-label').nth(1)).toHaveText('Week 6');
  await expect(page.getByTestId('period').first().locator('img')).toHaveAttribute('src', /\/images\/baby-birth-boy\.svg$/);
  // the picture exists
  const picture = await page.request.get('/images/baby-birth-boy.svg');
  expect(picture.ok()).toBe(true);
});

test('The demo mother’s schedule, reminders, profile and dashboard show her seeded data, in BS and in Nepali', async ({ page, loginAs }) => {
  test.setTimeout(60_000);
  await loginAs(DEMO.mother);
  // Dashboard: week, next due, latest measurements (114/74 at week 28), emergency card
  await expect(page.getByTestId('pregnancy-week')).toHaveText('28 weeks pregnant');
  // contacts 1-4 given (the last today, at 28 weeks): the next is contact 5 at 32 weeks
  await expect(page.getByTestId('next-due')).toContainText('Antenatal contact 5 (32 weeks)');
  await expect(page.locator('[data-reading=bp]')).toContainText('114/74 mmHg');
  await expect(page.getByTestId('emergency-card').getByRole('link', { name: /Ambulance 102/ })).toHaveAttribute('href', 'tel:102');
  await expect(page.getByTestId('emergency-card').getByRole('link', { name: 'Emergency help and numbers' })).toHaveAttribute('href', '/emergency');
  // her items are all given, so the engine made no reminder; a staff notice may have arrived (notifications.spec.ts)
  await expect(page.getByTestId('notifications-card')).toContainText(/No unread notifications|\d+ unread notifications?/);
  await expect(page.getByTestId('notifications-link')).toHaveAttribute('href', '/notification-list');

  await openFromNavbar(page, 'Schedule', '/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Mother schedule' })).toBeVisible();
  await expect(page.getByTestId('period')).toHaveCount(8);
  await expect(page.getByTestId('chart')).toHaveCount(0);
  const firstPeriod = page.getByTestId('period').first();
  await expect(firstPeriod).toContainText(new RegExp(`From: ${AD_DATE.source}`));
  await page.getByTestId('toggle-calendar').click();
  await expect(firstPeriod).toContainText(BS_DATE);

  await openFromNavbar(page, 'Reminder', '/reminder');
  await expect(page.getByRole('heading', { level: 1, name: 'Reminder' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mother' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Baby' }).click();
  await expect(page.getByText('No Data Found!')).toBeVisible();

  await page.goto('/profile/view');
  await expect(page.getByRole('heading', { level: 1, name: 'Mother profile' })).toBeVisible();
  await expect(page.locator('#main').getByText('Sita Shrestha')).toBeVisible();
  await expect(page.getByTestId('profile-bmi')).toHaveText(/^\d\d\.\d\d kg\/m²$/);
  await page.getByTestId('toggle-language').click();
  await expect(page.getByRole('heading', { level: 1, name: 'आमाको प्रोफाइल' })).toBeVisible();
  await expect(page.getByTestId('profile-bmi')).toHaveText(/^[०-९]{2}\.[०-९]{2} केजी\/मिटर²$/);
});

test('The demo baby’s schedule, reminders and profile: At Birth, overdue doses, age in days', async ({ page, loginAs }) => {
  await loginAs(DEMO.baby);
  await openFromNavbar(page, 'Schedule', '/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Baby schedule' })).toBeVisible();
  await expect(page.getByTestId('period-label')).toHaveText(['At Birth', 'Week 6', 'Week 10', 'Week 14', 'Week 39', 'Week 52', 'Week 65']);
  // from six months on the age in months stands beside the spec's week label
  await expect(page.getByTestId('period-age')).toHaveText([/· 9 months old$/, /· 12 months old$/, /· 15 months old$/]);
  await openFromNavbar(page, 'Reminder', '/reminder');
  await expect(page.getByRole('tab', { name: 'Baby' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('period').first()).toContainText('Overdue');
  await page.goto('/profile/view');
  await expect(page.getByRole('heading', { level: 1, name: 'Baby profile' })).toBeVisible();
  // the navbar keeps Profile marked on its sub-screen
  await expect(page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // calendar months and days; the latest weight with its date, the birth weight labelled as such
  await expect(page.getByTestId('profile-age')).toHaveText(/^\d+ months? \d+ days?$/);
  await expect(page.getByTestId('profile-birth-weight')).toHaveText('3100 g');
  await expect(page.getByTestId('profile-baby-weight')).toContainText(' g (on ');
});

/** A mother registered by a nurse, with her own password; `twins`: the nurse then records twins born 5 days ago. */
async function registerMother(request: APIRequestContext, { twins = false } = {}) {
  const staff = await request.post('/api/v1/staff/login', { data: { mobile_number: '9800000010', password: DEMO.password } });
  const headers = { authorization: `Bearer ${(await staff.json()).token as string}` };
  const mobile = `98${String(Date.now()).slice(-8)}`;
  const lmp = new Date(Date.now() - (twins ? 270 : 70) * 86_400_000).toISOString().slice(0, 10);
  const registered = await request.post('/api/v1/staff/people/mother', {
    headers,
    data: { first_name: 'Gita', last_name: 'Tamang', mobile_number: mobile, address: 'Tokha-3, Kathmandu', lastMenstrualPeriod: lmp },
  });
  expect(registered.ok()).toBe(true);
  const { oneTimePassword, id } = (await registered.json()) as { oneTimePassword: string; id: string };
  if (twins) {
    const birthDate = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const birth = await request.post(`/api/v1/staff/people/${id}/birth`, {
      headers,
      data: {
        birthDate,
        birthTime: '06:30',
        place: 'facility',
        confirmed: true,
        babies: [
          { sex: 'female', birthWeight: 2400 },
          { sex: 'male', birthWeight: 2550 },
        ],
      },
    });
    expect(birth.ok()).toBe(true);
  }
  // The one-time password must be replaced first (that screen is tested in staff-console.spec.ts).
  const login = await request.post('/api/v1/provider/login', { data: { mobile_number: mobile, password: oneTimePassword } });
  const password = 'gita-own-2026';
  const changed = await request.patch('/api/v1/provider/change-password', {
    headers: { authorization: `Bearer ${(await login.json()).token as string}` },
    data: { oldPassword: oneTimePassword, newPassword: password },
  });
  expect(changed.ok()).toBe(true);
  return { mobile, password };
}

test('A newly registered mother with no measurements sees "No Data Found!" in her charts and her schedule from her LMP', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { mobile, password } = await registerMother(request);
  await submitLogin(page, mobile, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Namaste, Gita' })).toBeVisible();
  await expect(page.getByText('Your health post has not recorded any measurements yet.')).toBeVisible();
  await openFromNavbar(page, 'Report', '/report');
  await expect(page.getByTestId('chart')).toHaveCount(4);
  for (const selection of await page.getByTestId('chart-selection').all()) await expect(selection).toHaveText('No Data Found!');
  await expect(page.getByTestId('period-label').first()).toHaveText('Week 1');
});

test('A mother of twins starts on her first baby’s schedule and switches to the other baby’s and her own (Baby of Gita (1), (2))', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { mobile, password } = await registerMother(request, { twins: true });
  await submitLogin(page, mobile, password);
  await openFromNavbar(page, 'Schedule', '/schedule');
  // a mother-and-baby account opens on the baby (spec §2; decision 008): the babies first, her own tab last
  const tabs = page.getByRole('tablist', { name: 'Whose records' }).getByRole('tab');
  await expect(tabs).toHaveText(['Baby of Gita (1)', 'Baby of Gita (2)', 'Gita (mother)']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Baby schedule' })).toBeVisible();
  const firstPicture = page.getByTestId('period').first().locator('img');
  await expect(firstPicture).toHaveAttribute('src', /\/images\/baby-birth-girl\.svg$/);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(firstPicture).toHaveAttribute('src', /\/images\/baby-birth-boy\.svg$/);
  await expect(page.getByTestId('period-label').first()).toHaveText('At Birth');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toBeFocused();
  await expect(firstPicture).toHaveAttribute('src', /\/images\/baby-birth-girl\.svg$/);
  await tabs.nth(2).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mother schedule' })).toBeVisible();
});
