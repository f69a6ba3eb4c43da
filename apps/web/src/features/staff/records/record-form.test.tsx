// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { RegisterMotherBodySchema } from '@mamata/core/schemas/staff';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { loadRecordsStrings } from './records-strings.ts';
import { RecordForm } from './record-form.tsx';

beforeAll(async () => {
  await loadRecordsStrings();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The registration's height alone, sent by `send`. */
function renderHeightForm(send: (values: unknown, clear: () => void) => Promise<{ message: string }>) {
  renderWithApp(
    <RecordForm
      schema={RegisterMotherBodySchema.pick({ height: true })}
      fields={[{ name: 'height', label: 'Height (inches)', kind: 'decimal' }]}
      defaults={{}}
      submitLabel="Register"
      send={send}
    />,
  );
}

test('a height typed as "5e" at registration shows the field\u2019s error and nothing is sent (was dropped without a word)', async () => {
  const send = vi.fn(() => Promise.resolve({ message: 'ok' }));
  renderHeightForm(send);
  // a browser's <input type=number> gives "" for "5e" (happy-dom does not), and an empty field is dropped: the
  // field must be text for the schema to see what was typed
  const input = screen.getByLabelText<HTMLInputElement>('Height (inches)');
  expect(input.type).toBe('text');
  expect(input.inputMode).toBe('decimal');
  fireEvent.change(input, { target: { value: '5e' } });
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('Height must be between 36 and 84 inches.')).toBeTruthy();
  expect(send).not.toHaveBeenCalled();
  fireEvent.change(screen.getByLabelText('Height (inches)'), { target: { value: '60.5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ height: 60.5 }, expect.any(Function)));
});

test('saved, the form empties; what the nurse began typing while the save was on its way stays', async () => {
  let answer: (v: { message: string }) => void = () => {};
  const send = vi.fn(() => new Promise<{ message: string }>((resolve) => (answer = resolve)));
  renderHeightForm(send);
  const input = () => screen.getByLabelText<HTMLInputElement>('Height (inches)');
  fireEvent.change(input(), { target: { value: '60' } });
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  // the answer is slow (her record is fetched again): the next entry is begun meanwhile
  fireEvent.change(input(), { target: { value: '62' } });
  const button = () => screen.getByRole('button', { name: 'Register' });
  expect(button().getAttribute('aria-busy')).toBe('true');
  answer({ message: 'Saved' });
  await vi.waitFor(() => expect(button().getAttribute('aria-busy')).not.toBe('true'));
  expect(input().value).toBe('62');

  // the next one saved with nothing typed meanwhile: empty
  fireEvent.click(button());
  await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  answer({ message: 'Saved again' });
  await vi.waitFor(() => expect(button().getAttribute('aria-busy')).not.toBe('true'));
  expect(input().value).toBe('');
});
