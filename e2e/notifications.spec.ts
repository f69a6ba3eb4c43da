import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, expectPath, staffLogin, submitLogin, test } from './fixtures.ts';

test("The demo baby's overdue 14-week vaccines are in the bell and the list; once seen they are read, and tapping opens the item on the schedule", async ({
  page,
  loginAs,
}) => {
  await loginAs(DEMO.baby);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expect(page.getByTestId('notifications-card')).toContainText('1 unread notification');
  await bell.click();
  await expectPath(page, '/notification-list');
  const table = page.getByTestId('notification-table');
  await expect(table.getByRole('columnheader')).toHaveText(['Title', 'Body', 'Type', 'Time']);
  const row = table.getByRole('row', { name: /Overdue: 14-week vaccines/ });
  await expect(row).toContainText("Your baby's 14-week vaccines were due on");
  await expect(row).toContainText('Tokha Health Post');
  await expect(row).toContainText('Reminder');
  // created by the start-up scan: "just now" when this journey runs first, then seconds or minutes ago
  await expect(row).toContainText(/just now|\d+ (seconds?|minutes?|hours?) ago/);
  // seen: the badge goes
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');
  // 'All' and the other sizes; the size can change on page 1
  await expect(page.getByTestId('page-size').locator('option')).toHaveText(['All', '10', '50', '100', '500', '1000']);
  await expect(page.getByTestId('page-size')).toBeEnabled();
  // in Nepali, times and types too
  await page.getByRole('button', { name: 'नेपाली' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'सूचनाहरू' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(/रिमाइन्डर.*(भर्खरै|[०-९]+ (सेकेन्ड|मिनेट|घण्टा) अघि)/);
  // the reminder itself, written while she read English, now reads in Nepali
  await expect(table.getByRole('row').nth(1)).toContainText('समय नाघेको: १४ हप्ताका खोप');
  await expect(table.getByRole('row').nth(1)).toContainText('टोखा स्वास्थ्य चौकी');
  await expect(table).not.toContainText('Overdue');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Overdue: 14-week vaccines');
  // tapping it opens the item itself: the baby's schedule, scrolled to the 14-week dose, its details open
  await table.getByRole('link', { name: 'Overdue: 14-week vaccines' }).click();
  await expectPath(page, '/schedule');
  expect(new URL(page.url()).search).toMatch(/^\?item=(bopv-3|penta-3|fipv-1)&baby=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Baby schedule' })).toBeVisible();
  const item = page.locator('[data-highlighted=true]');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(/bOPV \(oral polio\)|Pentavalent|fIPV/);
  await expect(item.getByTestId('item-details')).toBeVisible();
  await expect(item).toBeInViewport();
  await expect(item.getByRole('button').first()).toBeFocused();
});

test('On a phone the list is cards', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await loginAs(DEMO.baby);
  await page.getByTestId('notification-bell').click();
  // another journey may have sent her a newer notice meanwhile: the reminder is one of the cards, not always the first
  await expect(page.getByTestId('notification-cards').getByRole('listitem').filter({ hasText: 'Overdue: 14-week vaccines' }).first()).toBeVisible();
  await expect(page.getByTestId('notification-table')).toBeHidden();
});

/** A baby registered today, born `days` ago, with no dose recorded (so its early doses are overdue). */
async function registerBaby(request: APIRequestContext, days: number) {
  const staff = await request.post('/api/v1/staff/login', { data: { mobile_number: '9800000010', password: DEMO.password } });
  const headers = { authorization: `Bearer ${(await staff.json()).token as string}` };
  const mobile = `984${String(Date.now()).slice(-7)}`;
  const birthDate = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const res = await request.post('/api/v1/staff/people/baby', {
    headers,
    data: { first_name: 'Sunil', last_name: 'Magar', mobile_number: mobile, address: 'Tokha-5', birthDate, sex: 'male', birthWeight: 3000 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { id: ((await res.json()) as { id: string }).id, headers };
}

test('A nurse records the 6-week doses given: the reminder not yet sent is stopped, and the record shows it', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { id, headers } = await registerBaby(request, 110);
  await staffLogin(page, '9800000010');
  await page.goto(`/staff/people/${id}`);
  const deliveries = page.getByTestId('person-deliveries');
  // the engine scans the new baby within seconds (its job queue looks for work every 2 s; the page
  // shows what was there when it opened): the 6-week reminder comes, its SMS waiting in the outbox
  // (later doses wait for the earlier ones, so the 6-week doses are the ones due)
  const week6 = deliveries.getByRole('listitem').filter({ hasText: 'Overdue: 6-week vaccines' });
  await expect
    .poll(
      async () => {
        await page.reload();
        // the list as the server has it now (the page's own request, after the reload)
        await expect(deliveries.getByRole('listitem').first().or(deliveries.getByText('No notifications yet.'))).toBeVisible();
        return week6.count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await expect(week6).toContainText('In app: not read yet');
  await expect(week6.locator('[data-state]').last()).toHaveAttribute('data-state', 'pending');
  const given = new Date().toISOString().slice(0, 10);
  const records = (await (await request.get(`/api/v1/staff/people/${id}/records`, { headers })).json()) as {
    babies: Array<{ schedule: Array<{ key: string; items: Array<{ key: string }> }> }>;
  };
  const keys = records.babies[0]!.schedule.find((p) => p.key === '6-weeks')!.items.map((i) => i.key);
  for (const itemKey of keys) {
    const res = await request.post(`/api/v1/staff/people/${id}/items`, {
      headers,
      data: { itemKey, givenOn: given, givenBy: 'Kamala', givenAt: 'Tokha', notes: '' },
    });
    expect(res.ok()).toBe(true);
  }
  await expect
    .poll(
      async () => {
        await page.reload();
        return page
          .getByTestId('person-deliveries')
          .getByRole('listitem')
          .filter({ hasText: 'Overdue: 6-week vaccines' })
          .locator('[data-state]')
          .last()
          .getAttribute('data-state');
      },
      { timeout: 30_000 },
    )
    .toBe('cancelled');
  await expect(week6).toContainText('not sent (no longer needed)');
  await expect(deliveries.getByRole('listitem').filter({ hasText: '6-week' })).toHaveCount(1);
});

test("A nurse's notice reaches the demo mother", async ({ page, browser }) => {
  test.setTimeout(60_000);
  // she logs in first: the app tells the server she reads English (other journeys read her screens in
  // Nepali, which the server keeps as her language for what it writes to her)
  const mother = await (await browser.newContext()).newPage();
  await submitLogin(mother, DEMO.mother, DEMO.password);
  await expectPath(mother, '/');
  await staffLogin(page, '9800000010');
  await page.getByRole('link', { name: 'Send a notice' }).click();
  await page.getByLabel('Title (English)').fill('Iron tablets are here');
  await page.getByLabel('Title (Nepali)').fill('आइरन चक्की आइपुग्यो');
  await page.getByLabel('Message (English)').fill('Collect your iron tablets at Tokha Health Post this week.');
  await page.getByLabel('Message (Nepali)').fill('यो हप्ता टोखा स्वास्थ्य चौकीमा आइरन चक्की लिन आउनुहोस्।');
  // the demo mother is 28 weeks pregnant: the third-trimester group reaches her and no other demo account
  await page.getByLabel('Send to').selectOption({ label: 'Pregnant, from month 7 (week 28 on)' });
  // a reload (a phone that dropped the tab) loses nothing of the notice, and says it is not sent
  await page.reload();
  await expect(page.getByText('What you wrote before is back. It has not been sent.')).toBeVisible();
  await expect(page.getByLabel('Title (English)')).toHaveValue('Iron tablets are here');
  await expect(page.getByLabel('Message (Nepali)')).toHaveValue('यो हप्ता टोखा स्वास्थ्य चौकीमा आइरन चक्की लिन आउनुहोस्।');
  await expect(page.getByLabel('Send to')).toHaveValue('t3');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, send it' }).click();
  // other journeys register mothers of Tokha in the same group, so at least the demo mother is reached
  await expect(page.getByText(/Notice sent\. People reached: [1-9]\d*\./)).toBeVisible();
  // sent: nothing of it comes back
  await page.reload();
  await expect(page.getByLabel('Title (English)')).toHaveValue('');
  await expect(page.getByText('What you wrote before is back. It has not been sent.')).toHaveCount(0);

  await mother.reload();
  await expect(mother.getByTestId('notification-badge')).toHaveText(/[1-9]/);
  await mother.getByTestId('notification-bell').click();
  const row = mother.getByTestId('notification-table').getByRole('row', { name: /Iron tablets are here/ });
  await expect(row).toContainText('Collect your iron tablets at Tokha Health Post this week.');
  await expect(row).toContainText('Notice');
});
