// Writes the build's list of files into dist/sw.js (its `PRECACHE` and `BUILD`), so that the service worker,
// installed at her first online visit, keeps every chunk, style sheet, font and picture of the app, not only
// the screens she happened to open (docs/decisions/024-offline-app.md). A new build changes sw.js, so the
// browser installs the new worker, which downloads the new list into a cache of its own and drops the old one
// only once that is complete. Runs after the prerender (it reads the SPA shell) and before compress.mjs.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * What the app needs offline: the SPA shell, the manifest and icons, every JavaScript and CSS file of the
 * build (the staff console's too: they are small, and a list by screen would miss a shared chunk), the
 * fonts as woff2 (every browser with a service worker reads woff2; the .woff twins are never asked for),
 * and the schedule's pictures. Not the landing page's screenshots (public pages, 84 KB).
 */
export function precacheList(root) {
  const assets = readdirSync(path.join(root, 'assets'))
    .filter((f) => /\.(js|css|woff2|svg|png|webp)$/.test(f))
    .map((f) => `/assets/${f}`);
  const images = readdirSync(path.join(root, 'images'))
    .filter((f) => f.endsWith('.svg'))
    .map((f) => `/images/${f}`);
  const icons = ['/icons/icon-192.png', '/icons/badge-96.png'];
  return ['/', '/manifest.webmanifest', '/logo.svg', ...icons, ...assets.sort(), ...images.sort()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const list = precacheList(dist);
  // the build's name: the shell and every file's content (assets carry a hash of theirs in the name)
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(dist, 'index.html')));
  for (const file of list.filter((f) => !f.startsWith('/assets/'))) if (file !== '/') hash.update(readFileSync(path.join(dist, file)));
  hash.update(list.join('\n'));
  const build = hash.digest('hex').slice(0, 12);
  const swFile = path.join(dist, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  const marker = /const BUILD = '[^']*';\nconst PRECACHE = \[[^\]]*\];/;
  if (!marker.test(sw)) throw new Error('precache: sw.js has no BUILD/PRECACHE lines to fill in');
  writeFileSync(swFile, sw.replace(marker, `const BUILD = '${build}';\nconst PRECACHE = ${JSON.stringify(list)};`));
  console.log(`precache: ${list.length} files, build ${build}`);
}
