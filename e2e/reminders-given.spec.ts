import { DEMO, expect, openPerson, staffLogin, test } from './fixtures.ts';

/**
 * The demo baby's overdue 14-week vaccines, end to end: the reminder is in the mother's list and behind
 * the bell; the nurse records the doses given in the staff console; the engine scans the baby again at
 * once (as the app does after every record), the SMS still waiting is not sent, and no further reminder of
 * them reaches her list. (The unread badge of this reminder is checked by notifications.spec.ts, which runs
 * before: this file records the doses the other journeys read as overdue, so it runs after them,
 * playwright.config.ts.)
 */
test("The nurse records the demo baby's overdue 14-week vaccines: the waiting SMS is cancelled and no further reminder comes", async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(120_000);
  // the mother's list: the reminder is there, the bell leads to it
  await loginAs(DEMO.baby);
  await page.getByTestId('notification-bell').click();
  const rows = page.getByTestId('notification-table').getByRole('row', { name: /14-week vaccines/ });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Overdue: 14-week vaccines');

  // the nurse's console: the reminder, its SMS waiting in the outbox (no gateway in this server)
  const nurse = await (await browser.newContext()).newPage();
  await staffLogin(nurse, '9800000010');
  await openPerson(nurse, DEMO.baby, 'Aarav Tamang');
  const reminder = nurse.getByTestId('person-deliveries').getByRole('listitem').filter({ hasText: 'Overdue: 14-week vaccines' });
  await expect(reminder.locator('[data-state]').last()).toHaveAttribute('data-state', 'pending');

  // she records each 14-week dose given today
  const week14 = nurse.locator('details').filter({ has: nurse.locator('summary', { hasText: /^Week 14\b/ }) });
  await expect(week14).toHaveAttribute('open', '');
  const record = week14.getByRole('button', { name: /^Record given: / });
  const doses = await record.count();
  expect(doses).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < doses; i++) {
    await record.first().click();
    const save = week14.getByRole('button', { name: 'Save' });
    await save.click();
    await expect(nurse.getByText('Recorded as given.').last()).toBeVisible();
    // the form closes once saved (while open, its dose's button is already gone, so the count alone
    // would let the next dose's form open beside one still saving)
    await expect(save).toHaveCount(0);
    await expect(record).toHaveCount(doses - i - 1);
  }

  // the rescan the records started: the SMS not yet sent will not be sent
  await expect
    .poll(
      async () => {
        await nurse.reload();
        return nurse
          .getByTestId('person-deliveries')
          .getByRole('listitem')
          .filter({ hasText: 'Overdue: 14-week vaccines' })
          .locator('[data-state]')
          .last()
          .getAttribute('data-state');
      },
      { timeout: 30_000 },
    )
    .toBe('cancelled');
  await expect(reminder).toContainText('not sent (no longer needed)');
  await nurse.context().close();

  // her list: still the one reminder she had, nothing further about them, nothing unread
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByTestId('notification-table').getByRole('row', { name: /14-week vaccines/ })).toHaveCount(1);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  // and the schedule shows them given
  await page.goto('/schedule');
  await expect(page.locator('[data-status=overdue]')).toHaveCount(0);
});
