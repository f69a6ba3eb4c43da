import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { HELP_MESSAGE_MAX_LENGTH } from '@mamata/core/schemas/support';
import { paths } from '../../lib/paths.ts';
import { telHref } from '../../components/ui/call-link.tsx';
import { AlertIcon, CheckIcon, ChevronRightIcon, HospitalIcon, PhoneIcon, SirenIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextAreaField } from '../../components/ui/text-field.tsx';
import { getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { sendEmergencyAlert } from './api/support-calls.ts';
import { AMBULANCE_NUMBER, DANGER_STAGES, signsByAction, type DangerAction } from '@mamata/core/reference/danger-signs';
import { SupportNumbers } from './support-numbers.tsx';
import { meQuery } from '../../lib/me-query.ts';
import { CallLink } from '../../components/ui/call-link.tsx';
import { LoadingState } from '../../components/ui/page-state.tsx';
import { MixedText } from '../../components/mixed-text.tsx';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { ApiError, isOffline } from '../../lib/api-client.ts';
import { keepUrgent, usePendingUrgent } from './urgent-outbox.ts';

/** The time of her tap as a clock in Nepal (HH:MM), in her digits. */
function pressedClock(iso: string, lang: string): string {
  const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kathmandu' }).format(new Date(iso));
  return localDigits(clock, lang);
}

/** An `sms:` link to her health post with the urgent message filled in, in her language, with her name and number. */
export function smsHref(phone: string, body: string): string {
  return `sms:${phone.replace(/[^\d+]/g, '')}?body=${encodeURIComponent(body)}`;
}

const OFFER_LINK =
  'flex min-h-12 w-full flex-wrap items-center justify-center gap-2 rounded-2xl px-4 font-bold text-white focus-visible:ring-4 focus-visible:outline-none sm:inline-flex sm:w-auto';

/**
 * Offline, the urgent message cannot reach her health post now: said at once, with what she can do from her
 * phone without the internet (call 102, call her health post, an SMS to it), and the message kept to send later.
 */
function OfflineOffer({ note }: { note: string }) {
  const { t, i18n } = useTranslation();
  const me = useQuery(meQuery());
  const provider = me.data?.provider;
  const phone = provider?.healthPost?.phone;
  const body = t('support.emergency.smsBody', {
    name: provider ? `${provider.profile.first_name} ${provider.profile.last_name}` : '',
    mobile: provider ? localDigits(provider.mobile_number, i18n.language) : '',
    note,
  }).trim();
  return (
    <div
      role="alert"
      data-testid="urgent-offline"
      className="mt-4 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-bold">{t('support.emergency.offlineTitle')}</p>
      <p className="mt-1">{t('support.emergency.offlineKept')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={telHref(AMBULANCE_NUMBER)} className={`${OFFER_LINK} bg-red-700 hover:bg-red-800 focus-visible:ring-red-300`}>
          <PhoneIcon className="h-5 w-5" />
          <span className="min-w-0">{t('support.emergency.call102')}</span>
        </a>
        {phone ? (
          <>
            <a href={telHref(phone)} className={`${OFFER_LINK} bg-brand-700 hover:bg-brand-800 focus-visible:ring-brand-200`}>
              <PhoneIcon className="h-5 w-5" />
              <span className="min-w-0">{t('support.emergency.callHealthPost')}</span>
            </a>
            <a href={smsHref(phone, body)} className={`${OFFER_LINK} bg-slate-700 hover:bg-slate-800 focus-visible:ring-slate-300`} data-testid="urgent-sms">
              <span className="min-w-0">{t('support.emergency.smsHealthPost')}</span>
            </a>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** The urgent messages kept on the phone, not sent yet, with the time she pressed each. */
function PendingUrgentList() {
  const { t, i18n } = useTranslation();
  const pending = usePendingUrgent();
  if (pending.length === 0) return null;
  return (
    <div className="mt-4" data-testid="urgent-pending">
      <p className="font-semibold">{t('support.emergency.pendingTitle')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {pending.map((p) => (
          <li key={p.id}>{t('support.emergency.pendingItem', { time: pressedClock(p.pressedAt, i18n.language) })}</li>
        ))}
      </ul>
    </div>
  );
}

/** One of her own numbers: what it is, and its call button (or that none is recorded). */
function OwnNumber({ label, number, testId }: { label: string; number: string | null | undefined; testId: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700" data-testid={testId}>
      <p className="min-w-0 font-semibold">
        <MixedText text={label} />
      </p>
      {number ? <CallLink number={number} /> : <p className="text-sm text-slate-500 dark:text-slate-400">{t('support.emergency.noNumber')}</p>}
    </li>
  );
}

/**
 * Her health post's number and her emergency contact, from her profile (`provider/me`, which the service worker
 * keeps: offline they come from what was saved at login or at her last online visit, lib/save-for-offline.ts).
 */
function OwnNumbers() {
  const { t, i18n } = useTranslation();
  const me = useQuery(meQuery());
  if (me.isPending) return <LoadingState />;
  if (me.isError) return null;
  const post = me.data.provider.healthPost;
  return (
    <ul className="space-y-3">
      {post ? (
        <OwnNumber
          testId="own-health-post"
          label={t('support.emergency.healthPost', { name: i18n.language === 'ne' && post.name_ne ? post.name_ne : post.name })}
          number={post.phone}
        />
      ) : null}
      <OwnNumber testId="own-emergency-contact" label={t('support.emergency.emergencyContact')} number={me.data.provider.report?.emergency_phone_number} />
    </ul>
  );
}

/** A titled card of the screen. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 narrow:p-3 dark:bg-slate-900 dark:ring-slate-800">
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const ACTION_TONE: Record<DangerAction, string> = {
  call_ambulance_now: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-50',
  go_to_facility_now: 'border-orange-300 bg-orange-50 text-orange-950 dark:border-orange-800 dark:bg-orange-950/50 dark:text-orange-50',
  see_health_worker_within_24h: 'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50',
};

/**
 * Every danger sign of the reference (core reference/danger-signs.ts), grouped by the action it needs and,
 * within an action, by when it happens. In Nepali a label not yet reviewed by a health worker carries a
 * dagger and the note below the list.
 */
function DangerSigns() {
  const { t, i18n } = useTranslation();
  const ne = i18n.language === 'ne';
  const groups = signsByAction(DANGER_STAGES);
  return (
    <div className="space-y-4" data-testid="danger-signs">
      {groups.map(({ action, signs }) => (
        <div key={action} className={`rounded-2xl border-2 p-4 narrow:p-2 ${ACTION_TONE[action]}`} data-action={action}>
          <h3 className="text-lg font-bold">{t(`support.emergency.actions.${action}`)}</h3>
          {action === 'call_ambulance_now' ? (
            <a
              href={telHref(AMBULANCE_NUMBER)}
              className="mt-2 inline-flex min-h-12 max-w-full flex-wrap items-center justify-center gap-2 rounded-full bg-red-700 px-5 font-bold text-white hover:bg-red-800 narrow:px-3"
            >
              <PhoneIcon className="h-5 w-5" />
              <span className="min-w-0">{t('support.emergency.callNow')}</span>
            </a>
          ) : null}
          <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {DANGER_STAGES.map((stage) => {
              const own = signs.filter((s) => s.stage === stage);
              if (own.length === 0) return null;
              return (
                <div key={stage}>
                  <h4 className="font-semibold">{t(`support.emergency.stages.${stage}`)}</h4>
                  <ul className="mt-1 list-disc space-y-1 pl-5">
                    {own.map((s) => (
                      <li key={s.id} data-sign={s.id}>
                        {ne ? s.ne : s.en}
                        {ne && s.neNeedsReview ? <span aria-hidden="true"> †</span> : null}
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        </div>
      ))}
      {ne ? <p className="text-sm text-slate-600 dark:text-slate-400">{t('support.emergency.reviewNote')}</p> : null}
    </div>
  );
}

/**
 * The emergency screen (docs/spec/decisions.md: designed here, one tap from the dashboard and the profile).
 * It says first that Mamata has no emergency service of its own and to call 102; then a button
 * that alerts her health post (the siren, `for` = Health-Office, in her name) and confirms it was
 * sent; then the ambulances and support numbers of her health post and palika, all tap-to-call.
 */
export function EmergencyPage() {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  // offline: what she wrote, kept to send later and offered as an SMS
  const [offline, setOffline] = useState<{ note: string } | null>(null);
  const keep = () => {
    keepUrgent(note);
    setOffline({ note });
    setNote('');
  };
  // the confirmation takes the focus (WCAG 2.4.3): it is said once, where she is, and the next Tab goes on from
  // there, not from the top of the page; no toast says it a second time
  const confirmation = useRef<HTMLParagraphElement>(null);
  const alert = useMutation({
    mutationFn: () => sendEmergencyAlert(note),
    onSuccess: () => {
      setNote('');
      setOffline(null);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'NETWORK') keep();
      else toast.error(getErrorMessage(error));
    },
  });

  // each confirmation (a new answer) once it is drawn
  useEffect(() => {
    if (alert.data) confirmation.current?.focus();
  }, [alert.data]);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <SirenIcon className="h-7 w-7 text-red-600 dark:text-red-400" />
        {t('support.emergency.title')}
      </h1>

      <section
        aria-labelledby="call-102"
        className="rounded-3xl border-2 border-red-300 bg-red-50 p-5 text-red-950 narrow:p-3 dark:border-red-800 dark:bg-red-950/60 dark:text-red-50"
      >
        <h2 id="call-102" className="text-xl font-bold">
          {t('support.emergency.call102Title')}
        </h2>
        <p className="mt-2">{t('support.emergency.noService')}</p>
        <a
          href={telHref(AMBULANCE_NUMBER)}
          className="mt-4 flex min-h-14 w-full flex-wrap items-center justify-center gap-3 rounded-2xl bg-red-700 px-5 text-lg font-bold text-white hover:bg-red-800 focus-visible:ring-4 focus-visible:ring-red-300 focus-visible:outline-none narrow:px-3 sm:inline-flex sm:w-auto"
        >
          <PhoneIcon className="h-6 w-6" />
          <span className="min-w-0">{t('support.emergency.call102')}</span>
        </a>
      </section>

      <Panel id="own-numbers-heading" title={t('support.emergency.mineTitle')}>
        <OwnNumbers />
      </Panel>

      <Panel id="signs-heading" title={t('support.emergency.signsTitle')}>
        <DangerSigns />
      </Panel>

      <Panel id="alert-post" title={t('support.emergency.alertTitle')}>
        <p className="text-slate-600 dark:text-slate-300">{t('support.emergency.alertIntro')}</p>
        <form
          noValidate
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (alert.isPending) return;
            // no network: said at once, not after a wait (the phone knows it is offline)
            if (isOffline()) keep();
            else alert.mutate();
          }}
        >
          <TextAreaField
            label={t('support.emergency.noteLabel')}
            rows={2}
            maxLength={HELP_MESSAGE_MAX_LENGTH}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {/* aria-disabled, not disabled (so not the shared Button's busy): a disabled button drops the focus to the page while it sends */}
          <button
            type="submit"
            aria-disabled={alert.isPending}
            aria-busy={alert.isPending || undefined}
            className="flex min-h-14 w-full flex-wrap items-center justify-center gap-3 rounded-2xl bg-red-700 px-5 text-lg font-bold text-white hover:bg-red-800 aria-disabled:opacity-60 narrow:px-3 sm:inline-flex sm:w-auto"
          >
            {alert.isPending ? <Spinner className="h-5 w-5" /> : <AlertIcon className="h-6 w-6" />}
            <span className="min-w-0">{t('support.emergency.alertButton')}</span>
          </button>
        </form>
        {offline ? <OfflineOffer note={offline.note} /> : null}
        <PendingUrgentList />
        {alert.isSuccess && !offline ? (
          <p
            ref={confirmation}
            role="status"
            tabIndex={-1}
            data-testid="alert-sent"
            className="mt-4 flex items-start gap-2 rounded-2xl bg-green-50 p-4 font-semibold text-green-900 focus-visible:ring-4 focus-visible:ring-green-600 focus-visible:outline-none dark:bg-green-950 dark:text-green-100"
          >
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0" />
            <span>{alert.data.message}</span>
          </p>
        ) : null}
      </Panel>

      <Panel id="numbers-heading" title={t('support.numbers.title')}>
        <SupportNumbers />
      </Panel>

      <Link
        to={paths.healthPosts}
        className="flex min-h-14 items-center gap-3 rounded-3xl bg-white p-5 font-semibold shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-900 dark:ring-slate-800 dark:hover:bg-slate-800"
      >
        <HospitalIcon className="h-6 w-6 text-brand-700 dark:text-brand-300" />
        <span className="flex-1">{t('support.healthPosts.link')}</span>
        <ChevronRightIcon className="h-5 w-5" />
      </Link>
    </div>
  );
}
