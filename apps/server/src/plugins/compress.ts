// The API's answers gzipped for the browsers that ask: a mother on a weak signal downloads her report's 6 KB of
// JSON as 1.2 KB, the Bikram Sambat table's 4.2 KB as 0.5 KB (docs/decisions/018-api-compression.md).
// The web app's files are compressed by the build and served as they are (plugins/web-app.ts).
import { gzip as gzipOffThread, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { asArray } from '../lib/as-array.ts';

/**
 * Smaller answers go as they are: below about one packet the bytes saved do not pay for the work, and the
 * gzip header and trailer (18 bytes) can make a short answer longer.
 */
export const COMPRESS_FROM_BYTES = 1024;

/** Larger answers (a health post's CSV export) are compressed off the main thread, so other requests go on meanwhile. */
const COMPRESS_ASYNC_FROM_BYTES = 64 * 1024;

/** What is compressed: JSON and the CSV exports. */
const COMPRESSIBLE = /^(?:application\/json|text\/csv)\b/;

/**
 * Whether `Accept-Encoding` lets the answer be gzipped (RFC 9110 §12.5.3): `gzip` (or its alias `x-gzip`),
 * else `*`, with a weight above zero. No header means no compression: a client that says nothing may not inflate.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (Number.isNaN(weight)) continue;
    if (coding === 'gzip' || coding === 'x-gzip') gzip = Math.max(gzip ?? 0, weight);
    else if (coding === '*') any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
}

/** Adds `Accept-Encoding` to the answer's `Vary` (shared caches then keep one copy per encoding). */
function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const list = vary === undefined ? '' : String(vary);
  if (list === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(list)) return;
  reply.header('vary', list ? `${list}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Whether an answer of `size` bytes goes gzipped: large enough and asked for. Sets `Vary` on every answer large
 * enough to be compressed, whichever way this one goes (a shared cache must not hand it to another client).
 */
function gzipWanted(request: FastifyRequest, reply: FastifyReply, size: number): boolean {
  if (size < COMPRESS_FROM_BYTES) return false;
  varyOnEncoding(reply);
  return acceptsGzip(request.headers['accept-encoding']);
}

/** Labels the answer as the gzipped bytes it now is (Fastify works out their length). */
function markGzipped(reply: FastifyReply) {
  reply.header('content-encoding', 'gzip');
  reply.removeHeader('content-length');
}

/**
 * What to send for `body` (JSON text): its bytes gzipped, labelled, when {@link gzipWanted}; else the text as it is.
 * `memo` keeps the gzipped bytes for the next request with the same body (a cached answer, plugins/read-cache.ts),
 * so an answer served many times is compressed once.
 */
export function encodeJson(request: FastifyRequest, reply: FastifyReply, body: string, memo?: { gzip?: Buffer }): string | Buffer {
  if (!gzipWanted(request, reply, Buffer.byteLength(body))) return body;
  const gzip = memo?.gzip ?? gzipSync(body);
  if (memo) memo.gzip = gzip;
  markGzipped(reply);
  return gzip;
}

/**
 * Compresses every JSON or CSV answer of at least {@link COMPRESS_FROM_BYTES} on its way out, unless something already
 * encoded it: an `onSend` hook that each route gets last, after its own and other plugins' (a route's hooks run after
 * the app's): the read cache's, which stores the answer as JSON text, runs before it. Register this plugin after the
 * plugins that add route hooks and before the routes.
 */
export const compressPlugin = fp(
  async (app: FastifyInstance) => {
    // a callback hook, not an async one: most answers (the health check, a login) leave at the first test, without a promise
    const compress: onSendHookHandler = (request, reply, payload, done) => {
      const size = typeof payload === 'string' ? Buffer.byteLength(payload) : Buffer.isBuffer(payload) ? payload.length : 0;
      if (size < COMPRESS_FROM_BYTES || reply.hasHeader('content-encoding')) return done(null, payload);
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
      if (!gzipWanted(request, reply, size)) return done(null, payload);
      const body = payload as string | Buffer;
      // labelled only with the gzipped bytes: a failure goes to the error handler as plain JSON
      const send = (gzipped: Buffer) => {
        markGzipped(reply);
        done(null, gzipped);
      };
      // a few KB take ~0.1 ms here: less than handing them to the thread pool and back
      if (size < COMPRESS_ASYNC_FROM_BYTES) return send(gzipSync(body));
      gzipOffThread(body, (error, gzipped) => (error ? done(error) : send(gzipped)));
    };
    app.addHook('onRoute', (route) => {
      route.onSend = [...asArray(route.onSend), compress];
    });
  },
  { name: 'compress' },
);
