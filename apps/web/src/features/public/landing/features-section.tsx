import { useTranslation } from '../../../lib/use-translation.ts';
import { BabyIcon, BellIcon, BotIcon, CalendarIcon, ChartIcon, PhoneIcon, ShieldIcon, UserIcon } from '../../../components/ui/icons.tsx';

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
      <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
