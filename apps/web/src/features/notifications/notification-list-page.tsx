import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { toNepalDate } from '@mamata/core/calendar/nepal-time';
import type { NotificationListResponse } from '@mamata/core/schemas/notifications';
import { MAX_PAGE_SIZE } from '@mamata/core/schemas/staff';
import { formatDate } from '@mamata/core/calendar/bikram-sambat';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { api, getErrorMessage } from '../../lib/api-client.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { notificationKeys } from '../../lib/unread-notifications.ts';
import { relativeTime } from '../../lib/relative-time.ts';
import { fieldBorder } from '../../components/ui/field-border.ts';

/** Spec §2/§9: page sizes All (= 100000), 10, 50, 100, 500, 1000; 10 at first. */
const PAGE_SIZES = [MAX_PAGE_SIZE, 10, 50, 100, 500, 1000] as const;

type Item = NotificationListResponse['notification'][number];

function useLabels() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const now = new Date();
  return {
    type: (type: string) => t(`notifications.types.${type === 'reminder' || type === 'notice' || type === 'emergency' ? type : 'other'}`),
    ago: (iso: string) => {
      const { unit, count } = relativeTime(new Date(iso), now);
      return t(`notifications.ago.${unit}`, { count });
    },
    fullDate: (iso: string, calendar: 'ad' | 'bs') => formatDate(toNepalDate(new Date(iso)), { calendar, lang }),
    number: (n: number) => localDigits(n, lang),
  };
}

function TitleCell({ n }: { n: Item }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-2">
      {!n.read ? <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t('notifications.new')}</span> : null}
      {n.link ? (
        <Link to={n.link} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 dark:text-brand-200">
          {n.title}
        </Link>
      ) : (
        <span className="font-semibold">{n.title}</span>
      )}
    </span>
  );
}

/**
 * `/notification-list` (spec §2, §9): her notifications, a table on larger screens and cards on phones,
 * newest first, with relative times in her language. It starts at page 1 on every entry; the page size
 * can change only on page 1. What she has seen on a page is marked read.
 */
export function NotificationListPage() {
  const { t } = useTranslation();
  const { calendar, lang } = usePreferences();
  const labels = useLabels();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(10);
  const list = useQuery({
    // the server writes each in the language and calendar asked for: a switch asks again (both in the
    // address, so the copy kept for reading offline is the one in her language and calendar)
    queryKey: [...notificationKeys.all, 'list', page, size, lang, calendar],
    queryFn: () => api.get<NotificationListResponse>(`/notification/provider?offset=${(page - 1) * size}&limit=${size}&calendar=${calendar}&lang=${lang}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const markRead = useMutation({
    mutationFn: (ids: string[]) => api.patch<{ marked: number; unread: number }>('/notification/provider/read', { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread, exact: true }),
  });
  const { mutate } = markRead;
  const shown = list.data?.notification;
  useEffect(() => {
    const unread = shown?.filter((n) => !n.read).map((n) => n._id) ?? [];
    if (unread.length > 0) mutate(unread);
  }, [shown, mutate]);

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / size)) : 1;
  const heading = <h1 className="min-w-0 text-2xl font-bold">{t('notifications.title')}</h1>;
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState message={getErrorMessage(list.error, t('notifications.loadFailed'))} onRetry={() => void list.refetch()} />;
  const items = list.data.notification;

  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {heading}
        <label className="flex items-center gap-2 text-sm">
          <span>{t('notifications.pageSize')}</span>
          <select
            value={size}
            disabled={page !== 1}
            title={page !== 1 ? t('notifications.pageSizeHint') : undefined}
            onChange={(e) => setSize(Number(e.target.value))}
            className={`h-11 rounded-lg border bg-white px-2 disabled:opacity-50 dark:bg-slate-900 ${fieldBorder(false)}`}
            data-testid="page-size"
          >
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s === MAX_PAGE_SIZE ? t('notifications.pageSizeAll') : labels.number(s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {items.length === 0 ? (
        <EmptyState message={t('notifications.empty')} />
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('notifications.total', { count: list.data.total })}</p>
          {/* phones: cards */}
          <ul className="mt-3 space-y-3 md:hidden" data-testid="notification-cards">
            {items.map((n) => (
              <li
                key={n._id}
                className={`rounded-2xl p-4 shadow-sm ring-1 ${n.read ? 'bg-white ring-slate-200 dark:bg-slate-900 dark:ring-slate-800' : 'bg-brand-50 ring-brand-200 dark:bg-brand-900/30 dark:ring-brand-800'}`}
              >
                <TitleCell n={n} />
                <p className="mt-1 text-slate-700 dark:text-slate-200">{n.body}</p>
                <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-400">
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">{labels.type(n.type)}</span>
                  <time dateTime={n.createdAt} title={labels.fullDate(n.createdAt, calendar)}>
                    {labels.ago(n.createdAt)}
                  </time>
                </p>
              </li>
            ))}
          </ul>
          {/* larger screens: the spec's table */}
          <div className="relative mt-3 hidden overflow-x-auto rounded-2xl ring-1 ring-slate-200 md:block dark:ring-slate-800">
            <table className="w-full text-left text-sm" data-testid="notification-table">
              <thead className="bg-slate-50 text-slate-600 dark:bg-slate-900 dark:text-slate-300">
                <tr>
                  <th className="px-4 py-3">{t('notifications.columns.title')}</th>
                  <th className="px-4 py-3">{t('notifications.columns.body')}</th>
                  <th className="px-4 py-3">{t('notifications.columns.type')}</th>
                  <th className="px-4 py-3 whitespace-nowrap">{t('notifications.columns.time')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
                {items.map((n) => (
                  <tr key={n._id} className={n.read ? '' : 'bg-brand-50/60 dark:bg-brand-900/20'}>
                    <td className="px-4 py-3 align-top">
                      <TitleCell n={n} />
                    </td>
                    <td className="px-4 py-3 align-top">{n.body}</td>
                    <td className="px-4 py-3 align-top">{labels.type(n.type)}</td>
                    <td className="px-4 py-3 align-top whitespace-nowrap">
                      <time dateTime={n.createdAt} title={labels.fullDate(n.createdAt, calendar)}>
                        {labels.ago(n.createdAt)}
                      </time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pages={pages}
            onPage={setPage}
            labels={{
              nav: t('notifications.pagination.nav'),
              previous: t('notifications.pagination.previous'),
              next: t('notifications.pagination.next'),
              page: (p) => t('notifications.pagination.page', { page: labels.number(p) }),
              number: labels.number,
            }}
          />
        </>
      )}
    </div>
  );
}
