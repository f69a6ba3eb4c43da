import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { BabyTablePeriod, BabyTableResponse, MotherTablePeriod } from '@mamata/core/schemas/health';
import { EmptyState } from '../../../components/ui/page-state.tsx';
import { useBabyTable, useMotherTable } from '../api/get-schedule-tables.ts';
import { BabyTabs, hasSeveralBabies } from './baby-tabs.tsx';
import { PeriodList, useBabyPeriods, useMotherPeriods } from './period-list.tsx';
import { QueryView } from './query-view.tsx';

function MotherPeriodList({ tables, highlight }: { tables: MotherTablePeriod[]; highlight?: string | null }) {
  return <PeriodList periods={useMotherPeriods(tables)} origin="mother" highlight={highlight} />;
}

function BabyPeriodList({
  tables,
  gender,
  emptyHint,
  highlight,
}: {
  tables: BabyTablePeriod[];
  gender: string | null;
  emptyHint?: ReactNode;
  highlight?: string | null;
}) {
  const { t } = useTranslation();
  const periods = useBabyPeriods(tables, gender);
  if (periods.length === 0)
    return (
      <>
        <EmptyState message={t('health.empty')} />
        {emptyHint}
      </>
    );
  return <PeriodList periods={periods} origin="baby" highlight={highlight} />;
}

/** The item a reminder opened: its key, and whose it is (a baby's id; absent for the mother's or the only baby's). */
export interface ScheduleTarget {
  item: string | null;
  baby: string | null;
}

/** The mother's periods: all of them (`table`, schedule and report) or only what is due soon (`alert`, reminders). */
export function MotherSchedule({ which, emptyHint, highlight }: { which: 'table' | 'alert'; emptyHint?: ReactNode; highlight?: string | null }) {
  const query = useMotherTable(which);
  return (
    <QueryView query={query} isEmpty={(d) => d.motherTables.length === 0} emptyHint={emptyHint}>
      {(d) => <MotherPeriodList tables={d.motherTables} highlight={highlight} />}
    </QueryView>
  );
}

/** Twins: a tab per baby (the target's baby chosen first) and the chosen baby's periods. */
function EveryBabyPeriods({
  babies,
  idPrefix,
  emptyHint,
  target,
}: {
  babies: NonNullable<BabyTableResponse['babies']>;
  idPrefix: string;
  emptyHint?: ReactNode;
  target?: ScheduleTarget;
}) {
  const [chosen, setChosen] = useState(() =>
    Math.max(
      0,
      babies.findIndex((b) => b._id === target?.baby),
    ),
  );
  const baby = babies[chosen] ?? babies[0]!;
  // the item is the target only on its own baby's tab (twins have the same items)
  const highlight = target?.item && (!target.baby || target.baby === baby._id) ? target.item : null;
  return (
    <BabyTabs babies={babies} selected={chosen} onSelect={setChosen} idPrefix={idPrefix}>
      <BabyPeriodList tables={baby.babyTables} gender={baby.babyGender} emptyHint={emptyHint} highlight={highlight} />
    </BabyTabs>
  );
}

/**
 * The baby's periods, with the girl or boy pictures by the baby's sex. With more than one baby, a
 * tab per baby (first one chosen), unless the page chooses the baby (`babyIndex`: the report, whose tabs
 * switch the charts too).
 */
export function BabySchedule({
  which,
  emptyHint,
  babyIndex,
  target,
}: {
  which: 'table' | 'alert';
  emptyHint?: ReactNode;
  babyIndex?: number;
  /** The item a reminder opened (`/schedule?item=&baby=`). */
  target?: ScheduleTarget;
}) {
  const query = useBabyTable(which);
  return (
    <QueryView query={query} isEmpty={(d) => (d.babies ?? [d]).every((b) => b.babyTables.length === 0)} emptyHint={emptyHint}>
      {(d) => {
        if (!hasSeveralBabies(d.babies)) return <BabyPeriodList tables={d.babyTables} gender={d.babyGender} highlight={target?.item} />;
        if (babyIndex === undefined) return <EveryBabyPeriods babies={d.babies} idPrefix={`baby-${which}`} emptyHint={emptyHint} target={target} />;
        const baby = d.babies[babyIndex] ?? d.babies[0]!;
        const highlight = target?.item && (!target.baby || target.baby === baby._id) ? target.item : null;
        return <BabyPeriodList tables={baby.babyTables} gender={baby.babyGender} emptyHint={emptyHint} highlight={highlight} />;
      }}
    </QueryView>
  );
}
