// Prerenders the public pages (both languages) into dist/prerendered/<lang>/<path>/index.html.
// The server sends the Nepali file when the `lang` cookie says ne (apps/server/src/plugins/web-app.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

/** Public routes of spec §2. */
export const PRERENDERED_PATHS = ['/home', '/about', '/contact', '/terms-and-conditions', '/privacy-policy', '/disclaimer', '/login/'];
const root = fileURLToPath(new URL('..', import.meta.url));
const ssrOut = path.join(root, 'dist-ssr');

await build({ root, logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true } });
const { render } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);
// The stylesheet is inlined into prerendered pages: one round trip less before first paint on a
// slow network (Lighthouse: render-blocking CSS cost ~450 ms of FCP). The SPA shell keeps the link.
const shell = readFileSync(path.join(root, 'dist/index.html'), 'utf8');
const cssLink = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(shell);
const template = cssLink ? shell.replace(cssLink[0], `<style>${readFileSync(path.join(root, 'dist', cssLink[1]), 'utf8')}</style>`) : shell;
const escape = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

rmSync(path.join(root, 'dist/prerendered'), { recursive: true, force: true });
for (const lang of ['en', 'ne']) {
  for (const route of PRERENDERED_PATHS) {
    const { html, title, description } = await render(route, lang);
    const page = template
      .replace('<html lang="en">', `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
      .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escape(description)}" />`)
      .replace('<body class="light en ad">', `<body class="light ${lang} ad">`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    const dir = path.join(root, 'dist/prerendered', lang, route);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), page);
  }
}
rmSync(ssrOut, { recursive: true, force: true });
console.log(`prerendered ${PRERENDERED_PATHS.length} public pages in en and ne`);
// The build tool can leave a worker handle open; the pages are written, so end here (a CI run once hung).
process.exit(0);
