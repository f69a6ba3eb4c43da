import { AxeBuilder } from '@axe-core/playwright';
import { expect, expectPath, staffLogin, test } from './fixtures.ts';

const DANGER = 'बच्चा चलेको छैन';

test('The demo mother asks the AI doctor; a danger sign in Nepali is urgent and reaches the nurse of her health post', async ({ page, loginAs, browser }) => {
  test.setTimeout(90_000);
  await loginAs('9800000001');
  await page.getByRole('link', { name: 'AI Doctor' }).first().click();
  await expectPath(page, '/ai-doctor');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Doctor' })).toBeVisible();

  // a suggestion for her stage (about 28 weeks): it fills the prompt and is sent
  const suggestion = page.getByRole('button', { name: 'What are the signs that labour has started?' });
  await suggestion.click();
  const answer = page.getByRole('dialog');
  await expect(answer.getByText('Answer:')).toBeVisible();
  await expect(answer.getByText('What are the signs that labour has started?')).toBeVisible();
  await expect(answer.getByText(/^You are \d+ weeks pregnant\.$/)).toBeVisible();
  await expect(answer.getByText('Source: WHO guide to pregnancy, childbirth, postpartum and newborn care.')).toBeVisible();
  await expect(answer.getByText(/^This is information, not a diagnosis\. Your health post: Tokha Health Post, 014350010\.$/)).toBeVisible();
  await expect(page.locator('input[name="prompt"]')).toHaveValue('What are the signs that labour has started?');
  // under an ordinary answer too: 102 and her health post, small buttons after the answer
  const wayOut = answer.getByRole('group', { name: 'If you feel worse, or something here worries you, call:' });
  await expect(wayOut.getByRole('link', { name: 'Call Ambulance: 102' })).toHaveAttribute('href', 'tel:102');
  await expect(wayOut.getByRole('link', { name: 'Call Tokha Health Post: 014350010' })).toHaveAttribute('href', 'tel:014350010');
  await answer.getByRole('button', { name: 'Got it' }).click();
  await expect(answer).toHaveCount(0);
  await expect(page.locator('input[name="prompt"]')).toHaveValue('');

  // a danger sign, typed in Nepali in the English app: answered in the app's language
  await page.locator('input[name="prompt"]').fill(DANGER);
  await page.getByRole('button', { name: 'Send' }).click();
  const urgent = page.getByRole('dialog').getByRole('alert');
  await expect(urgent.getByText('Go to your health post or hospital now.')).toBeVisible();
  await expect(urgent.getByRole('link', { name: /Tokha Health Post/ })).toHaveAttribute('href', 'tel:014350010');
  await expect(urgent.getByRole('link', { name: /: 102$/ })).toHaveAttribute('href', 'tel:102');
  await expect(page.getByRole('dialog').getByText(/Your question has been sent to Tokha Health Post/)).toBeVisible();
  // the urgent answer, modal open, has no serious accessibility violation
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();

  // her history, newest first; a tap opens the full answer
  await page.getByRole('link', { name: 'History' }).click();
  await expectPath(page, '/ai-doctor/history');
  const entries = page.getByTestId('history-entry');
  await expect(entries.first()).toContainText(DANGER);
  await expect(entries.first()).toContainText('Urgent');
  await expect(entries.nth(1)).toContainText('What are the signs that labour has started?');
  await entries.nth(1).click();
  await expect(page.getByRole('dialog').getByText(/^You are \d+ weeks pregnant\.$/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();

  // the nurse of Tokha Health Post sees the urgent item at the top of her inbox
  const staff = await browser.newContext();
  const nurse = await staff.newPage();
  await staffLogin(nurse, '9800000010');
  await nurse.getByRole('link', { name: /^Inbox/ }).click();
  await expectPath(nurse, '/staff/inbox');
  const item = nurse.getByTestId('inbox-message').filter({ hasText: DANGER });
  await expect(item).toBeVisible();
  await expect(item).toContainText('AI doctor, urgent');
  await expect(item).toContainText('Baby moving less / not moving');
  await expect(item.getByRole('link', { name: 'Call 9800000001' })).toHaveAttribute('href', 'tel:9800000001');
  await expect(nurse.getByTestId('inbox-message').first()).toContainText(DANGER);
  await item.getByRole('button', { name: 'Mark handled' }).click();
  await expect(item).toHaveCount(0);
  await staff.close();
});

const ROMANIZED_DANGER = 'ragat dherai bagyo k garne';

test('In the Nepali app a danger sign typed in romanized Nepali is answered urgently in Devanagari with the numbers to call; the nurse sees her words', async ({
  page,
  loginAs,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginAs('9800000001');
  await page.getByTestId('toggle-language').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  try {
    await page.getByRole('link', { name: 'एआई डाक्टर' }).first().click();
    await expectPath(page, '/ai-doctor');
    await page.locator('input[name="prompt"]').fill(ROMANIZED_DANGER);
    await page.getByRole('button', { name: 'पठाउनुहोस्' }).click();
    const dialog = page.getByRole('dialog');
    const urgent = dialog.getByRole('alert');
    await expect(urgent.getByText('अहिले नै एम्बुलेन्सका लागि १०२ मा फोन गर्नुहोस्, वा सबैभन्दा छिटो साधनले नजिकको अस्पताल जानुहोस्।')).toBeVisible();
    // 102 first (bleeding needs an ambulance), then her health post
    const calls = urgent.getByRole('link');
    await expect(calls.first()).toHaveAttribute('href', 'tel:102');
    await expect(calls.first()).toHaveAccessibleName(/: १०२$/);
    await expect(urgent.getByRole('link', { name: /टोखा स्वास्थ्य चौकी/ })).toHaveAttribute('href', 'tel:014350010');
    await expect(dialog.getByText(/योनिबाट रगत बग्नु/)).toBeVisible();
    await expect(dialog.getByText(/तपाईंको प्रश्न टोखा स्वास्थ्य चौकीमा पठाइएको छ/)).toBeVisible();
    // the line naming the sign is all Devanagari, though she typed in Latin letters
    expect(await dialog.getByText(/योनिबाट रगत बग्नु/).innerText()).not.toMatch(/[A-Za-z0-9]/);
    await dialog.getByRole('button', { name: 'बुझेँ' }).click();
  } finally {
    await page.getByTestId('toggle-language').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }

  // the nurse sees the urgent item with what the AI doctor found and the words of hers that showed it
  const staff = await browser.newContext();
  const nurse = await staff.newPage();
  await staffLogin(nurse, '9800000010');
  await nurse.getByRole('link', { name: /^Inbox/ }).click();
  await expectPath(nurse, '/staff/inbox');
  const item = nurse.getByTestId('inbox-message').filter({ hasText: ROMANIZED_DANGER });
  await expect(item).toBeVisible();
  const findings = item.getByTestId('ai-findings');
  await expect(findings).toContainText('What the AI doctor found');
  await expect(findings).toContainText('Vaginal bleeding');
  await expect(findings).toContainText(/\(her words: “ragat/);
  await item.getByRole('button', { name: 'Mark handled' }).click();
  await expect(item).toHaveCount(0);
  await staff.close();
});

test('Staff of another health post do not see the AI doctor’s urgent item', async ({ page }) => {
  await staffLogin(page, '9800000011');
  await page.getByRole('link', { name: /^Inbox/ }).click();
  await expectPath(page, '/staff/inbox');
  await expect(page.getByText('The road to the health post is blocked.')).toBeVisible();
  await expect(page.getByText(DANGER)).toHaveCount(0);
});

// a symptom no entry answers with confidence and no rule names: the model is unsure (docs/decisions/022). The model is
// retrained as the corpus grows, so the question is one near the middle of its "not sure" band (0.6-0.9: 0.73 with the
// thirteenth batch; "something is not right with my skin, itchy patches" had drifted from 0.75 to 0.66, and "something
// feels wrong in my leg, red and sore" before it from 0.58 to an alarm at 0.91)
const UNSURE = 'my skin feels strange, itchy patches on arms';

test('A question the AI doctor is not sure of says so with her health post’s number, and reaches the nurse as "To review", apart from urgent ones', async ({
  page,
  loginAs,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginAs('9800000001');
  await page.getByRole('link', { name: 'AI Doctor' }).first().click();
  await expectPath(page, '/ai-doctor');
  await page.locator('input[name="prompt"]').fill(UNSURE);
  await page.getByRole('button', { name: 'Send' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/I am not sure what this is, and I do not want to guess\. Please call your health post: Tokha Health Post/)).toBeVisible();
  await expect(dialog.getByText(/Your question has been sent to them to look at\./)).toBeVisible();
  // not the urgent answer: no alert, no "go now"
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Got it' }).click();

  const staff = await browser.newContext();
  const nurse = await staff.newPage();
  await staffLogin(nurse, '9800000010');
  await nurse.getByRole('link', { name: /^Inbox/ }).click();
  await expectPath(nurse, '/staff/inbox');
  await nurse.getByRole('tab', { name: /To review/ }).click();
  const item = nurse.getByTestId('inbox-message').filter({ hasText: UNSURE });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Mark handled' }).click();
  await expect(item).toHaveCount(0);
  // and it is not among the urgent alerts
  await nurse.getByRole('tab', { name: /Siren/ }).click();
  await expect(nurse.getByTestId('inbox-message').filter({ hasText: UNSURE })).toHaveCount(0);
  await staff.close();
});
