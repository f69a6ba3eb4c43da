import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectPath, openPerson, staffLogin, submitLogin, test } from './fixtures.ts';

/**
 * Accessibility kept in CI: axe-core (WCAG 2.x A/AA) over every screen of the public site, the
 * mother's app and the staff console, in light/English and dark/Nepali, with a modal open; and the
 * checks axe cannot make: focus and title after a page change, reflow at 320 px and with larger
 * text, 44 px targets, and a keyboard-only journey.
 */
const PUBLIC = ['/home', '/about', '/contact', '/terms-and-conditions', '/privacy-policy', '/disclaimer', '/login/'];
const APP = ['/', '/schedule', '/reminder', '/report', '/profile', '/profile/view', '/emergency', '/health-posts', '/ai-doctor', '/ai-doctor/history'];
const STAFF = ['/staff', '/staff/due', '/staff/inbox', '/staff/support', '/staff/register', '/staff/schedule-items', '/staff/account'];

/** Serious and critical violations, each with the first elements it names (for a readable failure). */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** Opens a screen and waits until it has loaded (its heading is there and nothing is spinning). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .animate-spin')).toHaveCount(0);
}

/** Switches to dark mode and Nepali with the header's own buttons, as a person would. */
async function darkNepali(page: Page) {
  await page.getByTestId('toggle-theme').first().click();
  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
}

async function mustHaveNoHorizontalScroll(page: Page, label: string) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth, `${label} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

for (const variant of ['light, English', 'dark, Nepali'] as const) {
  test(`axe: the public site has no serious violations (${variant})`, async ({ page }) => {
    test.setTimeout(120_000);
    const found: Record<string, string[]> = {};
    for (const path of PUBLIC) {
      await open(page, path);
      if (variant === 'dark, Nepali' && path === PUBLIC[0]) await darkNepali(page);
      found[path] = await seriousViolations(page);
    }
    expect(found).toEqual(Object.fromEntries(PUBLIC.map((p) => [p, []])));
  });

  test(`axe: the mother's app has no serious violations, a modal open too (${variant})`, async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    await loginAs('9800000001');
    if (variant === 'dark, Nepali') await darkNepali(page);
    const found: Record<string, string[]> = {};
    for (const path of APP) {
      await open(page, path);
      found[path] = await seriousViolations(page);
    }
    await open(page, '/profile');
    await page.getByTestId('profile-name').waitFor();
    await page.getByRole('button', { name: variant === 'dark, Nepali' ? 'भाषा परिवर्तन' : 'Change language' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found['/profile (language dialog)'] = await seriousViolations(page);
    expect(found).toEqual(Object.fromEntries([...APP, '/profile (language dialog)'].map((p) => [p, []])));
  });

  test(`axe: the staff console has no serious violations (${variant})`, async ({ page }) => {
    test.setTimeout(120_000);
    await staffLogin(page, '9800000010');
    if (variant === 'dark, Nepali') await darkNepali(page);
    const found: Record<string, string[]> = {};
    for (const path of STAFF) {
      await open(page, path);
      found[path] = await seriousViolations(page);
    }
    await open(page, '/staff');
    await openPerson(page, DEMO.mother, /Sita Shrestha|सीता श्रेष्ठ/);
    await expect(page.locator('.animate-spin')).toHaveCount(0);
    found['a person'] = await seriousViolations(page);
    expect(found).toEqual(Object.fromEntries([...STAFF, 'a person'].map((p) => [p, []])));
  });
}

test('after a page change the heading has focus and the title names the page, in her language', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await loginAs('9800000001');
  await page.getByTestId('bottom-nav').getByRole('link', { name: 'Schedule' }).click();
  await expectPath(page, '/schedule');
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page).toHaveTitle(`${await page.locator('main h1').innerText()} · Mamata`);
  await page.getByTestId('toggle-language').click();
  await page.getByTestId('bottom-nav').getByRole('link', { name: 'रिपोर्ट' }).click();
  await expectPath(page, '/report');
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page).toHaveTitle(/ · ममता$|· Mamata$/);
  // the skip link leads the page and moves to the content
  // the skip link shows when it has focus and leads to the page's content
  await page.goto('/schedule');
  const skip = page.getByRole('link', { name: /Skip to content|मुख्य भागमा जानुहोस्/ });
  await skip.focus();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).hash).toBe('#main');
});

test('no screen scrolls sideways at 320 px or with text at 150 % on a 390 px phone', async ({ page, loginAs }) => {
  test.setTimeout(90_000);
  await loginAs('9800000001');
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/', '/profile', '/report', '/schedule', '/reminder', '/emergency']) {
    await open(page, path);
    await mustHaveNoHorizontalScroll(page, `${path} at 320 px`);
  }
  await page.setViewportSize({ width: 390, height: 800 });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => document.documentElement.style.setProperty('font-size', '150%'));
  });
  for (const path of ['/profile', '/report', '/schedule']) {
    await open(page, path);
    await mustHaveNoHorizontalScroll(page, `${path} with text at 150 %`);
  }
});

test('header controls are at least 44 px, and the navbar logout asks first', async ({ page, loginAs }) => {
  await loginAs('9800000001');
  for (const control of [
    page.getByTestId('toggle-language'),
    page.getByTestId('toggle-calendar'),
    page.getByTestId('toggle-theme'),
    page.getByRole('banner').getByRole('button', { name: 'Logout' }),
  ]) {
    const box = await control.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logout' });
  await expect(dialog).toContainText('Do you want to log out?');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expectPath(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Yes' }).click();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/');
});

test('keyboard only: log in, move through the navigation, open and close a modal, read a chart, log out', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login/');
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Mobile number').focus();
  await page.keyboard.type('9800000001');
  const lookup = page.waitForResponse((r) => r.url().includes('/provider-map-palika/base-url'));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('Mamata@2025');
  await lookup;
  await page.keyboard.press('Enter');
  await expectPath(page, '/');

  // the desktop navbar, by Tab and Enter
  const reportLink = page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link', { name: 'Report' });
  for (let i = 0; i < 15 && !(await reportLink.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(reportLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPath(page, '/report');
  await expect(page.locator('main h1')).toBeFocused();

  // a chart's values by the arrow keys: its label says so, and each reading comes with the normal
  // value, the normal range and the verdict
  const chart = page.getByTestId('chart').first().locator('[tabindex="0"]').first();
  await expect(chart).toHaveAttribute('aria-label', /^Systolic blood pressure\. Use the left and right arrow keys/);
  await chart.focus();
  const selection = page.getByTestId('chart-selection').first();
  const before = (await selection.textContent()) ?? '';
  await page.keyboard.press('ArrowLeft');
  await expect(selection).not.toHaveText(before);
  await expect(selection).toContainText(/Your readings: \d+ mmHg · Normal: \d+ mmHg · Normal range: below 140 mmHg/);
  await expect(selection.getByTestId('chart-verdict')).toHaveText(/^(Within|Below|Above|Far above) the normal range/);
  await page.keyboard.press('ArrowRight');
  await expect(selection).toHaveText(before);

  // a modal opens and closes with the keyboard, and focus returns
  await page.goto('/profile');
  const language = page.getByRole('button', { name: 'Change language' });
  await language.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(language).toBeFocused();

  // log out with the keyboard: the question, then Yes
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/profile');
});

/** Live regions (alerts, status, aria-live) whose words, as a screen reader gets them, include `text`. */
function liveRegionsSaying(page: Page, text: string) {
  return page.evaluate((said) => {
    const spoken = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
      return [...node.childNodes].map(spoken).join('');
    };
    const live = document.querySelectorAll('[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])');
    return [...live].filter((el) => spoken(el).includes(said)).length;
  }, text);
}

test('a login error is announced once, and stays on the screen', async ({ page }) => {
  for (const [mobile, password, message] of [
    [DEMO.baby, 'not-my-password', 'The mobile number or password is incorrect.'],
    [DEMO.inactive, DEMO.password, 'Account is not active. Call Support.'],
  ] as const) {
    await submitLogin(page, mobile, password);
    await expect(page.getByTestId('login-error')).toHaveText(message);
    // the form's alert says it; the spec's toast shows it too, without saying it again
    await expect(page.locator('.Toastify__toast').filter({ hasText: message })).toBeVisible();
    expect(await liveRegionsSaying(page, message)).toBe(1);
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(1);
    // once the toast has gone, the form still shows it
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 8_000 });
    await expect(page.getByTestId('login-error')).toHaveText(message);
  }
});

/** Words in Latin letters on the page that no `lang="en"` covers (text and accessible names). */
function englishWithoutLang(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const english = (el: Element) => el.closest('[lang]')?.getAttribute('lang')?.startsWith('en') ?? false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !/[A-Za-z]{2,}/.test(n.textContent ?? '') || el.closest('[aria-hidden="true"], script, style, noscript')) continue;
      if (!english(el)) out.push((n.textContent ?? '').trim().slice(0, 60));
    }
    for (const el of document.querySelectorAll('[aria-label], [title]')) {
      for (const name of ['aria-label', 'title']) {
        const v = el.getAttribute(name);
        if (v && /[A-Za-z]{2,}/.test(v) && !english(el)) out.push(`${name}: ${v.slice(0, 60)}`);
      }
    }
    return out;
  });
}

test('on Nepali pages, English words are marked lang="en"; accessible names start with the words shown', async ({ page, loginAs }) => {
  test.setTimeout(90_000);
  await loginAs('9800000001');
  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  const found: Record<string, string[]> = {};
  const pages = ['/', '/profile', '/profile/view', '/emergency', '/health-posts', '/report'];
  for (const path of pages) {
    await open(page, path);
    found[path] = await englishWithoutLang(page);
  }
  expect(found).toEqual(Object.fromEntries(pages.map((p) => [p, []])));
  // the language switch: its English name in English
  const language = page.getByTestId('toggle-language').first();
  await expect(language).toHaveAttribute('lang', 'en');
  await expect(language).toHaveText('English');
  // the calendar switch and the social links: the name starts with what the button shows
  await open(page, '/profile');
  const calendar = page.getByTestId('toggle-calendar').first();
  const shown = (await calendar.innerText()).trim();
  expect(await calendar.getAttribute('aria-label')).toMatch(new RegExp(`^${shown.replace(/\./g, '\\.')}`));
  for (const social of ['फेसबुक', 'इन्स्टाग्राम', 'टिकटक', 'एक्स']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${social} `) })).toContainText(social);
  }
  // public pages in Nepali: the email address and the English abbreviations
  await page.getByRole('banner').getByRole('button', { name: 'लग आउट' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'हो', exact: true }).click();
  await expectPath(page, '/home');
  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  const publicPages = ['/contact', '/terms-and-conditions', '/privacy-policy', '/disclaimer'];
  const onPublic: Record<string, string[]> = {};
  for (const path of publicPages) {
    await open(page, path);
    onPublic[path] = (await englishWithoutLang(page)).filter((t) => !t.startsWith('placeholder'));
  }
  expect(onPublic).toEqual(Object.fromEntries(publicPages.map((p) => [p, []])));
});

test('a chart’s table gives every reading its normal value, range and verdict; the latest verdict is the server’s', async ({ page, loginAs }) => {
  await loginAs('9800000001');
  const report = page.waitForResponse((r) => r.url().includes('/provider/provider-report') && r.ok());
  await open(page, '/report');
  const alerts = (
    (await (await report).json()) as { patientReportDetails: { patientReport: { alerts: { series: string; level: string; direction: string | null }[] } } }
  ).patientReportDetails.patientReport.alerts;
  const words = { normal: 'within', 'no-reference': 'noReference', emergency: 'emergency' } as Record<string, string>;
  const key = (a: { level: string; direction: string | null }) => words[a.level] ?? (a.direction === 'low' ? 'below' : 'above');
  for (const chartKey of ['systolic', 'waterLevel', 'bmi']) {
    const rows = page.locator(`[data-chart="${chartKey}"] table tbody tr`);
    expect(await rows.count(), chartKey).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      await expect(row.locator('td')).toHaveCount(6);
      await expect(row.locator('td').nth(3)).toContainText(/\d/);
      await expect(row.locator('td').nth(4)).toContainText(/\d/);
      await expect(row.locator('td').nth(5)).toHaveText(/normal range/);
    }
  }
  const water = alerts.find((a) => a.series === 'waterLevel');
  if (water) await expect(page.locator('[data-chart="waterLevel"] table tbody tr').last()).toHaveAttribute('data-verdict', key(water));
  const weight = alerts.find((a) => a.series === 'weightGain');
  if (weight) await expect(page.locator('[data-chart="bmi"] table tbody tr').last()).toHaveAttribute('data-verdict', key(weight));
  expect(water ?? weight, 'the demo mother has a verdict to compare').toBeTruthy();
});
