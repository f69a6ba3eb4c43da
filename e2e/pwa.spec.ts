import { DEMO, expect, expectPath, test } from './fixtures.ts';

test('The app is installable: a manifest with icons and theme colour, and a service worker that takes control', async ({ page, loginAs, request }) => {
  await loginAs(DEMO.baby);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as {
    display: string;
    start_url: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#be185d' });
  for (const size of ['192x192', '512x512']) expect(manifest.icons.some((i) => i.sizes === size)).toBe(true);
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);
});

test('Offline, the baby account opens the schedule and reminders it saved, with the offline banner; logout forgets them', async ({
  page,
  context,
  loginAs,
}) => {
  test.setTimeout(60_000);
  await loginAs(DEMO.baby);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // the service worker controls the page after a reload; then the screens it fetches are saved
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto('/schedule');
  await expect(page.getByTestId('period-label').first()).toHaveText('At Birth');
  await page.goto('/reminder');
  await expect(page.getByTestId('period').first()).toBeVisible();

  await context.setOffline(true);
  await page.goto('/schedule');
  await expect(page.getByTestId('period-label')).toHaveText(['At Birth', 'Week 6', 'Week 10', 'Week 14', 'Week 39', 'Week 52', 'Week 65']);
  await expect(page.getByTestId('offline-banner')).toHaveText(/^Offline: showing what was saved on \w+day, \d+ \w+ \d{4}$/);
  await page.goto('/reminder');
  await expect(page.getByTestId('period').first()).toBeVisible();
  await context.setOffline(false);

  // logout deletes the saved answers: a shared phone shows nothing of hers offline
  await page.locator('header').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Yes' }).click();
  await expectPath(page, '/home');
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('mamata-api-v1'))).toBe(false);
});
