import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { webAppPlugin } from './web-app.ts';

/** A built web app in miniature: the SPA shell and two prerendered public pages, in both languages. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mamata-web-'));
function write(rel: string, body: string) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), body);
}

let app: FastifyInstance;
beforeAll(async () => {
  write('index.html', 'spa shell');
  // as the build writes it (apps/web/scripts/compress.mjs)
  fs.writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync('spa shell'));
  write('prerendered/en/home/index.html', 'home en');
  write('prerendered/ne/home/index.html', 'home ne');
  write('prerendered/en/login/index.html', 'login en');
  write('prerendered/ne/login/index.html', 'login ne');
  app = Fastify();
  await app.register(webAppPlugin, { root });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

test('a public page comes prerendered in the language of the lang cookie, compressed when the phone accepts it', async () => {
  expect((await get('/home')).body).toBe('home en');
  const nepali = await get('/home', { cookie: 'other=1; lang=ne' });
  expect(nepali.body).toBe('home ne');
  expect(nepali.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(nepali.headers['cache-control']).toBe('no-cache');
  expect(nepali.headers.vary).toBe('Cookie, Accept-Encoding');
  expect((await get('/home', { cookie: 'lang=en' })).body).toBe('home en');
  const compressed = await get('/login/', { 'accept-encoding': 'gzip, br', cookie: 'lang=ne' });
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('login ne');
  expect((await get('/login')).body).toBe('login en');
});

test('her screens and unknown addresses get the SPA shell; a missing asset or API address is not HTML', async () => {
  for (const url of ['/', '/schedule', '/staff/due', '/no-such-page']) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toBe('spa shell');
  }
  for (const url of ['/assets/missing.js', '/api/v1/nothing', '/missing.png']) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.body, url).not.toBe('spa shell');
  }
});

test('the SPA shell, the first request of every screen of hers, comes compressed when the phone accepts it', async () => {
  for (const url of ['/', '/report', '/staff/due']) {
    const res = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-encoding'], url).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe('spa shell');
    expect(res.headers['cache-control'], url).toBe('no-cache');
    expect(String(res.headers.vary), url).toMatch(/accept-encoding/i);
  }
  // a client that asks for no encoding gets the same page, also revalidated
  const plain = await get('/report');
  expect(plain.body).toBe('spa shell');
  expect(plain.headers['cache-control']).toBe('no-cache');
});
