import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { DEVELOPMENT_TOKEN_KEY, keyIdOf, openToken, parseTokenKey, sealToken, tokenKeysOf } from './token-crypto.ts';

// The DHIS2 token sealed at rest (docs/decisions/033-dhis2-token-at-rest.md).
const TOKEN = `d2pat_${'x'.repeat(32)}1234`;
const k1 = parseTokenKey(`k1:${Buffer.alloc(32, 1).toString('base64')}`)!;
const k2 = parseTokenKey(`k2:${Buffer.alloc(32, 2).toString('base64')}`)!;

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? { status: e.statusCode, key: e.messageKey } : { status: 500, key: String(e) };
  }
  return undefined;
};

describe('sealing the token', () => {
  test('the sealed text names its key, holds no part of the token, differs each time, and opens to the token', () => {
    const a = sealToken(TOKEN, { current: k1, old: [] });
    const b = sealToken(TOKEN, { current: k1, old: [] });
    expect(a).not.toBe(b);
    expect(keyIdOf(a)).toBe('k1');
    expect(a).not.toContain('xxxx');
    expect(a).not.toContain('1234');
    expect(openToken(a, { current: k1, old: [] })).toBe(TOKEN);
    expect(openToken(a, { current: k2, old: [k1] })).toBe(TOKEN);
  });

  test('another key, a tampered text or a key id swapped: 503 with the reason, not the cipher error', () => {
    const a = sealToken(TOKEN, { current: k1, old: [] });
    expect(refusal(() => openToken(a, { current: k2, old: [] }))).toEqual({ status: 503, key: 'errors.dhis2TokenUnreadable' });
    const wrongKeySameId = { id: 'k1', key: k2.key };
    expect(refusal(() => openToken(a, { current: wrongKeySameId, old: [] }))).toEqual({ status: 503, key: 'errors.dhis2TokenUnreadable' });
    const tampered = a.slice(0, -2) + (a.endsWith('A') ? 'BB' : 'AA');
    expect(refusal(() => openToken(tampered, { current: k1, old: [] }))).toEqual({ status: 503, key: 'errors.dhis2TokenUnreadable' });
    expect(refusal(() => openToken(a.replace(':k1:', ':k2:'), { current: k2, old: [k1] }))).toEqual({ status: 503, key: 'errors.dhis2TokenUnreadable' });
    expect(refusal(() => openToken(TOKEN, { current: k1, old: [] }))).toEqual({ status: 503, key: 'errors.dhis2TokenUnreadable' });
  });

  test('production without a key: nothing sealed or opened (503 naming HMIS_TOKEN_KEY); outside production the development key', () => {
    const base = { PUBLIC_BASE_URL: 'https://mamata.example.np', DATABASE_URL: 'postgres://x@127.0.0.1/x' };
    const prod = tokenKeysOf(loadConfig({ NODE_ENV: 'production', ...base }));
    expect(prod).toEqual({ current: undefined, old: [] });
    expect(refusal(() => sealToken(TOKEN, prod))).toEqual({ status: 503, key: 'errors.dhis2TokenKeyMissing' });
    expect(refusal(() => openToken(sealToken(TOKEN, { current: k1, old: [] }), prod))).toEqual({ status: 503, key: 'errors.dhis2TokenKeyMissing' });
    const prodWithKey = tokenKeysOf(loadConfig({ NODE_ENV: 'production', ...base, HMIS_TOKEN_KEY: `k1:${Buffer.alloc(32, 1).toString('base64')}` }));
    expect(prodWithKey.current?.id).toBe('k1');
    expect(prodWithKey.old).toEqual([]);
    expect(tokenKeysOf(loadConfig({ NODE_ENV: 'test' })).current).toBe(DEVELOPMENT_TOKEN_KEY);
  });

  test('a malformed key stops the start with the expected format', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', HMIS_TOKEN_KEY: 'short' })).toThrow(/HMIS_TOKEN_KEY: <id>:<32 bytes in base64>/);
    expect(() => loadConfig({ NODE_ENV: 'test', HMIS_TOKEN_KEY: `k1:${Buffer.alloc(16).toString('base64')}` })).toThrow(/HMIS_TOKEN_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'test', HMIS_TOKEN_KEYS_OLD: 'k1:nope' })).toThrow(/HMIS_TOKEN_KEYS_OLD/);
  });
});
