import { useTranslation } from '../../lib/use-translation.ts';
import type { AlertLevel, AlertSeries } from '@mamata/core/domain/verdict-levels';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { AlertIcon } from '../../components/ui/icons.tsx';
import { usePreferences } from '../../lib/preferences.ts';

/** A reading's numbers ('170/115', '4.5') in the user's digits; a number not taken is '–'. */
export function ReadingValue({ value }: { value: (number | null)[] }) {
  const { lang } = usePreferences();
  const text = value.map((n) => (n === null ? '–' : String(n))).join('/');
  return <span className="font-semibold">{localDigits(text, lang)}</span>;
}

const TONE: Record<AlertLevel, string> = {
  emergency: 'bg-red-700 text-white',
  'see-health-worker': 'bg-amber-100 text-amber-950 ring-1 ring-amber-300 dark:bg-amber-900/60 dark:text-amber-50 dark:ring-amber-700',
  normal: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200',
  'no-reference': 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
};

/**
 * The server's verdict on a reading (packages/core/src/domain/verdicts.ts) as a badge: red for an
 * emergency, amber outside the normal range. `quiet` leaves out normal and no-reference verdicts.
 */
export function ReadingFlag({
  level,
  direction,
  series,
  quiet = false,
}: {
  level: AlertLevel;
  direction: 'low' | 'high' | null;
  series?: AlertSeries;
  quiet?: boolean;
}) {
  const { t } = useTranslation();
  if (quiet && (level === 'normal' || level === 'no-reference')) return null;
  const urgent = level === 'emergency' || level === 'see-health-worker';
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[level]}`}
      data-testid="reading-flag"
      data-level={level}
      data-series={series}
    >
      {urgent ? <AlertIcon className="h-3.5 w-3.5 shrink-0" /> : null}
      {series ? `${t(`staff.flags.series.${series}`)}${direction ? ` (${t(`staff.flags.direction.${direction}`)})` : ''}: ` : ''}
      {t(`staff.flags.level.${level}`)}
    </span>
  );
}
