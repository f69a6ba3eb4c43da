// @vitest-environment happy-dom
import { beforeAll, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n.ts';
import { captureToasts, fakeApi, renderWithApp } from '../../test/render-with-app.tsx';
import { loggedInTestHooks } from '../../test/logged-in-hooks.ts';
import { AiDoctorHistoryPage } from './ai-doctor-history-page.tsx';
import { AiDoctorPage } from './ai-doctor-page.tsx';
import { loadAiDoctorStrings } from './ai-doctor-strings.ts';
import { ANSWER_BODY_MAX_HEIGHT_PX } from './components/answer-modal.tsx';

beforeAll(async () => {
  await loadAiDoctorStrings();
  // the offline answer's module (core's rules and their vocabulary) loaded before the tests, as the built app's chunk is
  // ready on her phone: here its first import is a transform of the large vocabulary, over a second on a loaded CI host,
  // which the offline test's wait for the dialog would otherwise measure
  await import('./offline-answer.ts');
});
loggedInTestHooks();

const QUERIES = { queries: ['When do I take iron and calcium tablets?', 'How many check-ups do I need?'] };
const ANSWER = {
  response: 'You are 28 weeks pregnant.\nTake one iron-folic acid tablet every day.\nSource: Nepal Ministry of Health safe motherhood programme.',
  urgent: false,
  sources: [{ id: 'nut-ifa', title: 'Iron-folic acid tablets' }],
  action: null,
  contacts: [],
  lang: 'en',
};
const URGENT = {
  response:
    'Go to your health post or hospital now.\nWhat you describe can be a danger sign: Baby moving less / not moving.\nYour question has been sent to Tokha Health Post.',
  urgent: true,
  sources: [{ id: 'danger-pregnancy', title: 'Danger signs in pregnancy' }],
  action: 'go_to_facility_now',
  contacts: [
    { kind: 'health_post', name: 'Tokha Health Post', phone: '014350010' },
    { kind: 'ambulance_102', name: 'Ambulance', phone: '102' },
  ],
  lang: 'en',
};

test('a suggestion fills the prompt and sends it; the answer opens in the modal in paragraphs; Got it clears the prompt', async () => {
  const calls = fakeApi({ 'GET /provider/chatgpt/queries': { body: QUERIES }, 'POST /provider/chatgpt/query': { body: ANSWER } });
  renderWithApp(<AiDoctorPage />, { path: '/ai-doctor' });
  expect(screen.getByRole('heading', { level: 1, name: 'AI Doctor' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/ai-doctor/history');
  fireEvent.click(await screen.findByRole('button', { name: 'When do I take iron and calcium tablets?' }));
  const dialog = await screen.findByRole('dialog');
  expect(calls.find((c) => c.key === 'POST /provider/chatgpt/query')?.body).toEqual({ prompt: 'When do I take iron and calcium tablets?' });
  expect(within(dialog).getByText('When do I take iron and calcium tablets?')).toBeTruthy();
  expect(within(dialog).getByText('Answer:')).toBeTruthy();
  expect(within(dialog).getByText('Take one iron-folic acid tablet every day.').tagName).toBe('P');
  expect(within(dialog).getByText('You are 28 weeks pregnant.').tagName).toBe('P');
  expect(within(dialog).getByTestId('answer-body').style.maxHeight).toBe(`${ANSWER_BODY_MAX_HEIGHT_PX}px`);
  expect((document.querySelector('input[name="prompt"]') as HTMLInputElement).value).toBe('When do I take iron and calcium tablets?');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect((document.querySelector('input[name="prompt"]') as HTMLInputElement).value).toBe('');
});

test('an urgent answer puts what to do first, in red, with tap-to-call buttons above the explanation', async () => {
  fakeApi({ 'GET /provider/chatgpt/queries': { body: QUERIES }, 'POST /provider/chatgpt/query': { body: URGENT } });
  renderWithApp(<AiDoctorPage />, { path: '/ai-doctor' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), { target: { value: 'bachha chaleko chhaina' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog');
  const alert = within(dialog).getByRole('alert');
  expect(within(alert).getByText('Go to your health post or hospital now.')).toBeTruthy();
  const post = within(alert).getByRole('link', { name: 'Call Tokha Health Post: 014350010' });
  expect(post.getAttribute('href')).toBe('tel:014350010');
  expect(within(alert).getByRole('link', { name: 'Call Ambulance: 102' }).getAttribute('href')).toBe('tel:102');
  // the explanation comes after the call buttons
  const explanation = within(dialog).getByText('What you describe can be a danger sign: Baby moving less / not moving.');
  expect(post.compareDocumentPosition(explanation) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('an ordinary answer ends with small call buttons for 102 and her health post, no red alert', async () => {
  const ordinary = {
    ...ANSWER,
    contacts: [
      { kind: 'ambulance_102', name: 'Ambulance', phone: '102' },
      { kind: 'health_post', name: 'Tokha Health Post', phone: '014350010' },
    ],
  };
  fakeApi({ 'GET /provider/chatgpt/queries': { body: QUERIES }, 'POST /provider/chatgpt/query': { body: ordinary } });
  renderWithApp(<AiDoctorPage />, { path: '/ai-doctor' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), { target: { value: 'iron tablet kahile khane' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).queryByRole('alert')).toBeNull();
  const wayOut = within(dialog).getByRole('group', { name: 'If you feel worse, or something here worries you, call:' });
  expect(within(wayOut).getByRole('link', { name: 'Call Ambulance: 102' }).getAttribute('href')).toBe('tel:102');
  const post = within(wayOut).getByRole('link', { name: 'Call Tokha Health Post: 014350010' });
  expect(post.getAttribute('href')).toBe('tel:014350010');
  // after the answer, and smaller than an urgent answer's buttons
  const passage = within(dialog).getByText('Take one iron-folic acid tablet every day.');
  expect(passage.compareDocumentPosition(post) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(post.className).toContain('text-sm');
  expect(post.className).not.toContain('bg-red-700');
});

test('a failure shows the server’s message in a toast and keeps what she typed; an empty prompt is sent for the server to refuse', async () => {
  const toasts = captureToasts();
  fakeApi({
    'GET /provider/chatgpt/queries': { body: QUERIES },
    'POST /provider/chatgpt/query': { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Please write your question.' } },
  });
  renderWithApp(<AiDoctorPage />, { path: '/ai-doctor' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), { target: { value: '  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Please write your question.' }]));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect((document.querySelector('input[name="prompt"]') as HTMLInputElement).value).toBe('  ');
});

test('a spinner covers the screen while the question is pending', async () => {
  let release: () => void = () => undefined;
  const pending = new Promise<void>((resolve) => (release = resolve));
  fakeApi({ 'GET /provider/chatgpt/queries': { body: QUERIES }, 'POST /provider/chatgpt/query': { body: ANSWER } });
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/chatgpt/query')) await pending;
    return original(input, init);
  };
  renderWithApp(<AiDoctorPage />, { path: '/ai-doctor' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), { target: { value: 'iron' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByTestId('asking-overlay')).toBeTruthy();
  expect(screen.getByText('Finding the answer...')).toBeTruthy();
  release();
  await screen.findByRole('dialog');
  expect(screen.queryByTestId('asking-overlay')).toBeNull();
});

test('in Nepali: the screen’s words and the suggestions the server sends', async () => {
  await i18n.changeLanguage('ne');
  const calls = fakeApi({ 'GET /provider/chatgpt/queries': { body: { queries: ['आइरन चक्की कहिले खाने?'] } } });
  renderWithApp(<AiDoctorPage />, { path: '/ai-doctor' });
  expect(screen.getByRole('heading', { level: 1, name: 'एआई डाक्टर' })).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'आइरन चक्की कहिले खाने?' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'पठाउनुहोस्' })).toBeTruthy();
  expect(calls[0]?.headers['accept-language']).toBe('ne');
});

test('history: newest first as sent, each with the prompt and a two-line preview; a tap opens the full answer', async () => {
  fakeApi({
    'GET /provider/chatgpt/history': {
      body: {
        history: [
          {
            prompt: 'bachha chaleko chhaina',
            response: URGENT.response,
            urgent: true,
            createdAt: '2026-11-22T08:00:00.000Z',
            action: 'go_to_facility_now',
            contacts: URGENT.contacts,
          },
          { prompt: 'iron tablets?', response: ANSWER.response, urgent: false, createdAt: '2026-11-21T08:00:00.000Z', action: null, contacts: [] },
        ],
      },
    },
  });
  renderWithApp(<AiDoctorHistoryPage />, { path: '/ai-doctor/history' });
  expect(screen.getByText('Loading...')).toBeTruthy();
  const entries = await screen.findAllByTestId('history-entry');
  expect(entries.map((e) => e.querySelector('span span')?.textContent)).toEqual(['bachha chaleko chhaina', 'iron tablets?']);
  expect(within(entries[0]!).getByText('Urgent')).toBeTruthy();
  const preview = within(entries[1]!).getByTestId('history-preview');
  expect(preview.className).toContain('line-clamp-2');
  // a display class would undo the clamp (line-clamp sets its own display)
  expect(preview.className).not.toMatch(/\b(block|flex|inline-block)\b/);
  expect(entries[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-22');
  // an urgent entry opens with what to do and the numbers to call
  fireEvent.click(entries[0]!);
  const urgentDialog = await screen.findByRole('dialog');
  expect(within(within(urgentDialog).getByRole('alert')).getByRole('link', { name: 'Call Tokha Health Post: 014350010' })).toBeTruthy();
  fireEvent.click(within(urgentDialog).getByRole('button', { name: 'Got it' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(entries[1]!);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Take one iron-folic acid tablet every day.')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getAllByTestId('history-entry').length).toBe(2);
});

test('history: empty and error states', async () => {
  fakeApi({ 'GET /provider/chatgpt/history': { body: { history: [] } } });
  const { unmount } = renderWithApp(<AiDoctorHistoryPage />, { path: '/ai-doctor/history' });
  expect(await screen.findByText('No Data Found! Questions you ask the AI doctor appear here.')).toBeTruthy();
  unmount();
  fakeApi({ 'GET /provider/chatgpt/history': { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } } });
  renderWithApp(<AiDoctorHistoryPage />, { path: '/ai-doctor/history' });
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.getByText('Something went wrong.')).toBeTruthy();
});

test('offline: a danger question gets what to do now and 102 from the phone itself; the question is kept and asked once online', async () => {
  localStorage.removeItem('mamata.aiDoctor.pending');
  let online = false;
  const asked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path.endsWith('/provider/chatgpt/queries'))
        return new Response(JSON.stringify(QUERIES), { status: 200, headers: { 'content-type': 'application/json' } });
      if (!online) throw new TypeError('Failed to fetch');
      asked.push(JSON.parse(typeof init.body === 'string' ? init.body : ''));
      return new Response(JSON.stringify(URGENT), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  renderWithApp(<AiDoctorPage />, { path: '/ai-doctor' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), { target: { value: 'ragat dherai bagyo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog');
  const alert = within(dialog).getByRole('alert');
  expect(within(alert).getByText(/^You are offline\. Call 102 now/)).toBeTruthy();
  expect(within(alert).getByRole('link', { name: 'Call Ambulance: 102' }).getAttribute('href')).toBe('tel:102');
  expect(JSON.parse(localStorage.getItem('mamata.aiDoctor.pending') ?? '[]')).toMatchObject([{ prompt: 'ragat dherai bagyo' }]);
  // back online: the kept question is asked once, then forgotten
  online = true;
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(asked).toEqual([{ prompt: 'ragat dherai bagyo' }]));
  await waitFor(() => expect(localStorage.getItem('mamata.aiDoctor.pending')).toBe('[]'));
});

test('offline: an ordinary question is kept for later, and she is told so', async () => {
  localStorage.removeItem('mamata.aiDoctor.pending');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (new URL(url, 'http://localhost').pathname.endsWith('/provider/chatgpt/queries'))
        return new Response(JSON.stringify(QUERIES), { status: 200, headers: { 'content-type': 'application/json' } });
      throw new TypeError('Failed to fetch');
    }),
  );
  renderWithApp(<AiDoctorPage />, { path: '/ai-doctor' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), { target: { value: 'iron tablet kahile khane' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).queryByRole('alert')).toBeNull();
  expect(within(dialog).getByText(/^You are offline\. Your question is kept on this phone/)).toBeTruthy();
  expect(JSON.parse(localStorage.getItem('mamata.aiDoctor.pending') ?? '[]')).toMatchObject([{ prompt: 'iron tablet kahile khane' }]);
});
