import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

test('the health route answers ok', async () => {
  const res = await ctx.app.inject({ url: '/api/v1/health' });
  expect(res.json()).toEqual({ status: 'ok' });
});

test('security headers are set and no stack trace leaks on an unknown API path', async () => {
  const res = await ctx.app.inject({ url: '/api/v1/nope' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['strict-transport-security']).toBeUndefined();
});

test('the OpenAPI document lists the calls', async () => {
  const res = await ctx.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  expect(paths).toEqual(expect.arrayContaining(['/api/v1/provider/login', '/api/v1/provider/me', '/api/v1/provider-map-palika/base-url']));
});
