import type { APIRequestContext, Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { appReady, DEMO, expect, firstLogin, test } from './fixtures.ts';

/**
 * The AI doctor on a small phone (360 px wide), in English and Nepali, light and dark, as a mother
 * sees it: the screen with its suggestions, an ordinary answer, an urgent answer with its call
 * buttons, and her history. Each screen is checked for what confuses on a phone (sideways scroll,
 * a button under the bottom bar, the urgent line or call buttons out of sight, low contrast, Nepali
 * not in the app's Devanagari font) and saved as a picture to look at: in SCREENSHOT_DIR when set,
 * else in test-results/ai-doctor-screens/.
 *
 * The mother is a new one of Jhor Mahankal Health Post, so that her urgent questions land in that
 * post's inbox and not in Tokha's, which ai-doctor.spec.ts reads.
 */
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/ai-doctor-screens';
const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE });

const isoDaysAgo = (days: number) => new Date(Date.now() + 345 * 60_000 - days * 86_400_000).toISOString().slice(0, 10);

/** A pregnant mother of about 28 weeks, registered by the nurse of Jhor Mahankal Health Post. */
async function jhorMother(request: APIRequestContext) {
  const staff = await request.post('/api/v1/staff/login', { data: { mobile_number: '9800000011', password: DEMO.password } });
  const headers = { authorization: `Bearer ${(await staff.json()).token as string}` };
  const mobile = `94${String(Date.now()).slice(-8)}`;
  const registered = await request.post('/api/v1/staff/people/mother', {
    headers,
    data: { first_name: 'Gita', last_name: 'Rai', mobile_number: mobile, address: 'Jhor-3', lastMenstrualPeriod: isoDaysAgo(200) },
  });
  expect(registered.ok()).toBe(true);
  const { oneTimePassword } = (await registered.json()) as { oneTimePassword: string };
  return { mobile, oneTimePassword };
}

async function noSidewaysScroll(page: Page, what: string) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** The element is on the phone's screen and nothing (the bottom bar above all) covers its middle. */
async function tappable(page: Page, selector: ReturnType<Page['locator']>, what: string) {
  await selector.scrollIntoViewIfNeeded();
  const box = await selector.boundingBox();
  expect(box, `${what} has no box`).not.toBeNull();
  if (!box) return;
  expect(box.y, `${what} starts above the screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} ends below the screen`).toBeLessThanOrEqual(PHONE.height);
  const onTop = await selector.evaluate(
    (el, { x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (el === hit || el.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop, `${what} is covered`).toBe(true);
}

/** In Nepali the text is drawn with the app's own Devanagari font, loaded, not a system fallback. */
async function devanagariFontLoaded(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(async () => {
    await document.fonts.load('16px "Noto Sans Devanagari"', 'नमस्ते');
    return [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Noto Sans Devanagari' && f.status === 'loaded');
  });
  expect(loaded, 'Noto Sans Devanagari is not loaded').toBe(true);
  const family = await page
    .locator('#main h1')
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/^"?Noto Sans Devanagari/);
}

/** No serious contrast problem (dark mode above all) in what is on screen. */
async function contrastOk(page: Page, what: string) {
  const axe = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const bad = axe.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  expect(bad, `${what}: low contrast`).toEqual([]);
}

/**
 * Scrolls the open answer to its end, as she would, and checks its last line is then in sight: the health
 * post's number (in the closing line, or the last call button under an ordinary answer).
 */
async function readToEnd(page: Page, what: string) {
  const body = page.getByTestId('answer-body');
  await body.evaluate((el) => {
    for (const box of [el, ...document.querySelectorAll('dialog *')]) if (box.scrollHeight > box.clientHeight + 1) box.scrollTop = box.scrollHeight;
  });
  const last = body.locator('p, a').last();
  const [lastBox, bodyBox] = [await last.boundingBox(), await body.boundingBox()];
  expect(lastBox && bodyBox && lastBox.y + lastBox.height <= bodyBox.y + bodyBox.height + 1, `${what}: the last line cannot be scrolled into sight`).toBe(true);
  await expect(last).toContainText(/health post|स्वास्थ्य चौकी/i);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const VARIANTS = [
  { lang: 'en', theme: 'light' },
  { lang: 'en', theme: 'dark' },
  { lang: 'ne', theme: 'light' },
  { lang: 'ne', theme: 'dark' },
] as const;

const TEXT = {
  en: {
    title: 'AI Doctor',
    history: 'History',
    historyTitle: 'Your questions',
    gotIt: 'Got it',
    urgentQ: 'I am bleeding heavily',
    urgentFirst: 'Call 102 now',
  },
  ne: { title: 'एआई डाक्टर', history: 'पुराना प्रश्न', historyTitle: 'तपाईंका प्रश्नहरू', gotIt: 'बुझेँ', urgentQ: 'धेरै रगत बग्यो', urgentFirst: '१०२ मा फोन गर्नुहोस्' },
} as const;

test('On a phone, in English and Nepali, light and dark, the AI doctor’s screens, answers and urgent answers are whole, readable and tappable', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const gita = await jhorMother(request);
  await firstLogin(page, gita.mobile, gita.oneTimePassword, 'Gita');

  for (const { lang, theme } of VARIANTS) {
    const name = `ai-doctor-${lang}-${theme}`;
    const text = TEXT[lang];
    await page.goto('/ai-doctor');
    await appReady(page);
    // the header's own buttons, as she would switch
    if ((await page.locator('html').getAttribute('lang')) !== lang) await page.getByTestId('toggle-language').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    if ((await page.locator('html').evaluate((h) => h.classList.contains('dark'))) !== (theme === 'dark'))
      await page.getByTestId('toggle-theme').first().click();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);

    // the AI doctor screen: suggestions, the question box and its send button above the bottom bar
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const suggestions = page.locator('#suggestions-title + ul button');
    await expect(suggestions.first()).toBeVisible();
    if (lang === 'ne') await devanagariFontLoaded(page);
    await noSidewaysScroll(page, `${name}: the screen`);
    await tappable(page, page.locator('form button[type="submit"]'), `${name}: send`);
    await tappable(page, page.getByRole('link', { name: text.history }), `${name}: history`);
    await contrastOk(page, `${name}: the screen`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${name}-screen`);

    // an ordinary answer: a tapped suggestion
    await suggestions.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(lang === 'en' ? 'Answer:' : 'जवाफ:')).toBeVisible();
    await noSidewaysScroll(page, `${name}: an answer`);
    await tappable(page, dialog.getByRole('button', { name: text.gotIt }), `${name}: an answer's "${text.gotIt}"`);
    await contrastOk(page, `${name}: an answer`);
    await shot(page, `${name}-answer`);
    await readToEnd(page, `${name}: an answer`);
    await shot(page, `${name}-answer-end`);
    await dialog.getByRole('button', { name: text.gotIt }).click();
    await expect(dialog).toHaveCount(0);

    // an urgent answer: what to do first, in red, and the numbers to call, all on the first screen
    await page.locator('input[name="prompt"]').fill(text.urgentQ);
    await page.locator('form button[type="submit"]').click();
    const alert = page.getByRole('dialog').getByRole('alert');
    await expect(alert.getByText(text.urgentFirst, { exact: false })).toBeVisible();
    const calls = alert.getByRole('link');
    await expect(calls.first()).toHaveAttribute('href', 'tel:102');
    expect(await calls.count()).toBeGreaterThanOrEqual(3);
    await noSidewaysScroll(page, `${name}: an urgent answer`);
    // before any scrolling: the red first line and the first two numbers are in sight
    for (const [i, what] of [
      [0, 'the call to 102'],
      [1, 'the call to her health post'],
    ] as const) {
      const box = await calls.nth(i).boundingBox();
      expect(box && box.y + box.height <= PHONE.height, `${name}: ${what} is below the first screen`).toBe(true);
    }
    await contrastOk(page, `${name}: an urgent answer`);
    await shot(page, `${name}-urgent`);
    await readToEnd(page, `${name}: an urgent answer`);
    await tappable(page, page.getByRole('dialog').getByRole('button', { name: text.gotIt }), `${name}: an urgent answer's "${text.gotIt}"`);
    await shot(page, `${name}-urgent-end`);
    await page.getByRole('dialog').getByRole('button', { name: text.gotIt }).click();

    // her history: the newest first, the urgent one marked; the last entry not under the bottom bar
    await page.getByRole('link', { name: text.history }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.historyTitle })).toBeVisible();
    // she is still in the AI doctor: its tab of the bottom bar stays marked
    await expect(page.getByTestId('bottom-nav').getByRole('link', { name: text.title })).toHaveAttribute('aria-current', 'page');
    const entries = page.getByTestId('history-entry');
    await expect(entries.first()).toContainText(text.urgentQ);
    await noSidewaysScroll(page, `${name}: the history`);
    await contrastOk(page, `${name}: the history`);
    await shot(page, `${name}-history`);
    await tappable(page, entries.last(), `${name}: the oldest question`);
    await shot(page, `${name}-history-end`);
  }
});
