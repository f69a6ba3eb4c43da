// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n.ts';
import { setPreference } from '../../lib/preferences.ts';
import { captureToasts, fakeApi, renderWithApp, type FakeRoutes } from '../../test/render-with-app.tsx';
import { InboxPage } from './inbox-page.tsx';
import { SupportPage } from './support-page.tsx';
import { loadStaffAdminStrings } from './staff-admin-strings.ts';
import { endStaffSession, startStaffSession } from './staff-session.ts';

beforeAll(async () => {
  await loadStaffAdminStrings();
});
beforeEach(() => startStaffSession('s'.repeat(43)));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  endStaffSession();
  setPreference('lang', 'en');
  await i18n.changeLanguage('en');
});

const NURSE = {
  staff: {
    id: 's1',
    full_name: 'Kamala Adhikari',
    role: 'health_post',
    healthPost: { id: 1, name: 'Tokha Health Post', name_ne: 'टोखा स्वास्थ्य चौकी' },
    palika: null,
  },
};
const COUNTS = { kinds: ['siren', 'review', 'help'], open: { siren: 1, help: 0, contact: 0, review: 2 } };
const SIREN = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'siren',
  mobile_number: '9812345678',
  message: 'My sister has strong pains, please send someone.',
  // 08:20 UTC is 14:05 in Nepal
  createdAt: '2026-01-04T08:20:00.000Z',
  pressedAt: null,
  handledAt: null,
  handledBy: null,
  recipient: 'Health-Office',
  healthPost: { id: 1, name: 'Tokha Health Post', name_ne: 'टोखा स्वास्थ्य चौकी' },
  provider: null,
  senderRegistered: false,
  full_name: null,
  email: null,
  address: null,
  subject: null,
  aiFindings: null,
};
/** The AI doctor's urgent item: the signs, her words that showed each, the numbers read. */
const AI_SIREN = {
  ...SIREN,
  id: '22222222-2222-4222-8222-222222222222',
  mobile_number: '9800000001',
  message:
    'AI doctor, urgent / एआई डाक्टर, जरुरी: Severe headache, blurred vision / कडा टाउको दुखाइ, आँखा धमिलो (BP 170/110)\nmero BP 170/110 cha, tauko dherai dukhyo',
  provider: { id: 'p1', full_name: 'Sita Sharma' },
  senderRegistered: true,
  aiFindings: {
    signs: [
      { id: 'preg_headache_vision', label_en: 'Severe headache, blurred vision', label_ne: 'कडा टाउको दुखाइ, आँखा धमिलो', evidence: ['tauko dherai dukhyo'] },
      {
        id: 'bp_severe',
        label_en: 'Blood pressure in the severe range (160/110 or more)',
        label_ne: 'धेरै उच्च रक्तचाप (१६०/११० वा बढी)',
        evidence: ['BP 170/110'],
      },
    ],
    readings: ['BP 170/110'],
  },
};

function renderInbox(routes: FakeRoutes) {
  const calls = fakeApi({ 'GET /staff/me': { body: NURSE }, 'GET /staff/inbox/counts': { body: COUNTS }, ...routes });
  renderWithApp(<InboxPage />, { path: '/staff/inbox' });
  return calls;
}

test('the inbox shows a siren with a call link and its time in Nepal, and marks it handled', async () => {
  const toasts = captureToasts();
  let handled = false;
  const calls = renderInbox({
    'GET /staff/inbox': () => ({ body: { messages: handled ? [] : [SIREN], total: handled ? 0 : 1 } }),
    [`PATCH /staff/inbox/siren/${SIREN.id}/handled`]: () => {
      handled = true;
      return { body: { message: 'Marked as handled.' } };
    },
  });
  const card = await screen.findByTestId('inbox-message');
  expect(within(card).getByText(SIREN.message)).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'Call 9812345678' }).getAttribute('href')).toBe('tel:9812345678');
  expect(card.textContent).toContain('at 14:05');
  expect(within(card).getByText('To the health post')).toBeTruthy();
  // a public siren from a number not registered at the health post says so
  expect(within(card).getByText('Number not registered here')).toBeTruthy();
  expect(screen.getByRole('tab', { name: /Siren/ }).getAttribute('aria-selected')).toBe('true');
  // a health post's staff have no contact tab and no newsletter download
  expect(screen.queryByRole('tab', { name: /Contact/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /newsletter/ })).toBeNull();

  fireEvent.click(within(card).getByRole('button', { name: 'Mark handled' }));
  expect(await screen.findByText(/No open messages here/)).toBeTruthy();
  expect(calls.find((c) => c.key.startsWith('PATCH'))?.body).toEqual({ handled: true });
  expect(toasts).toContainEqual({ kind: 'success', message: 'Marked as handled.' });
  expect(calls.filter((c) => c.key === 'GET /staff/inbox').length).toBeGreaterThanOrEqual(2);
});

test('a siren pressed while her phone was offline shows when she pressed it as well as when it arrived; one sent at once does not', async () => {
  renderInbox({
    // pressed at 13:20 in Nepal (07:35 UTC), arrived at 14:05
    'GET /staff/inbox': () => ({
      body: {
        messages: [
          { ...SIREN, pressedAt: '2026-01-04T07:35:00.000Z' },
          { ...SIREN, id: 'other' },
        ],
        total: 2,
      },
    }),
  });
  const [late, direct] = await screen.findAllByTestId('inbox-message');
  expect(late!.textContent).toContain('Received');
  expect(late!.textContent).toContain('at 14:05');
  expect(within(late!).getByTestId('pressed-at').textContent).toMatch(
    /^Pressed on her phone .*at 13:20 \(her phone was offline: sent when it was online again\)$/,
  );
  expect(within(direct!).queryByTestId('pressed-at')).toBeNull();
});

test('the handled filter asks for handled messages and offers Reopen', async () => {
  renderInbox({
    'GET /staff/inbox': () => ({ body: { messages: [{ ...SIREN, handledAt: '2026-01-04T09:00:00.000Z', handledBy: 'Kamala Adhikari' }], total: 1 } }),
  });
  await screen.findByTestId('inbox-message');
  fireEvent.click(screen.getByRole('button', { name: 'Handled' }));
  expect(await screen.findByRole('button', { name: 'Reopen' })).toBeTruthy();
  expect(screen.getByText(/Handled by Kamala Adhikari/)).toBeTruthy();
  expect((fetch as unknown as { mock: { calls: string[][] } }).mock.calls.some(([url]) => String(url).includes('status=handled'))).toBe(true);
});

test('an empty inbox says so; a failed one offers to try again', async () => {
  renderInbox({ 'GET /staff/inbox': { body: { messages: [], total: 0 } } });
  expect(await screen.findByText(/No Data Found!/)).toBeTruthy();
  cleanup();
  let fail = true;
  renderInbox({
    'GET /staff/inbox': () =>
      fail
        ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }
        : { body: { messages: [SIREN], total: 1 } },
  });
  expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('inbox-message')).toBeTruthy();
});

test('in Nepali the time and the buttons are Nepali', async () => {
  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  renderInbox({ 'GET /staff/inbox': { body: { messages: [SIREN], total: 1 } } });
  const card = await screen.findByTestId('inbox-message');
  expect(card.textContent).toContain('१४:०५ बजे');
  expect(within(card).getByRole('button', { name: 'सम्बोधन भयो' })).toBeTruthy();
});

test('an AI doctor item shows why: each sign with her words and the numbers read, in the nurse’s language', async () => {
  renderInbox({ 'GET /staff/inbox': { body: { messages: [AI_SIREN], total: 1 } } });
  const findings = await screen.findByTestId('ai-findings');
  expect(findings.textContent).toContain('What the AI doctor found');
  expect(findings.textContent).toContain('Severe headache, blurred vision (her words: “tauko dherai dukhyo”)');
  expect(findings.textContent).toContain('Blood pressure in the severe range (160/110 or more) (her words: “BP 170/110”)');
  expect(findings.textContent).toContain('Numbers read: BP 170/110');
});

test('in Nepali the AI doctor’s findings are Nepali, digits too', async () => {
  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  renderInbox({ 'GET /staff/inbox': { body: { messages: [AI_SIREN], total: 1 } } });
  const findings = await screen.findByTestId('ai-findings');
  expect(findings.textContent).toContain('एआई डाक्टरले भेटेका लक्षण');
  expect(findings.textContent).toContain('कडा टाउको दुखाइ, आँखा धमिलो (उहाँका शब्द: “tauko dherai dukhyo”)');
  expect(findings.textContent).toContain('पढिएका अङ्क: BP १७०/११०');
});

test('"To review" is a tab of its own after the urgent one; its items say the AI doctor was not sure', async () => {
  const review = {
    ...AI_SIREN,
    kind: 'review',
    message: 'AI doctor, to review / एआई डाक्टर, जाँच्नुपर्ने\nmalai ramro lagena',
    aiFindings: { signs: [], readings: [] },
  };
  let shown: 'siren' | 'review' = 'siren';
  renderInbox({ 'GET /staff/inbox': () => ({ body: shown === 'review' ? { messages: [review], total: 1 } : { messages: [SIREN], total: 1 } }) });
  await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Siren1 open', 'To review2 open', 'Help']));
  expect(screen.getAllByRole('tab')[0]?.getAttribute('aria-selected')).toBe('true');
  expect((await screen.findByTestId('inbox-message')).textContent).toContain('My sister has strong pains');
  shown = 'review';
  fireEvent.click(screen.getByRole('tab', { name: /To review/ }));
  const findings = await screen.findByTestId('ai-findings');
  expect(findings.textContent).toContain('The AI doctor was not sure about this question. Please call her and check.');
  expect(screen.getByRole('tab', { name: /To review/ }).getAttribute('aria-selected')).toBe('true');
});

const AMBULANCES = {
  ambulances: [
    {
      id: 'a1',
      active: true,
      editable: false,
      healthPost: null,
      driver_name: 'Dil Kumar Gurung',
      mobile_number: '9851000103',
      ambulance_number: 'BA 2 JHA 6789',
      ambulance_status: 'On a call',
    },
    {
      id: 'a2',
      active: true,
      editable: true,
      healthPost: { id: 1, name: 'Tokha Health Post', name_ne: 'टोखा स्वास्थ्य चौकी' },
      driver_name: 'Hari Bahadur Thapa',
      mobile_number: '9841000102',
      ambulance_number: 'BA 1 JHA 2345',
      ambulance_status: 'Available',
    },
  ],
};

function renderSupport(routes: FakeRoutes = {}) {
  const calls = fakeApi({
    'GET /staff/me': { body: NURSE },
    'GET /staff/ambulances': { body: AMBULANCES },
    'GET /staff/support-numbers': { body: { support_numbers: [] } },
    ...routes,
  });
  renderWithApp(<SupportPage />, { path: '/staff/support' });
  return calls;
}

test('ambulances: the palika’s are read-only, their own can be edited; no numbers yet says so', async () => {
  renderSupport();
  const entries = await screen.findAllByTestId('ambulances-entry');
  expect(entries).toHaveLength(2);
  expect(within(entries[0] as HTMLElement).getByText('Managed by the palika')).toBeTruthy();
  expect(within(entries[0] as HTMLElement).queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(within(entries[1] as HTMLElement).getByRole('button', { name: 'Edit' })).toBeTruthy();
  expect(within(entries[1] as HTMLElement).getByText('Available')).toBeTruthy();
  expect(await screen.findByText('No Contacts Found!')).toBeTruthy();
});

test('adding an ambulance: the schema speaks first, then a server refusal keeps what was typed', async () => {
  const toasts = captureToasts();
  const calls = renderSupport({
    'POST /staff/ambulances': { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Please choose a health post from the list.', fieldErrors: {} } },
  });
  await screen.findAllByTestId('ambulances-entry');
  fireEvent.click(screen.getByRole('button', { name: 'Add an ambulance' }));
  const form = screen.getByRole('form', { name: 'Add an ambulance' });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText("Please enter the driver's name!")).toBeTruthy();
  expect(calls.some((c) => c.key === 'POST /staff/ambulances')).toBe(false);

  fireEvent.change(within(form).getByLabelText("Driver's name"), { target: { value: 'Gopal Shrestha' } });
  fireEvent.change(within(form).getByLabelText("Driver's mobile number"), { target: { value: '9841 555 666' } });
  fireEvent.change(within(form).getByLabelText('Ambulance number (plate)'), { target: { value: 'BA 4 JHA 4444' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'Please choose a health post from the list.' }));
  expect(calls.find((c) => c.key === 'POST /staff/ambulances')?.body).toEqual({
    driver_name: 'Gopal Shrestha',
    // the Nepali name and plate left empty: none
    driver_name_ne: null,
    mobile_number: '9841555666',
    ambulance_number: 'BA 4 JHA 4444',
    ambulance_number_ne: null,
    ambulance_status: 'Available',
    active: true,
  });
  expect(within(form).getByLabelText<HTMLInputElement>("Driver's name").value).toBe('Gopal Shrestha');
});

test('deactivating sends active: false for that ambulance', async () => {
  const calls = renderSupport({ 'PATCH /staff/ambulances/a2': { body: { message: 'Ambulance saved.', id: 'a2' } } });
  const entries = await screen.findAllByTestId('ambulances-entry');
  fireEvent.click(within(entries[1] as HTMLElement).getByRole('button', { name: 'Deactivate' }));
  await waitFor(() => expect(calls.find((c) => c.key === 'PATCH /staff/ambulances/a2')?.body).toEqual({ active: false }));
});
