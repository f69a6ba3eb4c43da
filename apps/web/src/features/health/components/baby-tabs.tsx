import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { GENDERS } from '@mamata/core/schemas/auth';
import { Tabs } from './tabs.tsx';

/** What a tab needs of a baby (an entry of a response's `babies`). */
export interface BabyTab {
  _id: string;
  babyGender: (typeof GENDERS)[number];
}

/** True when the response lists more than one baby (twins): the screens then show {@link BabyTabs}. */
export function hasSeveralBabies<T>(babies: readonly T[] | undefined): babies is readonly T[] {
  return (babies?.length ?? 0) > 1;
}

/**
 * The baby switcher of an account with more than one baby: one tab per baby, "Baby 1 · girl",
 * "Baby 2 · boy" (in the server's order, first baby first), and the chosen baby's panel.
 */
export function BabyTabs({
  babies,
  selected,
  onSelect,
  idPrefix,
  children,
}: {
  babies: readonly BabyTab[];
  /** Index of the chosen baby. */
  selected: number;
  onSelect: (index: number) => void;
  idPrefix: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ids = babies.map((_, i) => String(i));
  return (
    <Tabs
      ids={ids}
      selected={String(Math.min(selected, babies.length - 1))}
      onSelect={(id) => onSelect(Number(id))}
      label={t('health.babies.label')}
      idPrefix={idPrefix}
      labelOf={(id) => {
        const baby = babies[Number(id)]!;
        const name = t('health.babies.baby', { n: Number(id) + 1 });
        return baby.babyGender === 'other' ? name : `${name} · ${t(`health.babies.sex.${baby.babyGender}`)}`;
      }}
    >
      {children}
    </Tabs>
  );
}
