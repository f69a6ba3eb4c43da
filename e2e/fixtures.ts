import { expect, test as base, type Page } from '@playwright/test';

/** The demo accounts of the README. */
export const DEMO = {
  mother: '9800000001',
  baby: '9800000002',
  inactive: '9800000003',
  unregistered: '9800000099',
  password: 'Mamata@2025',
} as const;

/**
 * Waits until the app's code runs the page (main.tsx marks <html data-ready>): until then a tap is
 * only marked, and a form's submission held back, for the app to replay.
 */
export async function appReady(page: Page) {
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
}

/** Holds the app's code back, as a slow network would; the function returned lets it through. */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Fills the login form as a person would and presses "Log in". */
export async function submitLogin(page: Page, mobile: string, password: string) {
  await page.goto('/login/');
  await appReady(page);
  await page.getByLabel('Mobile number').fill(mobile);
  // Leaving a complete number starts its base-address lookup, and "Log in" is disabled until it
  // answers (spec §2): the click waits for that, as a person waits for the spinner ("Log in" looks
  // the number up itself when no lookup was made).
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A newly registered mother's first login: her one-time password, then a password of her own. */
export async function firstLogin(page: Page, mobile: string, oneTimePassword: string, name: string) {
  await submitLogin(page, mobile, oneTimePassword);
  await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await page.getByLabel('One-time password').fill(oneTimePassword);
  await page.getByLabel('New password', { exact: true }).fill('own-secret-2026');
  await page.getByLabel('New password again').fill('own-secret-2026');
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page.getByRole('heading', { name: `Namaste, ${name}` })).toBeVisible();
}

/** Waits until the page is at exactly this path (a regex on the URL would also match '/login/'). */
export async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/** Reads a local-storage key of the page. */
export function stored(page: Page, key: string) {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/**
 * The first toast on the screen is below the header once it has slid in (it comes down from above the
 * screen), within its 3 seconds: not over the header's switches or its navigation.
 */
export async function expectToastBelowHeader(page: Page) {
  const toast = page.locator('.Toastify__toast').first();
  await expect(toast).toBeVisible();
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((h) => h.getBoundingClientRect().bottom);
  await expect.poll(() => toast.evaluate((t) => t.getBoundingClientRect().top), { timeout: 2_500 }).toBeGreaterThanOrEqual(headerBottom - 1);
}

/** Logs a staff member in at /staff/login and waits for the console. */
export async function staffLogin(page: Page, mobile: string) {
  await page.goto('/staff/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectPath(page, '/staff');
  // the console drawn, its first screen with it, before the journey goes on (a link tapped while
  // the people screen was still loading was once lost)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await appReady(page);
}

/**
 * From the staff console's people list, finds a person by mobile number (as a nurse does: the list
 * is newest first, so other journeys' registrations push the demo people to a later page) and opens
 * the record.
 */
export async function openPerson(page: Page, mobile: string, name: string | RegExp) {
  // the search box and a press of Enter, so it works in either language
  await page.getByRole('searchbox').fill(mobile);
  await page.getByRole('searchbox').press('Enter');
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

export const test = base.extend<{ loginAs: (mobile: string) => Promise<void> }>({
  loginAs: async ({ page }, use) => {
    await use(async (mobile: string) => {
      await submitLogin(page, mobile, DEMO.password);
      await expectPath(page, '/');
      await expect(page.getByRole('heading', { level: 1, name: /^Namaste, / })).toBeVisible();
    });
  },
});
export { expect };
