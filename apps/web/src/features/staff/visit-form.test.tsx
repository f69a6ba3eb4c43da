// @vitest-environment happy-dom
// the outbox keeps each save in IndexedDB first: a fake of the browser's store, as happy-dom has none
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { captureToasts, fakeApi, renderWithApp, type FakeRoutes } from '../../test/render-with-app.tsx';
import { loadRecordsStrings } from './records/records-strings.ts';
import { PersonPage } from './person-page.tsx';
import { endStaffSession, startStaffSession } from './staff-session.ts';
import { hasDraft } from '../../lib/form-draft.ts';

const ID = '22222222-2222-4222-8222-222222222222';
const TOKHA = { id: 1, name: 'Tokha Health Post', name_ne: 'टोखा स्वास्थ्य चौकी' };
const NURSE = { staff: { id: 's1', full_name: 'Kamala Adhikari', role: 'health_post', healthPost: TOKHA, palika: null } };
const SITA = {
  person: {
    id: ID,
    full_name: 'Sita Tamang',
    first_name: 'Sita',
    last_name: 'Tamang',
    mobile_number: '9800001234',
    registration_type: 'MOTHER',
    active: true,
    healthPostId: 1,
    gestationalWeek: 20,
    babyBirthDate: null,
    gender: 'female',
    address: 'Tokha-5',
    mustChangePassword: false,
  },
  pregnancy: {
    id: 'p1',
    lastMenstrualPeriod: '2026-07-08',
    deliveryDueDate: '2027-04-14',
    height: 60,
    weight: 52,
    emergency_phone_number: null,
    endedOn: null,
    outcome: null,
  },
  visits: [],
  alerts: [],
};

beforeAll(async () => {
  await loadRecordsStrings();
});
beforeEach(() => startStaffSession('s'.repeat(43)));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endStaffSession();
});

function renderPerson(routes: FakeRoutes) {
  const calls = fakeApi({ 'GET /staff/me': { body: NURSE }, [`GET /staff/people/${ID}`]: { body: SITA }, ...routes });
  renderWithApp(<PersonPage />, { path: '/staff/people/:id', at: `/staff/people/${ID}` });
  return calls;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const visitPosts = (calls: Array<{ key: string; body: unknown }>) => calls.filter((c) => c.key === `POST /staff/people/${ID}/visits`);

test('an empty visit is not saved: the nurse is asked for a measurement or a note', async () => {
  const calls = renderPerson({ [`POST /staff/people/${ID}/visits`]: { body: { message: 'Visit recorded.' } } });
  fireEvent.click(await screen.findByRole('button', { name: 'Save visit' }));
  expect(await screen.findByText('Enter at least one measurement or a note.')).toBeTruthy();
  expect(visitPosts(calls)).toHaveLength(0);
});

test('170/115 is flagged as an emergency while she types; after saving every field clears, so a second click saves nothing twice', async () => {
  const toasts = captureToasts();
  const calls = renderPerson({ [`POST /staff/people/${ID}/visits`]: { body: { message: 'Visit recorded.' } } });
  await screen.findByRole('button', { name: 'Save visit' });
  fill('Systolic (mmHg)', '170');
  fill('Diastolic (mmHg)', '115');
  const flag = await screen.findByTestId('typed-bp-flag');
  expect(flag.dataset.level).toBe('emergency');
  expect(flag.textContent).toContain('160/110');
  fill('Weight (kg)', '56.5');
  fireEvent.click(screen.getByRole('button', { name: 'Save visit' }));

  await waitFor(() => expect(visitPosts(calls)).toHaveLength(1));
  expect(visitPosts(calls)[0]?.body).toEqual({ visitDate: nepalToday(), systolicPressure: 170, diastolicPressure: 115, weight: 56.5 });
  await waitFor(() => expect(field('Systolic (mmHg)').value).toBe(''));
  expect(field('Diastolic (mmHg)').value).toBe('');
  expect(field('Weight (kg)').value).toBe('');
  expect(screen.queryByTestId('typed-bp-flag')).toBeNull();
  expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'Visit recorded.' });
});

test('"first antenatal check-up of this pregnancy" is sent as the nurse answered it, yes or no (the HMIS sheet counts it)', async () => {
  for (const [answer, sent] of [
    ['yes', true],
    ['no', false],
  ] as const) {
    const calls = renderPerson({ [`POST /staff/people/${ID}/visits`]: { body: { message: 'Visit recorded.' } } });
    await screen.findByRole('button', { name: 'Save visit' });
    fill('Weight (kg)', '56.5');
    fill('First antenatal check-up of this pregnancy', answer);
    fireEvent.click(screen.getByRole('button', { name: 'Save visit' }));
    await waitFor(() => expect(visitPosts(calls)).toHaveLength(1));
    expect(visitPosts(calls)[0]?.body).toEqual({ visitDate: nepalToday(), weight: 56.5, firstAnc: sent });
    cleanup();
    vi.unstubAllGlobals();
  }
});

test('a second visit on the same date is asked about before it is saved, and keeps what was typed', async () => {
  const calls = renderPerson({
    [`POST /staff/people/${ID}/visits`]: (body) =>
      (body as { sameDay?: boolean }).sameDay
        ? { body: { message: 'Visit recorded.' } }
        : {
            status: 409,
            body: {
              code: 'CONFLICT',
              message: 'She already has a visit on this date. Save a second visit for the same day?',
              fieldErrors: { visitDate: 'She already has a visit on this date. Save a second visit for the same day?' },
            },
          },
  });
  await screen.findByRole('button', { name: 'Save visit' });
  fill('Notes', 'Came back for her results');
  fireEvent.click(screen.getByRole('button', { name: 'Save visit' }));
  expect(await screen.findByRole('button', { name: 'Save a second visit' })).toBeTruthy();
  expect(visitPosts(calls)).toHaveLength(1);
  expect(field('Notes').value).toBe('Came back for her results');

  fireEvent.click(screen.getByRole('button', { name: 'Save a second visit' }));
  await waitFor(() => expect(visitPosts(calls)).toHaveLength(2));
  expect(visitPosts(calls)[1]?.body).toEqual({ visitDate: nepalToday(), notes: 'Came back for her results', sameDay: true });
  await waitFor(() => expect(field('Notes').value).toBe(''));
});

test('what the nurse typed comes back when the screen is drawn again (a reload, a dropped tab), marked as not saved; saving ends it', async () => {
  renderPerson({});
  await screen.findByRole('button', { name: 'Save visit' });
  // nothing typed: nothing kept, no note
  expect(screen.queryByText('What you typed before is back. It is not saved yet.')).toBeNull();
  fill('Systolic (mmHg)', '118');
  fill('Notes', 'Headache since morning');
  cleanup();

  const calls = renderPerson({ [`POST /staff/people/${ID}/visits`]: { body: { message: 'Visit recorded.' } } });
  await screen.findByRole('button', { name: 'Save visit' });
  expect(field('Systolic (mmHg)').value).toBe('118');
  expect(field('Notes').value).toBe('Headache since morning');
  expect(screen.getByTestId('draft-note').textContent).toBe('What you typed before is back. It is not saved yet.');
  fill('Diastolic (mmHg)', '76');
  fireEvent.click(screen.getByRole('button', { name: 'Save visit' }));
  await waitFor(() => expect(visitPosts(calls)).toHaveLength(1));
  expect(visitPosts(calls)[0]?.body).toEqual({ visitDate: nepalToday(), systolicPressure: 118, diastolicPressure: 76, notes: 'Headache since morning' });
  await waitFor(() => expect(field('Systolic (mmHg)').value).toBe(''));
  expect(screen.queryByText('What you typed before is back. It is not saved yet.')).toBeNull();
  cleanup();

  // saved: the next visit starts empty
  renderPerson({});
  await screen.findByRole('button', { name: 'Save visit' });
  expect(field('Systolic (mmHg)').value).toBe('');
  expect(field('Notes').value).toBe('');
});

test('logging out forgets what was typed and not saved', async () => {
  renderPerson({});
  await screen.findByRole('button', { name: 'Save visit' });
  fill('Notes', 'Not for the next nurse');
  expect(hasDraft(`visit:${ID}`)).toBe(true);
  cleanup();
  endStaffSession();
  startStaffSession('s'.repeat(43));
  renderPerson({});
  await screen.findByRole('button', { name: 'Save visit' });
  expect(field('Notes').value).toBe('');
});

test('a session that ended by itself keeps the drafts for the nurse who logs in again, not for another', async () => {
  startStaffSession('s'.repeat(43), '9800000010');
  renderPerson({});
  await screen.findByRole('button', { name: 'Save visit' });
  fill('Notes', 'Kept for Kamala');
  cleanup();
  endStaffSession('expired');
  expect(hasDraft(`visit:${ID}`)).toBe(true);
  // the same nurse logs in again: her draft is back
  startStaffSession('s'.repeat(43), '9800000010');
  renderPerson({});
  await screen.findByRole('button', { name: 'Save visit' });
  expect(field('Notes').value).toBe('Kept for Kamala');
  cleanup();
  endStaffSession('expired');
  // someone else logs in on this phone: it is gone
  startStaffSession('s'.repeat(43), '9800000011');
  expect(hasDraft(`visit:${ID}`)).toBe(false);
});

test('a severe reading among "Readings that need action" is marked reviewed with a note', async () => {
  const VISIT = '33333333-3333-4333-8333-333333333333';
  const severe = {
    id: VISIT,
    visitDate: '2026-11-20',
    gestationalWeek: 19,
    systolicPressure: 170,
    diastolicPressure: 115,
    waterLevel: null,
    weight: null,
    notes: '',
    flags: [{ series: 'bloodPressure', level: 'emergency', direction: 'high' }],
    review: null,
  };
  const alert = { series: 'bloodPressure', level: 'emergency', direction: 'high', value: [170, 115], date: '2026-11-20', babyId: null, visitId: VISIT };
  const calls = renderPerson({
    [`GET /staff/people/${ID}`]: { body: { ...SITA, visits: [severe], alerts: [alert] } },
    [`POST /staff/people/${ID}/visits/${VISIT}/review`]: { body: { message: 'Marked reviewed. The reading is no longer flagged.', id: 'r1' } },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Mark reviewed' }));
  fill('What was done (referral, treatment, advice)', 'Referred to Bir Hospital');
  fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
  await waitFor(() =>
    expect(calls.filter((c) => c.key === `POST /staff/people/${ID}/visits/${VISIT}/review`).map((c) => c.body)).toEqual([{ note: 'Referred to Bir Hospital' }]),
  );
});

test('a reviewed visit shows who reviewed it, when and the note', async () => {
  const reviewed = {
    id: 'v1',
    visitDate: '2026-11-20',
    gestationalWeek: 19,
    systolicPressure: 170,
    diastolicPressure: 115,
    waterLevel: null,
    weight: null,
    notes: '',
    flags: [{ series: 'bloodPressure', level: 'emergency', direction: 'high' }],
    review: { note: 'Referred to Bir Hospital', reviewedOn: '2026-11-21', reviewedBy: 'Kamala Adhikari' },
  };
  renderPerson({ [`GET /staff/people/${ID}`]: { body: { ...SITA, visits: [reviewed], alerts: [] } } });
  const shown = await screen.findAllByTestId('visit-review');
  expect(shown[0]!.textContent).toBe('Reviewed Saturday, 21 November 2026 · Kamala Adhikari: Referred to Bir Hospital');
  expect(screen.queryByRole('button', { name: 'Mark reviewed' })).toBeNull();
});
