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
