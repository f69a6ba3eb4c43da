// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { PersonNotification } from '@mamata/core/schemas/reminders';
import { i18n } from '../../../lib/i18n.ts';
import { setPreference } from '../../../lib/preferences.ts';
import { fakeApi, renderWithApp } from '../../../test/render-with-app.tsx';
import { endStaffSession, startStaffSession } from '../staff-session.ts';
import { loadNoticeStrings } from './notices-strings.ts';
import { PersonDeliveries } from './person-deliveries.tsx';

beforeAll(async () => {
  await loadNoticeStrings();
});
beforeEach(() => startStaffSession('s'.repeat(43)));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  endStaffSession();
  setPreference('lang', 'en');
  await i18n.changeLanguage('en');
});

const at = '2026-12-01T04:15:00.000Z';
const NOTIFICATIONS: PersonNotification[] = [
  {
    id: 'n1',
    title: 'Overdue: 14-week vaccines',
    type: 'reminder',
    createdAt: at,
    read: true,
    withdrawn: false,
    deliveries: [
      { channel: 'push', state: 'sent', attempts: 1, sentAt: at, deliveredAt: null },
      { channel: 'sms', state: 'delivered', attempts: 1, sentAt: at, deliveredAt: at },
    ],
  },
  {
    id: 'n2',
    title: 'Coming up: 6-week vaccines',
    type: 'reminder',
    createdAt: at,
    read: true,
    withdrawn: true,
    deliveries: [{ channel: 'sms', state: 'cancelled', attempts: 0, sentAt: null, deliveredAt: null }],
  },
];

test('the record shows where each notification went: "SMS delivered" when the gateway reported it, a withdrawn reminder as withdrawn', async () => {
  fakeApi({ 'GET /staff/people/p1/notifications': { body: { notifications: NOTIFICATIONS } } });
  renderWithApp(<PersonDeliveries personId="p1" />);
  const items = await within(await screen.findByTestId('person-deliveries')).findAllByRole('listitem');
  expect(items[0]!.textContent).toContain('SMS: delivered to her phone');
  expect(items[0]!.querySelector('[data-state=delivered]')).not.toBeNull();
  expect(items[0]!.textContent).toContain('Push: sent');
  expect(items[1]!.textContent).toContain('In app: withdrawn (no longer applies after a loss or a removed birth; not shown to her)');
  expect(items[1]!.textContent).toContain('SMS: not sent (no longer needed)');
});

test('in Nepali', async () => {
  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  fakeApi({ 'GET /staff/people/p1/notifications': { body: { notifications: NOTIFICATIONS } } });
  renderWithApp(<PersonDeliveries personId="p1" />);
  const items = await within(await screen.findByTestId('person-deliveries')).findAllByRole('listitem');
  expect(items[0]!.textContent).toContain('उहाँको फोनमा पुग्यो');
  expect(items[1]!.textContent).toContain('हटाइयो');
});
