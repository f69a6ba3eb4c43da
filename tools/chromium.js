import { existsSync } from 'node:fs';

// How every browser of the project starts: Debian's Chromium (docs/spec/stack-notes.md: playwright-core cannot
// download browsers here), as root in a container, without the background traffic that would disturb
// a measurement. Used by playwright.config.ts, bench/ and apps/web/scripts/.

/** The browser binary: CHROME_PATH, else Debian's chromium. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Command-line flags for every launch (Lighthouse adds `--headless=new` itself to these). */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Launch options for playwright-core's `chromium.launch()`. */
export const chromiumLaunchOptions = () => ({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });

/** Where Debian's chromium-headless-shell package puts its binary. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the end-to-end tests: E2E_CHROME_PATH, else Debian's chromium-headless-shell where it is installed
 * (the old headless Chromium of the same version, which Playwright itself runs headless tests in: the suite took
 * 0.76 of the time on two cores, docs/decisions/040-e2e-browser.md), else {@link CHROMIUM_PATH}. Benchmarks and
 * screenshots keep the full Chromium, as a phone's browser draws.
 */
export function e2eChromiumPath() {
  if (process.env.E2E_CHROME_PATH) return process.env.E2E_CHROME_PATH;
  if (!process.env.CHROME_PATH && existsSync(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH;
  return CHROMIUM_PATH;
}

/** Launch options for the end-to-end tests (playwright.config.ts). */
export const e2eLaunchOptions = () => ({ executablePath: e2eChromiumPath(), args: [...CHROMIUM_FLAGS] });
