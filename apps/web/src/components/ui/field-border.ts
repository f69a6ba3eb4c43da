/**
 * A field's border: red with an error, else dark enough to find the field at a glance (3:1 against the page,
 * WCAG 1.4.11); every text input, select and text area of the app takes it.
 */
export function fieldBorder(error: unknown): string {
  return error ? 'border-red-500' : 'border-slate-500 dark:border-slate-400';
}
