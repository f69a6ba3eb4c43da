// The API's answers gzipped for the clients that ask (plugins/compress.ts): the same JSON after inflating, `Vary` for
// shared caches, nothing compressed for a client that did not ask or refused, nor what is too small or not text.
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { acceptsGzip, COMPRESS_FROM_BYTES, compressPlugin } from './compress.ts';

describe('acceptsGzip', () => {
  test.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['x-gzip', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['br, gzip;q=0, *;q=1', false],
    ['identity', false],
    ['br', false],
    ['*;q=0', false],
    ['', false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
  test('no header: not compressed', () => {
    expect(acceptsGzip(undefined)).toBe(false);
  });
  test('a header sent twice counts as one list', () => {
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
  });
});

describe('the onSend hook', () => {
  const app = Fastify();
  const rows = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i, name: `Sita ${i}`, week: i % 40 })));
  beforeAll(async () => {
    await app.register(compressPlugin);
    app.get('/small', async (_request, reply) => reply.type('application/json; charset=utf-8').send('{"status":"ok"}'));
    app.get('/rows', async (_request, reply) => reply.type('application/json; charset=utf-8').send(rows(200)));
    // above the size that is compressed off the main thread
    app.get('/many-rows', async (_request, reply) => reply.type('application/json; charset=utf-8').send(rows(3000)));
    app.get('/rows.csv', async (_request, reply) => reply.type('text/csv; charset=utf-8').send('email,lang\n'.repeat(200)));
    app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>Mamata</p>'.repeat(200)));
    app.get('/varied', async (_request, reply) => reply.header('vary', 'Origin').type('application/json').send(rows(200)));
    await app.ready();
  });
  afterAll(() => app.close());
  const get = (url: string, acceptEncoding?: string) => app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  test.each(['/rows', '/many-rows', '/rows.csv'])('%s: gzipped when asked, the same text after inflating, smaller', async (url) => {
    const plain = await get(url);
    const zipped = await get(url, 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe(plain.headers['content-type']);
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
  });

  test('a client that refuses gzip, or says nothing, gets the text as it is', async () => {
    for (const header of ['gzip;q=0', 'identity', undefined]) {
      const res = await get('/rows', header);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toHaveLength(200);
    }
  });

  test(`an answer under ${COMPRESS_FROM_BYTES} bytes, or not JSON or CSV, is sent as it is`, async () => {
    const small = await get('/small', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
    const page = await get('/page', 'gzip');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('<p>Mamata</p>');
  });

  test('Accept-Encoding joins a Vary the route set', async () => {
    const res = await get('/varied', 'gzip');
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('in the app', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx.close());

  test('the Bikram Sambat table (4 KB of JSON) comes gzipped to a browser, the same table after inflating', async () => {
    const url = '/api/v1/public/bs-calendar';
    const plain = await ctx.app.inject({ url });
    const zipped = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  test('small answers (the health check, a refusal) are sent as they are', async () => {
    const health = await ctx.app.inject({ url: '/api/v1/health', headers: { 'accept-encoding': 'gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
    const denied = await ctx.app.inject({ url: '/api/v1/provider/provider-report', headers: { 'accept-encoding': 'gzip' } });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['content-encoding']).toBeUndefined();
  });
});
