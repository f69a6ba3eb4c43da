// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SearchForm } from './search-form.tsx';
import { fieldBorder } from './field-border.ts';

afterEach(cleanup);

function Harness({ searched }: { searched: string[] }) {
  const [draft, setDraft] = useState('');
  return <SearchForm label="Search by name or mobile number" buttonLabel="Search" value={draft} onChange={setDraft} onSearch={(v) => searched.push(v)} />;
}

test('the search field is named by a label that stays on screen, and searches for what was typed, trimmed', () => {
  const searched: string[] = [];
  render(<Harness searched={searched} />);
  const field = screen.getByLabelText<HTMLInputElement>('Search by name or mobile number');
  expect(field.type).toBe('search');
  // visible, not only for screen readers, and no placeholder to be cut off
  const label = document.querySelector(`label[for="${field.id}"]`);
  expect(label?.className).not.toContain('sr-only');
  expect(field.getAttribute('placeholder')).toBeNull();
  expect(screen.getByRole('search')).toBeTruthy();

  fireEvent.change(field, { target: { value: '  Sita ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(searched).toEqual(['Sita']);
  // the field keeps what she typed
  expect(field.value).toBe('  Sita ');
  expect(field.className).toContain(fieldBorder(false));
});

test('a field border is red with an error and a 3:1 grey without', () => {
  expect(fieldBorder('Required')).toBe('border-red-500');
  expect(fieldBorder(undefined)).toContain('border-slate-500');
  expect(fieldBorder(false)).not.toContain('red');
});
