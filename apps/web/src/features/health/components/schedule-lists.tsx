import type { ReactNode } from 'react';
import type { BabyTablePeriod, MotherTablePeriod } from '@mamata/core/schemas/health';
import { useBabyTable, useMotherTable } from '../api/get-schedule-tables.ts';
import { PeriodList, useBabyPeriods, useMotherPeriods } from './period-list.tsx';
import { QueryView } from './query-view.tsx';

function MotherPeriodList({ tables }: { tables: MotherTablePeriod[] }) {
  return <PeriodList periods={useMotherPeriods(tables)} origin="mother" />;
}

function BabyPeriodList({ tables, gender }: { tables: BabyTablePeriod[]; gender: string | null }) {
  return <PeriodList periods={useBabyPeriods(tables, gender)} origin="baby" />;
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

/** The baby's periods, with the girl or boy pictures by the baby's sex. */
export function BabySchedule({ which, emptyHint }: { which: 'table' | 'alert'; emptyHint?: ReactNode }) {
  const query = useBabyTable(which);
  return (
    <QueryView query={query} isEmpty={(d) => d.babyTables.length === 0} emptyHint={emptyHint}>
      {(d) => <BabyPeriodList tables={d.babyTables} gender={d.babyGender} />}
    </QueryView>
  );
}
