import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { seedDemoData } from '../db/seed.ts';
import { securityHeaders } from './security.ts';

let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://', snapshot: inject('pgliteSnapshot') });
  await seedDemoData(database.db);
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'debug', WEB_DIST: '/nonexistent', TRUST_PROXY: '1' }), database, logStream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

test('structured logs carry neither passwords, tokens nor looked-up numbers', async () => {
  const password = 'Mamata@2025';
  const login = await app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: { mobile_number: '9800000001', password } });
  const token = login.json().token as string;
  await app.inject({ url: '/api/v1/provider/me', headers: { authorization: `Bearer ${token}` } });
  await app.inject({ method: 'POST', url: '/api/v1/provider/login', payload: { mobile_number: '9800000001', password: 'typo-Mamata' } });
  await app.inject({ url: '/api/v1/provider-map-palika/base-url?mobile_number=9800000002' });
  const log = lines.join('\n');
  expect(lines.length).toBeGreaterThan(4);
  expect(() => lines.map((l) => JSON.parse(l))).not.toThrow();
  expect(log).toContain('/api/v1/provider/me');
  expect(log).not.toContain(password);
  expect(log).not.toContain('typo-Mamata');
  expect(log).not.toContain(token);
  expect(log).not.toContain('9800000002');
});

test('every answer carries the security headers, computed once (a 404 and a refused call too)', async () => {
  for (const res of [await app.inject({ url: '/api/v1/health' }), await app.inject({ url: '/nope' }), await app.inject({ url: '/api/v1/provider/me' })]) {
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'self';.*frame-ancestors 'none'/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  }
  const headers = securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", "'sha256-abc'"] } } });
  expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-abc'");
});

test('HSTS is sent only on requests that arrived over TLS', async () => {
  const plain = await app.inject({ url: '/api/v1/health' });
  expect(plain.headers['strict-transport-security']).toBeUndefined();
  const tls = await app.inject({ url: '/api/v1/health', headers: { 'x-forwarded-proto': 'https' } });
  expect(tls.headers['strict-transport-security']).toMatch(/max-age=31536000/);
});

test('a server failure answers a generic message and no stack trace', async () => {
  await database.close();
  const before = lines.length;
  const res = await app.inject({ url: '/api/v1/provider-map-palika/base-url?mobile_number=9800000001' });
  expect(res.statusCode).toBe(500);
  // the log says what failed, not with which values (a failed query's parameters are numbers and messages)
  const failure = lines.slice(before).join('\n');
  expect(failure).toContain('request failed');
  expect(failure).not.toContain('9800000001');
  expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
  expect(res.body).not.toMatch(/at .*\.ts:\d+|stack/i);
  database = await openDatabase({ dataDir: 'memory://', snapshot: inject('pgliteSnapshot') }); // for afterAll
});
