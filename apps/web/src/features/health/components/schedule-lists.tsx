import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BabyTablePeriod, BabyTableResponse, MotherTablePeriod } from '@mamata/core/schemas/health';
import { EmptyState } from '../../../components/ui/page-state.tsx';
import { useBabyTable, useMotherTable } from '../api/get-schedule-tables.ts';
import { BabyTabs, hasSeveralBabies } from './baby-tabs.tsx';
import { PeriodList, useBabyPeriods, useMotherPeriods } from './period-list.tsx';
import { QueryView } from './query-view.tsx';

function MotherPeriodList({ tables }: { tables: MotherTablePeriod[] }) {
  return <PeriodList periods={useMotherPeriods(tables)} origin="mother" />;
}

function BabyPeriodList({ tables, gender, emptyHint }: { tables: BabyTablePeriod[]; gender: string | null; emptyHint?: ReactNode }) {
  const { t } = useTranslation();
  const periods = useBabyPeriods(tables, gender);
  if (periods.length === 0)
    return (
      <>
        <EmptyState message={t('health.empty')} />
        {emptyHint}
      </>
    );
  return <PeriodList periods={periods} origin="baby" />;
}

/** The mother's periods: all of them (`table`, schedule and report) or only what is due soon (`alert`, reminders). */
export function MotherSchedule({ which, emptyHint }: { which: 'table' | 'alert'; emptyHint?: ReactNode }) {
  const query = useMotherTable(which);
  return (
    <QueryView query={query} isEmpty={(d) => d.motherTables.length === 0} emptyHint={emptyHint}>
      {(d) => <MotherPeriodList tables={d.motherTables} />}
    </QueryView>
  );
}

/** Twins: a tab per baby and the chosen baby's periods. */
function EveryBabyPeriods({ babies, idPrefix, emptyHint }: { babies: NonNullable<BabyTableResponse['babies']>; idPrefix: string; emptyHint?: ReactNode }) {
  const [chosen, setChosen] = useState(0);
  const baby = babies[chosen] ?? babies[0]!;
  return (
    <BabyTabs babies={babies} selected={chosen} onSelect={setChosen} idPrefix={idPrefix}>
      <BabyPeriodList tables={baby.babyTables} gender={baby.babyGender} emptyHint={emptyHint} />
    </BabyTabs>
  );
}

/**
 * The baby's periods, with the girl or boy pictures by the baby's sex. With more than one baby, a
 * tab per baby (first one chosen), unless the page chooses the baby (`babyIndex`: the report, whose tabs
 * switch the charts too).
 */
export function BabySchedule({ which, emptyHint, babyIndex }: { which: 'table' | 'alert'; emptyHint?: ReactNode; babyIndex?: number }) {
  const query = useBabyTable(which);
  return (
    <QueryView query={query} isEmpty={(d) => (d.babies ?? [d]).every((b) => b.babyTables.length === 0)} emptyHint={emptyHint}>
      {(d) => {
        if (!hasSeveralBabies(d.babies)) return <BabyPeriodList tables={d.babyTables} gender={d.babyGender} />;
        if (babyIndex === undefined) return <EveryBabyPeriods babies={d.babies} idPrefix={`baby-${which}`} emptyHint={emptyHint} />;
        const baby = d.babies[babyIndex] ?? d.babies[0]!;
        return <BabyPeriodList tables={baby.babyTables} gender={baby.babyGender} emptyHint={emptyHint} />;
      }}
    </QueryView>
  );
}
