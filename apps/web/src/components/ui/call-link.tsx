import { useTranslation } from '../../lib/use-translation.ts';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { PhoneIcon } from './icons.tsx';

/** The number a phone dials: digits and a leading + only (spaces and dashes are for reading). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/**
 * A tap-to-call link: `tel:` with the number, shown in Devanagari digits in Nepali, named
 * "Call <number>" for screen readers. A large touch target (48 px high); with enlarged text on a
 * narrow phone the number wraps rather than push the page sideways.
 */
export function CallLink({ number, className = '' }: { number: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const shown = localDigits(number, i18n.language);
  return (
    <a
      href={telHref(number)}
      aria-label={t('common.call', { number: shown })}
      className={`inline-flex max-w-full min-h-12 items-center gap-2 rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none dark:bg-brand-600 dark:hover:bg-brand-500 dark:focus-visible:ring-brand-900 ${className}`}
    >
      <PhoneIcon className="h-5 w-5 shrink-0" />
      <span className="min-w-0 [overflow-wrap:anywhere]">{shown}</span>
    </a>
  );
}
