import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectToastBelowHeader, submitLogin, test } from './fixtures.ts';

/**
 * The mother's main screens in Nepali on a small phone (360 px wide), as a Nepali-only reader sees
 * them: the glossary's words (docs/glossary-ne.md), vaccines as the health post names them, and no
 * Latin digit in the text. Dates are in Bikram Sambat, as she would choose. Each screen is saved as a
 * picture for a Nepali reader to look at: in SCREENSHOT_DIR when set, else in test-results/nepali/.
 */
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/nepali';

test.use({ viewport: { width: 360, height: 740 } });

async function toNepali(page: Page) {
  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  const calendar = page.getByTestId('toggle-calendar').first();
  if (!(await page.locator('body').evaluate((b) => b.classList.contains('bs')))) await calendar.click();
  await expect(page.locator('body')).toHaveClass(/\bbs\b/);
}

/** The text of the page's main part, without link targets: what she reads. */
async function mainText(page: Page) {
  return page.locator('#main').innerText();
}

async function snap(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  if (!process.env.SCREENSHOT_DIR) return;
  // and the words on it, for the reader who checks them against the glossary
  await writeFile(`${SHOTS}/${name}.txt`, await page.locator('body').innerText());
  // and the screen as she scrolls it, one phone screen at a time (the full page draws the sticky
  // header and bottom bar over the text)
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = 740 - 200;
  for (let y = 0, i = 1; y === 0 || y + 740 - step < height; y += step, i++) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.screenshot({ path: `${SHOTS}/${name}-${i}.png` });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('In Nepali the mother’s dashboard, schedule, reminders and emergency screen use the glossary’s words and Devanagari digits', async ({ page, loginAs }) => {
  test.setTimeout(60_000);
  await loginAs(DEMO.mother);
  // the login's toast shows below the header on a phone, not over its language and theme switches
  await expectToastBelowHeader(page);
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
  // the numbers to call are named in Nepali too (the names the health post gave in Nepali)
  await expect(page.locator('#main')).toContainText('एम्बुलेन्स (राष्ट्रिय)');
  await expect(page.locator('#main')).toContainText('महिला हेल्पलाइन (खबर गरौँ)');
  await expect(page.locator('#main')).not.toContainText('Women helpline');
  await snap(page, 'emergency');
});

test('In Nepali the baby’s schedule names vaccines as the health post does and counts months from nine months', async ({ page, loginAs }) => {
  test.setTimeout(60_000);
  await loginAs(DEMO.baby);
  await toNepali(page);
  // a baby's length, not the mother's height (उचाइ)
  await expect(page.locator('[data-reading=babyHeight]')).toContainText('लम्बाइ');
  await expect(page.locator('[data-reading=babyHeight]')).not.toContainText('उचाइ');
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

test('In Nepali the AI doctor suggests questions for her stage in Nepali', async ({ page, loginAs }) => {
  test.setTimeout(60_000);
  // the mother's suggestions for late pregnancy, read only: her AI doctor history belongs to ai-doctor.spec.ts
  await loginAs(DEMO.mother);
  await toNepali(page);
  await page.goto('/ai-doctor');
  await expect(page.getByRole('heading', { level: 1, name: 'एआई डाक्टर' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'व्यथा सुरु भएको लक्षण के हो?' })).toBeVisible();
  expect(await mainText(page)).not.toMatch(/[0-9]/);
  await snap(page, 'ai-doctor-mother');
});

test('In Nepali the AI doctor answers a tapped suggestion in Nepali and lists it in the history', async ({ page, loginAs }) => {
  test.setTimeout(60_000);
  await loginAs(DEMO.baby);
  await toNepali(page);
  await page.goto('/ai-doctor');
  await page.getByRole('button', { name: 'मेरो शिशुलाई अब कुन खोप लगाउनुपर्छ?' }).click();
  const answer = page.getByRole('dialog');
  await expect(answer.getByText('जवाफ:')).toBeVisible();
  // vaccines named as on her schedule; "overdue" in the glossary's words
  await expect(answer).toContainText('पोलियो सुई (एफ.आई.पि.भी.)');
  await expect(answer).toContainText('समय नाघेको');
  await expect(answer).toContainText('डाक्टरको जाँच होइन');
  // no Latin digit, the health post's phone number included
  expect(await answer.innerText()).not.toMatch(/[0-9]/);
  await snap(page, 'ai-doctor-answer-baby');
  if (process.env.SCREENSHOT_DIR) {
    // the end of the answer too: the source and the disclaimer with her health post's number
    await answer.evaluate((el) => {
      for (const box of [el, ...el.querySelectorAll('*')]) if (box.scrollHeight > box.clientHeight + 1) box.scrollTop = box.scrollHeight;
    });
    await page.screenshot({ path: `${SHOTS}/ai-doctor-answer-baby-end.png` });
  }
  await answer.getByRole('button', { name: 'बुझेँ' }).click();

  await page.goto('/ai-doctor/history');
  await expect(page.getByTestId('history-entry').first()).toContainText('मेरो शिशुलाई अब कुन खोप लगाउनुपर्छ?');
  expect(await mainText(page)).not.toMatch(/[0-9]/);
  await snap(page, 'ai-doctor-history-baby');
});

test('In Nepali her urgent notification, the list of notifications, and the nurse’s record with its visit and birth forms read in plain words with Devanagari digits', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // a mother of her own, so that reading her notifications marks nothing of the demo accounts read
  const staff = await request.post('/api/v1/staff/login', { data: { mobile_number: '9800000010', password: DEMO.password } });
  const headers = { authorization: `Bearer ${((await staff.json()) as { token: string }).token}` };
  const mobile = `97${String(Date.now()).slice(-8)}`;
  const lmp = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
  const registered = await request.post('/api/v1/staff/people/mother', {
    headers,
    data: {
      first_name: 'Gita',
      last_name: 'Tamang',
      mobile_number: mobile,
      address: 'Tokha-3',
      lastMenstrualPeriod: lmp,
      height: 60,
      weight: 55,
      lang: 'ne',
      calendar: 'bs',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { id, oneTimePassword } = (await registered.json()) as { id: string; oneTimePassword: string };

  // she logs in, chooses her password and reads the app in Nepali (the server then writes to her in Nepali)
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const mother = await phone.newPage();
  // as every login of the suite: once the page is ready, so that leaving the number starts its lookup
  await submitLogin(mother, mobile, oneTimePassword);
  await mother.getByLabel('One-time password').fill(oneTimePassword);
  await mother.getByLabel('New password', { exact: true }).fill('gita-secret-2026');
  await mother.getByLabel('New password again').fill('gita-secret-2026');
  await mother.getByRole('button', { name: 'Save my password' }).click();
  await expect(mother.getByRole('heading', { level: 1, name: 'Namaste, Gita' })).toBeVisible();
  const told = mother.waitForResponse((r) => r.url().endsWith('/provider/preferences') && r.request().method() === 'PATCH');
  await toNepali(mother);
  await told;

  // the nurse records a dangerously high blood pressure: she is told at once, in Nepali
  const today = new Date().toISOString().slice(0, 10);
  const visit = await request.post(`/api/v1/staff/people/${id}/visits`, { headers, data: { visitDate: today, systolicPressure: 170, diastolicPressure: 115 } });
  expect(visit.ok(), await visit.text()).toBe(true);

  await mother.goto('/notification-list');
  await expect(mother.getByRole('heading', { level: 1, name: 'सूचनाहरू' })).toBeVisible();
  const urgent = mother.getByTestId('notification-cards').getByRole('listitem').filter({ hasText: 'जरुरी' });
  await expect(urgent).toContainText('अहिल्यै अस्पताल जानुहोस् वा १०२ मा फोन गर्नुहोस्');
  await expect(urgent).toContainText('१७०/११५ मि.मि. पारो');
  expect(await urgent.innerText()).not.toMatch(/[0-9]|mmHg/);
  // the nurse registered her with Nepali reminders: those written at once are in Nepali too
  expect(await mother.getByTestId('notification-cards').innerText()).not.toMatch(/[0-9]|Overdue|Due/);
  await snap(mother, 'notification-list-mother');

  await mother.goto('/');
  await expect(mother.getByTestId('emergency-card').first()).toBeVisible();
  expect(await mainText(mother)).not.toMatch(/[0-9]|mmHg/);
  await snap(mother, 'dashboard-mother-urgent');

  await mother.goto('/reminder');
  expect(await mainText(mother)).not.toMatch(/[0-9]/);
  await snap(mother, 'reminders-new-mother');
  await phone.close();

  // the nurse's console in Nepali on a phone: her record, the visit form, the deliveries and the birth form
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/staff/login');
  await page.getByLabel('Mobile number').fill('9800000010');
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/staff');
  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page.goto(`/staff/people/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gita Tamang' })).toBeVisible();
  await expect(page.getByTestId('person-deliveries')).toContainText('अहिल्यै अस्पताल जानुहोस्');
  // the visits (cards on a phone) in Devanagari digits, as the flags above them
  const visits = page.getByRole('region', { name: 'गर्भ जाँचहरू' }).getByTestId('visit-card');
  await expect(visits).toContainText('१७०/११५');
  expect(await visits.innerText()).not.toMatch(/[0-9]/);
  // push is named as her own settings name it, not पुस (the month Poush)
  await expect(page.getByTestId('person-deliveries')).toContainText('फोनमा सूचना:');
  await snap(page, 'staff-person-visit');

  const birth = page.getByRole('region', { name: 'जन्मको विवरण राख्नुहोस्' });
  await birth.getByLabel('जन्मेको समय').fill('06:30');
  await birth.getByLabel('जन्मेको ठाउँ').selectOption('facility');
  await birth.getByLabel('लिङ्ग').selectOption('female');
  // born at about 28 weeks: a weight within that age's lines, so the form asks no check (core domain/birth-weight.ts)
  await birth.getByLabel('जन्मँदाको तौल (ग्राम)').fill('1200');
  await birth.getByRole('button', { name: 'अर्को: के बदलिन्छ हेर्नुहोस्' }).click();
  await expect(birth.getByRole('button', { name: 'जन्म पक्का गर्नुहोस्' })).toBeVisible();
  expect(await birth.innerText()).not.toMatch(/[0-9]/);
  await birth.scrollIntoViewIfNeeded();
  await snap(page, 'staff-birth-check');
  // nothing confirmed: the birth is not recorded
});
