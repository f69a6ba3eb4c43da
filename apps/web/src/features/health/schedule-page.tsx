import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { SCHEDULE_LINK_PARAMS } from '@mamata/core/domain/schedule-link';
import { BabySchedule, MotherSchedule, type ScheduleTarget } from './components/schedule-lists.tsx';
import { chosenSubject, SubjectTabs } from './components/subject-tabs.tsx';
import { useIsBabyView, useMotherAndBabySubjects } from './use-profile-kind.ts';

/**
 * Spec §2 `/schedule`: "mother schedule" or "baby schedule", the collapsible periods without charts.
 * A mother-and-baby account starts on the first baby's (spec §2), with a one-tap switch to each baby's and to
 * the mother's (her own postnatal items, her antenatal record as history). A reminder
 * opens it at its item (`?item=<key>&baby=<baby id>`, core `reminderLink`): that person's tab chosen, the
 * item scrolled to, opened and marked.
 */
export function SchedulePage() {
  const { t } = useTranslation();
  const baby = useIsBabyView();
  const subjects = useMotherAndBabySubjects();
  const [params] = useSearchParams();
  const target: ScheduleTarget = { item: params.get(SCHEDULE_LINK_PARAMS.item), baby: params.get(SCHEDULE_LINK_PARAMS.baby) };
  const [selected, setSelected] = useState<string | null>(null);
  if (subjects.length > 0) {
    // a reminder's person (a mother's item has no baby), else the first baby
    const opened = target.baby && subjects.some((s) => s.id === target.baby) ? target.baby : target.item ? 'mother' : '';
    const subject = chosenSubject(subjects, selected ?? opened);
    const babyIndex = subject?.babyIndex ?? null;
    // the item is marked on its own person's tab only
    const onTarget = target.baby ? subject?.id === target.baby : babyIndex === null;
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <h1 className="text-2xl font-bold">{t(babyIndex === null ? 'health.schedule.motherTitle' : 'health.schedule.babyTitle')}</h1>
        <SubjectTabs subjects={subjects} selected={subject?.id ?? ''} onSelect={setSelected} idPrefix="schedule-subject">
          {babyIndex === null ? (
            <MotherSchedule which="table" highlight={onTarget ? target.item : null} />
          ) : (
            <BabySchedule which="table" babyIndex={babyIndex} target={onTarget ? target : undefined} />
          )}
        </SubjectTabs>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">{t(baby ? 'health.schedule.babyTitle' : 'health.schedule.motherTitle')}</h1>
      {baby ? <BabySchedule which="table" target={target} /> : <MotherSchedule which="table" highlight={target.item} />}
    </div>
  );
}
