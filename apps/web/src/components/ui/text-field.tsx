import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import { fieldBorder } from './field-border.ts';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

export const inputClass =
  'block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:ring-brand-900';

/** The label above a control and its error under it; `control` gets the id and the error's aria wiring. */
export function Field({
  id,
  label,
  error,
  className,
  control,
}: {
  id: string | undefined;
  label: string;
  error: string | undefined;
  className: string | undefined;
  control: (wiring: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; className: string }) => ReactNode;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {control({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${inputId}-error` : undefined,
        className: `${inputClass} ${fieldBorder(error)}`,
      })}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its error under it (announced to screen readers). */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField({ label, error, id, className, ...props }, ref) {
  return <Field id={id} label={label} error={error} className={className} control={(wiring) => <input ref={ref} {...wiring} {...props} />} />;
});

/** A password input with a show/hide toggle (spec §2 login screen). */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps>(function PasswordField({ label, error, id, className, ...props }, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      id={id}
      label={label}
      error={error}
      className={className}
      control={(wiring) => (
        <div className="relative">
          <input ref={ref} type={visible ? 'text' : 'password'} {...wiring} className={`${wiring.className} pr-12`} {...props} />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white"
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    />
  );
});

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

/** A labelled textarea with its error under it (announced to screen readers). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, AreaProps>(function TextAreaField({ label, error, id, className, ...props }, ref) {
  return <Field id={id} label={label} error={error} className={className} control={(wiring) => <textarea ref={ref} {...wiring} {...props} />} />;
});
