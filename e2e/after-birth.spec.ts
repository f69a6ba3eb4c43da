import type { APIRequestContext } from '@playwright/test';
import { appReady, DEMO, expect, firstLogin, openPerson, staffLogin, test } from './fixtures.ts';

/**
 * After a birth, a loss or a severe reading: what the mother and her nurse see is right, and nothing dangerous
 * drops out of sight (a stillbirth walked in Nepali, a severe reading kept until a nurse reviews it, twins'
 * reminders that name each baby).
 */
const SHOTS = process.env.SCREENSHOT_DIR;
const isoDaysAgo = (days: number) => new Date(Date.now() + 345 * 60_000 - days * 86_400_000).toISOString().slice(0, 10);

/** The Tokha nurse's API headers. */
async function staffHeaders(request: APIRequestContext) {
  const staff = await request.post('/api/v1/staff/login', { data: { mobile_number: '9800000010', password: DEMO.password } });
  return { authorization: `Bearer ${(await staff.json()).token as string}` };
}

/** A mother registered at Tokha by the API: her id, mobile number and one-time password. */
async function registerMother(request: APIRequestContext, headers: Record<string, string>, first: string, lmpDaysAgo: number) {
  const mobile = `97${String(Date.now()).slice(-8)}`;
  const registered = await request.post('/api/v1/staff/people/mother', {
    headers,
    data: { first_name: first, last_name: 'Thapa', mobile_number: mobile, address: 'Tokha-8', lastMenstrualPeriod: isoDaysAgo(lmpDaysAgo) },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { id, oneTimePassword } = (await registered.json()) as { id: string; oneTimePassword: string };
  return { id, mobile, oneTimePassword };
}

test('A nurse records a stillbirth in the console; the mother logs in in Nepali and sees no antenatal item due, overdue or missed, only her own care after the birth, in gentle words', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await staffHeaders(request);
  // her LMP 281 days ago (as 20 February is to 28 November): without the loss, her antenatal items would be
  // due, overdue or missed
  const { id, mobile, oneTimePassword } = await registerMother(request, headers, 'Bimala', 281);

  // the nurse records the stillbirth three days ago, after reading what will change
  await staffLogin(page, '9800000010');
  await page.goto(`/staff/people/${id}`);
  const before = (await (await request.get(`/api/v1/staff/people/${id}/records`, { headers })).json()) as {
    pregnancy: { schedule: { items: { status: string }[] }[] };
  };
  expect(before.pregnancy.schedule.flatMap((p) => p.items.map((i) => i.status))).toContain('missed');
  await page.getByRole('button', { name: 'Record a loss' }).click();
  const loss = page.getByRole('form', { name: 'Record a loss' });
  await loss.getByLabel('What happened').selectOption({ label: 'Stillbirth' });
  await loss.getByLabel('Date', { exact: true }).fill(isoDaysAgo(3));
  // the delivery, for the month's HMIS sheet: a fresh stillbirth at this health post, attended by a skilled birth attendant
  const delivery = loss.getByRole('group', { name: "The delivery, for the month's HMIS sheet" });
  await delivery.getByLabel('Time of birth').fill('04:10');
  await delivery.getByLabel('Place of birth').selectOption({ label: 'Health facility' });
  await delivery.getByLabel('Attended by').selectOption('sba');
  await delivery.getByLabel('Sex').selectOption({ label: 'Girl' });
  await delivery.getByLabel('Born').selectOption({ label: 'Stillborn, fresh' });
  await loss.getByRole('button', { name: 'Next: check what will change' }).click();
  await expect(page.getByText('Her own check-ups after the birth and 45 days of iron tablets are added to her schedule')).toBeVisible();
  await expect(page.getByTestId('loss-delivery')).toHaveText('Counted on the HMIS sheet: Stillborn, fresh · Health facility · 04:10');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Recorded. The reminders for this pregnancy or baby have stopped.')).toBeVisible();
  // the sheet's delivery of a stillborn baby: a birth entry of its own, without a baby record
  const records = (await (await request.get(`/api/v1/staff/people/${id}/records`, { headers })).json()) as { babies: unknown[] };
  expect(records.babies).toEqual([]);

  // Bimala on her own phone, in Nepali from the login page on
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const m = await phone.newPage();
  await m.goto('/login/');
  await appReady(m);
  await m.getByTestId('toggle-language').click();
  await m.getByLabel('मोबाइल नम्बर').fill(mobile);
  await m.getByLabel('पासवर्ड', { exact: true }).fill(oneTimePassword);
  await m.getByRole('button', { name: 'लग इन', exact: true }).click();
  await expect(m.getByRole('heading', { name: 'आफ्नै पासवर्ड छान्नुहोस्' })).toBeVisible();
  await m.getByLabel('एक पटकको पासवर्ड').fill(oneTimePassword);
  await m.getByLabel('नयाँ पासवर्ड', { exact: true }).fill('own-secret-2026');
  await m.getByLabel('नयाँ पासवर्ड फेरि').fill('own-secret-2026');
  await m.getByRole('button', { name: 'मेरो पासवर्ड राख्नुहोस्' }).click();
  await expect(m.getByRole('heading', { name: 'नमस्ते, Bimala' })).toBeVisible();

  // her dashboard: the loss card's words, and next only her own care after the birth
  await expect(m.getByTestId('loss-card')).toContainText('तपाईंको दुःखमा हामी साथ छौँ।');
  await expect(m.getByTestId('loss-card')).not.toContainText(/शिशु|बच्चा|बधाई/);
  await expect(m.getByTestId('pregnancy-week')).toHaveCount(0);
  const next = m.getByTestId('next-due').getByRole('listitem');
  await expect(next.first()).toBeVisible();
  for (const name of await next.locator('span.font-medium').allTextContents()) expect(name).toMatch(/^(सुत्केरीपछिको .+ जाँच|आफ्नै स्वास्थ्यका लागि आइरन चक्की)$/);
  await expect(m.getByTestId('next-due').locator('[data-status="overdue"], [data-status="missed"]')).toHaveCount(0);

  // her schedule: the pregnancy's items are history ("अब आवश्यक छैन" or given), none due, overdue, missed or upcoming
  await m.goto('/schedule');
  const ownLabel = m.getByTestId('period-label').filter({ hasText: 'सुत्केरीपछि तपाईंको आफ्नै स्याहार' });
  await expect(ownLabel).toBeVisible();
  await expect(m.getByTestId('period').filter({ has: ownLabel })).toContainText('सुत्केरीपछिको पहिलो जाँच');
  const antenatal = m.getByTestId('period').filter({ hasNot: ownLabel });
  await expect(antenatal.locator('[data-status="closed"]').first()).toBeVisible();
  await expect(antenatal.locator('[data-status="closed"]').first()).toHaveText('अब आवश्यक छैन');
  await expect(antenatal.locator('[data-status="due"], [data-status="overdue"], [data-status="missed"], [data-status="upcoming"]')).toHaveCount(0);
  await expect(antenatal.getByText(/छुटेको|समय नाघेको|अहिले गर्नुपर्ने/)).toHaveCount(0);
  await expect(m.getByRole('tab', { name: /शिशु/ })).toHaveCount(0);
  if (SHOTS) await m.screenshot({ path: `${SHOTS}/schedule-stillbirth-ne-light.png`, fullPage: true });
  await phone.close();
});

test('A severe reading followed by a normal one the same day stays flagged for her and her nurse until the nurse marks it reviewed, with a note', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await staffHeaders(request);
  const { id, mobile, oneTimePassword } = await registerMother(request, headers, 'Kalpana', 200);
  const today = isoDaysAgo(0);
  const severe = await request.post(`/api/v1/staff/people/${id}/visits`, {
    headers,
    data: { visitDate: today, systolicPressure: 170, diastolicPressure: 115 },
  });
  expect(severe.ok(), await severe.text()).toBe(true);
  const normal = await request.post(`/api/v1/staff/people/${id}/visits`, {
    headers,
    data: { visitDate: today, systolicPressure: 120, diastolicPressure: 80, sameDay: true },
  });
  expect(normal.ok(), await normal.text()).toBe(true);

  // her dashboard still opens with the red card, though the later reading is normal
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const m = await phone.newPage();
  await firstLogin(m, mobile, oneTimePassword, 'Kalpana');
  await expect(m.getByTestId('reading-emergency')).toContainText('170/115 mmHg');

  // the nurse sees it among the readings that need action, and marks it reviewed with what was done
  await staffLogin(page, '9800000010');
  await openPerson(page, mobile, 'Kalpana Thapa');
  const flags = page.getByTestId('person-flags');
  await expect(flags).toContainText('170/115');
  await flags.getByRole('button', { name: 'Mark reviewed' }).click();
  await flags.getByRole('button', { name: 'Save review' }).click();
  await expect(flags.getByText('Please write what was done about this reading.')).toBeVisible();
  await flags.getByLabel('What was done (referral, treatment, advice)').fill('Referred to Bir Hospital, ambulance called');
  await flags.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByText('Marked reviewed. The reading is no longer flagged.')).toBeVisible();
  await expect(page.getByTestId('person-flags')).toHaveCount(0);
  // the visit keeps the review: the day, who, and what was done
  await expect(page.getByTestId('visit-review').first()).toContainText('Referred to Bir Hospital, ambulance called');
  await expect(page.getByTestId('visit-review').first()).toContainText('Reviewed');

  // and her dashboard no longer opens with the red card
  await m.reload();
  await expect(m.getByRole('heading', { name: 'Namaste, Kalpana' })).toBeVisible();
  await expect(m.getByTestId('reading-emergency')).toHaveCount(0);
  await phone.close();
});

test("Twins are born: the mother's reminders name each baby, one per baby and item, and a late one never says today", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const headers = await staffHeaders(request);
  const { id, mobile, oneTimePassword } = await registerMother(request, headers, 'Januka', 275);
  const born = await request.post(`/api/v1/staff/people/${id}/birth`, {
    headers,
    data: {
      birthDate: isoDaysAgo(4),
      birthTime: '06:30',
      place: 'facility',
      confirmed: true,
      babies: [
        { sex: 'female', birthWeight: 2500, name: 'Maya' },
        { sex: 'male', birthWeight: 2600, name: 'Milan' },
      ],
    },
  });
  expect(born.ok(), await born.text()).toBe(true);

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const m = await phone.newPage();
  await firstLogin(m, mobile, oneTimePassword, 'Januka');
  await m.goto('/notification-list');
  const list = m.getByTestId('notification-cards').getByRole('listitem');
  // the engine's scan after the birth waits its turn in the job queue on the shared embedded database
  await expect
    .poll(
      async () => {
        await m.reload();
        await expect(list.first().or(m.getByText('No notifications yet.'))).toBeVisible();
        const titles = await list.allTextContents();
        return titles.some((t) => t.includes('Maya: ')) && titles.some((t) => t.includes('Milan: '));
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const texts = await list.allTextContents();
  const maya = texts.filter((t) => t.includes('Maya: ') && /BCG/.test(t));
  const milan = texts.filter((t) => t.includes('Milan: ') && /BCG/.test(t));
  // one reminder per baby for the birth doses, each naming its baby, none saying "today" four days late
  expect(maya).toHaveLength(1);
  expect(milan).toHaveLength(1);
  for (const t of [...maya, ...milan]) {
    expect(t).not.toMatch(/\btoday\b/i);
    expect(t).toMatch(/was due on|were due on/);
  }
  expect(texts.filter((t) => /BCG/.test(t) && !/Maya: |Milan: /.test(t))).toEqual([]);
  if (SHOTS) await m.screenshot({ path: `${SHOTS}/notifications-twins-en-light.png`, fullPage: true });
  await phone.close();
});
