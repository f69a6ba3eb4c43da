import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HELP_MESSAGE_MAX_LENGTH } from '@mamata/core/schemas/support';
import { paths } from '../../app/paths.ts';
import { telHref } from '../../components/ui/call-link.tsx';
import { AlertIcon, CheckIcon, ChevronRightIcon, HospitalIcon, PhoneIcon, SirenIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextAreaField } from '../../components/ui/text-field.tsx';
import { getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { sendEmergencyAlert } from './api/support-calls.ts';
import { AMBULANCE_NUMBER, BABY_CALL_NOW, MOTHER_CALL_NOW, type DangerSign } from './danger-signs.ts';
import { SupportNumbers } from './support-numbers.tsx';

/** A titled card of the screen. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SignList({ title, signs }: { title: string; signs: readonly DangerSign[] }) {
  const { i18n } = useTranslation();
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {signs.map((s) => (
          <li key={s.id}>{i18n.language === 'ne' ? s.ne : s.en}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The emergency screen (decisions.md: designed here, one tap from the dashboard and the profile).
 * It says first that Mamata has no emergency service of its own and to call 102; then a button
 * that alerts her health post (the siren, `for` = Health-Office, in her name) and confirms it was
 * sent; then the ambulances and support numbers of her health post and palika, all tap-to-call.
 */
export function EmergencyPage() {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const alert = useMutation({
    mutationFn: () => sendEmergencyAlert(note),
    onSuccess: (res) => {
      toast.success(res.message);
      setNote('');
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <SirenIcon className="h-7 w-7 text-red-600 dark:text-red-400" />
        {t('support.emergency.title')}
      </h1>

      <section
        aria-labelledby="call-102"
        className="rounded-3xl border-2 border-red-300 bg-red-50 p-5 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-50"
      >
        <h2 id="call-102" className="text-xl font-bold">
          {t('support.emergency.call102Title')}
        </h2>
        <p className="mt-2">{t('support.emergency.noService')}</p>
        <a
          href={telHref(AMBULANCE_NUMBER)}
          className="mt-4 flex min-h-14 w-full items-center justify-center gap-3 rounded-2xl bg-red-700 px-5 text-lg font-bold text-white hover:bg-red-800 focus-visible:ring-4 focus-visible:ring-red-300 focus-visible:outline-none sm:inline-flex sm:w-auto"
        >
          <PhoneIcon className="h-6 w-6" />
          {t('support.emergency.call102')}
        </a>
      </section>

      <Panel id="alert-post" title={t('support.emergency.alertTitle')}>
        <p className="text-slate-600 dark:text-slate-300">{t('support.emergency.alertIntro')}</p>
        <form
          noValidate
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!alert.isPending) alert.mutate();
          }}
        >
          <TextAreaField
            label={t('support.emergency.noteLabel')}
            rows={2}
            maxLength={HELP_MESSAGE_MAX_LENGTH}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <button
            type="submit"
            disabled={alert.isPending}
            className="flex min-h-14 w-full items-center justify-center gap-3 rounded-2xl bg-red-700 px-5 text-lg font-bold text-white hover:bg-red-800 disabled:opacity-60 sm:inline-flex sm:w-auto"
          >
            {alert.isPending ? <Spinner className="h-5 w-5" /> : <AlertIcon className="h-6 w-6" />}
            {t('support.emergency.alertButton')}
          </button>
        </form>
        <div aria-live="polite" role="status">
          {alert.isSuccess ? (
            <p className="mt-4 flex items-start gap-2 rounded-2xl bg-green-50 p-4 font-semibold text-green-900 dark:bg-green-950 dark:text-green-100">
              <CheckIcon className="mt-0.5 h-5 w-5 shrink-0" />
              <span>{alert.data.message}</span>
            </p>
          ) : null}
        </div>
      </Panel>

      <Panel id="numbers-heading" title={t('support.numbers.title')}>
        <SupportNumbers />
      </Panel>

      <Panel id="signs-heading" title={t('support.emergency.signsTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SignList title={t('support.emergency.signsMother')} signs={MOTHER_CALL_NOW} />
          <SignList title={t('support.emergency.signsBaby')} signs={BABY_CALL_NOW} />
        </div>
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
