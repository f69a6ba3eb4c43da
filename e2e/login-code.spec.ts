/**
 * A mother whose number strangers have locked out of new phones gets back in with a login code by SMS
 * (docs/decisions/026-login-lockout-and-proxies.md). The shared e2e server keeps its SMS in the outbox (other
 * journeys read them there), so this journey starts a server of its own, the compiled one on a fresh in-memory
 * database, whose SMS adapter sends to a local fake gateway speaking its protocol (modules/reminders/sms.ts):
 * the code is read from what the gateway received, as her phone would show it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appReady, DEMO, expect, expectPath, openPerson, test } from './fixtures.ts';

interface Sms {
  to: string;
  text: string;
}

const TOKEN = 'e2e-gateway-token';
let gateway: Server;
const received: Sms[] = [];
let server: ChildProcess;
let base = '';

/** The fake gateway: a form post with token, from, to, text, reference; a JSON answer with a message id. */
async function startGateway(): Promise<string> {
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      if (form.get('token') !== TOKEN) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"response_code":403}');
      received.push({ to: form.get('to') ?? '', text: form.get('text') ?? '' });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ response_code: 200, message_id: `m${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
}

/** The compiled server on a port of its own (the address it logs once listening). */
async function startServer(smsUrl: string): Promise<string> {
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      REMINDERS: 'on',
      LOG_LEVEL: 'info',
      // the journey stands in for strangers at many addresses by naming them in X-Forwarded-For (allowed outside production)
      TRUST_PROXY: '1',
      SMS_GATEWAY_URL: smsUrl,
      SMS_GATEWAY_TOKEN: TOKEN,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (listening?.[1]) resolve(listening[1]);
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

/** The code in the newest SMS to a number, once the gateway has it. */
async function codeFor(mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        code = /(\d{6})/.exec(received.filter((m) => m.to === mobile).at(-1)?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test.describe('Login code by SMS', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    base = await startServer(await startGateway());
  });
  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise<void>((resolve) => gateway?.close(() => resolve()));
  });

  test("A mother locked out by strangers' guesses asks for a login code, reads it in the SMS, enters it and is in (360 px)", async ({ page, request }) => {
    test.setTimeout(90_000);
    // strangers at many addresses guess her password until her number is blocked for every phone she has not used
    for (let i = 0; i < 100; i++) {
      const res = await request.post(`${base}/api/v1/provider/login`, {
        data: { mobile_number: DEMO.mother, password: `guess-${i}` },
        headers: { 'x-forwarded-for': `198.51.${Math.floor(i / 200)}.${(i % 200) + 1}` },
      });
      expect(res.status()).toBe(401);
    }

    await page.goto(`${base}/login/`);
    await appReady(page);
    await page.getByLabel('Mobile number').fill(DEMO.mother);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(/^Too many failed attempts\. Please try again in \d+ min\.$/);

    // the way back in is offered first, and fits the phone's width
    const offer = page.getByRole('button', { name: 'Locked out? Send me a login code by SMS' });
    await expect(offer).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await offer.click();
    await expect(page.getByRole('heading', { name: 'Log in with a code by SMS' })).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toHaveValue(DEMO.mother);
    await page.getByRole('button', { name: 'Send me a login code' }).click();
    await expect(page.getByTestId('login-code-sent')).toHaveText(
      'If this number is registered with Mamata, a login code is on its way to it by SMS. It works for 10 minutes.',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const code = await codeFor(DEMO.mother);
    expect(received.at(-1)?.text).toMatch(/^Mamata login code: \d{6}\. It works once, for 10 minutes\./);
    // a wrong code is refused and says what to do
    await page.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Log in with the code' }).click();
    await expect(page.getByTestId('login-code-error')).toHaveText('This code is wrong or has expired. Ask for a new code.');
    await page.getByLabel('Code from the SMS').fill(code);
    await page.getByRole('button', { name: 'Log in with the code' }).click();
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { name: 'Namaste, Sita' })).toBeVisible();
  });

  test("Her health post's nurse lifts the lock from the person's page, and her password works from a new phone again (360 px)", async ({ page, request }) => {
    test.setTimeout(90_000);
    const fromNewPhone = () =>
      request.post(`${base}/api/v1/provider/login`, {
        data: { mobile_number: DEMO.mother, password: DEMO.password },
        headers: { 'x-forwarded-for': '203.0.113.99' },
      });
    for (let i = 0; i < 100; i++) {
      await request.post(`${base}/api/v1/provider/login`, {
        data: { mobile_number: DEMO.mother, password: `again-${i}` },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
    }
    expect((await fromNewPhone()).status()).toBe(429);

    await page.goto(`${base}/staff/login`);
    await page.getByLabel('Mobile number').fill('9800000010');
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/staff');
    await appReady(page);
    await openPerson(page, DEMO.mother, /Sita/);
    await page.getByRole('button', { name: 'Lift login lock' }).click();
    await expect(page.getByText('Login lock lifted. She can log in from a new phone now.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await fromNewPhone()).status()).toBe(200);
  });

  test('In Nepali: she forgot her password, asks for a code and logs in with it (360 px)', async ({ page }) => {
    await page.goto(`${base}/login/`);
    await appReady(page);
    await page.getByTestId('toggle-language').click();
    await page.getByRole('button', { name: 'पासवर्ड बिर्सनुभयो? मलाई लग इन कोड पठाउनुहोस्' }).click();
    await expect(page.getByRole('heading', { name: 'SMS मा आएको कोडबाट लग इन गर्नुहोस्' })).toBeVisible();
    await page.getByLabel('मोबाइल नम्बर').fill(DEMO.baby);
    await page.getByRole('button', { name: 'मलाई लग इन कोड पठाउनुहोस्' }).click();
    await expect(page.getByTestId('login-code-sent')).toHaveText('यो नम्बर ममतामा दर्ता भएको छ भने लग इन कोड SMS मा आउँदै छ। यो १० मिनेटसम्म चल्छ।');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const code = await codeFor(DEMO.baby);
    await page.getByLabel('SMS मा आएको कोड').fill(code);
    await page.getByRole('button', { name: 'कोडबाट लग इन गर्नुहोस्' }).click();
    await expectPath(page, '/');
  });
});
