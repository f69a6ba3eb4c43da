import { useTranslation } from 'react-i18next';
import { BabySchedule, MotherSchedule } from './components/schedule-lists.tsx';
import { useIsBabyView } from './use-profile-kind.ts';

/** Spec §2 `/schedule`: "mother schedule" or "baby schedule", the collapsible periods without charts. */
export function SchedulePage() {
  const { t } = useTranslation();
  const baby = useIsBabyView();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">{t(baby ? 'health.schedule.babyTitle' : 'health.schedule.motherTitle')}</h1>
      {baby ? <BabySchedule which="table" /> : <MotherSchedule which="table" />}
    </div>
  );
}
