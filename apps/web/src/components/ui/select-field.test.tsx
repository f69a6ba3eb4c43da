// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SelectField } from './select-field.tsx';

afterEach(cleanup);

const choices = (
  <>
    <option value="">Choose…</option>
    <option value="female">girl</option>
    <option value="male">boy</option>
  </>
);

test('the select is named by its label and hands its choice on', () => {
  let chosen = '';
  render(
    <SelectField label="Sex" defaultValue="" onChange={(e) => (chosen = e.target.value)}>
      {choices}
    </SelectField>,
  );
  const select = screen.getByLabelText<HTMLSelectElement>('Sex');
  expect(select.tagName).toBe('SELECT');
  expect(select.getAttribute('aria-invalid')).toBeNull();
  fireEvent.change(select, { target: { value: 'male' } });
  expect(chosen).toBe('male');
  // a 48 px tap target, like every field
  expect(select.className).toContain('min-h-12');
});

test('an error shows under the select, marks it invalid and is read out with it', () => {
  render(
    <SelectField label="Place of birth" error="Choose where she gave birth.">
      {choices}
    </SelectField>,
  );
  const select = screen.getByRole('combobox', { name: 'Place of birth' });
  expect(select.getAttribute('aria-invalid')).toBe('true');
  const describedBy = select.getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(describedBy)?.textContent).toBe('Choose where she gave birth.');
});
