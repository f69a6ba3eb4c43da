// @vitest-environment happy-dom
import { beforeAll, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationListResponse } from '@mamata/core/schemas/notifications';
import { i18n } from '../../lib/i18n.ts';
import { setPreference } from '../../lib/preferences.ts';
import { loggedInTestHooks } from '../../test/logged-in-hooks.ts';
import { fakeApi, renderWithApp } from '../../test/render-with-app.tsx';
import { NotificationListPage } from './notification-list-page.tsx';
import { loadNotificationStrings } from './notifications-strings.ts';

beforeAll(async () => {
  await loadNotificationStrings();
});
loggedInTestHooks();

type Item = NotificationListResponse['notification'][number];
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const item = (i: number, over: Partial<Item> = {}): Item => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `Notice ${i}`,
  body: `Body ${i}`,
  type: 'notice',
  createdAt: ago(i * 60),
  read: true,
  link: '/notification-list',
  ...over,
});

/** 23 notifications, newest first: a reminder (unread) linking to its item, an emergency (unread), notices. */
const ALL: Item[] = [
  item(0, {
    title: 'Overdue: 14-week vaccines',
    body: "Your baby's 14-week vaccines were due on Tuesday, 9 December 2026. Please take your baby to Tokha Health Post soon.",
    type: 'reminder',
    createdAt: ago(5),
    read: false,
    link: '/schedule?item=penta-3&baby=b1',
  }),
  // sent a moment ago by a server whose clock is ahead of the phone's: "just now", not "0 seconds ago"
  item(1, { title: 'Go to hospital now or call 102', type: 'emergency', read: false, link: '/', createdAt: ago(-2) }),
  ...Array.from({ length: 21 }, (_, i) => item(i + 2)),
];

/** Serves the list by offset and limit, as the server does. */
function serve() {
  const calls = fakeApi({
    'PATCH /notification/provider/read': (body) => ({ body: { marked: (body as { ids: string[] }).ids.length, unread: 0 } }),
  });
  const real = globalThis.fetch;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname.endsWith('/notification/provider') && (init?.method ?? 'GET') === 'GET') {
      calls.push({ key: `GET /notification/provider${u.search}`, body: undefined, headers: {} });
      const offset = Number(u.searchParams.get('offset'));
      const limit = Number(u.searchParams.get('limit'));
      const body: NotificationListResponse = { notification: ALL.slice(offset, offset + limit), total: ALL.length, unread: 2 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return real(url, init);
  }) as typeof fetch;
  return calls;
}

test('the table: title, body, type and time, newest first; a reminder links to its item; the unread seen are marked read', async () => {
  const calls = serve();
  renderWithApp(<NotificationListPage />, { path: '/notification-list' });
  const table = await screen.findByTestId('notification-table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Title', 'Body', 'Type', 'Time']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(10);
  expect(rows[0]!.textContent).toContain('Overdue: 14-week vaccines');
  expect(rows[0]!.textContent).toContain('Reminder');
  expect(rows[0]!.textContent).toContain('5 minutes ago');
  expect(rows[0]!.textContent).toContain('New');
  expect(within(rows[0]!).getByRole('link', { name: 'Overdue: 14-week vaccines' }).getAttribute('href')).toBe('/schedule?item=penta-3&baby=b1');
  expect(rows[1]!.textContent).toContain('Urgent');
  expect(rows[1]!.textContent).toContain('just now');
  expect(rows[2]!.textContent).toContain('Notice');
  expect(rows[2]!.textContent).toContain('2 hours ago');
  expect(screen.getByText('23 notifications')).toBeTruthy();
  // what she has seen on this page is marked read: exactly the unread ones
  await waitFor(() => expect(calls.filter((c) => c.key === 'PATCH /notification/provider/read')).toHaveLength(1));
  expect(calls.find((c) => c.key === 'PATCH /notification/provider/read')!.body).toEqual({ ids: [ALL[0]!._id, ALL[1]!._id] });
  // on a phone the same as cards
  expect(within(screen.getByTestId('notification-cards')).getAllByRole('listitem')).toHaveLength(10);
});

test('page sizes All, 10, 50, 100, 500, 1000; changeable on page 1 only; pages ask the server for their offset', async () => {
  const calls = serve();
  renderWithApp(<NotificationListPage />, { path: '/notification-list' });
  const size = (await screen.findByTestId('page-size')) as HTMLSelectElement;
  expect([...size.options].map((o) => [o.textContent, o.value])).toEqual([
    ['All', '100000'],
    ['10', '10'],
    ['50', '50'],
    ['100', '100'],
    ['500', '500'],
    ['1000', '1000'],
  ]);
  expect(size.value).toBe('10');
  expect(size.disabled).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  await waitFor(() => expect(calls.some((c) => c.key === 'GET /notification/provider?offset=20&limit=10&calendar=ad&lang=en')).toBe(true));
  await waitFor(() => expect(within(screen.getByTestId('notification-table')).getAllByRole('row')).toHaveLength(4));
  expect(size.disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
  await waitFor(() => expect(size.disabled).toBe(false));
  fireEvent.change(size, { target: { value: '100000' } });
  await waitFor(() => expect(calls.some((c) => c.key === 'GET /notification/provider?offset=0&limit=100000&calendar=ad&lang=en')).toBe(true));
  await waitFor(() => expect(within(screen.getByTestId('notification-table')).getAllByRole('row')).toHaveLength(24));
  expect(screen.queryByRole('navigation', { name: 'Pages of notifications' })).toBeNull();
});

test('in Nepali: headings, types and times in Nepali with Devanagari digits', async () => {
  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  serve();
  renderWithApp(<NotificationListPage />, { path: '/notification-list' });
  expect(await screen.findByRole('heading', { level: 1, name: 'सूचनाहरू' })).toBeTruthy();
  const rows = within(screen.getByTestId('notification-table')).getAllByRole('row').slice(1);
  expect(rows[0]!.textContent).toContain('रिमाइन्डर');
  expect(rows[0]!.textContent).toContain('५ मिनेट अघि');
  expect(rows[1]!.textContent).toContain('जरुरी');
  expect(screen.getByText('२३ सूचना')).toBeTruthy();
});

test('none yet: a friendly empty state, nothing to mark', async () => {
  const calls = fakeApi({ 'GET /notification/provider': { body: { notification: [], total: 0, unread: 0 } } });
  renderWithApp(<NotificationListPage />, { path: '/notification-list' });
  expect(await screen.findByText('No notifications yet. Reminders of checkups and vaccines will appear here.')).toBeTruthy();
  expect(screen.queryByTestId('notification-table')).toBeNull();
  expect(calls.filter((c) => c.key.startsWith('PATCH'))).toEqual([]);
});

test('her list is asked for in the calendar and language she reads, in its address (the offline copy is kept per address): a switch asks again', async () => {
  const calls = serve();
  renderWithApp(<NotificationListPage />, { path: '/notification-list' });
  await screen.findByTestId('notification-table');
  expect(calls.some((c) => c.key === 'GET /notification/provider?offset=0&limit=10&calendar=ad&lang=en')).toBe(true);
  setPreference('calendar', 'bs');
  await waitFor(() => expect(calls.some((c) => c.key === 'GET /notification/provider?offset=0&limit=10&calendar=bs&lang=en')).toBe(true));
  setPreference('lang', 'ne');
  await waitFor(() => expect(calls.some((c) => c.key === 'GET /notification/provider?offset=0&limit=10&calendar=bs&lang=ne')).toBe(true));
});
