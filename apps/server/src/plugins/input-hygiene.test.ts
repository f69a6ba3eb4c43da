import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, loginAs } from '../../test/build-test-app.ts';
import { findControlCharacter, MAX_INPUT_DEPTH } from './input-hygiene.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

/** JSON text of `levels` arrays one inside the other, around `inner`. */
const nested = (levels: number, inner = '1') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('deeply nested JSON (docs/decisions/027-limits-that-hold.md)', () => {
  test('16 KB of nesting is a 400 with a clear message on login, contact-us and a signed-in route, never a 500', async () => {
    const deep = `{"mobile_number":"9800000001","password":"x","extra":${nested(8_000)}}`;
    expect(deep.length).toBeGreaterThan(16_000);
    const mother = await loginAs(ctx.app, '9800000001');
    for (const [url, headers] of [
      ['/api/v1/provider/login', {}],
      ['/api/v1/provider/contact-us', {}],
      ['/api/v1/help/provider/post-help-message', mother.headers],
    ] as const) {
      const res = await post(url, deep, headers);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: `The request is nested too deeply: at most ${MAX_INPUT_DEPTH} levels.`,
        fieldErrors: { extra: `The request is nested too deeply: at most ${MAX_INPUT_DEPTH} levels.` },
      });
    }
    const ne = await post('/api/v1/provider/login', deep, { 'accept-language': 'ne' });
    expect(ne.json().message).toBe('अनुरोधभित्र धेरै तह छन्: बढीमा ६४ तह मात्र।');
  });

  test('the limit is at 64 levels: 64 pass on to the route, 65 are refused; a top-level array counts too', async () => {
    const body = (levels: number) => `{"mobile_number":"9800000001","password":"Mamata@2025","extra":${nested(levels - 1)}}`;
    // the route's own schema strips the unknown field and logs her in
    expect((await post('/api/v1/provider/login', body(MAX_INPUT_DEPTH))).statusCode).toBe(200);
    expect((await post('/api/v1/provider/login', body(MAX_INPUT_DEPTH + 1))).statusCode).toBe(400);
    const top = await post('/api/v1/provider/contact-us', nested(MAX_INPUT_DEPTH + 1));
    expect(top.statusCode).toBe(400);
    expect(top.json().fieldErrors).toEqual({ _: `The request is nested too deeply: at most ${MAX_INPUT_DEPTH} levels.` });
  });

  test('a control character is still found and named, deep in an object or an array', async () => {
    const res = await post('/api/v1/provider/contact-us', JSON.stringify({ full_name: 'Sita', list: [{ a: 'ok' }, { b: ['fine', 'x\u0000y'] }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ 'list.1.b.1': 'This field has hidden characters. Please type it again.' });
  });
});

describe('the check walks without recursion', () => {
  test('200,000 levels are walked without a stack overflow when no depth limit is set', () => {
    let value: unknown = 'x\u0007';
    for (let i = 0; i < 200_000; i++) value = [value];
    expect(() => findControlCharacter(value, Infinity)).not.toThrow();
    expect(findControlCharacter(value, Infinity)).toEqual({ kind: 'control', path: `${'0.'.repeat(200_000)}`.slice(0, -1) });
    expect(findControlCharacter(value)).toEqual({ kind: 'depth', path: '_' });
  });

  test('keys with control characters, and the first finding in document order', () => {
    expect(findControlCharacter({ a: 'ok', ['b\u0001']: 'ok', c: 'x\u0002' })).toEqual({ kind: 'control', path: 'b\u0001' });
    expect(findControlCharacter({ a: ['ok', { b: 'x\u0003' }], c: 'x\u0004' })).toEqual({ kind: 'control', path: 'a.1.b' });
    expect(findControlCharacter({ a: 'tab\tline\nreturn\r' })).toBeUndefined();
    expect(findControlCharacter('x\u007f')).toEqual({ kind: 'control', path: '_' });
  });
});
