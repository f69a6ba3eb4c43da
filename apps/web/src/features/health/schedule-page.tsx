import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BabySchedule, MotherSchedule } from './components/schedule-lists.tsx';
import { chosenSubject, SubjectTabs } from './components/subject-tabs.tsx';
import { useIsBabyView, useMotherAndBabySubjects } from './use-profile-kind.ts';

/**
 * Spec §2 `/schedule`: "mother schedule" or "baby schedule", the collapsible periods without charts.
 * A mother-and-baby account starts on the mother's, with a one-tap switch to each baby's.
 */
export function SchedulePage() {
  const { t } = useTranslation();
  const baby = useIsBabyView();
  const subjects = useMotherAndBabySubjects();
  const [selected, setSelected] = useState('mother');
  if (subjects.length > 0) {
    const subject = chosenSubject(subjects, selected);
    const babyIndex = subject?.babyIndex ?? null;
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <h1 className="text-2xl font-bold">{t(babyIndex === null ? 'health.schedule.motherTitle' : 'health.schedule.babyTitle')}</h1>
        <SubjectTabs subjects={subjects} selected={subject?.id ?? 'mother'} onSelect={setSelected} idPrefix="schedule-subject">
          {babyIndex === null ? <MotherSchedule which="table" /> : <BabySchedule which="table" babyIndex={babyIndex} />}
        </SubjectTabs>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">{t(baby ? 'health.schedule.babyTitle' : 'health.schedule.motherTitle')}</h1>
      {baby ? <BabySchedule which="table" /> : <MotherSchedule which="table" />}
    </div>
  );
}
