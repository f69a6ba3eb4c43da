import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Field } from './text-field.tsx';

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string };

/**
 * A labelled select with its error under it (announced to screen readers), like TextField: at least
 * 48 px high, dark mode included. The choices are its `<option>` children.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField({ label, error, id, className, children, ...props }, ref) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      className={className}
      control={(wiring) => (
        <select ref={ref} {...wiring} className={`${wiring.className} min-h-12`} {...props}>
          {children}
        </select>
      )}
    />
  );
});
