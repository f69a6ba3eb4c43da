import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import type { PatientReportDetails } from '@mamata/core/schemas/health';
import { meQuery } from '../../lib/me-query.ts';
import { useNextTask } from '../../lib/use-next-task.ts';
import { useProviderReport } from './api/get-provider-report.ts';
import { BabyTabs, hasSeveralBabies } from './components/baby-tabs.tsx';
import { LineChart } from './components/line-chart.tsx';
import { QueryView } from './components/query-view.tsx';
import { BabySchedule, MotherSchedule } from './components/schedule-lists.tsx';
import { PeriodHeadingLevel } from './components/period-list.tsx';
import { babyCharts, motherCharts, reportOfBaby } from './report-charts.ts';
import { useIsBabyView, useMotherAndBabySubjects } from './use-profile-kind.ts';
import { chosenSubject, SubjectTabs } from './components/subject-tabs.tsx';
import { ReadingEmergencyCard } from './dashboard-cards.tsx';

/**
 * The charts' place while the report loads: three or four charts are taller than a phone's screen,
 * so the schedule below starts out of sight and does not jump when they come (layout shift).
 */
const CHARTS_PENDING = 'min-h-dvh';
/**
 * The schedule below the charts: its styles and layout are worked out when it comes near the
 * screen, not while the charts are first drawn (a phone's main thread, bench/README.md). It is
 * still in the page for find-in-page and screen readers; 1200 px is its height until first drawn.
 */
const SCHEDULE_SECTION = 'mx-auto max-w-3xl space-y-3 [content-visibility:auto] [contain-intrinsic-size:auto_1200px]';

/**
 * The charts drawn in the report's first render. Drawing all the charts' figures (with their
 * screen-reader tables and dates) at once would be the longest task of the report's start on a slow
 * phone (bench/README.md); the others follow in the next task (lib/use-next-task.ts).
 */
const FIRST_CHARTS = 2;
/** A chart's usual height on a phone (caption, plot, her selected reading): the place kept for one not drawn yet. */
const CHART_PLACE = 'min-h-[28rem] rounded-2xl ring-1 ring-slate-200 dark:ring-slate-800';

function Charts({ details, baby }: { details: PatientReportDetails; baby: boolean }) {
  const { t } = useTranslation();
  const allCharts = useNextTask();
  // her current pregnancy's LMP, registration weight and height: the normal at each reading (report-charts.ts)
  const pregnancy = useQuery(meQuery()).data?.provider.report;
  const lmp = pregnancy?.lastMensurationDate ?? null;
  const prePregnancyKg = pregnancy?.weight ?? null;
  const heightInches = pregnancy?.height ?? null;
  const charts = useMemo(() => {
    const ctx = { lmp, prePregnancyKg, heightInches };
    return baby ? babyCharts(details, ctx) : motherCharts(details, ctx);
  }, [details, baby, lmp, prePregnancyKg, heightInches]);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {charts.map((chart, i) =>
        allCharts || i < FIRST_CHARTS ? (
          <LineChart
            key={chart.key}
            chart={chart}
            title={t(`health.chart.${chart.key}`)}
            clientLabel={t(baby ? 'health.chart.clientBaby' : 'health.chart.client')}
          />
        ) : (
          <div key={chart.key} className={CHART_PLACE} />
        ),
      )}
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
  const subjects = useMotherAndBabySubjects();
  return subjects.length > 0 ? <MotherAndBabyReport /> : <OneViewReport />;
}

/** The details of baby `index` of the report (the top-level baby fields when it has one baby). */
function detailsOfBaby(d: PatientReportDetails, index: number): PatientReportDetails {
  const babies = d.babies;
  return hasSeveralBabies(babies) && babies[index] ? reportOfBaby(d, babies[index]) : d;
}

/**
 * A mother-and-baby account's report: it starts on the first baby (spec §2: a type containing BABY shows the
 * baby's view), with a one-tap switch to each baby and to the mother (her charts and her schedule).
 */
function MotherAndBabyReport() {
  const { t } = useTranslation();
  const subjects = useMotherAndBabySubjects();
  const report = useProviderReport();
  // nothing chosen yet: the first subject, the first baby
  const [selected, setSelected] = useState('');
  const subject = chosenSubject(subjects, selected);
  const babyIndex = subject?.babyIndex ?? null;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ReadingEmergencyCard />
      <h1 className="text-2xl font-bold">{t(babyIndex === null ? 'health.report.motherTitle' : 'health.report.babyTitle')}</h1>
      <SubjectTabs subjects={subjects} selected={subject?.id ?? ''} onSelect={setSelected} idPrefix="report-subject">
        <div className="space-y-6">
          <section aria-labelledby="report-charts" className="space-y-3">
            <h2 id="report-charts" className="text-lg font-semibold">
              {t('health.report.charts')}
            </h2>
            <QueryView query={report} pendingClassName={CHARTS_PENDING}>
              {(d) => (
                <Charts details={babyIndex === null ? d.patientReportDetails : detailsOfBaby(d.patientReportDetails, babyIndex)} baby={babyIndex !== null} />
              )}
            </QueryView>
          </section>
          <section aria-labelledby="report-schedule" className={SCHEDULE_SECTION}>
            <h2 id="report-schedule" className="text-lg font-semibold">
              {t('health.report.schedule')}
            </h2>
            <PeriodHeadingLevel.Provider value={3}>
              {babyIndex === null ? <MotherSchedule which="table" /> : <BabySchedule which="table" babyIndex={babyIndex} />}
            </PeriodHeadingLevel.Provider>
          </section>
        </div>
      </SubjectTabs>
    </div>
  );
}

/** A mother's or a baby account's report (twins of a baby account: a tab per baby). */
function OneViewReport() {
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
        <QueryView query={report} pendingClassName={CHARTS_PENDING}>
          {(d) => <Charts details={chosenBaby ? reportOfBaby(d.patientReportDetails, chosenBaby) : d.patientReportDetails} baby={baby} />}
        </QueryView>
      </section>
      <section aria-labelledby="report-schedule" className={SCHEDULE_SECTION}>
        <h2 id="report-schedule" className="text-lg font-semibold">
          {t('health.report.schedule')}
        </h2>
        <PeriodHeadingLevel.Provider value={3}>
          {baby ? <BabySchedule which="table" babyIndex={chosen} /> : <MotherSchedule which="table" />}
        </PeriodHeadingLevel.Provider>
      </section>
    </div>
  );
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ReadingEmergencyCard />
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
