import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { getErrorMessage } from '../../lib/api-client.ts';
import { staffPaths } from '../../lib/paths.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { Button } from '../../components/ui/button.tsx';
import { SearchForm } from '../../components/ui/search-form.tsx';
import { ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { useStaffMe } from './api/get-staff-me.ts';
import { usePeople } from './api/get-people.ts';

const PAGE_SIZE = 10;

/** People of my health post: search by name or mobile number, paginated. */
export function PeoplePage() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const me = useStaffMe();
  const people = usePeople({ search, page, limit: PAGE_SIZE });
  const place = me.data?.staff.healthPost ?? me.data?.staff.palika;
  const pages = Math.max(1, Math.ceil((people.data?.total ?? 0) / PAGE_SIZE));

  return (
    <div>
      <h1 className="text-2xl font-bold">{t('staff.people.title', { place: place ? (lang === 'ne' ? place.name_ne : place.name) : '' })}</h1>
      <SearchForm
        label={t('staff.people.search')}
        buttonLabel={t('staff.people.searchButton')}
        value={draft}
        onChange={setDraft}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {people.isPending ? <LoadingState /> : null}
      {people.isError ? <ErrorState message={getErrorMessage(people.error)} onRetry={() => void people.refetch()} /> : null}
      {/* a live region there from the start, so a screen reader hears what a search found (WCAG 4.1.3) */}
      <div role="status" data-testid="people-result">
        {people.data && people.data.people.length === 0 ? (
          <p className="mt-8 text-center text-slate-600 dark:text-slate-400">{t('staff.people.empty')}</p>
        ) : null}
        {people.data && people.data.people.length > 0 ? (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('staff.people.total', { count: people.data.total })}</p>
        ) : null}
      </div>
      {people.data && people.data.people.length > 0 ? (
        <>
          <ul className="mt-2 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200 dark:divide-slate-800 dark:bg-slate-900 dark:ring-slate-800">
            {people.data.people.map((p) => (
              <li key={p.id}>
                <Link
                  to={staffPaths.person(p.id)}
                  className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-800"
                >
                  <span>
                    <span className="block font-semibold">{p.full_name}</span>
                    <span className="text-sm text-slate-600 dark:text-slate-400">{p.mobile_number}</span>
                  </span>
                  <span className="flex items-center gap-2 text-sm">
                    {p.gestationalWeek !== null ? (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200">
                        {t('staff.people.week', { week: p.gestationalWeek })}
                      </span>
                    ) : null}
                    {p.registration_type.includes('BABY') ? (
                      <span className="rounded-full bg-sky-50 px-2 py-0.5 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200">{t('staff.people.baby')}</span>
                    ) : null}
                    <span className={p.active ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}>
                      {p.active ? t('staff.people.active') : t('staff.people.inactive')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <nav className="mt-4 flex items-center justify-between" aria-label={t('staff.people.page', { page, pages })}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
              {t('staff.people.previous')}
            </Button>
            <span className="text-sm">{t('staff.people.page', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((n) => n + 1)}>
              {t('staff.people.next')}
            </Button>
          </nav>
        </>
      ) : null}
    </div>
  );
}
