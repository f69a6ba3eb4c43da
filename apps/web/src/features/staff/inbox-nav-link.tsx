import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { staffPaths } from '../../lib/paths.ts';
import { useInboxCounts } from './api/get-inbox-counts.ts';

/** The staff nav's inbox link with a badge of the open messages (refreshed every minute). */
export function InboxNavLink({ className }: { className: (state: { isActive: boolean }) => string }) {
  const { t, i18n } = useTranslation();
  const counts = useInboxCounts();
  const data = counts.data;
  const open = data ? data.kinds.reduce((sum, kind) => sum + data.open[kind], 0) : 0;
  return (
    <NavLink to={staffPaths.inbox} className={(state) => `${className(state)} inline-flex items-center gap-1.5`}>
      {t('staff.nav.inbox')}
      {open > 0 ? (
        <span className="min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-bold text-white" data-testid="inbox-badge">
          <span aria-hidden="true">{localDigits(open, i18n.language)}</span>
          <span className="sr-only">{t('staff.nav.inboxOpen', { count: open })}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
