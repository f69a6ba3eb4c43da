// Prerenders the public pages (both languages) into dist/prerendered/<lang>/<path>/index.html.
// The server sends the Nepali file when the `lang` cookie says ne (apps/server/src/plugins/web-app.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PurgeCSS } from 'purgecss';
import { build } from 'vite';

/** Public routes of spec §2. */
export const PRERENDERED_PATHS = ['/home', '/about', '/contact', '/terms-and-conditions', '/privacy-policy', '/disclaimer', '/login/'];
const root = fileURLToPath(new URL('..', import.meta.url));
const ssrOut = path.join(root, 'dist-ssr');

await build({ root, logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true } });
const { render } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);
// A prerendered page carries the CSS it uses inline: one round trip less before first paint on a
// slow network (render-blocking CSS cost ~450 ms of FCP). Only the rules its own HTML needs (and
// both themes', languages' and calendars' classes, which a stored choice sets before the first
// paint): the whole stylesheet made the HTML ~14 KB compressed, at the edge of what a new
// connection sends in its first round trip, and a few bytes more cost a phone a round trip. The
// whole stylesheet follows with the app's code (index.html's loader, data-app-css), before any
// state the HTML does not show (an open menu, an error) can be drawn. The SPA shell keeps the link.
const shell = readFileSync(path.join(root, 'dist/index.html'), 'utf8');
const cssLink = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(shell);
if (!cssLink) throw new Error('prerender: no stylesheet <link> in dist/index.html');
const fullCss = readFileSync(path.join(root, 'dist', cssLink[1]), 'utf8');
let template = shell.replace(cssLink[0], '<style></style>');
/** Classes set on <html> and <body> before the first paint (index.html, lib/preferences.ts). */
const PRE_PAINT_CLASSES = ['dark', 'light', 'en', 'ne', 'ad', 'bs', 'banner-dismissed'];
async function cssFor(html) {
  const [result] = await new PurgeCSS().purge({
    // Tailwind's class names keep their variants and brackets (dark:bg-slate-900, md:block): a
    // token is everything between spaces, quotes and tag marks
    extractors: [{ extractor: (content) => content.match(/[^\s"'<>=`]+/g) ?? [], extensions: ['html'] }],
    content: [{ raw: html, extension: 'html' }],
    css: [{ raw: fullCss }],
    safelist: { standard: PRE_PAINT_CLASSES },
  });
  return result.css;
}
// First paint depends on the HTML and its CSS only: the app's entry script and its module preloads
// leave <head> (on a slow network they would be fetched before the first paint) and are named on #root,
// where the inline loader of index.html fetches them once the page is on screen.
const entryScript = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(template);
if (!entryScript) throw new Error('prerender: no entry <script type="module"> in dist/index.html');
const modulePreloads = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)];
for (const m of [entryScript, ...modulePreloads]) template = template.replace(m[0], '');
const rootAttributes = `id="root" data-app="${entryScript[1]}" data-app-preload="${modulePreloads.map((m) => m[1]).join(' ')}" data-app-css="${cssLink[1]}"`;
if (!template.includes("getAttribute('data-app')")) throw new Error('prerender: the inline loader of index.html is missing');
// the shell's #root (its splash, for the screens drawn by script) is where the prerendered page goes
const shellRoot = /<div id="root">.*<\/div>/.exec(template)?.[0];
if (!shellRoot) throw new Error('prerender: no <div id="root"> line in dist/index.html');
const escape = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

rmSync(path.join(root, 'dist/prerendered'), { recursive: true, force: true });
for (const lang of ['en', 'ne']) {
  for (const route of PRERENDERED_PATHS) {
    const rendered = await render(route, lang);
    // React puts the preloads of the page's images (<link rel="preload" as="image">) first in its
    // output. In #root they are nodes the app does not render, so hydrating moved the whole page
    // past them (detaching it mid-tap); they belong in <head>, where the browser also finds them first.
    const hoisted = /^(?:<link [^>]*\/>)+/.exec(rendered.html)?.[0] ?? '';
    const html = rendered.html.slice(hoisted.length);
    const { title, description } = rendered;
    const page = template
      .replace('</head>', `${hoisted}</head>`)
      .replace('<html lang="en">', `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
      .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escape(description)}" />`)
      .replace('<body class="light en ad">', `<body class="light ${lang} ad">`)
      .replace(shellRoot, `<div ${rootAttributes}>${html}</div>`);
    const styled = page.replace('<style></style>', `<style>${await cssFor(page)}</style>`);
    const dir = path.join(root, 'dist/prerendered', lang, route);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), styled);
  }
}
rmSync(ssrOut, { recursive: true, force: true });
console.log(`prerendered ${PRERENDERED_PATHS.length} public pages in en and ne`);
// The build tool can leave a worker handle open; the pages are written, so end here (a CI run once hung).
process.exit(0);
