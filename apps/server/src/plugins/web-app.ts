import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/errors.ts';

/**
 * Serves the built web app so one process is the whole product. Hashed assets are cached for a
 * year; HTML is revalidated. Unknown paths get the SPA's HTML (its router shows the not-found
 * page), except /api/* and missing files under /assets/, which get a real 404: a missing chunk
 * must not come back as HTML with status 200 (stack-notes.md).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const index = path.join(opts.root, 'index.html');
    const hasWeb = fs.existsSync(index);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.root,
        index: ['index.html'],
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn(`no built web app at ${opts.root}; run "npm run build"`);
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!hasWeb || !wantsPage || url.startsWith('/api/') || url.startsWith('/assets/') || path.extname(url) !== '') {
        throw new AppError('NOT_FOUND', 'errors.notFound');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
