// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button.tsx';
import { FormActions } from './form-actions.tsx';

afterEach(cleanup);

test('a busy button keeps its label, says it is busy, and cannot be pressed again', () => {
  let presses = 0;
  const { rerender } = render(
    <Button busy onClick={() => presses++}>
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect((button as HTMLButtonElement).disabled).toBe(true);
  expect(button.querySelector('.animate-spin')).not.toBeNull();
  fireEvent.click(button);
  expect(presses).toBe(0);

  rerender(<Button onClick={() => presses++}>Save</Button>);
  expect(button.getAttribute('aria-busy')).toBeNull();
  expect((button as HTMLButtonElement).disabled).toBe(false);
  expect(button.querySelector('.animate-spin')).toBeNull();
  fireEvent.click(button);
  expect(presses).toBe(1);
});

test('a busy label is announced as a status, in the words given (the caller translates them)', () => {
  render(
    <Button busy busyLabel="जाँच्दै…">
      लग इन
    </Button>,
  );
  expect(screen.getByRole('status').textContent).toBe('जाँच्दै…');
  // its icon gives way to the spinner while busy
  render(<Button icon={<span data-testid="icon" />}>Log out</Button>);
  expect(screen.getByTestId('icon')).toBeTruthy();
});

test('a disabled button that is not busy stays disabled, without a spinner', () => {
  render(<Button disabled>Send</Button>);
  const button = screen.getByRole('button', { name: 'Send' });
  expect((button as HTMLButtonElement).disabled).toBe(true);
  expect(button.getAttribute('aria-busy')).toBeNull();
});

test('form actions lay their buttons in a row that wraps, with the spacing asked for', () => {
  render(
    <FormActions className="mt-4">
      <Button type="submit">Save</Button>
      <Button variant="secondary">Cancel</Button>
    </FormActions>,
  );
  const row = screen.getByRole('button', { name: 'Save' }).parentElement!;
  expect(row.className).toBe('flex flex-wrap gap-2 mt-4');
  expect(row.children).toHaveLength(2);
});
