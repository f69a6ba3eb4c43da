import type { Page } from '@playwright/test';
import { appReady, expect, expectPath, holdAppCode, test } from './fixtures.ts';

test('The download banner shows on a 375 px phone, not on a 1280 px desktop, and stays dismissed for the session', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  await expect(page.getByRole('complementary', { name: 'Download Mobile App' })).toBeHidden();
  await page.setViewportSize({ width: 375, height: 740 });
  const banner = page.getByRole('complementary', { name: 'Download Mobile App' });
  await expect(banner).toBeVisible();
  // a desktop browser gets '#': the store links are for phones
  await expect(banner.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '#');
  await banner.getByRole('button', { name: 'Close the download banner' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Download Mobile App' })).toBeHidden();
});

test('An Android phone gets the Play store link in the banner', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    userAgent: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  await page.goto('/home');
  await expect(page.getByRole('complementary', { name: 'Download Mobile App' }).getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    /play\.google\.com/,
  );
  await context.close();
});

test('The landing page shows the eight features, and the carousel advances, wraps and can be chosen', async ({ page }) => {
  await page.clock.install();
  await page.goto('/home');
  await expect(page.locator('#features').getByRole('heading', { name: 'Why Mothers love Mamata?' })).toBeVisible();
  await expect(page.locator('#features li')).toHaveCount(8);
  const image = page.getByTestId('slide-image');
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('data-slide', '1');
  await page.clock.runFor(4000);
  await expect(image).toHaveAttribute('data-slide', '2');
  await page.clock.runFor(8000);
  await expect(image).toHaveAttribute('data-slide', '4');
  await page.clock.runFor(4000);
  await expect(image).toHaveAttribute('data-slide', '1');
  await page.getByTestId('slide-button-3').click();
  await expect(image).toHaveAttribute('data-slide', '3');
  await expect(image).toHaveAttribute('alt', 'Screenshot of the Mamata app: Reminder and Notification');
  await expect(page.getByRole('img', { name: 'QR code linking to Mamata on Google Play' })).toBeVisible();
});

test('The carousel does not advance while it is off screen', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/home');
  await page.clock.runFor(12000);
  await expect(page.getByTestId('slide-image')).toHaveAttribute('data-slide', '1');
});

/**
 * The landing page with the carousel on screen and its clock stopped, so time moves only when the
 * test says (a slow machine's seconds must not turn a slide). The clock stops while the pointer
 * holds the carousel, when no turn is pending; returns the screenshot and its slide number then.
 * It stops only once the app's code is running: a tap made before that is replayed by the app in
 * a zero-delay timer (main.tsx), which a stopped clock would never fire.
 */
async function carouselOnScreen(page: Page) {
  await page.clock.install();
  await page.goto('/home');
  await appReady(page);
  const image = page.getByTestId('slide-image');
  await image.scrollIntoViewIfNeeded();
  await image.hover();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3_000);
  return { image, slide: Number(await image.getAttribute('data-slide')) };
}

/** The slide after `n` (4 wraps to 1). */
const after = (n: number) => String((n % 4) + 1);

/** Takes the pointer and the focus away from the carousel, which stays on screen. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.locator('section[aria-labelledby="showcase-title"] :focus')).toHaveCount(0);
  await expect(page.getByTestId('slide-image')).toBeInViewport({ ratio: 0.5 });
}

// (the app's effects wait for an animation frame, so a turn due in 4 s comes a frame later: 4.5 s)
test('The carousel stops with its Pause button and goes on with Play (WCAG 2.2.2)', async ({ page }) => {
  const { image, slide } = await carouselOnScreen(page);
  await page.getByRole('button', { name: 'Pause the slides' }).click();
  await expect(page.getByTestId('carousel-pause')).toHaveText('Play the slides');
  // the pointer and the focus leave, so only the button holds it
  await leaveCarousel(page);
  await page.clock.runFor(5_000);
  await expect(image).toHaveAttribute('data-slide', String(slide));
  await page.getByRole('button', { name: 'Play the slides' }).click();
  await expect(page.getByTestId('carousel-pause')).toHaveText('Pause the slides');
  await leaveCarousel(page);
  await page.clock.runFor(4_500);
  await expect(image).toHaveAttribute('data-slide', after(slide));
});

test('The carousel waits while the pointer is on it, and while it has the focus', async ({ page }) => {
  const { image, slide } = await carouselOnScreen(page);
  // the pointer on the screenshot
  await page.clock.runFor(5_000);
  await expect(image).toHaveAttribute('data-slide', String(slide));
  await page.mouse.move(1, 1);
  await page.clock.runFor(4_500);
  await expect(image).toHaveAttribute('data-slide', after(slide));
  // the keyboard focus on the Pause button (reached without a click, which would press it)
  await page.getByTestId('carousel-pause').focus();
  await page.clock.runFor(5_000);
  await expect(image).toHaveAttribute('data-slide', after(slide));
  await leaveCarousel(page);
  await page.clock.runFor(4_500);
  await expect(image).toHaveAttribute('data-slide', after(Number(after(slide))));
});

test.describe('for someone who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('The carousel does not start by itself, and Play starts it', async ({ page }) => {
    const { image, slide } = await carouselOnScreen(page);
    expect(slide).toBe(1);
    await expect(page.getByTestId('carousel-pause')).toHaveText('Play the slides');
    await leaveCarousel(page);
    await page.clock.runFor(5_000);
    await expect(image).toHaveAttribute('data-slide', '1');
    // her choice: she can still start it
    await page.getByRole('button', { name: 'Play the slides' }).click();
    await leaveCarousel(page);
    await page.clock.runFor(4_500);
    await expect(image).toHaveAttribute('data-slide', '2');
  });
});

test('The contact form names every missing field, each goes once filled, then it sends and clears', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your full name!')).toBeVisible();
  await expect(page.getByText('Please enter your address!')).toBeVisible();
  await page.getByLabel('Full name', { exact: true }).fill('Sita Shrestha');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your address!')).toBeVisible();
  await expect(page.getByText('Please enter your full name!')).toHaveCount(0);
  await page.getByLabel('Address', { exact: true }).fill('Tokha-5, Kathmandu');
  await page.getByLabel('Mobile number', { exact: true }).fill('9812345678');
  await page.getByLabel('Email', { exact: true }).fill('sita@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('Help with login');
  await page.getByLabel('Message', { exact: true }).fill('I cannot remember my password.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent. We will reply soon.')).toBeVisible();
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
});

test('A failed send keeps everything she typed', async ({ page }) => {
  await page.goto('/contact');
  await appReady(page);
  await page.route('**/api/v1/provider/contact-us', (route) => route.abort('internetdisconnected'));
  for (const [label, value] of [
    ['Full name', 'Gita'],
    ['Address', 'Tokha'],
    ['Mobile number', '9812345678'],
    ['Email', 'g@example.com'],
    ['Subject', 'Hi'],
    ['Message', 'Hello'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Network Error')).toBeVisible();
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Gita');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello');
});

test('The health-post form finds a health post by part of its name, sends, resets and closes', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Reach out to health post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reach out to health post' });
  await expect(dialog).toBeVisible();
  // it opens with its list closed (the focused combobox does not cover the form)
  await expect(dialog.getByRole('combobox', { name: 'Health Post' })).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByRole('option')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Health Post is required!')).toBeVisible();
  await expect(dialog.getByText('Mobile Number is required!')).toBeVisible();
  const select = dialog.getByRole('combobox', { name: 'Health Post' });
  await select.fill('mahank');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await select.fill('zzz');
  await expect(dialog.getByText('No Health Post Found')).toBeVisible();
  await select.fill('jhor');
  await dialog.getByRole('option', { name: /Jhor Mahankal Health Post/ }).click();
  await expect(select).toHaveValue('Jhor Mahankal Health Post');
  await dialog.getByLabel('Mobile Number').fill('9811122233');
  await dialog.getByLabel('Send this to the Mayor instead of the health office').check();
  await dialog.getByLabel('Message (optional)').fill('Please call me about the vaccination day.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your message has been sent to the Mayor.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Reach out to health post' }).click();
  const again = page.getByRole('dialog', { name: 'Reach out to health post' });
  await expect(again.getByLabel('Mobile Number')).toHaveValue('');
  await expect(again.getByLabel('Message (optional)')).toHaveValue('');
  await expect(again.getByLabel('Send this to the Mayor instead of the health office')).not.toBeChecked();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
});

test('The health-post select works in Nepali with the keyboard', async ({ page }) => {
  await page.goto('/home');
  await page.getByTestId('toggle-language').click();
  await page.getByRole('button', { name: 'स्वास्थ्य चौकीसँग सम्पर्क गर्नुहोस्' }).first().click();
  const dialog = page.getByRole('dialog');
  const select = dialog.getByRole('combobox', { name: 'स्वास्थ्य चौकी' });
  await select.fill('टोखा स्वा');
  // as she does: the keys once the list shows the health post (the list of offices may still be on its way)
  await expect(dialog.getByRole('option', { name: /टोखा स्वास्थ्य चौकी/ })).toBeVisible();
  await select.press('ArrowDown');
  await select.press('Enter');
  await expect(select).toHaveValue('टोखा स्वास्थ्य चौकी');
  await dialog.getByRole('button', { name: 'पठाउनुहोस्' }).click();
  await expect(dialog.getByText('कृपया मोबाइल नम्बर लेख्नुहोस्।')).toBeVisible();
});

for (const path of ['/home', '/about', '/contact', '/terms-and-conditions', '/privacy-policy', '/disclaimer', '/login/']) {
  test(`${path} reads in Nepali and dark mode, and a returning Nepali reader gets Nepali HTML before any script`, async ({ page, browser }) => {
    await page.goto(path);
    // the switches work once the app has hydrated the page (a tap before that does nothing)
    await appReady(page);
    await page.getByTestId('toggle-language').click();
    await page.getByTestId('toggle-theme').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('body')).toHaveClass(/\bne\b/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0900-\u097F]/);
    // the same page fetched without running any script: the server chose the Nepali prerender
    const cookies = await page.context().cookies();
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(cookies);
    const raw = await context.newPage();
    await raw.goto(path);
    await expect(raw.getByRole('heading', { level: 1 })).toContainText(/[\u0900-\u097F]/);
    await expect(raw).toHaveTitle(/[\u0900-\u097F]/);
    await context.close();
  });
}

test('Public pages show their content before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Nurturing Health, Embracing Parenthood, Every step of the way.' })).toBeVisible();
  await expect(page).toHaveTitle(/Mamata/);
  await page.goto('/privacy-policy');
  await expect(page.getByText(/Only authorized staff of health posts/)).toBeVisible();
  await context.close();
});

test('The login page keeps working after a visit to the landing page', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Login', exact: true }).click();
  await expectPath(page, '/login');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
});

test('What she types before the app has loaded is still there once it has', async ({ page }) => {
  // Hold the app's code back, as a slow network would, and type into the prerendered page.
  const release = await holdAppCode(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.locator('#contact-full_name').waitFor();
  await page.locator('#contact-full_name').fill('Sita Shrestha');
  // a tap on Send before the app is there does not reload the page (which would lose the text)
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact\/?$/);
  await expect(page.locator('#contact-full_name')).toHaveValue('Sita Shrestha');
  release();
  await appReady(page);
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Sita Shrestha');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // the form knows the name: the first missing field is now the address
  await expect(page.getByText('Please enter your address!')).toBeVisible();
});

test('A tap on a button before the app has loaded is not lost: the health-post form opens once the code arrives', async ({ page }) => {
  // Hold the app's code back, as a slow network would, and tap the hero's button on the prerendered page.
  const release = await holdAppCode(page);
  await page.goto('/home', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Reach out to health post' }).click();
  await expect(page.getByRole('dialog', { name: 'Reach out to health post' })).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Reach out to health post' })).toBeVisible();
});

test('A form sent before the app has loaded is not lost: the newsletter box checks the address once the code arrives', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/home', { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  // the page did not reload or leave (index.html holds the submission back) and nothing is said yet
  await expect(footer.getByText('Please enter your email address!')).toHaveCount(0);
  release();
  await expect(footer.getByText('Please enter your email address!')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('On the English login page the government’s Nepali heading is drawn in the app’s Devanagari font, every line of it', async ({ page }) => {
  await page.goto('/login/');
  const heading = page.locator('div[lang="ne"] p');
  await expect(heading.first()).toHaveText('नेपाल सरकार');
  await page.evaluate(() => document.fonts.ready);
  // this browser has no Devanagari font of its own: text left in a fallback font is drawn as boxes
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'div[lang="ne"] p' });
  expect(nodeIds).toHaveLength(await heading.count());
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    // the letters are Noto Sans Devanagari's; at most the spaces come from another font
    const devanagari = fonts.filter((f) => f.familyName.startsWith('Noto Sans Devanagari')).reduce((n, f) => n + f.glyphCount, 0);
    const other = fonts.filter((f) => !f.familyName.startsWith('Noto Sans Devanagari')).reduce((n, f) => n + f.glyphCount, 0);
    expect(devanagari).toBeGreaterThan(5);
    expect(other).toBeLessThanOrEqual(3);
  }
});

test('An English page without Devanagari text downloads no Devanagari font; the Nepali page does', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-devanagari/.test(request.url())) fonts.push(request.url());
  });
  await page.goto('/home');
  await expect(page.getByTestId('toggle-language').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
});
