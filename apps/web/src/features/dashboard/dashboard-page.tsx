import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { babyAgeParts, gestationalWeek } from '@mamata/core/domain/pregnancy';
import { isBabyProfile, type Provider } from '@mamata/core/schemas/auth';
import { DateText } from '../../components/date-text.tsx';
import { PhoneIcon } from '../../components/ui/icons.tsx';
import { ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { getErrorMessage } from '../../lib/api-client.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { meQuery } from '../auth/api/auth-calls.ts';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-t border-slate-100 py-2 first:border-t-0 dark:border-slate-800">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function PregnancyCard({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  const report = provider.report;
  if (!report?.lastMensurationDate)
    return (
      <Card title={t('dashboard.pregnancy.title')}>
        <p>{t('dashboard.noRecord')}</p>
      </Card>
    );
  const week = gestationalWeek(report.lastMensurationDate, nepalToday());
  return (
    <Card title={t('dashboard.pregnancy.title')}>
      <p className="text-2xl font-bold text-brand-700 dark:text-brand-300" data-testid="pregnancy-week">
        {t('dashboard.pregnancy.week', { count: week })}
      </p>
      <dl className="mt-3">
        {report.deliveryDueDate ? (
          <Row label={t('dashboard.pregnancy.dueDate')}>
            <DateText date={report.deliveryDueDate} />
          </Row>
        ) : null}
        <Row label={t('dashboard.pregnancy.lmp')}>
          <DateText date={report.lastMensurationDate} />
        </Row>
      </dl>
    </Card>
  );
}

function BabyCard({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  if (!provider.babyBirthDate)
    return (
      <Card title={t('dashboard.baby.title')}>
        <p>{t('dashboard.noRecord')}</p>
      </Card>
    );
  const age = babyAgeParts(provider.babyBirthDate, nepalToday());
  return (
    <Card title={t('dashboard.baby.title')}>
      <p className="text-2xl font-bold text-brand-700 dark:text-brand-300" data-testid="baby-age">
        {t('dashboard.baby.age', { months: t('dashboard.baby.months', { count: age.months }), days: t('dashboard.baby.days', { count: age.days }) })}
      </p>
      <dl className="mt-3">
        <Row label={t('dashboard.baby.birthDate')}>
          <DateText date={provider.babyBirthDate} />
        </Row>
      </dl>
    </Card>
  );
}

/** The dashboard (decisions.md): who and where she is today; the health screens add schedule and charts. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const me = useQuery(meQuery());
  if (me.isPending) return <LoadingState />;
  if (me.isError) return <ErrorState message={getErrorMessage(me.error)} onRetry={() => void me.refetch()} />;
  const { provider } = me.data;
  const baby = isBabyProfile(provider.registration_type);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{t('dashboard.greeting', { name: provider.profile.first_name })}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300" data-testid="today">
          {t('dashboard.today')}: <DateText date={nepalToday()} />
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {baby ? <BabyCard provider={provider} /> : <PregnancyCard provider={provider} />}
        {provider.healthPost ? (
          <Card title={t('dashboard.healthPost')}>
            <p className="text-lg font-semibold">{lang === 'ne' ? provider.healthPost.name_ne : provider.healthPost.name}</p>
            {provider.healthPost.phone ? (
              <a
                href={`tel:${provider.healthPost.phone}`}
                className="mt-3 inline-flex items-center gap-2 rounded-full bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800"
              >
                <PhoneIcon className="h-4 w-4" />
                {t('common.call', { number: provider.healthPost.phone })}
              </a>
            ) : null}
          </Card>
        ) : null}
      </div>
    </div>
  );
}
