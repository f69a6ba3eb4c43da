import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { bmi } from '@mamata/core/domain/bmi';
import { babyAgeDays } from '@mamata/core/domain/pregnancy';
import type { Provider } from '@mamata/core/schemas/auth';
import { paths } from '../../app/paths.ts';
import { DateText } from '../../components/date-text.tsx';
import { CallLink } from '../../components/ui/call-link.tsx';
import { ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { getErrorMessage } from '../../lib/api-client.ts';
import { meQuery } from '../auth/api/auth-calls.ts';
import { useProviderReport } from './api/get-provider-report.ts';
import { BabyTabs, hasSeveralBabies } from './components/baby-tabs.tsx';
import { useIsBabyView } from './use-profile-kind.ts';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-slate-100 px-4 py-3 first:border-t-0 sm:px-5 dark:border-slate-800">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-right font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A recorded value, or "Not recorded". */
function OrNone<T>({ value, children }: { value: T | null | undefined; children: (value: T) => ReactNode }) {
  const { t } = useTranslation();
  return value == null || value === '' ? (
    <span className="font-normal text-slate-500 dark:text-slate-400">{t('health.profile.notRecorded')}</span>
  ) : (
    <>{children(value)}</>
  );
}

function MotherFields({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  const r = provider.report;
  const bmiValue = bmi(r?.weight, r?.height);
  return (
    <>
      <Field label={t('health.profile.dueDate')}>
        <OrNone value={r?.deliveryDueDate}>{(d) => <DateText date={d} />}</OrNone>
      </Field>
      <Field label={t('health.profile.lmp')}>
        <OrNone value={r?.lastMensurationDate}>{(d) => <DateText date={d} />}</OrNone>
      </Field>
      <Field label={t('health.profile.babyInDays')}>
        <OrNone value={r?.babyInDays}>{(days) => t('health.profile.daysValue', { count: days })}</OrNone>
      </Field>
      <Field label={t('health.profile.height')}>
        <OrNone value={r?.height}>{(inches) => t('health.profile.inches', { value: inches })}</OrNone>
      </Field>
      <Field label={t('health.profile.weight')}>
        <OrNone value={r?.weight}>{(kg) => t('health.profile.kg', { value: kg })}</OrNone>
      </Field>
      <Field label={t('health.profile.bmi')} testId="profile-bmi">
        <OrNone value={bmiValue}>{(v) => t('health.profile.bmiValue', { value: v.toFixed(2) })}</OrNone>
      </Field>
      <Field label={t('health.profile.emergency')}>
        <OrNone value={r?.emergency_phone_number}>{(n) => <CallLink number={n} />}</OrNone>
      </Field>
    </>
  );
}

/** A baby's birth details; weight and height at birth only the profile's (first) baby has. */
interface BabyDetails {
  birthDate: string | null;
  weight?: number | null;
  height?: number | null;
}

function BabyFields({ baby }: { baby: BabyDetails }) {
  const { t } = useTranslation();
  const birth = baby.birthDate;
  return (
    <>
      <Field label={t('health.profile.birthDate')}>
        <OrNone value={birth}>{(d) => <DateText date={d} />}</OrNone>
      </Field>
      <Field label={t('health.profile.age')} testId="profile-age">
        {/* Spec §3: whole days since birth from midnight in Nepal time (core). */}
        <OrNone value={birth}>{(d) => t('health.profile.daysValue', { count: babyAgeDays(d, nepalToday()) })}</OrNone>
      </Field>
      {baby.weight !== undefined && (
        <Field label={t('health.profile.weight')}>
          <OrNone value={baby.weight}>{(g) => t('health.profile.grams', { value: g })}</OrNone>
        </Field>
      )}
      {baby.height !== undefined && (
        <Field label={t('health.profile.height')}>
          <OrNone value={baby.height}>{(inches) => t('health.profile.inches', { value: inches })}</OrNone>
        </Field>
      )}
    </>
  );
}

/** Spec §2 `/profile/view`: "mother profile" or "baby profile" with the fields of spec §3. */
export function ProfileViewPage() {
  const { t } = useTranslation();
  const baby = useIsBabyView();
  const me = useQuery(meQuery());
  const [chosen, setChosen] = useState(0);
  // Twins: the report lists every baby (birth date, sex); /provider/me describes the first one only.
  const report = useProviderReport(baby);
  const babies = report.data?.patientReportDetails.babies;
  if (me.isPending) return <LoadingState />;
  if (me.isError) return <ErrorState message={getErrorMessage(me.error)} onRetry={() => void me.refetch()} />;
  const { provider } = me.data;
  const first: BabyDetails = { birthDate: provider.babyBirthDate, weight: provider.babyBirthWeight, height: provider.babyBirthHeight };
  const several = baby && hasSeveralBabies(babies);
  const details = (babyDetails: BabyDetails | null) => (
    <dl className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <Field label={t('health.profile.name')}>{`${provider.profile.first_name} ${provider.profile.last_name}`}</Field>
      <Field label={t('health.profile.gender')}>{t(`health.profile.genders.${provider.profile.gender}`)}</Field>
      <Field label={t('health.profile.address')}>
        <OrNone value={provider.profile.address}>{(a) => a}</OrNone>
      </Field>
      {babyDetails ? <BabyFields baby={babyDetails} /> : <MotherFields provider={provider} />}
    </dl>
  );
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold">{t(baby ? 'health.profile.babyTitle' : 'health.profile.motherTitle')}</h1>
      {several ? (
        <BabyTabs babies={babies} selected={chosen} onSelect={setChosen} idPrefix="profile-baby">
          {details(
            chosen === 0
              ? first
              : {
                  birthDate: babies[chosen]?.babyBirthDate ?? null,
                  weight: babies[chosen]?.babyBirthWeight ?? null,
                  height: babies[chosen]?.babyBirthHeight ?? null,
                },
          )}
        </BabyTabs>
      ) : (
        details(baby ? first : null)
      )}
      <Link to={paths.profile} className="inline-block font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {t('health.profile.edit')}
      </Link>
    </div>
  );
}
