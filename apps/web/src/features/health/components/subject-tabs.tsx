import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Subject } from '../use-profile-kind.ts';
import { Tabs } from './tabs.tsx';

/**
 * The one-tap switch of a mother-and-baby account: a tab per baby, by name (the first chosen at first), and
 * one for the mother; the chosen person's panel below.
 */
export function SubjectTabs({
  subjects,
  selected,
  onSelect,
  idPrefix,
  children,
}: {
  subjects: readonly Subject[];
  selected: string;
  onSelect: (id: string) => void;
  idPrefix: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ids = subjects.map((s) => s.id);
  return (
    <Tabs
      ids={ids}
      selected={ids.includes(selected) ? selected : ids[0]!}
      onSelect={onSelect}
      label={t('health.subject.label')}
      idPrefix={idPrefix}
      labelOf={(id) => subjects.find((s) => s.id === id)?.label}
    >
      {children}
    </Tabs>
  );
}

/** The chosen subject (the first, the first baby, when none is chosen or the chosen one is gone). */
export function chosenSubject(subjects: readonly Subject[], selected: string): Subject | undefined {
  return subjects.find((s) => s.id === selected) ?? subjects[0];
}
