import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { appReady, DEMO, expect, expectPath, openPerson, staffLogin, submitLogin, test as base } from './fixtures.ts';

/**
 * Accessibility kept in CI: axe-core (WCAG 2.x A/AA) over every route of the public site, the
 * mother's app and the staff console, in light and dark, English and Nepali, with a modal open in
 * each; and the checks axe cannot make: focus and title after a page change, reflow at 320 px and
 * at 200 % text, 44 px targets, a focused item never under the fixed bars, the login fields'
 * contrast, and a keyboard-only journey. docs/accessibility.md records the results.
 */
const PUBLIC = ['/home', '/about', '/contact', '/terms-and-conditions', '/privacy-policy', '/disclaimer', '/login/', '/staff/login'];
const APP = [
  '/',
  '/schedule',
  '/reminder',
  '/report',
  '/profile',
  '/profile/view',
  '/ai-doctor',
  '/ai-doctor/history',
  '/notification-list',
  '/emergency',
  '/health-posts',
  '/about-us',
  '/terms-and-condition',
  '/privacypolicy',
  '/disclaimers',
  '/no-such-page',
];
const STAFF = [
  '/staff',
  '/staff/due',
  '/staff/inbox',
  '/staff/support',
  '/staff/register',
  '/staff/schedule-items',
  '/staff/notices',
  '/staff/staff-users',
  '/staff/account',
];
/** The palika administrator sees every console screen, the staff accounts too. */
const ADMIN = '9800000020';

const VARIANTS = [
  { theme: 'light', lang: 'en' },
  { theme: 'light', lang: 'ne' },
  { theme: 'dark', lang: 'en' },
  { theme: 'dark', lang: 'ne' },
] as const;
type Variant = (typeof VARIANTS)[number];

/** What the browser keeps after a login (the session token and the login's own keys), by account. */
type Stored = { name: string; value: string }[];

/** One login per account and worker: later tests start with its stored session. */
const test = base.extend<object, { storedLogin: (who: 'mother' | 'admin') => Promise<Stored> }>({
  storedLogin: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const cache = new Map<string, Promise<Stored>>();
      await use((who) => {
        if (!cache.has(who)) cache.set(who, logInOnce(browser, baseURL ?? '', who));
        return cache.get(who) as Promise<Stored>;
      });
    },
    { scope: 'worker' },
  ],
});

// the tests are independent: they share the two workers
test.describe.configure({ mode: 'parallel' });

async function logInOnce(browser: Browser, baseURL: string, who: 'mother' | 'admin'): Promise<Stored> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (who === 'mother') {
    await submitLogin(page, DEMO.mother, DEMO.password);
    await expectPath(page, '/');
  } else await staffLogin(page, ADMIN);
  const state = await context.storageState();
  await context.close();
  return state.origins.flatMap((o) => o.localStorage).filter((e) => e.name !== 'mode' && e.name !== 'lang');
}

/**
 * Starts the page as this browser would be: logged in (or not), in the variant's theme and language; in Nepali
 * with Bikram Sambat dates, as a Nepali mother or nurse has them (the BS date fields' "(वि.सं.)" once failed
 * contrast in dark mode only there).
 */
async function prepare(page: Page, variant: Variant, stored: Stored = []) {
  const calendar = variant.lang === 'ne' ? 'bs' : 'ad';
  const entries = [
    ...stored.filter((e) => e.name !== 'date'),
    { name: 'mode', value: variant.theme },
    { name: 'lang', value: variant.lang },
    { name: 'date', value: calendar },
  ];
  await page.addInitScript((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
  // the server sends prerendered public pages in the language of this cookie
  const url = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'lang', value: variant.lang, url }]);
}

/** Opens a screen and waits until it has loaded (its heading is there and nothing is spinning). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .animate-spin')).toHaveCount(0);
}

type Counts = { critical: number; serious: number; moderate: number; minor: number; rules: string[] };

/** axe's rules: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices (landmarks, headings). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations by impact, and the serious and critical ones with the first elements they name. */
async function axe(page: Page): Promise<{ counts: Counts; failures: string[] }> {
  const result = await new AxeBuilder({ page })
    // (the tags go in the options: options() replaces what withTags() would set)
    .options({ runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] })
    // the app has no frames: axe runs in the page itself, without the second page the frame-by-frame
    // mode opens for every run (half the time of the suite on a 2-core machine)
    .setLegacyMode(true)
    .analyze();
  const counts: Counts = { critical: 0, serious: 0, moderate: 0, minor: 0, rules: [] };
  const failures: string[] = [];
  for (const v of result.violations) {
    const impact = v.impact ?? 'minor';
    counts[impact] += 1;
    counts.rules.push(`${v.id} (${impact}, ${v.nodes.length})`);
    if (impact === 'serious' || impact === 'critical')
      failures.push(
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
      );
  }
  return { counts, failures };
}

/**
 * Collects axe's results page by page: `failures` (serious and critical, expected empty) and the
 * counts by impact, which with AXE_REPORT=<folder> are written there for docs/accessibility.md.
 */
function audit(area: string, variant: Variant) {
  const failures: Record<string, string[]> = {};
  const counts: Record<string, Counts> = {};
  return {
    failures,
    /** Pages that scroll sideways (sidewaysScroll), when checked on a phone. */
    sideways: {} as Record<string, string[]>,
    async run(page: Page, label: string) {
      const result = await axe(page);
      failures[label] = result.failures;
      counts[label] = result.counts;
    },
    report() {
      const folder = process.env.AXE_REPORT;
      if (!folder) return;
      mkdirSync(folder, { recursive: true });
      writeFileSync(`${folder}/${area}-${variant.theme}-${variant.lang}.json`, JSON.stringify(counts, null, 2));
    },
    none: () => Object.fromEntries(Object.keys(failures).map((p) => [p, []])),
  };
}

/** Checks the variant is what the page shows, so a run in the wrong theme or language cannot pass for another. */
async function expectVariant(page: Page, variant: Variant) {
  await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
  expect(await page.evaluate(() => localStorage.getItem('date'))).toBe(variant.lang === 'ne' ? 'bs' : 'ad');
  await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${variant.theme}\\b`));
}

/**
 * Each page in light, then in dark by the page's own theme switch (the same page, only its colours
 * change, so it is not loaded twice). On a phone it must not scroll sideways either.
 */
async function lightThenDark(page: Page, light: ReturnType<typeof audit>, dark: ReturnType<typeof audit>, label: string, lang: 'en' | 'ne') {
  await expectVariant(page, { theme: 'light', lang });
  if (lang === PHONE.lang) light.sideways[label] = await sidewaysScroll(page);
  await light.run(page, label);
  await page.getByTestId('toggle-theme').first().click();
  await expectVariant(page, { theme: 'dark', lang });
  await dark.run(page, label);
}

/**
 * English on a desktop (1280 px), Nepali on a 320 px phone: axe sees both layouts, and at 320 px
 * each page must not scroll sideways (WCAG 1.4.10 reflow; Nepali words are the longer).
 */
const PHONE = { lang: 'ne', viewport: { width: 320, height: 640 } } as const;

/** What every axe test expects: no serious or critical violation, in light and dark, and no sideways scroll. */
function expectClean(inLight: ReturnType<typeof audit>, inDark: ReturnType<typeof audit>) {
  for (const checked of [inLight, inDark]) checked.report();
  expect({
    light: inLight.failures,
    dark: inDark.failures,
    sideways: Object.fromEntries(Object.entries(inLight.sideways).filter(([, v]) => v.length > 0)),
  }).toEqual({
    light: inLight.none(),
    dark: inDark.none(),
    sideways: {},
  });
}

for (const lang of ['en', 'ne'] as const) {
  const language = lang === 'en' ? 'English, 1280 px' : 'Nepali, 320 px';
  const light = { theme: 'light', lang } as const;

  test(`axe: the public site and the login pages, the health-post form open too (${language}, light and dark)`, async ({ page }) => {
    test.setTimeout(150_000);
    if (lang === PHONE.lang) await page.setViewportSize(PHONE.viewport);
    await prepare(page, light);
    const [inLight, inDark] = [audit('public', light), audit('public', { theme: 'dark', lang })];
    for (const path of PUBLIC) {
      await open(page, path);
      await lightThenDark(page, inLight, inDark, path, lang);
    }
    for (const checked of [inLight, inDark]) {
      await open(page, '/home');
      if (checked === inDark) await page.getByTestId('toggle-theme').first().click();
      await page.getByRole('button', { name: /^(Reach out to health post|स्वास्थ्य चौकीसँग सम्पर्क गर्नुहोस्)$/ }).click();
      await expect(page.getByRole('dialog').getByRole('combobox').first()).toBeVisible();
      await checked.run(page, '/home (health-post form)');
    }
    expectClean(inLight, inDark);
  });

  // the mother's app has the most screens: two tests, so the two workers share them
  test(`axe: the mother's app, its main screens (${language}, light and dark)`, async ({ page, storedLogin }) => {
    test.setTimeout(150_000);
    if (lang === PHONE.lang) await page.setViewportSize(PHONE.viewport);
    await prepare(page, light, await storedLogin('mother'));
    const [inLight, inDark] = [audit('app-main', light), audit('app-main', { theme: 'dark', lang })];
    for (const path of APP.slice(0, 8)) {
      await open(page, path);
      await lightThenDark(page, inLight, inDark, path, lang);
    }
    expectClean(inLight, inDark);
  });

  test(`axe: the mother's app, its other screens, the language dialog open too (${language}, light and dark)`, async ({ page, storedLogin }) => {
    test.setTimeout(150_000);
    if (lang === PHONE.lang) await page.setViewportSize(PHONE.viewport);
    await prepare(page, light, await storedLogin('mother'));
    const [inLight, inDark] = [audit('app-more', light), audit('app-more', { theme: 'dark', lang })];
    for (const path of APP.slice(8)) {
      await open(page, path);
      await lightThenDark(page, inLight, inDark, path, lang);
    }
    for (const checked of [inLight, inDark]) {
      await open(page, '/profile');
      if (checked === inDark) await page.getByTestId('toggle-theme').first().click();
      await page.getByRole('button', { name: /^(Change language|भाषा परिवर्तन)$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checked.run(page, '/profile (language dialog)');
    }
    expectClean(inLight, inDark);
  });

  test(`axe: the staff console as an administrator, a person's record and a dialog too (${language}, light and dark)`, async ({ page, storedLogin }) => {
    test.setTimeout(150_000);
    if (lang === PHONE.lang) await page.setViewportSize(PHONE.viewport);
    await prepare(page, light, await storedLogin('admin'));
    const [inLight, inDark] = [audit('staff', light), audit('staff', { theme: 'dark', lang })];
    for (const path of STAFF) {
      await open(page, path);
      await lightThenDark(page, inLight, inDark, path, lang);
    }
    // the staff accounts screen: the question before an account is switched off
    for (const checked of [inLight, inDark]) {
      await open(page, '/staff/staff-users');
      if (checked === inDark) await page.getByTestId('toggle-theme').first().click();
      // the last of her buttons deactivates (an in-charge switch comes before it at a health post)
      await page.getByTestId('staff-user').first().getByRole('button').last().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checked.run(page, '/staff/staff-users (dialog)');
    }
    await open(page, '/staff');
    await openPerson(page, DEMO.mother, /Sita Shrestha|सीता श्रेष्ठ/);
    await expect(page.locator('[aria-busy="true"], .animate-spin')).toHaveCount(0);
    await lightThenDark(page, inLight, inDark, '/staff/people/:id', lang);
    expectClean(inLight, inDark);
  });
}

/** Why a page scrolls sideways: the elements that reach its right edge (empty when it does not). */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return [];
    const widest = [...document.querySelectorAll('body *')].filter((el) => Math.abs(el.getBoundingClientRect().right - scrollWidth) < 2);
    return [
      `${scrollWidth} px wide in ${clientWidth} px`,
      ...widest.slice(-3).map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`),
    ];
  });
}

/**
 * The browser's own text size at 200 % (Chrome's font-size setting, as a person with low vision
 * sets it): 1rem becomes 32 px, and media queries in rem follow it as they do on a phone.
 */
async function doubleTextSize(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

const LARGE_TEXT = [
  { area: 'the mother’s app', who: 'mother', paths: APP, variant: VARIANTS[1] },
  { area: 'the mother’s app', who: 'mother', paths: APP, variant: VARIANTS[0] },
  { area: 'the staff console', who: 'admin', paths: [...STAFF], variant: VARIANTS[1] },
  { area: 'the public site and the login pages', who: null, paths: PUBLIC, variant: VARIANTS[1] },
] as const;

// 320 px is checked page by page in the Nepali axe tests above
for (const { area, who, paths, variant } of LARGE_TEXT) {
  test(`no page of ${area} scrolls sideways with 200 % text on a 360 px phone (${variant.lang === 'en' ? 'English' : 'Nepali'}; WCAG 1.4.4, 1.4.10)`, async ({
    page,
    storedLogin,
  }) => {
    test.setTimeout(90_000);
    await prepare(page, variant, who ? await storedLogin(who) : []);
    await page.setViewportSize({ width: 360, height: 640 });
    await doubleTextSize(page);
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await open(page, path);
      await expectVariant(page, variant);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      found[path] = await sidewaysScroll(page);
    }
    if (who === 'admin') {
      await open(page, '/staff');
      await openPerson(page, DEMO.mother, /Sita Shrestha|सीता श्रेष्ठ/);
      await expect(page.locator('[aria-busy="true"], .animate-spin')).toHaveCount(0);
      found['/staff/people/:id'] = await sidewaysScroll(page);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((p) => [p, []])));
  });
}

test('with 200 % text on a phone the header folds its switches behind "More", and the page starts in view', async ({ page, storedLogin }) => {
  await prepare(page, VARIANTS[0], await storedLogin('mother'));
  await page.setViewportSize({ width: 360, height: 640 });
  await doubleTextSize(page);
  await open(page, '/schedule');
  // the header is one row: logo, bell and "More"; the page's heading is on the first screen
  await expect(page.getByTestId('toggle-language')).toBeHidden();
  await expect(page.locator('main h1')).toBeInViewport();
  const more = page.getByRole('button', { name: 'More options' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId('toggle-theme').click();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await sidewaysScroll(page)).toEqual([]);
  // the header scrolls away with the page (a sticky one would keep a third of the screen)
  await page.mouse.wheel(0, 600);
  await expect(page.getByRole('banner')).not.toBeInViewport();
});

/** Interactive elements too small to hit: under 44 × 44 px (WCAG 2.5.5), except links inside a sentence and screen-reader-only ones. */
function smallTargets(scope: Locator) {
  return scope.evaluate((root) => {
    const out: string[] = [];
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], [role="tab"], [tabindex="0"]';
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      // a radio button or a checkbox is hit on its label too
      const box = ((el instanceof HTMLInputElement && el.closest('label')) || el).getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || style.visibility === 'hidden' || style.clipPath === 'inset(50%)') continue;
      const inSentence =
        style.display === 'inline' && [...(el.parentElement?.childNodes ?? [])].some((n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (inSentence) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)} × ${Math.round(box.height)}`);
      }
    }
    return out;
  });
}

test('every control of the mother’s app is at least 44 × 44 px on a 360 px phone, the header’s with room between them', async ({ page, storedLogin }) => {
  test.setTimeout(90_000);
  await prepare(page, VARIANTS[0], await storedLogin('mother'));
  await page.setViewportSize({ width: 360, height: 640 });
  await open(page, '/profile');
  await page.getByTestId('profile-name').waitFor();
  // the header, the bottom navigation and the profile's card and menu, one by one
  const header = page.getByRole('banner');
  const bottomNav = page.getByTestId('bottom-nav');
  const services = page.getByRole('navigation', { name: 'General services' });
  expect(await header.locator('a, button').count()).toBeGreaterThanOrEqual(6);
  expect(await bottomNav.getByRole('link').count()).toBe(5);
  expect(await services.locator('a, button').count()).toBeGreaterThanOrEqual(14);
  await expect(page.getByRole('link', { name: 'view' })).toBeVisible();
  expect({
    header: await smallTargets(header),
    bottomNav: await smallTargets(bottomNav),
    card: await smallTargets(page.getByRole('region', { name: 'My account' })),
    menu: await smallTargets(services),
  }).toEqual({ header: [], bottomNav: [], card: [], menu: [] });
  // room between the header's controls: at least 8 px on either side
  const boxes = (await header.locator('a, button').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect)))
    .filter((b) => b.width > 0)
    .sort((a, b) => a.top - b.top || a.left - b.left);
  for (const [i, box] of boxes.entries()) {
    const next = boxes[i + 1];
    if (next && Math.abs(next.top - box.top) < box.height / 2) expect(next.left - box.right).toBeGreaterThanOrEqual(8);
  }
  // a modal's close button too
  await page.getByRole('button', { name: 'Change language' }).click();
  expect(await smallTargets(page.getByRole('dialog'))).toEqual([]);
  await page.keyboard.press('Escape');
  // and every other screen
  const found: Record<string, string[]> = {};
  for (const path of APP) {
    await open(page, path);
    found[path] = await smallTargets(page.locator('body'));
  }
  expect(found).toEqual(Object.fromEntries(APP.map((p) => [p, []])));
});

/**
 * Tabs through the page until `target` has focus; every focused element outside the bars must lie
 * fully between the sticky header and the fixed bottom navigation (WCAG 2.4.11).
 */
async function tabTo(page: Page, target: Locator) {
  const hidden: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      // only the page's content can slide under the bars
      if (!el?.closest('main')) return null;
      const box = el.getBoundingClientRect();
      const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const bottom = document.querySelector('[data-testid="bottom-nav"]')?.getBoundingClientRect().top ?? innerHeight;
      return { name: (el.textContent ?? '').trim().slice(0, 30), top: box.top, bottom: box.bottom, from: top, to: bottom };
    });
    if (where && (where.top < where.from - 0.5 || where.bottom > where.to + 0.5))
      hidden.push(`${where.name}: ${Math.round(where.top)}-${Math.round(where.bottom)} outside ${Math.round(where.from)}-${Math.round(where.to)}`);
    if (await target.evaluate((el) => el === document.activeElement)) return hidden;
  }
  throw new Error('Tab never reached the element');
}

test('a focused item is never hidden under the sticky header or the fixed bottom navigation (360 × 640)', async ({ page, storedLogin }) => {
  await prepare(page, VARIANTS[0], await storedLogin('mother'));
  await page.setViewportSize({ width: 360, height: 640 });
  await open(page, '/');
  const allReminders = page.getByRole('link', { name: 'All reminders' });
  expect(await tabTo(page, allReminders)).toEqual([]);
  await expect(allReminders).toBeInViewport();
  await open(page, '/schedule');
  const calcium = page.getByRole('button', { name: /^Calcium tablets/ }).first();
  expect(await tabTo(page, calcium)).toEqual([]);
  // and back up with Shift+Tab: the sticky header must not cover what gets focus
  const covered: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    const box = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el?.closest('main')) return null;
      return { top: el.getBoundingClientRect().top, header: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0 };
    });
    if (box && box.top < box.header - 0.5) covered.push(`${Math.round(box.top)} above ${Math.round(box.header)}`);
  }
  expect(covered).toEqual([]);
});

/** The contrast ratio of two CSS colours (WCAG 2.x), each turned into sRGB by the browser's canvas. */
function contrast(page: Page, one: string, two: string) {
  return page.evaluate(
    ({ a, b }) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      if (!ctx) throw new Error('no canvas');
      const luminance = (color: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, bl = 0] = [...ctx.getImageData(0, 0, 1, 1).data]
          .map((v) => v / 255)
          .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
      };
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((l1 ?? 0) + 0.05) / ((l2 ?? 0) + 0.05);
    },
    { a: one, b: two },
  );
}

test('the login fields stand out: borders at least 3:1 and placeholders at least 4.5:1, light and dark (WCAG 1.4.11, 1.4.3)', async ({ page }) => {
  for (const variant of [VARIANTS[0], VARIANTS[2]]) {
    await page.context().clearCookies();
    await prepare(page, variant);
    await open(page, '/login/');
    await expectVariant(page, variant);
    for (const field of [page.getByLabel('Mobile number'), page.getByLabel('Password', { exact: true })]) {
      const colors = await field.evaluate((el) => {
        const style = getComputedStyle(el);
        // the colour around the field: the first ancestor with a background
        let around = 'rgb(255, 255, 255)';
        for (let p = el.parentElement; p; p = p.parentElement) {
          const bg = getComputedStyle(p).backgroundColor;
          if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') {
            around = bg;
            break;
          }
        }
        return { border: style.borderTopColor, inside: style.backgroundColor, around, placeholder: getComputedStyle(el, '::placeholder').color };
      });
      expect(await field.getAttribute('placeholder')).toBeTruthy();
      const label = `${variant.theme}: ${await field.getAttribute('name')}`;
      expect(await contrast(page, colors.border, colors.around), `${label} border against the card`).toBeGreaterThanOrEqual(3);
      expect(await contrast(page, colors.border, colors.inside), `${label} border against the field`).toBeGreaterThanOrEqual(3);
      expect(await contrast(page, colors.placeholder, colors.inside), `${label} placeholder`).toBeGreaterThanOrEqual(4.5);
    }
  }
});

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
  // the skip link shows when it has focus and leads to the page's content
  await page.goto('/schedule');
  const skip = page.getByRole('link', { name: /Skip to content|मुख्य भागमा जानुहोस्/ });
  await skip.focus();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).hash).toBe('#main');
});

test('the navbar logout asks first', async ({ page, loginAs }) => {
  await loginAs('9800000001');
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
  await appReady(page);
  await page.getByLabel('Mobile number').focus();
  await page.keyboard.type('9800000001');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('Mamata@2025');
  // leaving the number started its lookup; "Log in" (Enter's default button) waits for its answer
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
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
  await open(page, '/report');
  // the server's verdicts, asked for with her session (the screen's own request may have been the dashboard's, whose answer is gone)
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('adminInfo') ?? '{}') as { accessToken?: string }).accessToken);
  const report = await page.request.get('/api/v1/provider/provider-report', { headers: { authorization: `Bearer ${token}` } });
  expect(report.ok()).toBe(true);
  const alerts = (
    (await report.json()) as { patientReportDetails: { patientReport: { alerts: { series: string; level: string; direction: string | null }[] } } }
  ).patientReportDetails.patientReport.alerts;
  const words = { normal: 'within', 'no-reference': 'noReference', emergency: 'emergency' } as Record<string, string>;
  const key = (a: { level: string; direction: string | null }) => words[a.level] ?? (a.direction === 'low' ? 'below' : 'above');
  for (const chartKey of ['systolic', 'waterLevel', 'bmi']) {
    const rows = page.locator(`[data-chart="${chartKey}"] table tbody tr`);
    expect(await rows.count(), chartKey).toBeGreaterThan(0);
    for (const [i, row] of (await rows.all()).entries()) {
      await expect(row.locator('td')).toHaveCount(6);
      // the typical blood pressure by week starts in the second trimester (reference/pregnancy-blood-pressure.ts):
      // her first contact, at 10 weeks, has none to show, and says so; every later reading has its number
      if (chartKey === 'systolic' && i === 0) await expect(row.locator('td').nth(3)).toHaveText(/\d|^None$/);
      else await expect(row.locator('td').nth(3)).toContainText(/\d/);
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
