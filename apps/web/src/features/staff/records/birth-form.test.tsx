// @vitest-environment happy-dom
// the outbox keeps each save in IndexedDB first: a fake of the browser's store, as happy-dom has none
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, nepalToday } from '@mamata/core/calendar/nepal-time';
import { captureToasts, fakeApi, renderWithApp } from '../../../test/render-with-app.tsx';
import { endStaffSession, startStaffSession } from '../staff-session.ts';
import { setOutboxOwner } from '../outbox/outbox.ts';
import { loadRecordsStrings } from './records-strings.ts';
import { BirthForm } from './birth-form.tsx';
import { LossForm } from './loss-form.tsx';
import { hasDraft, readDraft } from '../../../lib/form-draft.ts';

const PERSON = '22222222-2222-4222-8222-222222222222';
const BABY = '33333333-3333-4333-8333-333333333333';

beforeAll(async () => {
  await loadRecordsStrings();
});
beforeEach(() => {
  startStaffSession('s'.repeat(43));
  // whose outbox the saves go through: the console's frame sets it from /staff/me
  setOutboxOwner('s1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endStaffSession();
});

const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('the birth form asks for what is missing, then says what will change before it records twins', async () => {
  const toasts = captureToasts();
  const calls = fakeApi({ [`POST /staff/people/${PERSON}/birth`]: { body: { message: 'Birth recorded.', id: 'b', babyIds: ['1', '2'] } } });
  const done = vi.fn();
  renderWithApp(<BirthForm personId={PERSON} motherName="Sita" onDone={done} />);

  fireEvent.click(screen.getByRole('button', { name: 'Next: check what will change' }));
  expect(await screen.findByText('Enter the time of birth (hours:minutes).')).toBeTruthy();
  expect(screen.getByText('Choose where the baby was born.')).toBeTruthy();
  expect(screen.getByText('Enter the birth weight: 300 to 6,500 grams.')).toBeTruthy();
  expect(screen.getByText('Please choose the sex.')).toBeTruthy();

  change('Time of birth', '00:05');
  change('Place of birth', 'home');
  fireEvent.click(screen.getByRole('button', { name: 'Add another baby (twins)' }));
  const [first, second] = screen.getAllByRole('group') as [HTMLElement, HTMLElement];
  fireEvent.change(within(first).getByLabelText('Sex'), { target: { value: 'male' } });
  fireEvent.change(within(first).getByLabelText('Birth weight (grams)'), { target: { value: '6501' } });
  fireEvent.change(within(first).getByLabelText('Name (if given)'), { target: { value: 'Aarav' } });
  fireEvent.change(within(second).getByLabelText('Sex'), { target: { value: 'female' } });
  fireEvent.change(within(second).getByLabelText('Birth weight (grams)'), { target: { value: '2450' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next: check what will change' }));
  // 6,501 g is over the bound: still the form, nothing sent
  expect(await screen.findByText('Enter the birth weight: 300 to 6,500 grams.')).toBeTruthy();
  expect(calls).toHaveLength(0);
  fireEvent.change(within(first).getByLabelText('Birth weight (grams)'), { target: { value: '3100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next: check what will change' }));

  const changes = await screen.findByTestId('birth-changes');
  expect(changes.textContent).toContain("Sita's account becomes mother and baby.");
  expect(changes.textContent).toContain("Sita's pregnancy reminders stop");
  expect(changes.textContent).toContain("Aarav's vaccine schedule starts");
  expect(changes.textContent).toContain("Baby of Sita (2)'s vaccine schedule starts");
  expect(calls).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm the birth' }));
  await waitFor(() => expect(done).toHaveBeenCalled());
  expect(calls[0]?.body).toEqual({
    birthDate: nepalToday(),
    birthTime: '00:05',
    place: 'home',
    preterm: false,
    weightChecked: false,
    confirmed: true,
    babies: [
      { sex: 'male', birthWeight: 3100, name: 'Aarav' },
      { sex: 'female', birthWeight: 2450 },
    ],
  });
  expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'Birth recorded.' });
});

test("the server's preterm question comes back beside the tick, and what was typed stays", async () => {
  fakeApi({
    [`POST /staff/people/${PERSON}/birth`]: {
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'before 22 weeks', fieldErrors: { preterm: 'This is before 22 weeks of pregnancy.' } },
    },
  });
  renderWithApp(<BirthForm personId={PERSON} motherName="Sita" onDone={vi.fn()} />);
  change('Time of birth', '00:05');
  change('Place of birth', 'facility');
  change('Sex', 'female');
  change('Birth weight (grams)', '900');
  fireEvent.click(screen.getByRole('button', { name: 'Next: check what will change' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm the birth' }));
  expect(await screen.findByText('This is before 22 weeks of pregnancy.')).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>('Birth weight (grams)').value).toBe('900');
});

test('a weight implausible for the weeks is asked about as it is typed, and goes on only with the tick', async () => {
  const calls = fakeApi({ [`POST /staff/people/${PERSON}/birth`]: { body: { message: 'Birth recorded.', id: 'b', babyIds: ['1'] } } });
  const done = vi.fn();
  // her LMP 196 days ago: a birth today is at 28 weeks
  renderWithApp(<BirthForm personId={PERSON} motherName="Sita" lastMenstrualPeriod={addDays(nepalToday(), -196)} onDone={done} />);
  change('Time of birth', '00:05');
  change('Place of birth', 'facility');
  change('Sex', 'male');
  change('Birth weight (grams)', '1200');
  expect(screen.queryByTestId('birth-weight-question')).toBeNull();
  expect(screen.queryByLabelText('Weight checked and right')).toBeNull();
  change('Birth weight (grams)', '4500');
  const question = await screen.findByTestId('birth-weight-question');
  expect(question.textContent).toBe(
    '4500 g is unusually high for a birth at 28 weeks (the usual highest is about 1481 g). Check the weight and the dates, or tick "Weight checked and right" if it is right.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Next: check what will change' }));
  // not on to the confirmation: the question stands beside the tick
  await waitFor(() => expect(screen.getAllByText(/4500 g is unusually high/)).toHaveLength(2));
  expect(screen.queryByTestId('birth-changes')).toBeNull();
  fireEvent.click(screen.getByLabelText('Weight checked and right'));
  fireEvent.click(screen.getByRole('button', { name: 'Next: check what will change' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm the birth' }));
  await waitFor(() => expect(done).toHaveBeenCalled());
  expect(calls[0]?.body).toMatchObject({ weightChecked: true, babies: [{ sex: 'male', birthWeight: 4500 }] });
});

test('a loss is chosen, dated and confirmed before anything is sent', async () => {
  const calls = fakeApi({ [`POST /staff/people/${PERSON}/loss`]: { body: { message: 'Recorded.' } } });
  const done = vi.fn();
  renderWithApp(<LossForm personId={PERSON} pregnancyOpen={false} babies={[{ id: BABY, name: 'Aarav' }]} onDone={done} onCancel={vi.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Next: check what will change' }));
  expect(await screen.findByText('Choose what happened.')).toBeTruthy();
  // only what can happen: the pregnancy has ended, so no miscarriage or stillbirth
  expect(screen.queryByRole('option', { name: 'Miscarriage' })).toBeNull();
  change('What happened', `baby:${BABY}`);
  fireEvent.click(screen.getByRole('button', { name: 'Next: check what will change' }));
  expect((await screen.findByRole('group')).textContent).toContain("This baby's vaccines and check-ups stop at once");
  expect(calls).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(done).toHaveBeenCalled());
  expect(calls[0]?.body).toEqual({ kind: 'babyDeath', date: nepalToday(), babyId: BABY, confirmed: true });
});

test('a stillbirth: the nurse is told her own check-ups and iron are added to her schedule; a miscarriage says no such thing', async () => {
  const calls = fakeApi({ [`POST /staff/people/${PERSON}/loss`]: { body: { message: 'Recorded.' } } });
  const done = vi.fn();
  renderWithApp(<LossForm personId={PERSON} pregnancyOpen babies={[]} onDone={done} onCancel={vi.fn()} />);
  change('What happened', 'stillbirth');
  fireEvent.click(screen.getByRole('button', { name: 'Next: check what will change' }));
  // the confirmation, named by what happened (the delivery's questions are a group of the form too)
  expect((await screen.findByRole('group', { name: /^Stillbirth/ })).textContent).toContain(
    'Her own check-ups after the birth and 45 days of iron tablets are added to her schedule',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Go back and change' }));
  change('What happened', 'miscarriage');
  fireEvent.click(screen.getByRole('button', { name: 'Next: check what will change' }));
  expect((await screen.findByRole('group')).textContent).not.toContain('iron');
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(done).toHaveBeenCalled());
  expect(calls[0]?.body).toEqual({ kind: 'miscarriage', date: nepalToday(), confirmed: true });
});

test('a stillbirth with its delivery: what the HMIS sheet needs is asked for, then shown and sent with the loss', async () => {
  const calls = fakeApi({ [`POST /staff/people/${PERSON}/loss`]: { body: { message: 'Recorded.' } } });
  const done = vi.fn();
  renderWithApp(<LossForm personId={PERSON} pregnancyOpen babies={[]} onDone={done} onCancel={vi.fn()} />);
  change('What happened', 'stillbirth');
  change('Place of birth', 'facility');
  fireEvent.click(screen.getByRole('button', { name: 'Next: check what will change' }));
  // a delivery begun: its time, the baby's sex and fresh or macerated are asked for; nothing sent
  expect(await screen.findByText('Enter the time of birth (hours:minutes).')).toBeTruthy();
  expect(screen.getByText('Please choose the sex.')).toBeTruthy();
  expect(calls).toHaveLength(0);
  change('Time of birth', '04:10');
  change('Sex', 'female');
  change('Born', 'freshStillbirth');
  change('Attended by', 'sba');
  fireEvent.click(screen.getByRole('button', { name: 'Next: check what will change' }));
  expect((await screen.findByTestId('loss-delivery')).textContent).toBe('Counted on the HMIS sheet: Stillborn, fresh · Health facility · 04:10');
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(done).toHaveBeenCalled());
  expect(calls[0]?.body).toEqual({
    kind: 'stillbirth',
    date: nepalToday(),
    confirmed: true,
    delivery: { birthTime: '04:10', place: 'facility', attendant: 'sba', sex: 'female', outcome: 'freshStillbirth' },
  });
});

test('a birth half entered (twins, their weights) comes back after a reload, marked as not saved; Cancel of a loss forgets it', async () => {
  renderWithApp(<BirthForm personId={PERSON} motherName="Sita" onDone={vi.fn()} />);
  expect(screen.queryByText('What you typed before is back. It is not saved yet.')).toBeNull();
  change('Time of birth', '04:30');
  fireEvent.click(screen.getByRole('button', { name: 'Add another baby (twins)' }));
  const [, second] = screen.getAllByRole('group') as [HTMLElement, HTMLElement];
  fireEvent.change(within(second).getByLabelText('Birth weight (grams)'), { target: { value: '2450' } });
  cleanup();

  renderWithApp(<BirthForm personId={PERSON} motherName="Sita" onDone={vi.fn()} />);
  expect(screen.getByText('What you typed before is back. It is not saved yet.')).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>('Time of birth').value).toBe('04:30');
  const groups = screen.getAllByRole('group');
  expect(groups).toHaveLength(2);
  expect(within(groups[1]!).getByLabelText<HTMLInputElement>('Birth weight (grams)').value).toBe('2450');
  cleanup();

  // another mother's birth form starts empty
  renderWithApp(<BirthForm personId={BABY} motherName="Gita" onDone={vi.fn()} />);
  expect(screen.getAllByRole('group')).toHaveLength(1);
  expect(screen.queryByText('What you typed before is back. It is not saved yet.')).toBeNull();
  cleanup();

  // a loss chosen and not confirmed is kept (a real browser shows it again; e2e), and Cancel forgets it
  const cancel = vi.fn();
  renderWithApp(<LossForm personId={PERSON} pregnancyOpen babies={[]} onDone={vi.fn()} onCancel={cancel} />);
  change('What happened', 'miscarriage');
  expect(readDraft(`loss:${PERSON}`)).toMatchObject({ kind: 'miscarriage' });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(cancel).toHaveBeenCalled();
  expect(hasDraft(`loss:${PERSON}`)).toBe(false);
});

test('a birth date in the future is refused at the field, before the confirmation step', async () => {
  const calls = fakeApi({});
  renderWithApp(<BirthForm personId={PERSON} motherName="Sita" onDone={vi.fn()} />);
  const tomorrow = new Date(Date.parse(`${nepalToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: tomorrow } });
  change('Time of birth', '05:40');
  change('Place of birth', 'home');
  fireEvent.change(screen.getByLabelText('Sex'), { target: { value: 'male' } });
  fireEvent.change(screen.getByLabelText('Birth weight (grams)'), { target: { value: '3100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next: check what will change' }));
  expect(await screen.findByText('The date cannot be in the future.')).toBeTruthy();
  expect(screen.queryByTestId('birth-changes')).toBeNull();
  expect(calls).toHaveLength(0);
});
