import { useId } from 'react';
import { Button } from './button.tsx';
import { fieldBorder } from './field-border.ts';

/**
 * A search of a staff list: its label stays visible above the field (a placeholder is cut off on a
 * phone and gone once she types), and the search runs on the button or Enter.
 */
export function SearchForm({
  label,
  buttonLabel,
  value,
  onChange,
  onSearch,
}: {
  label: string;
  buttonLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
}) {
  const id = useId();
  return (
    <form
      role="search"
      className="mt-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`min-h-12 min-w-0 flex-1 rounded-xl border bg-white px-4 py-2.5 dark:bg-slate-900 ${fieldBorder(false)}`}
        />
        <Button type="submit">{buttonLabel}</Button>
      </div>
    </form>
  );
}
