import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { loginFailures } from '../src/db/schema/index.ts';
import { buildTestApp } from './build-test-app.ts';

const production = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://tokha.mamata.example/', DATABASE_URL: 'postgres://app@db/mamata' };

describe('configuration refuses what is unsafe', () => {
  test('TRUST_PROXY=true (every hop) is refused; hop counts and proxy lists are accepted', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*every X-Forwarded-For hop/s);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).TRUST_PROXY).toEqual(['10.0.0.2', '10.0.1.0/24']);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  test('production refuses a hop count unless the app listens on loopback; a named proxy is accepted', () => {
    // the default HOST=0.0.0.0: a client reaching the port directly would write its own X-Forwarded-For
    expect(() => loadConfig({ ...production, TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY: a number of hops is refused in production.*0\.0\.0\.0.*name the proxy's addresses/s,
    );
    expect(() => loadConfig({ ...production, TRUST_PROXY: '2', HOST: '192.168.1.5' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...production, TRUST_PROXY: '1', HOST: '::' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ ...production, TRUST_PROXY: '1', HOST: '127.0.0.1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY: '1', HOST: '::1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.2' }).TRUST_PROXY).toEqual(['10.0.0.2']);
    expect(loadConfig({ ...production, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    // outside production a hop count is still accepted (tests, a developer's proxy)
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  });

  test('production needs PUBLIC_BASE_URL, so the login address never comes from a request', () => {
    expect(() => loadConfig({ ...production, PUBLIC_BASE_URL: undefined })).toThrow(/PUBLIC_BASE_URL: required in production/);
    expect(loadConfig(production).PUBLIC_BASE_URL).toBe('https://tokha.mamata.example/');
  });

  test('production without DATABASE_URL refuses the embedded database unless EMBEDDED_DATABASE=true says so', () => {
    expect(() => loadConfig({ ...production, DATABASE_URL: undefined })).toThrow(/DATABASE_URL: required in production.*EMBEDDED_DATABASE=true/);
    expect(loadConfig({ ...production, DATABASE_URL: undefined, EMBEDDED_DATABASE: 'true' }).EMBEDDED_DATABASE).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ TRUST_PROXY: '1', PUBLIC_BASE_URL: 'https://tokha.mamata.example' });
  });
  afterAll(async () => ctx.close());

  const failedLoginFrom = async (headers: Record<string, string>, remoteAddress: string, mobile: string) => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/provider/login',
      payload: { mobile_number: mobile, password: 'wrong-guess' },
      headers,
      remoteAddress,
    });
    const rows = await ctx.database.db.select({ ip: loginFailures.ip }).from(loginFailures).where(eq(loginFailures.mobileNumber, mobile));
    return rows.map((r) => r.ip);
  };

  test('the address is the one the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const ips = await failedLoginFrom({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }, '10.0.0.1', '9800000101');
    expect(ips).toEqual(['203.0.113.7']);
  });

  test('a client rotating forged X-Forwarded-For values stays one address and is slowed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/provider/login',
        payload: { mobile_number: '9800000102', password: `guess-${i}` },
        headers: { 'x-forwarded-for': `7.7.7.${i}, 203.0.113.8` },
        remoteAddress: '10.0.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBe(3);
  });

  test('the number lookup answers PUBLIC_BASE_URL whatever the Host header says, and is not cached', async () => {
    const res = await ctx.app.inject({
      url: '/api/v1/provider-map-palika/base-url?mobile_number=9800000001',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.json()).toEqual({ data: { baseUrl: 'https://tokha.mamata.example/' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/Host/);
  });
});

describe('behind a listed proxy (TRUST_PROXY=10.0.0.1)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ TRUST_PROXY: '10.0.0.1' });
  });
  afterAll(async () => ctx.close());

  test('X-Forwarded-For is believed only from the listed proxy', async () => {
    const viaProxy = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/provider/login',
      payload: { mobile_number: '9800000103', password: 'x-guess' },
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      remoteAddress: '10.0.0.1',
    });
    const direct = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/provider/login',
      payload: { mobile_number: '9800000104', password: 'x-guess' },
      headers: { 'x-forwarded-for': '203.0.113.10' },
      remoteAddress: '198.51.100.5',
    });
    expect([viaProxy.statusCode, direct.statusCode]).toEqual([401, 401]);
    const rows = await ctx.database.db.select({ m: loginFailures.mobileNumber, ip: loginFailures.ip }).from(loginFailures);
    expect(rows.find((r) => r.m === '9800000103')?.ip).toBe('203.0.113.9');
    expect(rows.find((r) => r.m === '9800000104')?.ip).toBe('198.51.100.5');
  });
});
