import { useTranslation } from '../lib/use-translation.ts';
import { formatDate, isProvisionalAdDate, type IsoDate } from '@mamata/core/calendar/bikram-sambat';
import { useCalendarTableVersion } from '../lib/calendar-table.ts';
import { usePreferences } from '../lib/preferences.ts';

/**
 * A date in the user's calendar and language (spec §9). A BS date in a year whose official
 * calendar is not yet published is marked provisional, with the exact AD date beside it.
 */
export function DateText({ date }: { date: IsoDate }) {
  const { t } = useTranslation();
  const { calendar, lang } = usePreferences();
  useCalendarTableVersion();
  const text = formatDate(date, { calendar, lang });
  if (calendar === 'bs' && isProvisionalAdDate(date)) {
    return (
      <span>
        <time dateTime={date}>{text}</time>{' '}
        <span className="text-sm text-amber-700 dark:text-amber-300" title={t('common.provisionalHint')}>
          ({t('common.provisional')}, {formatDate(date, { calendar: 'ad', lang })})
        </span>
      </span>
    );
  }
  return <time dateTime={date}>{text}</time>;
}
