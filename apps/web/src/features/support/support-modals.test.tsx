// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DANGER_SIGNS } from '@mamata/core/reference/danger-signs';
import { i18n } from '../../lib/i18n.ts';
import { captureToasts, fakeApi, renderWithApp } from '../../test/render-with-app.tsx';
import { MessageModal, SupportNumbersModal } from './support-modals.tsx';
import { EmergencyPage } from './emergency-page.tsx';
import { HealthPostsPage } from './health-posts-page.tsx';
import { loadSupportStrings } from './support-strings.ts';

beforeAll(async () => {
  await loadSupportStrings();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});

const NUMBERS = {
  numbers: {
    ambulences: [
      { _id: 'a1', driver_name: 'Hari Bahadur', mobile_number: '9841000001', ambulance_number: 'BA 1 JHA 2345', ambulance_status: 'Available' },
      { _id: 'a2', driver_name: 'Shyam Karki', mobile_number: '9841000002', ambulance_number: 'BA 2 JHA 6789', ambulance_status: 'On a call' },
    ],
    support_numbers: [{ _id: 's1', name: 'Tokha Health Post', name_ne: 'टोखा स्वास्थ्य चौकी', contact_number: '01-4350010' }],
  },
};
const EMPTY = { numbers: { ambulences: [], support_numbers: [] } };

test('support numbers: ambulances with green or red status and contacts, every number a tel: link', async () => {
  fakeApi({ 'GET /support/provider/numbers': { body: NUMBERS } });
  renderWithApp(<SupportNumbersModal onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Support numbers' });
  await within(dialog).findByText('Hari Bahadur');
  expect(within(dialog).getByText('Ambulance no. BA 1 JHA 2345')).toBeTruthy();
  expect(within(dialog).getByText('Available').closest('[data-status]')?.getAttribute('data-status')).toBe('available');
  expect(within(dialog).getByText('On a call').closest('[data-status]')?.getAttribute('data-status')).toBe('unavailable');
  expect(within(dialog).getByText('On a call').closest('[data-status]')?.className).toContain('red');
  const links = within(dialog).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['tel:9841000001', 'tel:9841000002', 'tel:014350010']);
  expect(within(dialog).getByRole('link', { name: 'Call 01-4350010' })).toBeTruthy();
  expect(within(dialog).getByText('Tokha Health Post')).toBeTruthy();
});

test('support numbers: the spec’s empty messages', async () => {
  fakeApi({ 'GET /support/provider/numbers': { body: EMPTY } });
  renderWithApp(<SupportNumbersModal onClose={() => {}} />);
  expect(await screen.findByText('No Ambulances Found!')).toBeTruthy();
  expect(screen.getByText('No Contacts Found!')).toBeTruthy();
});

test('support numbers: a failed load says why and can be tried again', async () => {
  let fail = true;
  fakeApi({
    'GET /support/provider/numbers': () =>
      fail ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } } : { body: NUMBERS },
  });
  renderWithApp(<SupportNumbersModal onClose={() => {}} />);
  expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Hari Bahadur')).toBeTruthy();
});

test('support numbers in Nepali: Nepali words and digits, the same tel: targets', async () => {
  await i18n.changeLanguage('ne');
  fakeApi({ 'GET /support/provider/numbers': { body: NUMBERS } });
  renderWithApp(<SupportNumbersModal onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'सहायता नम्बरहरू' });
  expect(await within(dialog).findByText('उपलब्ध')).toBeTruthy();
  expect(within(dialog).getByText('अहिले व्यस्त')).toBeTruthy();
  const call = within(dialog).getByRole('link', { name: '९८४१०००००१ मा फोन गर्नुहोस्' });
  expect(call.getAttribute('href')).toBe('tel:9841000001');
  // the contact's Nepali name, which the health post gave
  expect(within(dialog).getByText('टोखा स्वास्थ्य चौकी')).toBeTruthy();
  expect(within(dialog).queryByText('Tokha Health Post')).toBeNull();
});

test('support numbers in Nepali: the empty messages', async () => {
  await i18n.changeLanguage('ne');
  fakeApi({ 'GET /support/provider/numbers': { body: EMPTY } });
  renderWithApp(<SupportNumbersModal onClose={() => {}} />);
  expect(await screen.findByText('कुनै एम्बुलेन्स छैन।')).toBeTruthy();
  expect(screen.getByText('कुनै सम्पर्क छैन।')).toBeTruthy();
});

test('a dialog closes with Esc and with its close button', async () => {
  fakeApi({ 'GET /support/provider/numbers': { body: EMPTY } });
  const onClose = vi.fn();
  renderWithApp(<SupportNumbersModal onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Support numbers' });
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('message: an empty message is "message is required!" and nothing is sent', async () => {
  const calls = fakeApi({});
  renderWithApp(<MessageModal onClose={() => {}} />);
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('message is required!')).toBeTruthy();
  expect(calls).toHaveLength(0);
});

test('message: in Nepali the same check speaks Nepali', async () => {
  await i18n.changeLanguage('ne');
  fakeApi({});
  renderWithApp(<MessageModal onClose={() => {}} />);
  expect(screen.getByRole('dialog', { name: 'आफ्नो स्वास्थ्य चौकीलाई सन्देश' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'पठाउनुहोस्' }));
  expect(await screen.findByText('कृपया सन्देश लेख्नुहोस्।')).toBeTruthy();
});

test('message: sent to the help call, the server’s message as a toast, then closed', async () => {
  const toasts = captureToasts();
  const calls = fakeApi({ 'POST /help/provider/post-help-message': { body: { message: 'Your message has been sent to your health post.' } } });
  const onClose = vi.fn();
  renderWithApp(<MessageModal onClose={onClose} />);
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'When is my next check-up?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls).toEqual([expect.objectContaining({ key: 'POST /help/provider/post-help-message', body: { message: 'When is my next check-up?' } })]);
  expect(toasts).toContainEqual({ kind: 'success', message: 'Your message has been sent to your health post.' });
});

test('message: closed by mistake (a tap beside it, Esc), the text is there when she opens it again, and saying so; sending ends it', async () => {
  fakeApi({ 'POST /help/provider/post-help-message': { body: { message: 'Your message has been sent to your health post.' } } });
  const onClose = vi.fn();
  renderWithApp(<MessageModal onClose={onClose} />);
  expect(screen.queryByTestId('draft-note')).toBeNull();
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'My feet are swollen since yesterday' } });
  cleanup();

  renderWithApp(<MessageModal onClose={onClose} />);
  expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('My feet are swollen since yesterday');
  expect(screen.getByTestId('draft-note').textContent).toBe('Your message was not sent yet: it is still here.');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  cleanup();

  renderWithApp(<MessageModal onClose={onClose} />);
  expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('');
  expect(screen.queryByTestId('draft-note')).toBeNull();
});

test('message: a refusal shows the server’s message and keeps the text', async () => {
  const toasts = captureToasts();
  fakeApi({
    'POST /help/provider/post-help-message': { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' } },
  });
  const onClose = vi.fn();
  renderWithApp(<MessageModal onClose={onClose} />);
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'Too many requests. Please wait a moment and try again.' }));
  expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Hello');
  expect(onClose).not.toHaveBeenCalled();
});

test('emergency: says Mamata has no emergency service, calls 102, alerts the health post and confirms', async () => {
  const calls = fakeApi({
    'GET /support/provider/numbers': { body: NUMBERS },
    'POST /help/provider/health-post-siren': { body: { message: 'Your health post has been alerted.' } },
  });
  renderWithApp(<EmergencyPage />);
  expect(screen.getByText(/Mamata has no emergency service of its own/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Call 102 (Ambulance)' }).getAttribute('href')).toBe('tel:102');
  expect(await screen.findByText('Hari Bahadur')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('What is happening? (optional)'), { target: { value: 'Bleeding' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send urgent message' }));
  expect(await screen.findByText('Your health post has been alerted.')).toBeTruthy();
  expect(calls.find((c) => c.key === 'POST /help/provider/health-post-siren')?.body).toEqual({ message: 'Bleeding' });
});

test('emergency in Nepali', async () => {
  await i18n.changeLanguage('ne');
  fakeApi({ 'GET /support/provider/numbers': { body: EMPTY } });
  renderWithApp(<EmergencyPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'आपत्कालीन सहायता' })).toBeTruthy();
  expect(screen.getByRole('link', { name: '१०२ मा फोन गर्नुहोस् (एम्बुलेन्स)' }).getAttribute('href')).toBe('tel:102');
  // fits in the reviewed wording (not काम्ने alone, which reads as shivering); blue lips, not mouth
  expect(screen.getAllByText('ऐंठन (छारे रोग जस्तै काम्ने) वा बेहोस हुने').length).toBeGreaterThan(0);
  expect(screen.getByText('ओठ वा अनुहार निलो हुनु')).toBeTruthy();
  // a label not yet reviewed by a health worker is marked, with the note
  expect(document.querySelector('[data-sign="lab_heavy_bleeding"]')?.textContent).toBe('धेरै रगत बग्नु †');
  expect(screen.getByText('† यो अनुवाद स्वास्थ्यकर्मीले जाँच्न बाँकी छ।')).toBeTruthy();
});

test('every danger sign of the reference is on the emergency screen, grouped by what to do', async () => {
  await i18n.changeLanguage('en');
  fakeApi({ 'GET /support/provider/numbers': { body: EMPTY } });
  renderWithApp(<EmergencyPage />);
  const groups = screen.getByTestId('danger-signs').querySelectorAll('[data-action]');
  expect([...groups].map((g) => g.querySelector('h3')?.textContent)).toEqual([
    'Call 102 now',
    'Go to a birthing centre or hospital now',
    'See a health worker within 24 hours',
  ]);
  const shown = [...document.querySelectorAll('[data-sign]')].map((li) => li.getAttribute('data-sign'));
  expect(shown).toEqual(expect.arrayContaining(DANGER_SIGNS.map((s) => s.id)));
  expect(shown).toHaveLength(DANGER_SIGNS.length);
  const goNow = groups[1] as HTMLElement;
  for (const text of [
    'Baby moving less / not moving',
    'Water breaks early',
    'Severe belly pain',
    'Fast breathing (60+ per min)',
    'Severe chest indrawing',
    'Yellow skin in first 24 hours',
    'Not able to feed or suck',
  ])
    expect(within(goNow).getByText(text)).toBeTruthy();
  expect(
    within(groups[0] as HTMLElement)
      .getByRole('link', { name: 'Call 102' })
      .getAttribute('href'),
  ).toBe('tel:102');
});

test('health posts: hers first and marked, each with address and a tel: link; Nepali names in Nepali', async () => {
  fakeApi({
    'GET /provider/health-posts': {
      body: {
        palika: { name: 'Tokha Municipality', name_ne: 'टोखा नगरपालिका' },
        healthPosts: [
          { office_type_id: 1, name: 'Tokha Health Post', name_ne: 'टोखा स्वास्थ्य चौकी', address: 'Tokha-5', phone: '014350010', is_mine: true },
          { office_type_id: 2, name: 'Jhor Health Post', name_ne: 'झोर स्वास्थ्य चौकी', address: 'Tokha-9', phone: null, is_mine: false },
        ],
      },
    },
  });
  renderWithApp(<HealthPostsPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Health posts of Tokha Municipality' })).toBeTruthy();
  const cards = screen.getAllByRole('listitem');
  expect(within(cards[0] as HTMLElement).getByText('Your health post')).toBeTruthy();
  expect(
    within(cards[0] as HTMLElement)
      .getByRole('link', { name: 'Call 014350010' })
      .getAttribute('href'),
  ).toBe('tel:014350010');
  expect(within(cards[1] as HTMLElement).getByText('No phone number recorded.')).toBeTruthy();
  await i18n.changeLanguage('ne');
  expect(await screen.findByRole('heading', { level: 1, name: 'टोखा नगरपालिकाका स्वास्थ्य चौकीहरू' })).toBeTruthy();
  expect(screen.getByText('झोर स्वास्थ्य चौकी')).toBeTruthy();
});
