import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientReportDetails } from '@mamata/core/schemas/health';
import { useProviderReport } from './api/get-provider-report.ts';
import { BabyTabs, hasSeveralBabies } from './components/baby-tabs.tsx';
import { LineChart } from './components/line-chart.tsx';
import { QueryView } from './components/query-view.tsx';
import { BabySchedule, MotherSchedule } from './components/schedule-lists.tsx';
import { babyCharts, motherCharts, reportOfBaby } from './report-charts.ts';
import { useIsBabyView } from './use-profile-kind.ts';

function Charts({ details, baby }: { details: PatientReportDetails; baby: boolean }) {
  const { t } = useTranslation();
  const charts = useMemo(() => (baby ? babyCharts(details) : motherCharts(details)), [details, baby]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {charts.map((chart) => (
        <LineChart
          key={chart.key}
          chart={chart}
          title={t(`health.chart.${chart.key}`)}
          clientLabel={t(baby ? 'health.chart.clientBaby' : 'health.chart.client')}
        />
      ))}
    </div>
  );
}

/**
 * Spec §2 `/report`: "mother report" (four charts: systolic, diastolic, water level, BMI) or "baby
 * report" (three: weight in the womb, weight and height after birth) by the stored registration type,
 * then the schedule periods, open by default. This screen alone loads the chart library. Twins (the
 * baby view of an account with more than one baby): a tab per baby above the charts and the schedule.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const baby = useIsBabyView();
  const report = useProviderReport();
  const [chosen, setChosen] = useState(0);
  const babies = baby ? report.data?.patientReportDetails.babies : undefined;
  const several = hasSeveralBabies(babies);
  const chosenBaby = several ? (babies[chosen] ?? babies[0]) : undefined;
  const sections: ReactNode = (
    <div className="space-y-6">
      <section aria-labelledby="report-charts" className="space-y-3">
        <h2 id="report-charts" className="text-lg font-semibold">
          {t('health.report.charts')}
        </h2>
        <QueryView query={report}>
          {(d) => <Charts details={chosenBaby ? reportOfBaby(d.patientReportDetails, chosenBaby) : d.patientReportDetails} baby={baby} />}
        </QueryView>
      </section>
      <section aria-labelledby="report-schedule" className="mx-auto max-w-3xl space-y-3">
        <h2 id="report-schedule" className="text-lg font-semibold">
          {t('health.report.schedule')}
        </h2>
        {baby ? <BabySchedule which="table" babyIndex={chosen} /> : <MotherSchedule which="table" />}
      </section>
    </div>
  );
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold">{t(baby ? 'health.report.babyTitle' : 'health.report.motherTitle')}</h1>
      {several ? (
        <BabyTabs babies={babies} selected={chosen} onSelect={setChosen} idPrefix="report-baby">
          {sections}
        </BabyTabs>
      ) : (
        sections
      )}
    </div>
  );
}
