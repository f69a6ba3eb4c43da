import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ScheduleItem } from '@mamata/core/schemas/health';
import { paths } from '../../lib/paths.ts';
import { DateText } from '../../components/date-text.tsx';
import { Card } from '../../components/ui/card.tsx';
import { AlertIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { telHref } from '../../components/ui/call-link.tsx';
import { formatDate } from '@mamata/core/calendar/bikram-sambat';
import { AMBULANCE_NUMBER } from '@mamata/core/reference/emergency-numbers';
import { useProviderReport } from './api/get-provider-report.ts';
import { useBabyTable, useMotherTable } from './api/get-schedule-tables.ts';
import { formatNumber } from './format-number.ts';
import { StatusBadge } from './components/item-details.tsx';
import { QueryView } from './components/query-view.tsx';
import { emergencyReadings, latestReadings, type LatestReading } from './latest-measurements.ts';
import { useIsBabyView } from './use-profile-kind.ts';
import { usePreferences } from '../../lib/preferences.ts';

/** How many due items the dashboard lists before "All reminders". */
const NEXT_DUE_SHOWN = 4;

/** Items still to do (due, overdue, upcoming) in due-date order: overdue ones are the oldest, so they come first. */
export function nextItems(periods: ReadonlyArray<{ vaccines: ScheduleItem[] }>): ScheduleItem[] {
  return periods
    .flatMap((p) => p.vaccines)
    .filter((i) => i.status === 'due' || i.status === 'overdue' || i.status === 'upcoming')
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}

function DueList({ items }: { items: ScheduleItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="text-slate-600 dark:text-slate-300">{t('health.dashboard.nextDueEmpty')}</p>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="next-due">
      {items.slice(0, NEXT_DUE_SHOWN).map((item) => (
        <li key={item._id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
          <span className="font-medium">{item.name}</span>
          <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <DateText date={item.dueDate} />
            <StatusBadge status={item.status} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function MotherDue() {
  const query = useMotherTable('table');
  return <QueryView query={query}>{(d) => <DueList items={nextItems(d.motherTables)} />}</QueryView>;
}

function BabyDue() {
  const query = useBabyTable('table');
  return <QueryView query={query}>{(d) => <DueList items={nextItems(d.babyTables)} />}</QueryView>;
}

/** Dashboard: the next check-ups, medicines or vaccines of the whole schedule, however far ahead. */
export function NextDueCard() {
  const { t } = useTranslation();
  const baby = useIsBabyView();
  return (
    <Card title={t('health.dashboard.nextDue')}>
      {baby ? <BabyDue /> : <MotherDue />}
      <Link to={paths.reminder} className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {t('health.dashboard.allReminders')}
      </Link>
    </Card>
  );
}

const READING_LABEL: Record<LatestReading['key'], string> = {
  bp: 'health.dashboard.bloodPressure',
  water: 'health.chart.waterLevel',
  weight: 'health.dashboard.weightGain',
  fetal: 'health.chart.fetalWeight',
  babyWeight: 'health.profile.weight',
  babyHeight: 'health.dashboard.babyLength',
};

/** A reading's value in the user's digits: '170/115 mmHg' or '15.0 cm'. */
function useReadingValue() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  return (reading: LatestReading) => {
    const [first = '–', second = '–'] = reading.values.map((v) => (v === null ? '–' : formatNumber(v, reading.decimals, lang)));
    return reading.key === 'bp' ? t('messages.alerts.bpValue', { systolic: first, diastolic: second }) : `${first} ${t(`health.chart.units.${reading.unit}`)}`;
  };
}

function Reading({ reading }: { reading: LatestReading }) {
  const { t } = useTranslation();
  const value = useReadingValue()(reading);
  return (
    <li className="py-2" data-testid="reading" data-reading={reading.key} data-level={reading.level}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-slate-600 dark:text-slate-400">{t(READING_LABEL[reading.key])}</span>
        <span className="font-semibold">{value}</span>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('health.dashboard.latestOn')}: <DateText date={reading.date} />
      </p>
      {reading.level === 'emergency' ? (
        <p className="mt-1 flex gap-2 rounded-lg bg-red-700 p-2 text-sm font-semibold text-white" role="alert">
          <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
          {t('health.dashboard.emergencyNote')}
        </p>
      ) : reading.level === 'see-health-worker' ? (
        <p className="mt-1 flex gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100" role="note">
          <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
          {t(`health.dashboard.notes.${reading.key}${reading.direction === 'low' ? 'Low' : 'High'}`)}
        </p>
      ) : (
        <p className={`mt-0.5 text-sm ${reading.level === 'normal' ? 'text-emerald-700 dark:text-emerald-300' : 'text-slate-500 dark:text-slate-400'}`}>
          {t(reading.level === 'normal' ? 'health.dashboard.withinNormal' : 'health.dashboard.noReference')}
        </p>
      )}
    </li>
  );
}

/** Dashboard: her (or her baby's) latest measurements with the server's verdict, and a plain note when outside the normal range. */
export function LatestReadingsCard() {
  const { t } = useTranslation();
  const baby = useIsBabyView();
  const report = useProviderReport();
  return (
    <Card title={t('health.dashboard.latest')}>
      <QueryView query={report}>
        {(d) => {
          const readings = latestReadings(d.patientReportDetails, baby);
          if (readings.length === 0) return <p className="text-slate-600 dark:text-slate-300">{t('health.dashboard.noMeasurements')}</p>;
          return (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {readings.map((r) => (
                <Reading key={r.key} reading={r} />
              ))}
            </ul>
          );
        }}
      </QueryView>
      <Link to={paths.report} className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {t('health.dashboard.seeReport')}
      </Link>
    </Card>
  );
}

/**
 * The red card at the top of the dashboard and the report when a latest reading is an emergency (the
 * server's verdict: blood pressure 160/110 or more): go to hospital now or call 102, with a call button.
 * Its words are core's (`messages.alerts.*`), which the server's emergency notification also sends
 * (core domain/emergency-notice.ts), so the card and the notification say the same thing.
 * Nothing while the report loads or fails (the plain emergency card below still offers 102).
 */
export function ReadingEmergencyCard() {
  const { t } = useTranslation();
  const report = useProviderReport();
  const value = useReadingValue();
  const { lang, calendar } = usePreferences();
  if (!report.data) return null;
  const emergencies = emergencyReadings(report.data.patientReportDetails);
  if (emergencies.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="reading-emergency-title"
      data-testid="reading-emergency"
      className="rounded-2xl border-2 border-red-700 bg-red-50 p-5 text-red-950 shadow-sm dark:border-red-500 dark:bg-red-950 dark:text-red-50"
    >
      <h2 id="reading-emergency-title" className="flex items-center gap-2 text-xl font-bold">
        <AlertIcon className="h-6 w-6 shrink-0" />
        {t('messages.alerts.emergency.title')}
      </h2>
      {emergencies.map((r) => (
        <p key={r.key} className="mt-2">
          {t('messages.alerts.emergency.bloodPressure', { value: value(r), date: formatDate(r.date, { calendar, lang }) })}
        </p>
      ))}
      <p className="mt-2">{t('messages.alerts.emergency.signs')}</p>
      <a
        href={telHref(AMBULANCE_NUMBER)}
        className="mt-4 flex min-h-14 w-full items-center justify-center gap-3 rounded-2xl bg-red-700 px-5 text-lg font-bold text-white hover:bg-red-800 focus-visible:ring-4 focus-visible:ring-red-300 focus-visible:outline-none sm:inline-flex sm:w-auto"
      >
        <PhoneIcon className="h-6 w-6" />
        {t('messages.alerts.emergency.call')}
      </a>
    </section>
  );
}
