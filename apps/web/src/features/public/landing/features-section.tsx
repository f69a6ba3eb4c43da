import { useTranslation } from 'react-i18next';
import { BellIcon, BotIcon, CalendarIcon, ChartIcon, PhoneIcon, UserIcon } from '../../../components/ui/icons.tsx';

const ShieldIcon = (p: React.SVGProps<SVGSVGElement>) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    {...p}
  >
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="m9 12 2 2 4-4" />
  </svg>
);
const BabyIcon = (p: React.SVGProps<SVGSVGElement>) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    {...p}
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M9 10h.01M15 10h.01M9.5 15a3.5 3.5 0 0 0 5 0" />
  </svg>
);

/** The eight landing claims of spec §1, in its order. */
const FEATURES = [
  ['schedules', CalendarIcon],
  ['vaccineAlerts', ShieldIcon],
  ['progressGraphs', ChartIcon],
  ['reminders', BellIcon],
  ['fetusReport', BabyIcon],
  ['records', UserIcon],
  ['aiDoctor', BotIcon],
  ['emergency', PhoneIcon],
] as const;

/** "Why Mothers love Mamata?" (anchor #features). */
export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-14">
      <h2 id="features-title" className="text-center text-2xl font-bold sm:text-3xl">
        {t('public.features.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">{t('public.features.subtitle')}</p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(([key, FeatureIcon]) => (
          <li key={key} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
              <FeatureIcon className="h-6 w-6" />
            </span>
            <h3 className="mt-3 font-semibold">{t(`public.features.items.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t(`public.features.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
