import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DueEntry } from '@mamata/core/schemas/records';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { DateText } from '../../../components/date-text.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/page-state.tsx';
import { staffApi } from '../staff-session.ts';

const DAY_CHOICES = [7, 14, 31] as const;

/** People with their items, one card per person, in date order of their first item. */
function DueGroup({ title, entries, empty, tone }: { title: string; entries: DueEntry[]; empty: string; tone: 'amber' | 'red' }) {
  const { t } = useTranslation();
  const people = new Map<string, DueEntry[]>();
  for (const e of entries) people.set(e.personId, [...(people.get(e.personId) ?? []), e]);
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h2 className="text-lg font-bold">
        {title} <span className="text-slate-500">({t('staff.people.total', { count: people.size })})</span>
      </h2>
      {people.size === 0 ? (
        <p className="mt-2 text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {[...people.values()].map((items) => {
            const first = items[0]!;
            return (
              <li key={first.personId} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div>
                  <Link to={`/staff/people/${first.personId}`} className="font-semibold text-brand-800 underline dark:text-brand-300">
                    {first.full_name}
                  </Link>
                  <ul className="mt-1 space-y-0.5 text-sm">
                    {items.map((i) => (
                      <li key={`${i.babyId ?? 'mother'}-${i.itemKey}`}>
                        <span className={tone === 'red' ? 'text-red-700 dark:text-red-300' : 'text-amber-800 dark:text-amber-200'}>{i.name}</span> ·{' '}
                        <DateText date={i.dueDate} />
                      </li>
                    ))}
                  </ul>
                </div>
                <a href={`tel:${first.mobile_number}`} className="rounded-xl border border-slate-300 px-3 py-2 text-sm font-semibold dark:border-slate-700">
                  {t('records.call')} {first.mobile_number}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The due list (issue 4): who needs a visit or vaccine in the coming days, and who is late. */
export function DuePage() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const [days, setDays] = useState<number>(7);
  const due = useQuery({
    queryKey: ['staff', 'due', days, lang],
    queryFn: () => staffApi.get<{ dueSoon: DueEntry[]; overdue: DueEntry[] }>(`/staff/due?days=${days}`),
  });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('records.dueTitle')}</h1>
          <p className="text-slate-600 dark:text-slate-300">{t('records.dueIntro')}</p>
        </div>
        <label className="text-sm font-semibold">
          {t('records.days')}{' '}
          <select
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
            className="ml-1 rounded-xl border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          >
            {DAY_CHOICES.map((d) => (
              <option key={d} value={d}>
                {t('records.dueSoon', { days: d })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {due.isPending ? (
        <LoadingState />
      ) : due.isError ? (
        <ErrorState message={getErrorMessage(due.error)} onRetry={() => void due.refetch()} />
      ) : (
        <>
          <DueGroup title={t('records.overdue')} entries={due.data.overdue} empty={t('records.nobodyLate')} tone="red" />
          <DueGroup title={t('records.dueSoon', { days })} entries={due.data.dueSoon} empty={t('records.nobodyDue')} tone="amber" />
        </>
      )}
    </div>
  );
}
