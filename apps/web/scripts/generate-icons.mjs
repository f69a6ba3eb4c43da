// The app's install icons (public/icons/*.png) drawn from public/logo.svg in Chromium:
//   node apps/web/scripts/generate-icons.mjs
// 192 and 512 px icons, a 512 px maskable one (the logo inside the 80% safe zone on the brand colour)
// and a 96 px monochrome badge for the status bar. The PNGs are committed; run again after a logo change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../tools/chromium.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.join(here, '..', 'public');
const logo = readFileSync(path.join(publicDir, 'logo.svg'), 'utf8');
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
const badge = logo.replaceAll('#be185d', 'transparent').replace('<rect width="64" height="64" rx="16" fill="transparent"/>', '');
const badgeUrl = `data:image/svg+xml;base64,${Buffer.from(badge.replaceAll('#fff', '#000')).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, html: `<img src="${logoUrl}" width="192" height="192">` },
  { file: 'icon-512.png', size: 512, html: `<img src="${logoUrl}" width="512" height="512">` },
  {
    file: 'maskable-512.png',
    size: 512,
    html: `<div style="width:512px;height:512px;background:#be185d;display:flex;align-items:center;justify-content:center"><img src="${logoUrl}" width="410" height="410"></div>`,
  },
  { file: 'badge-96.png', size: 96, html: `<img src="${badgeUrl}" width="96" height="96">` },
];

const browser = await chromium.launch(chromiumLaunchOptions());
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${icon.html}</body></html>`);
  await page.screenshot({ path: path.join(publicDir, 'icons', icon.file), omitBackground: true });
  await page.close();
}
await browser.close();
console.log(`wrote ${icons.length} icons to public/icons`);
