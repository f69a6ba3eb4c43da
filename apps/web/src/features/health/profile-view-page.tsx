import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { babyAgeParts } from '@mamata/core/domain/pregnancy';
import type { Provider } from '@mamata/core/schemas/auth';
import { paths } from '../../lib/paths.ts';
import { DateText } from '../../components/date-text.tsx';
import { CallLink } from '../../components/ui/call-link.tsx';
import { ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { getErrorMessage } from '../../lib/api-client.ts';
import { meQuery } from '../../lib/me-query.ts';
import { BabyTabs } from './components/baby-tabs.tsx';
import { chosenSubject, SubjectTabs } from './components/subject-tabs.tsx';
import { useBabyName, useIsBabyView, useMotherAndBabySubjects } from './use-profile-kind.ts';
import { MixedText } from '../../components/mixed-text.tsx';

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
  const latest = provider.latestWeight;
  return (
    <>
      {r ? (
        <>
          <Field label={t('health.profile.dueDate')}>
            <OrNone value={r.deliveryDueDate}>{(d) => <DateText date={d} />}</OrNone>
          </Field>
          <Field label={t('health.profile.lmp')}>
            <OrNone value={r.lastMensurationDate}>{(d) => <DateText date={d} />}</OrNone>
          </Field>
          <Field label={t('health.profile.babyInDays')}>
            <OrNone value={r.babyInDays}>{(days) => t('health.profile.daysValue', { count: days })}</OrNone>
          </Field>
        </>
      ) : null}
      <Field label={t('health.profile.height')}>
        <OrNone value={latest?.heightInches ?? r?.height}>{(inches) => t('health.profile.inches', { value: inches })}</OrNone>
      </Field>
      <Field label={t('health.profile.latestWeight')} testId="profile-weight">
        <OrNone value={latest}>
          {(w) => (
            <>
              {t('health.profile.kg', { value: w.kg })}{' '}
              <span className="font-normal text-slate-500 dark:text-slate-400">
                ({t('health.profile.on')} <DateText date={w.date} />)
              </span>
            </>
          )}
        </OrNone>
      </Field>
      {/* named once; the value says which weight it comes from (its date), and what it is, in her words */}
      <Field label={t('health.profile.bmi')}>
        <OrNone value={latest?.bmi == null ? null : latest}>
          {(w) => (
            <>
              <span data-testid="profile-bmi">{t('health.profile.bmiValue', { value: (w.bmi ?? 0).toFixed(2) })}</span>{' '}
              <span className="font-normal text-slate-500 dark:text-slate-400" data-testid="profile-bmi-date">
                ({t('health.profile.on')} <DateText date={w.date} />)
              </span>
            </>
          )}
        </OrNone>
        <span className="mt-1 block text-sm font-normal text-slate-600 dark:text-slate-400">{t('health.profile.bmiDefinition')}</span>
      </Field>
      {r ? (
        <Field label={t('health.profile.emergency')}>
          <OrNone value={r.emergency_phone_number}>{(n) => <CallLink number={n} />}</OrNone>
        </Field>
      ) : null}
    </>
  );
}

type BabyOfMe = NonNullable<Provider['babies']>[number];

/** A baby's profile: name, sex, birth date, age in calendar months and days, latest and at-birth measurements, each labelled. */
function BabyFields({ baby, name }: { baby: BabyOfMe; name: string }) {
  const { t } = useTranslation();
  const age = babyAgeParts(baby.birthDate, nepalToday());
  const on = (date: string) => (
    <span className="font-normal text-slate-500 dark:text-slate-400">
      ({t('health.profile.on')} <DateText date={date} />)
    </span>
  );
  return (
    <>
      <Field label={t('health.profile.name')} testId="profile-baby-name">
        {name}
      </Field>
      <Field label={t('health.profile.sex')}>{t(`health.profile.genders.${baby.sex}`)}</Field>
      <Field label={t('health.profile.birthDate')}>
        <DateText date={baby.birthDate} />
      </Field>
      <Field label={t('health.profile.age')} testId="profile-age">
        {`${t('health.profile.months', { count: age.months })} ${t('health.profile.daysValue', { count: age.days })}`}
      </Field>
      <Field label={t('health.profile.latestWeight')} testId="profile-baby-weight">
        <OrNone value={baby.latestWeight}>
          {(w) => (
            <>
              {t('health.profile.grams', { value: w.grams })} {on(w.date)}
            </>
          )}
        </OrNone>
      </Field>
      <Field label={t('health.profile.latestLength')}>
        <OrNone value={baby.latestLength}>
          {(l) => (
            <>
              {t('health.profile.inches', { value: l.inches })} {on(l.date)}
            </>
          )}
        </OrNone>
      </Field>
      <Field label={t('health.profile.birthWeight')} testId="profile-birth-weight">
        <OrNone value={baby.birthWeight}>{(g) => t('health.profile.grams', { value: g })}</OrNone>
      </Field>
      <Field label={t('health.profile.birthLength')}>
        <OrNone value={baby.birthHeight}>{(inches) => t('health.profile.inches', { value: inches })}</OrNone>
      </Field>
    </>
  );
}

/**
 * Spec §2 `/profile/view`: "mother profile" or "baby profile" with the fields of spec §3, each saying
 * what it is (the latest weight with its date, "at birth" values labelled, one BMI: that weight, with its
 * date, and her height, named once). A mother-and-baby account starts on the mother with a one-tap switch to each baby;
 * a baby account's twins have a tab per baby.
 */
export function ProfileViewPage() {
  const { t } = useTranslation();
  const baby = useIsBabyView();
  const me = useQuery(meQuery());
  const subjects = useMotherAndBabySubjects();
  const babyName = useBabyName();
  // nothing chosen yet: the first subject, the first baby
  const [selected, setSelected] = useState('');
  const [chosen, setChosen] = useState(0);
  if (me.isPending) return <LoadingState />;
  if (me.isError) return <ErrorState message={getErrorMessage(me.error)} onRetry={() => void me.refetch()} />;
  const { provider } = me.data;
  // an older server's answer has no `babies`: the one baby of babyBirthDate/Weight/Height
  const babies: BabyOfMe[] =
    provider.babies ??
    (provider.babyBirthDate
      ? [
          {
            _id: provider._id,
            name: '',
            sex: provider.babyGender ?? 'other',
            birthDate: provider.babyBirthDate,
            birthWeight: provider.babyBirthWeight,
            birthHeight: provider.babyBirthHeight,
            latestWeight: null,
            latestLength: null,
          },
        ]
      : []);
  const motherAndBaby = subjects.length > 0;
  const subject = motherAndBaby ? chosenSubject(subjects, selected) : undefined;
  // which baby the page shows: the switcher's (mother-and-baby), the tab's (a baby account's twins), or none (the mother)
  const babyIndex = motherAndBaby ? (subject?.babyIndex ?? null) : baby ? chosen : null;
  const shownBaby = babyIndex === null ? undefined : babies[babyIndex];
  const nameOfBaby = (b: BabyOfMe, i: number) =>
    provider.registration_type === 'BABY'
      ? b.name || `${provider.profile.first_name} ${provider.profile.last_name}`
      : babyName(b.name, provider.profile.first_name, i, babies.length);
  const details = (
    <dl className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      {shownBaby ? null : (
        <>
          <Field label={t('health.profile.name')}>
            <MixedText text={`${provider.profile.first_name} ${provider.profile.last_name}`} />
          </Field>
          <Field label={t('health.profile.gender')}>{t(`health.profile.genders.${provider.profile.gender}`)}</Field>
        </>
      )}
      {shownBaby ? (
        <BabyFields baby={shownBaby} name={nameOfBaby(shownBaby, babyIndex ?? 0)} />
      ) : baby && !motherAndBaby ? null : (
        <MotherFields provider={provider} />
      )}
      <Field label={t('health.profile.address')}>
        <OrNone value={provider.profile.address}>{(a) => <MixedText text={a} />}</OrNone>
      </Field>
    </dl>
  );
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold">{t(shownBaby || (baby && !motherAndBaby) ? 'health.profile.babyTitle' : 'health.profile.motherTitle')}</h1>
      {motherAndBaby ? (
        <SubjectTabs subjects={subjects} selected={subject?.id ?? ''} onSelect={setSelected} idPrefix="profile-subject">
          {details}
        </SubjectTabs>
      ) : baby && babies.length > 1 ? (
        <BabyTabs babies={babies.map((b) => ({ _id: b._id, babyGender: b.sex }))} selected={chosen} onSelect={setChosen} idPrefix="profile-baby">
          {details}
        </BabyTabs>
      ) : (
        details
      )}
      <Link to={paths.profile} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {t('health.profile.edit')}
      </Link>
    </div>
  );
}
