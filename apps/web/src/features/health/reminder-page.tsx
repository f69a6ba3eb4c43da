import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../lib/paths.ts';
import { BabySchedule, MotherSchedule } from './components/schedule-lists.tsx';
import { Tabs } from './components/tabs.tsx';
import { useIsBabyView } from './use-profile-kind.ts';

const TABS = ['mother', 'baby'] as const;
type Tab = (typeof TABS)[number];

/**
 * Spec §2 `/reminder`: titled by the navbar's reminder label, two tabs (Mother, Baby); in each, the
 * periods that have something due start open and collapse, and each item opens on its own. The tab
 * of the account's own view is chosen first. Twins: the Baby tab has a tab per baby.
 */
export function ReminderPage() {
  const { t } = useTranslation();
  const baby = useIsBabyView();
  const [chosen, setChosen] = useState<Tab | null>(null);
  const tab: Tab = chosen ?? (baby ? 'baby' : 'mother');
  const hint = (
    <p className="-mt-4 text-center">
      {t('health.reminder.nothingDue')}{' '}
      <Link to={paths.schedule} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {t('health.reminder.seeSchedule')}
      </Link>
    </p>
  );

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{t('nav.reminder')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('health.reminder.intro')}</p>
      </div>
      <Tabs ids={TABS} selected={tab} onSelect={setChosen} label={t('health.reminder.tabs')} idPrefix="reminder" labelOf={(id) => t(`health.${id}`)}>
        {tab === 'mother' ? <MotherSchedule which="alert" emptyHint={hint} /> : <BabySchedule which="alert" emptyHint={hint} />}
      </Tabs>
    </div>
  );
}
