// Writes .br and .gz beside every text asset of dist/ (and each prerendered page), served by @fastify/static (preCompressed)
// so a phone on a slow network downloads compressed files without the server compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
let count = 0;
for (const rel of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  const file = path.join(dist, rel);
  // the prerendered pages too: the server keeps them in memory compressed, and compressing them at
  // start took it over a second (apps/server/src/plugins/web-app.ts)
  const prerendered = rel.startsWith(`prerendered${path.sep}`) && rel.endsWith('.html');
  // and the SPA shell, the first request of each of her screens
  const page = prerendered || rel === 'index.html';
  if ((!page && !/\.(js|css|svg|json|webmanifest|txt)$/.test(file)) || statSync(file).size < 1024) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} assets (br, gz)`);
process.exit(0);
