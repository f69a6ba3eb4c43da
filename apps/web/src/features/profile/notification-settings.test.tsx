// @vitest-environment happy-dom
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../lib/i18n.ts';
import { setPreference } from '../../lib/preferences.ts';
import { loggedInTestHooks } from '../../test/logged-in-hooks.ts';
import { captureToasts, fakeApi, renderWithApp } from '../../test/render-with-app.tsx';
import { NotificationSettings } from './notification-settings.tsx';
import { loadProfileStrings } from './profile-strings.ts';

// this phone's push (the browser's service worker and push manager): what the settings ask of it
const push = vi.hoisted(() => ({
  supported: true,
  on: false,
  allow: true,
  pushSupported: vi.fn(() => push.supported),
  pushIsOn: vi.fn(async () => push.on),
  turnPushOn: vi.fn(async () => {
    if (push.allow) push.on = true;
    return push.allow;
  }),
  turnPushOff: vi.fn(async () => {
    push.on = false;
  }),
}));
vi.mock('../../lib/push.ts', () => ({
  pushSupported: push.pushSupported,
  pushIsOn: push.pushIsOn,
  turnPushOn: push.turnPushOn,
  turnPushOff: push.turnPushOff,
}));

beforeAll(async () => {
  await loadProfileStrings();
});
loggedInTestHooks();
beforeEach(() => {
  push.supported = true;
  push.on = false;
  push.allow = true;
  vi.clearAllMocks();
});

const SETTINGS = { lang: 'en', calendar: 'ad', pushEnabled: true, smsEnabled: true };
const switchOf = (name: string) => screen.findByRole('switch', { name });

test('SMS on and off: the switch shows her stored setting and the server stores the change', async () => {
  const calls = fakeApi({
    'GET /provider/preferences': { body: SETTINGS },
    'PATCH /provider/preferences': (body) => ({ body: { ...SETTINGS, ...(body as object) } }),
  });
  renderWithApp(<NotificationSettings />);
  expect(await screen.findByRole('heading', { name: 'Notification settings' })).toBeTruthy();
  const sms = await switchOf('SMS reminders');
  expect(sms.getAttribute('aria-checked')).toBe('true');
  fireEvent.click(sms);
  await waitFor(() => expect(sms.getAttribute('aria-checked')).toBe('false'));
  expect(calls.find((c) => c.key === 'PATCH /provider/preferences')?.body).toEqual({ smsEnabled: false });
  fireEvent.click(sms);
  await waitFor(() => expect(sms.getAttribute('aria-checked')).toBe('true'));
  expect(calls.filter((c) => c.key === 'PATCH /provider/preferences').map((c) => c.body)).toEqual([{ smsEnabled: false }, { smsEnabled: true }]);
});

test('a failed change says why and leaves the switch as it was', async () => {
  const toasts = captureToasts();
  fakeApi({
    'GET /provider/preferences': { body: SETTINGS },
    'PATCH /provider/preferences': { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } },
  });
  renderWithApp(<NotificationSettings />);
  const sms = await switchOf('SMS reminders');
  fireEvent.click(sms);
  await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Something went wrong.' }]));
  expect(sms.getAttribute('aria-checked')).toBe('true');
});

test('push on this phone: asks the browser on her tap, then off again', async () => {
  fakeApi({ 'GET /provider/preferences': { body: SETTINGS } });
  renderWithApp(<NotificationSettings />);
  const pushSwitch = await switchOf('Notifications on this phone');
  await waitFor(() => expect(push.pushIsOn).toHaveBeenCalled());
  expect(pushSwitch.getAttribute('aria-checked')).toBe('false');
  fireEvent.click(pushSwitch);
  await waitFor(() => expect(pushSwitch.getAttribute('aria-checked')).toBe('true'));
  expect(push.turnPushOn).toHaveBeenCalledTimes(1);
  fireEvent.click(pushSwitch);
  await waitFor(() => expect(pushSwitch.getAttribute('aria-checked')).toBe('false'));
  expect(push.turnPushOff).toHaveBeenCalledTimes(1);
});

test('the phone refuses notifications: she is told how to allow them, and the switch stays off', async () => {
  push.allow = false;
  const toasts = captureToasts();
  fakeApi({ 'GET /provider/preferences': { body: SETTINGS } });
  renderWithApp(<NotificationSettings />);
  const pushSwitch = await switchOf('Notifications on this phone');
  fireEvent.click(pushSwitch);
  await waitFor(() =>
    expect(toasts).toEqual([{ kind: 'error', message: 'This phone did not allow notifications. You can allow them in the browser settings.' }]),
  );
  expect(pushSwitch.getAttribute('aria-checked')).toBe('false');
});

test('a browser without push says so (SMS still offered), in Nepali too', async () => {
  push.supported = false;
  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  fakeApi({ 'GET /provider/preferences': { body: SETTINGS } });
  renderWithApp(<NotificationSettings />);
  expect(await screen.findByRole('heading', { name: 'सूचनाको सेटिङ' })).toBeTruthy();
  expect(await screen.findByRole('switch', { name: 'SMS मा रिमाइन्डर' })).toBeTruthy();
  // no push switch: SMS, and the messages that stay until she closes them (on this phone, off at first)
  expect(screen.queryAllByRole('switch').map((s) => s.getAttribute('aria-checked'))).toHaveLength(2);
  expect(screen.getByRole('switch', { name: 'सन्देश मैले बन्द नगरेसम्म रहून्' }).getAttribute('aria-checked')).toBe('false');
  expect(document.body.textContent).toContain('यो ब्राउजरमा सूचना देखाउन मिल्दैन।');
});
