import type { ReactNode } from 'react';

/**
 * The row of a form's buttons (save first, then cancel or go back): they wrap on a narrow phone.
 * `className` adds spacing or alignment (`mt-4`, `justify-end`, `sm:col-span-full`).
 */
export function FormActions({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`flex flex-wrap gap-2 ${className}`.trim()}>{children}</div>;
}
