import { useState, type FormEvent } from 'react';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import type { HmisPushResult } from '@mamata/core/schemas/hmis';
import { useTranslation } from '../../../lib/use-translation.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { ApiError, getErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/page-state.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { useDhis2Connection, useDryRunHmisMonth, useHmisPalikaStatus, useHmisPostStatus, useSaveDhis2Connection, useSendHmisMonth } from '../api/hmis-push.ts';

type SendStatus = 'sent' | 'changed' | 'notSent';
const BADGE: Record<SendStatus, string> = {
  sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  changed: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  notSent: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

/** The month's standing with DHIS2 as a badge: sent, changed since sent, not sent. */
export function SendStatusBadge({ status }: { status: SendStatus }) {
  const { t } = useTranslation();
  return (
    <span data-testid="hmis-send-status" data-status={status} className={`rounded-full px-2 py-0.5 text-sm font-semibold ${BADGE[status]}`}>
      {t(`hmis.push.status.${status}`)}
    </span>
  );
}

/** When and by whom the month was last sent (the day in her calendar, Nepal time). */
function LastSent({ lastSent }: { lastSent: { at: string; by: string } | null }) {
  const { t } = useTranslation();
  if (!lastSent) return null;
  return (
    <span className="text-sm text-slate-600 dark:text-slate-300">
      {t('hmis.push.lastSent', { by: lastSent.by })} <DateText date={nepalToday(new Date(lastSent.at))} />
    </span>
  );
}

/** DHIS2's answer, per data set: the values sent, what it would import or did, and every conflict. */
function PushSummary({ result }: { result: HmisPushResult }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const n = (v: number) => localDigits(v, lang);
  const conflicts = result.dataSets.flatMap((d) => d.summary.conflicts.map((c) => ({ ...c, dataSet: d.dataSet })));
  return (
    <div data-testid={result.step === 'dryRun' ? 'hmis-dry-run' : 'hmis-sent'} className="mt-3">
      <h3 className="font-semibold">{result.step === 'dryRun' ? t('hmis.push.dryRunTitle') : t('hmis.push.sentTitle')}</h3>
      <div className="overflow-x-auto">
        <table className="mt-2 w-full min-w-[20rem] border-collapse text-sm">
          <caption className="sr-only">{t('hmis.push.summaryCaption')}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="py-1 pr-2">
                {t('hmis.push.dataSet')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t('hmis.push.values')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t('hmis.push.imported')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t('hmis.push.updated')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('hmis.push.ignored')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.dataSets.map((d) => (
              <tr key={d.dataSet} className="border-b border-slate-100 dark:border-slate-800">
                <td className="py-1 pr-2 font-mono">{d.dataSet}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{n(d.values)}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{n(d.summary.imported)}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{n(d.summary.updated)}</td>
                <td className="py-1 text-right tabular-nums">{n(d.summary.ignored)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {conflicts.length > 0 ? (
        <div role="alert" className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
          <p className="font-semibold">{t('hmis.push.conflicts', { count: conflicts.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {conflicts.map((c, i) => (
              <li key={`${c.dataSet}-${c.object}-${i}`}>
                <span className="font-mono">{c.object}</span>: <span lang="en">{c.value}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-2 text-sm">{t('hmis.push.noConflicts')}</p>
      )}
      {result.unmapped.length > 0 ? <p className="mt-2 text-sm">{t('hmis.push.unmapped', { count: result.unmapped.length })}</p> : null}
      {result.step === 'sent' && result.completed.length > 0 ? <p className="mt-2 text-sm font-semibold">{t('hmis.push.completed')}</p> : null}
    </div>
  );
}

/**
 * A post's month and DHIS2 (docs/decisions/029-hmis-push.md): its status, and for the in-charge or the palika admin
 * the dry run (DHIS2's summary and conflicts) and then the sending of exactly that. Not printed.
 */
export function PostSendPanel({ postId, period }: { postId: number; period: string }) {
  const { t } = useTranslation();
  const status = useHmisPostStatus(postId, period);
  const [result, setResult] = useState<HmisPushResult | null>(null);
  const dryRun = useDryRunHmisMonth(postId, period, {
    onSuccess: setResult,
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const send = useSendHmisMonth(postId, period, {
    onSuccess: (r) => {
      setResult(r);
      if (r.state.status === 'sent') toast.success(t('hmis.push.sentToast'));
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  return (
    <section aria-labelledby="dhis2-title" className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200 print:hidden dark:bg-slate-900 dark:ring-slate-800">
      <h2 id="dhis2-title" className="text-lg font-bold">
        {t('hmis.push.title')}
      </h2>
      {status.isPending ? (
        <LoadingState />
      ) : status.isError ? (
        <ErrorState message={getErrorMessage(status.error)} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <SendStatusBadge status={status.data.status} />
            <LastSent lastSent={status.data.lastSent} />
          </p>
          {status.data.status === 'changed' ? <p className="mt-2 text-sm">{t('hmis.push.changedHint')}</p> : null}
          {!status.data.configured ? (
            <p className="mt-2 text-sm">{t('hmis.push.notConfigured')}</p>
          ) : !status.data.sendable ? (
            <p className="mt-2 text-sm">{t('hmis.push.notSendable')}</p>
          ) : !status.data.canSend ? (
            <p className="mt-2 text-sm">{t('hmis.push.onlyInCharge')}</p>
          ) : (
            <>
              <p className="mt-2 text-sm">{t('hmis.push.howTo')}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => dryRun.mutate()} disabled={dryRun.isPending || send.isPending}>
                  {dryRun.isPending ? t('hmis.push.checking') : t('hmis.push.dryRun')}
                </Button>
                {result?.step === 'dryRun' ? (
                  <Button onClick={() => send.mutate(result.payloadHash)} disabled={send.isPending}>
                    {send.isPending ? t('hmis.push.sending') : t('hmis.push.send')}
                  </Button>
                ) : null}
              </div>
            </>
          )}
          {result ? <PushSummary result={result} /> : null}
        </>
      )}
    </section>
  );
}

/** Every post's month and DHIS2, for the palika admin: choose a post to send its month. */
export function PalikaSendPanel({ palikaId, period, onChoosePost }: { palikaId: string; period: string; onChoosePost: (postId: number) => void }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const status = useHmisPalikaStatus(palikaId, period);
  return (
    <section
      aria-labelledby="dhis2-palika-title"
      className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200 print:hidden dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="dhis2-palika-title" className="text-lg font-bold">
        {t('hmis.push.palikaTitle')}
      </h2>
      {status.isPending ? (
        <LoadingState />
      ) : status.isError ? (
        <ErrorState message={getErrorMessage(status.error)} onRetry={() => void status.refetch()} />
      ) : status.data.posts.length === 0 ? (
        <p className="mt-2">{t('hmis.push.noPosts')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800" data-testid="hmis-palika-status">
          {status.data.posts.map((p) => (
            <li key={p.id} data-post={p.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="font-semibold">{lang === 'ne' ? p.name_ne : p.name}</span>
              <SendStatusBadge status={p.status} />
              <LastSent lastSent={p.lastSent} />
              <button type="button" className="ml-auto text-sm font-semibold text-pink-800 underline dark:text-pink-300" onClick={() => onChoosePost(p.id)}>
                {t('hmis.push.open', { name: lang === 'ne' ? p.name_ne : p.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dhis2ConnectionForm palikaId={palikaId} />
    </section>
  );
}

/** The palika's DHIS2: its address and a personal access token (written, never read back). */
function Dhis2ConnectionForm({ palikaId }: { palikaId: string }) {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const connection = useDhis2Connection(palikaId);
  const [baseUrl, setBaseUrl] = useState<string | null>(null);
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDhis2Connection(palikaId, {
    onSuccess: (res) => {
      toast.success(res.message);
      setToken('');
      setErrors({});
    },
    onError: (error: unknown) => {
      setErrors(error instanceof ApiError ? error.fieldErrors : {});
      toast.error(getErrorMessage(error));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ baseUrl: baseUrl ?? connection.data?.baseUrl ?? '', ...(token ? { token } : {}) });
  };
  if (connection.isPending) return <LoadingState />;
  if (connection.isError) return <ErrorState message={getErrorMessage(connection.error)} onRetry={() => void connection.refetch()} />;
  const c = connection.data;
  return (
    <form onSubmit={submit} className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800" aria-labelledby="dhis2-connection-title">
      <h3 id="dhis2-connection-title" className="font-semibold">
        {t('hmis.push.connectionTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {c.tokenSet && c.tokenEnd ? t('hmis.push.tokenSet', { end: c.tokenEnd }) : t('hmis.push.tokenNotSet')}
        {c.updatedAt ? (
          <>
            {' · '}
            {t('hmis.push.updated')} <DateText date={nepalToday(new Date(c.updatedAt))} />
          </>
        ) : null}
      </p>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        <TextField
          label={t('hmis.push.address')}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={baseUrl ?? c.baseUrl ?? ''}
          onChange={(e) => setBaseUrl(e.target.value)}
          error={errors.baseUrl}
          required
        />
        <TextField
          label={c.tokenSet ? t('hmis.push.newToken') : t('hmis.push.token')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(e) => setToken(e.target.value)}
          error={errors.token}
          required={!c.tokenSet}
        />
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" lang={lang}>
        {t('hmis.push.tokenHint')}
      </p>
      <Button type="submit" className="mt-2" disabled={save.isPending}>
        {t('hmis.push.saveConnection')}
      </Button>
    </form>
  );
}
