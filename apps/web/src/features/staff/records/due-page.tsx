import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { DueEntry } from '@mamata/core/schemas/records';
import { ReadingFlag, ReadingValue } from '../reading-flag.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { staffPaths } from '../../../lib/paths.ts';
import { DateText } from '../../../components/date-text.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/page-state.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useDue, type DueResponse } from '../api/get-due.ts';

type FlaggedPerson = DueResponse['flagged'][number];

const DAY_CHOICES = [7, 14, 31] as const;

/** People with their items, one card per person, in date order of their first item. */
function DueGroup({ title, entries, empty, tone }: { title: string; entries: DueEntry[]; empty: string; tone: 'amber' | 'red' }) {
  const { t } = useTranslation();
  const people = new Map<string, DueEntry[]>();
  for (const e of entries) people.set(e.personId, [...(people.get(e.personId) ?? []), e]);
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h2 className="text-lg font-bold">
        {title} <span className="text-slate-600 dark:text-slate-400">({t('staff.people.total', { count: people.size })})</span>
      </h2>
      {people.size === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {[...people.values()].map((items) => {
            const first = items[0]!;
            return (
              <li key={first.personId} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div>
                  <Link to={staffPaths.person(first.personId)} className="font-semibold text-brand-800 underline dark:text-brand-300">
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
                <a href={`tel:${first.mobile_number}`} className={buttonClass('secondary')}>
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

/** People whose latest readings are outside the normal range (the server's verdicts), emergencies first. */
function FlaggedGroup({ people, total }: { people: FlaggedPerson[]; total: number }) {
  const { t } = useTranslation();
  const emergency = people.some((p) => p.alerts.some((a) => a.level === 'emergency'));
  return (
    <section
      aria-label={t('staff.flags.title')}
      data-testid="due-flags"
      className={`rounded-2xl p-5 ring-1 ${emergency ? 'bg-red-50 ring-2 ring-red-700 dark:bg-red-950/60' : 'bg-white ring-slate-200 dark:bg-slate-900 dark:ring-slate-800'}`}
    >
      <h2 className="text-lg font-bold">
        {t('staff.flags.title')}{' '}
        <span className="text-slate-600 dark:text-slate-400">({t('staff.people.total', { count: Math.max(total, people.length) })})</span>
      </h2>
      {people.length === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('staff.flags.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {people.map((p) => (
            <li key={p.personId} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div>
                <Link to={staffPaths.person(p.personId)} className="font-semibold text-brand-800 underline dark:text-brand-300">
                  {p.full_name}
                </Link>
                <ul className="mt-1 space-y-1 text-sm">
                  {p.alerts.map((a) => (
                    <li key={`${a.babyId ?? 'mother'}-${a.series}`} className="flex flex-wrap items-center gap-2">
                      <ReadingFlag level={a.level} direction={a.direction} series={a.series} />
                      <ReadingValue value={a.value} />
                      <DateText date={a.date} />
                    </li>
                  ))}
                </ul>
              </div>
              <a href={`tel:${p.mobile_number}`} className={buttonClass('secondary')}>
                {t('records.call')} {p.mobile_number}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The entries of the pages loaded so far, in date order, then name (the order of one page). */
function entriesOf(pages: DueResponse[], list: 'overdue' | 'dueSoon'): DueEntry[] {
  return pages.flatMap((p) => p[list]).sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.full_name.localeCompare(b.full_name));
}

/** The flagged people of the pages loaded so far: emergencies first, then name (the order of one page). */
function flaggedOf(pages: DueResponse[]): FlaggedPerson[] {
  const rank = (p: FlaggedPerson) => (p.alerts.some((a) => a.level === 'emergency') ? 0 : 1);
  return pages.flatMap((p) => p.flagged).sort((a, b) => rank(a) - rank(b) || a.full_name.localeCompare(b.full_name));
}

/** How many people of the list the loaded pages show (each once, whether late, due soon or both). */
function shownPeople(pages: DueResponse[]): number {
  return new Set(pages.flatMap((p) => [...p.overdue, ...p.dueSoon].map((e) => e.personId))).size;
}

/** The due list: who needs a visit or vaccine in the coming days, and who is late; more people a page at a time. */
export function DuePage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(7);
  const due = useDue(days);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('records.dueTitle')}</h1>
          <p className="text-slate-600 dark:text-slate-300">{t('records.dueIntro')}</p>
        </div>
        <SelectField label={t('records.days')} value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {t('records.dueSoon', { days: d })}
            </option>
          ))}
        </SelectField>
      </div>
      {due.isPending ? (
        <LoadingState />
      ) : due.isError && !due.data ? (
        <ErrorState message={getErrorMessage(due.error)} onRetry={() => void due.refetch()} />
      ) : (
        <>
          <FlaggedGroup people={flaggedOf(due.data.pages)} total={due.data.pages[0]?.total.flagged ?? 0} />
          <DueGroup title={t('records.overdue')} entries={entriesOf(due.data.pages, 'overdue')} empty={t('records.nobodyLate')} tone="red" />
          <DueGroup title={t('records.dueSoon', { days })} entries={entriesOf(due.data.pages, 'dueSoon')} empty={t('records.nobodyDue')} tone="amber" />
          {due.isFetchNextPageError ? (
            <ErrorState message={getErrorMessage(due.error)} onRetry={() => void due.fetchNextPage()} />
          ) : due.isFetchingNextPage ? (
            <LoadingState />
          ) : due.hasNextPage ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-slate-700 dark:text-slate-300" data-testid="due-showing">
                {t('records.dueShowing', { shown: shownPeople(due.data.pages), total: due.data.pages[0]?.total.people ?? 0 })}
              </p>
              <button type="button" className={buttonClass('secondary')} onClick={() => void due.fetchNextPage()}>
                {t('records.dueMore')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
