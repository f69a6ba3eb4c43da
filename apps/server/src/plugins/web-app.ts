import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/errors.ts';

/** One prerendered page, kept compressed in memory. */
interface Page {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A page and its compressed forms: those the build wrote beside it (apps/web/scripts/compress.mjs),
 * else made now (a build without them; brotli at its default quality costs ~80 ms a page at start).
 */
function compressed(file: string): Page {
  const raw = fs.readFileSync(file);
  const built = (ext: string) => (fs.existsSync(`${file}.${ext}`) ? fs.readFileSync(`${file}.${ext}`) : undefined);
  return { raw, br: built('br') ?? brotliCompressSync(raw), gzip: built('gz') ?? gzipSync(raw) };
}

/** Prerendered public pages (apps/web/scripts/prerender.mjs): path -> { en, ne } HTML. */
function readPrerendered(root: string): Map<string, { en: Page; ne: Page }> {
  const pages = new Map<string, { en: Page; ne: Page }>();
  const enDir = path.join(root, 'prerendered', 'en');
  if (!fs.existsSync(enDir)) return pages;
  for (const entry of fs.readdirSync(enDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('index.html')) continue;
    const rel = path.dirname(entry);
    const en = path.join(enDir, entry);
    const ne = path.join(root, 'prerendered', 'ne', entry);
    pages.set(`/${rel}`, { en: compressed(en), ne: compressed(fs.existsSync(ne) ? ne : en) });
  }
  return pages;
}

/** CSP hashes of the inline scripts of the built index.html (the pre-paint theme script). */
export function inlineScriptHashes(webRoot: string): string[] {
  const index = path.join(webRoot, 'index.html');
  if (!fs.existsSync(index)) return [];
  const html = fs.readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

function wantsNepali(request: FastifyRequest): boolean {
  return /(?:^|;\s*)lang=ne(?:;|$)/.test(request.headers.cookie ?? '');
}

/**
 * Serves the built web app so one process is the whole product. Public pages are prerendered
 * HTML in the reader's language (the `lang` cookie mirrors her stored choice); hashed assets are
 * cached for a year, HTML is revalidated. Unknown paths get the SPA's HTML (its router shows the
 * not-found page), except /api/* and missing files, which get a real 404: a missing chunk must
 * not come back as HTML with status 200 (docs/spec/stack-notes.md).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const index = path.join(opts.root, 'index.html');
    const hasWeb = fs.existsSync(index);
    if (!hasWeb) {
      app.log.warn(`no built web app at ${opts.root}; run "npm run build"`);
    } else {
      await app.register(fastifyStatic, {
        root: opts.root,
        index: false,
        preCompressed: true,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          // the SPA shell (also as its .br or .gz) is revalidated: a shell kept for an hour after a deploy named
          // chunks the new build no longer has, and her screens would not start
          const page = /\.html(?:\.(?:br|gz))?$/.test(filePath);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=3600');
        },
      });
      // the app's own page: without this route the static handler answers a directory request that
      // has no Accept-Encoding (a plain client, a health check) with 403
      app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
      for (const [route, html] of readPrerendered(opts.root)) {
        const paths = route === '/login' ? ['/login', '/login/'] : [route];
        for (const url of paths) {
          app.get(url, { schema: { hide: true } }, (request, reply) => {
            const page = wantsNepali(request) ? html.ne : html.en;
            const accepts = String(request.headers['accept-encoding'] ?? '');
            reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Encoding');
            if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
            if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
            return reply.send(page.raw);
          });
        }
      }
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!hasWeb || !wantsPage || url.startsWith('/api/') || url.startsWith('/assets/') || path.extname(url) !== '') {
        throw new AppError('NOT_FOUND', 'errors.notFound');
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
