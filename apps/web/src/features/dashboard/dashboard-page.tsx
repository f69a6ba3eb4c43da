import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { daysBetween, nepalToday } from '@mamata/core/calendar/nepal-time';
import { babyAgeParts, gestationalWeek, PREGNANCY_LENGTH_DAYS } from '@mamata/core/domain/pregnancy';
import { isBabyProfile } from '@mamata/core/domain/registration';
import { AMBULANCE_NUMBER, SUICIDE_HELPLINE_NUMBER, keyDangerSigns, type KeySignStage } from '@mamata/core/reference/danger-signs';
import type { Provider } from '@mamata/core/schemas/auth';
import { paths } from '../../lib/paths.ts';
import { DateText } from '../../components/date-text.tsx';
import { CallLink, telHref } from '../../components/ui/call-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { BellIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { getErrorMessage } from '../../lib/api-client.ts';
import { useUnreadCount } from '../../lib/unread-notifications.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { meQuery } from '../../lib/me-query.ts';
import { MixedText } from '../../components/mixed-text.tsx';

const PREGNANCY_WEEKS = PREGNANCY_LENGTH_DAYS / 7;

function Row({ label, children }: { label: string; children: ReactNode }) {
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
      <div className="mt-2 flex items-center gap-3">
        <div
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-brand-100 dark:bg-slate-800"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={PREGNANCY_WEEKS}
          aria-valuenow={Math.min(week, PREGNANCY_WEEKS)}
          aria-label={t('dashboard.pregnancy.title')}
        >
          <div className="h-full rounded-full bg-brand-600 dark:bg-brand-500" style={{ width: `${Math.min(100, (week / PREGNANCY_WEEKS) * 100)}%` }} />
        </div>
        <span className="text-sm text-slate-600 dark:text-slate-300">{t('health.dashboard.weekOf')}</span>
      </div>
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

/** A baby's card: speaks to the parent about the baby by name ("Aarav is 4 months and 2 days old"). */
function BabyCard({ name, birthDate }: { name: string; birthDate: string }) {
  const { t } = useTranslation();
  const age = babyAgeParts(birthDate, nepalToday());
  const ageText = t('dashboard.baby.age', { months: t('dashboard.baby.months', { count: age.months }), days: t('dashboard.baby.days', { count: age.days }) });
  return (
    <Card title={name} testId="baby-card">
      <p className="text-2xl font-bold text-brand-700 dark:text-brand-300" data-testid="baby-age">
        {t('dashboard.baby.isAge', { name, age: ageText })}
      </p>
      <dl className="mt-3">
        <Row label={t('dashboard.baby.birthDate')}>
          <DateText date={birthDate} />
        </Row>
      </dl>
    </Card>
  );
}

/** Every living baby of the account, by name (a baby account's own name; else "Baby of <mother>" until named). */
function BabyCards({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  const babies = provider.babies ?? [];
  if (babies.length === 0) {
    if (!provider.babyBirthDate)
      return (
        <Card title={t('dashboard.baby.title')}>
          <p>{t('dashboard.noRecord')}</p>
        </Card>
      );
    return <BabyCard name={provider.profile.first_name} birthDate={provider.babyBirthDate} />;
  }
  const mother = provider.profile.first_name;
  const nameOf = (name: string, i: number) => {
    if (name) return name;
    if (provider.registration_type === 'BABY') return provider.profile.first_name;
    const of = t('dashboard.baby.babyOf', { mother });
    return babies.length > 1 ? `${of} (${i + 1})` : of;
  };
  return (
    <>
      {babies.map((b, i) => (
        <BabyCard key={b._id} name={nameOf(b.name, i)} birthDate={b.birthDate} />
      ))}
    </>
  );
}

/**
 * Days after a stillbirth or a baby's death that the card speaks of the first check-ups; later it speaks of the
 * weeks that follow. The last of the three check-ups after a birth is on day 7 (core
 * reference/schedule-templates.ts, `pnc_nepal` of packages/core/src/reference/sources/nepal-anc-pnc-schedule.json).
 */
const FIRST_DAYS = 7;

/**
 * After a miscarriage, a stillbirth or a baby's death: gentle words, and her own care (docs/loss-wording-review.md).
 * When she has her own postnatal care (`ownCareFrom`: after a stillbirth, or her baby's death within her
 * postnatal period) her check-ups and iron are on her schedule (core motherCareSchedule): in the first days the
 * card names the check-ups, later it speaks of the weeks that follow. After a miscarriage: a check-up at the
 * health post. After a baby's death later on: rest and her health post. Always: someone to talk to, and the helpline of the Mental Hospital, Lagankhel
 * (SUICIDE_HELPLINE_NUMBER, core reference/sources/nepal-emergency-numbers.json).
 */
function LossCard({ loss }: { loss: NonNullable<Provider['loss']> }) {
  const { t } = useTranslation();
  const own = loss.ownCareFrom ?? null;
  const care =
    loss.kind === 'miscarriage'
      ? 'dashboard.loss.checkupEarly'
      : own === null
        ? 'dashboard.loss.rest'
        : daysBetween(own, nepalToday()) <= FIRST_DAYS
          ? 'dashboard.loss.checkups'
          : 'dashboard.loss.later';
  return (
    <Card title={t('dashboard.loss.title')} testId="loss-card">
      <p className="text-lg">{t('dashboard.loss.text')}</p>
      <p className="mt-2" data-testid="loss-care">
        {t(care)}
      </p>
      {own === null ? null : (
        <Link
          to={paths.schedule}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 dark:text-brand-200"
        >
          {t('dashboard.loss.schedule')}
        </Link>
      )}
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t('dashboard.loss.support')}</p>
      <CallLink number={SUICIDE_HELPLINE_NUMBER} className="mt-2" />
    </Card>
  );
}

/**
 * Whose danger signs the dashboard names: a pregnancy's, a baby's, a mother's after the birth and her baby's,
 * or, after a loss, only her own (never "baby moving less" or a newborn's sign to a mother whose pregnancy ended
 * in a loss; core reference/danger-signs.ts).
 */
function stageOf(provider: Provider): KeySignStage {
  if (provider.loss) return provider.loss.kind === 'miscarriage' ? 'afterMiscarriage' : 'afterLoss';
  if (provider.registration_type === 'MOTHER_AND_BABY') return 'motherAndBaby';
  return isBabyProfile(provider.registration_type) ? 'baby' : 'pregnancy';
}

/** Danger signs mean help now: the ambulance, her own emergency contact, and the emergency screen. */
function EmergencyCard({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const own = provider.report?.emergency_phone_number;
  return (
    <Card title={t('health.dashboard.emergency.title')} tone="alert" testId="emergency-card">
      <p className="text-red-900 dark:text-red-100">{t('health.dashboard.emergency.text')}</p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5 text-red-900 dark:text-red-100" data-testid="key-danger-signs">
        {keyDangerSigns(stageOf(provider)).map((s) => (
          <li key={s.id}>{lang === 'ne' ? s.ne : s.en}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a
          href={telHref(AMBULANCE_NUMBER)}
          className="inline-flex min-h-12 max-w-full flex-wrap items-center justify-center gap-2 rounded-full bg-red-700 px-5 text-lg font-bold text-white hover:bg-red-800 focus-visible:ring-4 focus-visible:ring-red-300 focus-visible:outline-none narrow:px-3"
        >
          <PhoneIcon className="h-5 w-5" />
          <span className="min-w-0">{t('health.dashboard.emergency.ambulance', { number: AMBULANCE_NUMBER })}</span>
        </a>
        {own ? (
          <span className="flex flex-col text-sm text-red-900 dark:text-red-100">
            {t('health.dashboard.emergency.myNumber')}
            <CallLink number={own} />
          </span>
        ) : null}
      </div>
      <Link to={paths.emergency} className="mt-1 inline-flex min-h-11 items-center font-semibold text-red-800 underline underline-offset-4 dark:text-red-200">
        {t('health.dashboard.emergency.more')}
      </Link>
    </Card>
  );
}

/** Unread notifications, linking to the list. A failed fetch shows nothing (spec §8: notification failures are silently ignored). */
function NotificationsCard() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  if (unread === null) return null;
  return (
    <Card title={t('dashboard.notifications.title')} testId="notifications-card">
      <Link to={paths.notifications} className="group block" data-testid="notifications-link">
        <span className="flex items-center gap-3 text-lg">
          <BellIcon className="h-6 w-6 text-brand-700 dark:text-brand-300" aria-hidden="true" />
          {unread > 0 ? t('dashboard.notifications.unread', { count: unread }) : t('dashboard.notifications.none')}
        </span>
        <span className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-4 dark:text-brand-200">
          {t('dashboard.notifications.open')}
        </span>
      </Link>
    </Card>
  );
}

/** The health feature's dashboard cards, passed in by the route (features do not import each other). */
export interface DashboardCards {
  /** The red card of a reading in the emergency range (nothing otherwise): first on the page. */
  Emergency: ComponentType;
  NextDue: ComponentType;
  Latest: ComponentType;
}

/**
 * The dashboard (docs/spec/decisions.md): week of pregnancy or the baby's age, an emergency card with
 * tap-to-call, the next due items, the latest measurements against normal, and her health post.
 */
export function DashboardPage({ cards }: { cards?: DashboardCards }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const me = useQuery(meQuery());
  if (me.isPending) return <LoadingState />;
  if (me.isError) return <ErrorState message={getErrorMessage(me.error)} onRetry={() => void me.refetch()} />;
  const { provider } = me.data;
  const baby = isBabyProfile(provider.registration_type);
  return (
    <div className="space-y-4">
      {cards ? <cards.Emergency /> : null}
      <div>
        <h1 className="text-2xl font-bold">
          <MixedText text={t('dashboard.greeting', { name: provider.profile.first_name })} />
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300" data-testid="today">
          {t('dashboard.today')}: <DateText date={nepalToday()} />
        </p>
      </div>
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        {provider.loss ? <LossCard loss={provider.loss} /> : baby ? <BabyCards provider={provider} /> : <PregnancyCard provider={provider} />}
        <EmergencyCard provider={provider} />
        {cards ? <cards.NextDue /> : null}
        {cards ? <cards.Latest /> : null}
        <NotificationsCard />
        {provider.healthPost ? (
          <Card title={t('dashboard.healthPost')}>
            <p className="text-lg font-semibold">{lang === 'ne' ? provider.healthPost.name_ne : provider.healthPost.name}</p>
            {provider.healthPost.phone ? <CallLink number={provider.healthPost.phone} className="mt-3" /> : null}
          </Card>
        ) : null}
      </div>
    </div>
  );
}
