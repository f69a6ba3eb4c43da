// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../lib/i18n.ts';
import { ContactPage } from './contact-page.tsx';
import { loadLandingContent } from './public-content.ts';

beforeAll(async () => {
  await loadLandingContent();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderPage() {
  return render(<ContactPage />);
}

test('an empty form shows every missing field at once, each field marked required', async () => {
  renderPage();
  for (const label of ['Full name', 'Address', 'Mobile number', 'Email', 'Subject', 'Message'])
    expect(screen.getByLabelText(label).getAttribute('aria-required')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Please enter your full name!')).toBeTruthy();
  for (const message of [
    'Please enter your address!',
    'Please enter your mobile number!',
    'Please enter your email address!',
    'Please enter your subject!',
    'Please enter your message!',
  ])
    expect(screen.getByText(message)).toBeTruthy();
  await waitFor(() => expect((document.activeElement as HTMLElement | null)?.getAttribute('name')).toBe('full_name'));
});

test('in Nepali the same check speaks Nepali', async () => {
  await i18n.changeLanguage('ne');
  renderPage();
  fireEvent.click(screen.getByRole('button', { name: 'सन्देश पठाउनुहोस्' }));
  expect(await screen.findByText('कृपया आफ्नो पूरा नाम लेख्नुहोस्।')).toBeTruthy();
});

test('the next missing field is named once the first is filled', async () => {
  renderPage();
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Sita' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Please enter your address!')).toBeTruthy();
  expect(screen.queryByText('Please enter your full name!')).toBeNull();
  expect(screen.getByText('Please enter your message!')).toBeTruthy();
});

test('a server refusal keeps the values and shows the server message beside its field', async () => {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ code: 'VALIDATION_FAILED', message: 'This is too long.', fieldErrors: { subject: 'This is too long.' } }), { status: 400 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderPage();
  const values = { 'Full name': 'Sita', Address: 'Tokha', 'Mobile number': '9812345678', Email: 's@example.com', Subject: 'Hi', Message: 'Hello' };
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('This is too long.')).toBeTruthy();
  // leaving the field without changing it keeps the server's message (this page's own check passes it)
  fireEvent.blur(screen.getByLabelText('Subject'));
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.getByText('This is too long.')).toBeTruthy();
  expect(fetchMock).toHaveBeenCalledOnce();
  expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Hello');
});

test('the first wrong field is scrolled into view and focused, so "Send" never seems to do nothing on a phone', async () => {
  const scrolled: string[] = [];
  const spy = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
    scrolled.push(this.getAttribute('name') ?? '');
  });
  try {
    renderPage();
    fireEvent.change(screen.getByLabelText(/full name/i), { target: { value: 'Sita Rai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your address!')).toBeTruthy();
    await waitFor(() => expect((document.activeElement as HTMLElement | null)?.getAttribute('name')).toBe('address'));
    expect(scrolled).toEqual(['address']);
  } finally {
    spy.mockRestore();
  }
});

test('after a failed send, the message goes as soon as the field is right, and a field left wrong says so when she leaves it', async () => {
  renderPage();
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Please enter your full name!')).toBeTruthy();
  // answering the message: it goes without another press of "Send"
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Sita' } });
  await waitFor(() => expect(screen.queryByText('Please enter your full name!')).toBeNull());
  // a field she leaves empty says so when she leaves it
  fireEvent.blur(screen.getByLabelText('Address'));
  expect(await screen.findByText('Please enter your address!')).toBeTruthy();
  expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
});

test('the Nepali page writes the contact numbers in Devanagari digits, the links dial the same number', async () => {
  await i18n.changeLanguage('ne');
  renderPage();
  const link = screen.getByText('९८०१२३४५६७');
  expect(link.getAttribute('href')).toBe('tel:9801234567');
  expect(screen.getByText('१६६००१००२००').getAttribute('href')).toBe('tel:16600100200');
});

test('a fresh form says nothing when a field is left before the first send', async () => {
  renderPage();
  fireEvent.focus(screen.getByLabelText('Full name'));
  fireEvent.blur(screen.getByLabelText('Full name'));
  // give a wrong check every chance to show (the schema is loaded on the first send only)
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByText('Please enter your full name!')).toBeNull();
});
