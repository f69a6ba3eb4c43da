import { useTranslation } from './use-translation.ts';

/**
 * Turns a form error into text: the shared zod schemas carry message keys of core's catalogue
 * (`validation.mobile.required`), shown in the user's language; server field errors are already text.
 */
export function useFieldError() {
  const { t, i18n } = useTranslation();
  return (error: { message?: unknown } | undefined): string | undefined => {
    if (typeof error?.message !== 'string' || !error.message) return undefined;
    const key = `messages.${error.message}`;
    return i18n.exists(key) ? t(key) : error.message;
  };
}
