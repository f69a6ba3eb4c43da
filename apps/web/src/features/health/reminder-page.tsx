import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { BabySchedule, MotherSchedule } from './components/schedule-lists.tsx';
import { useIsBabyView } from './use-profile-kind.ts';

const TABS = ['mother', 'baby'] as const;
type Tab = (typeof TABS)[number];

/**
 * Spec §2 `/reminder`: titled by the navbar's reminder label, two tabs (Mother, Baby); in each, the
 * periods that have something due start open and collapse, and each item opens on its own. The tab
 * of the account's own view is chosen first.
 */
export function ReminderPage() {
  const { t } = useTranslation();
  const baby = useIsBabyView();
  const [chosen, setChosen] = useState<Tab | null>(null);
  const tab: Tab = chosen ?? (baby ? 'baby' : 'mother');
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ mother: null, baby: null });
  const hint = (
    <p className="-mt-4 text-center">
      {t('health.reminder.nothingDue')}{' '}
      <Link to={paths.schedule} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {t('health.reminder.seeSchedule')}
      </Link>
    </p>
  );

  // WAI-ARIA tabs: arrow keys, Home and End move between the tabs.
  function onKeyDown(e: KeyboardEvent) {
    const i = TABS.indexOf(tab);
    const next = { ArrowRight: TABS[(i + 1) % TABS.length], ArrowLeft: TABS[(i + TABS.length - 1) % TABS.length], Home: TABS[0], End: TABS[TABS.length - 1] }[
      e.key
    ];
    if (!next) return;
    e.preventDefault();
    setChosen(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{t('nav.reminder')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('health.reminder.intro')}</p>
      </div>
      <div
        role="tablist"
        aria-label={t('health.reminder.tabs')}
        className="grid grid-cols-2 gap-1 rounded-full bg-slate-100 p-1 dark:bg-slate-800"
        onKeyDown={onKeyDown}
      >
        {TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`reminder-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`reminder-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setChosen(id)}
            className={`min-h-11 rounded-full px-4 font-semibold ${tab === id ? 'bg-white text-brand-800 shadow-sm dark:bg-slate-950 dark:text-brand-200' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'}`}
          >
            {t(`health.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`reminder-panel-${tab}`} aria-labelledby={`reminder-tab-${tab}`}>
        {tab === 'mother' ? <MotherSchedule which="alert" emptyHint={hint} /> : <BabySchedule which="alert" emptyHint={hint} />}
      </div>
    </div>
  );
}
