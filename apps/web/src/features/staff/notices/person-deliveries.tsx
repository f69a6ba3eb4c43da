import { useTranslation } from '../../../lib/use-translation.ts';
import type { PersonNotification } from '@mamata/core/schemas/reminders';
import { formatDate } from '@mamata/core/calendar/bikram-sambat';
import { toNepalDate } from '@mamata/core/calendar/nepal-time';
import { LoadingState } from '../../../components/ui/page-state.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { usePersonNotifications } from '../api/get-person-notifications.ts';

const TONE: Record<string, string> = {
  sent: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  delivered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/70 dark:text-emerald-100',
  failed: 'bg-red-50 text-red-800 dark:bg-red-900/40 dark:text-red-200',
};

/**
 * A person's notifications with where each went: in app (read, not yet, or withdrawn after a loss), push and
 * SMS states (staff console); an SMS the gateway reported delivered says so.
 */
export function PersonDeliveries({ personId }: { personId: string }) {
  const { t } = useTranslation();
  const { calendar, lang } = usePreferences();
  const list = usePersonNotifications(personId);
  const state = (n: PersonNotification, channel: 'push' | 'sms') => {
    const d = n.deliveries.find((x) => x.channel === channel);
    if (!d) return <span className="text-slate-500">{t('notices.delivery.none')}</span>;
    return (
      <span className={`rounded-full px-2 py-0.5 ${TONE[d.state] ?? 'bg-slate-100 dark:bg-slate-800'}`} data-state={d.state}>
        {t(`notices.delivery.states.${d.state}`)}
        {d.attempts > 1 ? ` · ${t('notices.delivery.attempts', { count: d.attempts })}` : ''}
      </span>
    );
  };
  return (
    <section aria-labelledby="deliveries-title" className="mt-8" data-testid="person-deliveries">
      <h2 id="deliveries-title" className="text-xl font-bold">
        {t('notices.delivery.title')}
      </h2>
      {list.isPending ? <LoadingState /> : null}
      {list.isError ? (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
          {getErrorMessage(list.error, t('notices.delivery.loadFailed'))}
        </p>
      ) : null}
      {list.data && list.data.notifications.length === 0 ? <p className="mt-2 text-slate-600 dark:text-slate-300">{t('notices.delivery.empty')}</p> : null}
      {list.data && list.data.notifications.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200 dark:divide-slate-800 dark:bg-slate-900 dark:ring-slate-800">
          {list.data.notifications.map((n) => (
            <li key={n.id} className="px-4 py-3">
              <p className="font-semibold">{n.title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{formatDate(toNepalDate(new Date(n.createdAt)), { calendar, lang })}</p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <span data-testid="in-app">
                  {t('notices.delivery.inApp')}:{' '}
                  {n.withdrawn ? t('notices.delivery.withdrawn') : n.read ? t('notices.delivery.read') : t('notices.delivery.unread')}
                </span>
                <span>
                  {t('notices.delivery.push')}: {state(n, 'push')}
                </span>
                <span>
                  {t('notices.delivery.sms')}: {state(n, 'sms')}
                </span>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
