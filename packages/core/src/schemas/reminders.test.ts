import { expect, test } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, isAllowedPushEndpoint, pushSubscriptionBodySchemaFor } from './reminders.ts';

const production = { hosts: DEFAULT_PUSH_SERVICE_HOSTS, allowLoopback: false };
const development = { hosts: DEFAULT_PUSH_SERVICE_HOSTS, allowLoopback: true };

// the endpoints each browser's PushSubscription gives (docs/decisions/023-outbox-lanes.md), and what is refused
test.each([
  ['https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b', true],
  ['https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl', true],
  ['https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB', true],
  ['https://web.push.apple.com/QGq9Yk', true],
  ['https://api.push.apple.com/3/device/abc', true],
  ['https://FCM.googleapis.com/fcm/send/x', true],
  ['http://fcm.googleapis.com/fcm/send/x', false],
  ['https://fcm.googleapis.com:8443/fcm/send/x', false],
  ['https://user:pw@fcm.googleapis.com/fcm/send/x', false],
  ['https://fcm.googleapis.com.evil.example/x', false],
  ['https://evilfcm.googleapis.com/x', false],
  ['https://notify.windows.com/w/', false],
  ['https://evil-notify.windows.com/w/', false],
  ['https://push.example.net/send/a', false],
  ['https://169.254.169.254/latest/meta-data/', false],
  ['http://127.0.0.1:9/push/a', false],
  ['http://localhost:3000/push/a', false],
  ['not a url', false],
])('production: %s -> %s', (endpoint, allowed) => {
  expect(isAllowedPushEndpoint(endpoint, production)).toBe(allowed);
});

test("loopback (the tests' local push service) only where the policy allows it", () => {
  for (const endpoint of ['http://127.0.0.1:40123/push/a', 'http://localhost:40123/push/a', 'http://[::1]:40123/push/a']) {
    expect(isAllowedPushEndpoint(endpoint, development), endpoint).toBe(true);
    expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(false);
  }
  expect(isAllowedPushEndpoint('http://10.0.0.5/push/a', development)).toBe(false);
});

test('a configured list replaces the default', () => {
  const policy = { hosts: ['push.example.org', '*.push.example.net'], allowLoopback: false };
  expect(isAllowedPushEndpoint('https://push.example.org/a', policy)).toBe(true);
  expect(isAllowedPushEndpoint('https://eu.push.example.net/a', policy)).toBe(true);
  expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/x', policy)).toBe(false);
});

test('the server schema names the endpoint field with its message key', () => {
  const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
  const schema = pushSubscriptionBodySchemaFor(production);
  expect(schema.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys }).success).toBe(true);
  const refused = schema.safeParse({ endpoint: 'https://push.example.net/send/a', keys });
  expect(refused.success).toBe(false);
  expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['endpoint', 'validation.push.service']]);
});
