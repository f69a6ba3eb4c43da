import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'success';

const base = 'inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-xl px-5 font-semibold disabled:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-500 hover:bg-slate-100 dark:border-slate-400 dark:hover:bg-slate-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  // a done-act ("Mark handled")
  success: 'bg-emerald-700 text-white hover:bg-emerald-800',
};

/** The classes of a button (for a link styled as one): at least 48 px high, as every tap target. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * Its work is under way: a spinner before the label (which stays, so the button is still named in
   * the screen's language), `aria-busy`, and disabled so a second tap cannot send twice.
   */
  busy?: boolean;
  /** Read by screen readers while busy (a translated "Sending…"), when the label alone does not say it. */
  busyLabel?: string;
  /** What the spinner replaces while busy (an icon before the label); nothing when absent. */
  icon?: ReactNode;
}

/** A button of the design system; `type` defaults to "button" so it never submits a form by surprise. */
export function Button({ variant = 'primary', className = '', type = 'button', busy = false, busyLabel, icon, disabled, children, ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy ? <Spinner className="h-4 w-4" label={busyLabel} /> : icon}
      {children}
    </button>
  );
}
