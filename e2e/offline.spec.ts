import type { Page } from '@playwright/test';
import { DEMO, expect, expectPath, staffLogin, test } from './fixtures.ts';

/** Every route of the mother's app (spec §2; apps/web/src/lib/paths.ts). */
const MOTHER_ROUTES = [
  '/',
  '/schedule',
  '/reminder',
  '/report',
  '/ai-doctor',
  '/ai-doctor/history',
  '/profile',
  '/profile/view',
  '/emergency',
  '/health-posts',
  '/notification-list',
  '/about-us',
  '/terms-and-condition',
  '/privacypolicy',
  '/disclaimers',
];

/** Online login; then waits until the service worker controls the page and has saved the emergency screen's calls. */
async function loginAndSave(page: Page, loginAs: (mobile: string) => Promise<void>, mobile: string) {
  await loginAs(mobile);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('mamata-api-v1');
          return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
        }),
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(['/api/v1/provider/health-posts', '/api/v1/provider/me', '/api/v1/support/provider/numbers']));
}

/** The screen has settled: not "Loading...", not the error screen, not "could not be opened". */
async function expectOpened(page: Page, texts: { loading: string; unexpected: string; nothingSaved: string }) {
  // the screen itself (its heading), or its data's place saying that nothing of it is saved yet
  await expect(page.locator('main h1').or(page.locator('main').getByText(texts.nothingSaved)).first()).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(texts.loading)).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText(texts.unexpected)).toHaveCount(0);
  await expect(page.getByTestId('screen-unavailable')).toHaveCount(0);
}

const EN = { loading: 'Loading...', unexpected: 'Unexpected Application Error!', nothingSaved: 'You are offline, and nothing of this screen is saved' };
const NE = { loading: 'लोड हुँदै छ...', unexpected: 'एपमा केही गडबड भयो!', nothingSaved: 'तपाईं अफलाइन हुनुहुन्छ, र यो पृष्ठको केही पनि' };

test('After one online login every screen of the mother’s app opens offline, in English and in Nepali; the first install downloads at most 1.2 MB', async ({
  page,
  context,
  loginAs,
}) => {
  test.setTimeout(120_000);
  // what the service worker downloads (its precache at install): the bytes on the wire, compressed as sent
  const workerBytes: Promise<number>[] = [];
  context.on('requestfinished', (request) => {
    if (request.serviceWorker()) workerBytes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  await loginAndSave(page, loginAs, DEMO.mother);
  const installed = (await Promise.all(workerBytes)).reduce((a, b) => a + b, 0);
  console.log(`service worker install: ${workerBytes.length} requests, ${(installed / 1024).toFixed(0)} KB`);
  expect(workerBytes.length).toBeGreaterThan(50);
  expect(installed).toBeLessThanOrEqual(1.2 * 1024 * 1024);

  // only the dashboard was opened online: every other screen's code comes from the worker's precache
  await context.setOffline(true);
  for (const route of MOTHER_ROUTES) {
    await page.goto(route);
    await expectOpened(page, EN);
  }
  // a screen whose data was never saved (she asked the AI doctor nothing online) says so in her language
  await page.goto('/ai-doctor/history');
  await expect(page.getByText(EN.nothingSaved)).toBeVisible();

  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  for (const route of MOTHER_ROUTES) {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expectOpened(page, NE);
  }
  await page.goto('/ai-doctor/history');
  await expect(page.getByText(NE.nothingSaved)).toBeVisible();
  // moving between screens inside the app (no page load) works offline too
  await page
    .locator('header')
    .getByRole('link', { name: /ममता|Mamata/ })
    .first()
    .click();
  await expect(page.getByText('एपमा केही गडबड भयो!')).toHaveCount(0);
});

test('Offline, the emergency screen she never opened shows 102, her health post, the palika’s ambulances and her emergency contact, each with its call button', async ({
  page,
  context,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAndSave(page, loginAs, DEMO.mother);
  await context.setOffline(true);
  await page.goto('/emergency');
  const calls = async () => page.locator('main a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await expect(page.getByTestId('own-health-post')).toContainText('Tokha Health Post');
  await expect(page.getByTestId('own-health-post').getByRole('link', { name: 'Call 014350010' })).toHaveAttribute('href', 'tel:014350010');
  await expect(page.getByTestId('own-emergency-contact').getByRole('link', { name: 'Call 9800000091' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 9841000102' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 9851000103' })).toBeVisible();
  expect(await calls()).toEqual(expect.arrayContaining(['tel:102', 'tel:014350010', 'tel:9800000091', 'tel:9841000102', 'tel:9851000103', 'tel:1145']));
  await expect(page.getByText('Loading...')).toHaveCount(0);

  await page.getByTestId('toggle-language').first().click();
  await expect(page.getByTestId('own-health-post')).toContainText('टोखा स्वास्थ्य चौकी');
  await expect(page.getByTestId('own-emergency-contact').locator('a[href="tel:9800000091"]')).toBeVisible();
  await expect(page.locator('main a[href="tel:9841000102"]')).toBeVisible();
});

test('The login page offline says "Network Error" and does not crash', async ({ page, context }) => {
  await page.goto('/login/');
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await context.setOffline(true);
  await page.getByLabel('Mobile number').fill(DEMO.mother);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Network Error').first()).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('Offline, "Send urgent message" says so at once and offers 102, her health post and an SMS; the alert is kept and delivered when she is back online, with the time she pressed it', async ({
  page,
  context,
  browser,
  loginAs,
}) => {
  test.setTimeout(120_000);
  await loginAndSave(page, loginAs, DEMO.mother);
  await page.goto('/emergency');
  await context.setOffline(true);
  const note = `Strong pains, offline ${Date.now()}`;
  await page.getByLabel('What is happening? (optional)').fill(note);
  const pressed = Date.now();
  await page.getByRole('button', { name: 'Send urgent message' }).click();
  const offer = page.getByTestId('urgent-offline');
  await expect(offer).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - pressed).toBeLessThan(3_000);
  await expect(offer).toContainText('You are offline: your urgent message is not sent yet');
  await expect(offer.getByRole('link', { name: 'Call 102 (Ambulance)' })).toHaveAttribute('href', 'tel:102');
  await expect(offer.getByRole('link', { name: 'Call your health post' })).toHaveAttribute('href', 'tel:014350010');
  const sms = decodeURIComponent((await offer.getByTestId('urgent-sms').getAttribute('href')) ?? '');
  expect(sms).toMatch(/^sms:014350010\?body=URGENT \(Mamata\): Sita Shrestha, mobile 9800000001, needs help/);
  expect(sms).toContain(note);
  await expect(page.getByTestId('urgent-pending')).toContainText('Not sent yet');
  await expect(page.getByText(/health post has been alerted/)).toHaveCount(0);

  // in Nepali: the same offer, the SMS in Nepali with her number in Devanagari digits
  await page.getByTestId('toggle-language').first().click();
  await page.getByLabel('के भइरहेको छ? (चाहेमा)').fill('');
  await page.getByRole('button', { name: /जरुरी सन्देश/ }).click();
  await expect(page.getByTestId('urgent-offline')).toContainText('तपाईं अफलाइन हुनुहुन्छ: तपाईंको जरुरी सन्देश अझै पठाइएको छैन');
  const smsNe = decodeURIComponent((await page.getByTestId('urgent-sms').getAttribute('href')) ?? '');
  expect(smsNe).toContain('जरुरी (ममता): Sita Shrestha, मोबाइल ९८०००००००१');
  await expect(page.getByTestId('urgent-pending').locator('li')).toHaveCount(2);

  // some time offline, then the network returns: both go, without her doing anything
  await page.waitForTimeout(2_500);
  await context.setOffline(false);
  await expect(page.getByTestId('urgent-pending')).toHaveCount(0, { timeout: 15_000 });

  // the nurse sees when she pressed it and when it arrived
  const staff = await browser.newContext();
  const nurse = await staff.newPage();
  await staffLogin(nurse, '9800000010');
  await nurse.goto('/staff/inbox');
  await expectPath(nurse, '/staff/inbox');
  const message = nurse.getByTestId('inbox-message').filter({ hasText: note });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Received');
  await expect(message.getByTestId('pressed-at')).toContainText('Pressed on her phone');
  await staff.close();
});
