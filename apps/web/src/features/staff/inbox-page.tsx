import { useState } from 'react';
import { OnlineOnlyNote } from './online-only-note.tsx';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { nepalDateTime, toNepalDate } from '@mamata/core/calendar/nepal-time';
import { INBOX_KINDS, type InboxKind, type InboxMessage } from '@mamata/core/schemas/staff-admin';
import { getErrorMessage } from '../../lib/api-client.ts';
import { staffPaths } from '../../lib/paths.ts';
import { toast } from '../../lib/notify.ts';
import { DateText } from '../../components/date-text.tsx';
import { CallLink } from '../../components/ui/call-link.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { downloadNewsletter } from './api/download-newsletter.ts';
import { useInbox } from './api/get-inbox.ts';
import { useInboxCounts } from './api/get-inbox-counts.ts';
import { useStaffMe } from './api/get-staff-me.ts';
import { useSetInboxHandled } from './api/set-inbox-handled.ts';
import { useStaffToken } from './staff-session.ts';

const PAGE_SIZE = 20;
type Status = 'open' | 'handled';

/** The time of day in Nepal (HH:MM, 24-hour) of an instant, whatever the device's time zone. */
function nepalClock(iso: string): string {
  return nepalDateTime(new Date(iso)).slice(11);
}

/** "Sun, 5 Jan 2026 at 14:05": the date in the user's calendar, the time in Nepal. */
function When({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const clock = nepalClock(iso);
  return (
    <>
      <DateText date={toNepalDate(new Date(iso))} /> {t('staffAdmin.inbox.atTime', { time: localDigits(clock, i18n.language) })}
    </>
  );
}

/** The staff inbox: siren, help and contact messages, open or handled, marked handled with one tap. */
export function InboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const me = useStaffMe();
  const counts = useInboxCounts();
  const token = useStaffToken();
  const [downloading, setDownloading] = useState(false);

  const kinds = counts.data?.kinds ?? ['siren', 'help'];
  const asked = params.get('kind');
  const kind: InboxKind = INBOX_KINDS.find((k) => k === asked && kinds.includes(k)) ?? 'siren';
  const status: Status = params.get('status') === 'handled' ? 'handled' : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { kind?: InboxKind; status?: Status; page?: number }) =>
    setParams({ kind: next.kind ?? kind, status: next.status ?? status, page: String(next.page ?? 1) }, { replace: true });

  const list = useInbox({ kind, status, page, limit: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const isAdmin = me.data ? me.data.staff.role !== 'health_post' : false;

  async function download() {
    setDownloading(true);
    try {
      await downloadNewsletter(token);
      toast.success(t('staffAdmin.inbox.newsletterDone'));
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  const tabClass = (active: boolean) =>
    `inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ${
      active ? 'bg-brand-700 text-white' : 'bg-white ring-1 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:ring-slate-700 dark:hover:bg-slate-800'
    }`;

  return (
    <section aria-labelledby="inbox-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="inbox-title" className="text-2xl font-bold">
            {t('staffAdmin.inbox.title')}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t('staffAdmin.inbox.intro')}</p>
        </div>
        {me.data?.staff.role === 'system_admin' ? (
          <Button variant="secondary" onClick={() => void download()} busy={downloading}>
            {t('staffAdmin.inbox.newsletter')}
          </Button>
        ) : null}
      </div>
      {me.data?.staff.role === 'system_admin' ? <OnlineOnlyNote what="export" /> : null}

      <div role="tablist" aria-label={t('staffAdmin.inbox.kinds')} className="mt-5 flex flex-wrap gap-2">
        {kinds.map((k) => {
          const open = counts.data?.open[k] ?? 0;
          return (
            <button key={k} type="button" role="tab" aria-selected={k === kind} onClick={() => go({ kind: k })} className={tabClass(k === kind)}>
              {t(`staffAdmin.inbox.tab.${k}`)}
              {open > 0 ? (
                <span className={`rounded-full px-2 text-xs leading-5 ${k === kind ? 'bg-white text-brand-800' : 'bg-red-600 text-white'}`}>
                  {t('staffAdmin.inbox.openCount', { count: open })}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      <fieldset className="mt-4 flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('staffAdmin.inbox.filter')}</legend>
        {(['open', 'handled'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === status}
            onClick={() => go({ status: s })}
            className={`min-h-11 rounded-lg px-3 text-sm font-medium ${
              s === status
                ? 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
            }`}
          >
            {t(`staffAdmin.inbox.${s}`)}
          </button>
        ))}
      </fieldset>

      <div role="tabpanel" aria-label={t(`staffAdmin.inbox.tab.${kind}`)} className="mt-4">
        {list.isPending ? <LoadingState /> : null}
        {list.isError ? <ErrorState message={getErrorMessage(list.error)} onRetry={() => void list.refetch()} /> : null}
        {list.data && list.data.messages.length === 0 ? (
          <EmptyState message={`${t('staffAdmin.inbox.empty')} ${t(status === 'open' ? 'staffAdmin.inbox.emptyOpen' : 'staffAdmin.inbox.emptyHandled')}`} />
        ) : null}
        {list.data && list.data.messages.length > 0 ? (
          <>
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('staffAdmin.inbox.total', { count: list.data.total })}</p>
            <ul className="mt-2 space-y-3">
              {list.data.messages.map((m) => (
                <MessageCard key={m.id} message={m} showPost={isAdmin} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav className="mt-4 flex items-center justify-between" aria-label={t('staffAdmin.inbox.page', { page, pages })}>
                <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                  {t('staffAdmin.inbox.previous')}
                </Button>
                <span className="text-sm">{t('staffAdmin.inbox.page', { page, pages })}</span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
                  {t('staffAdmin.inbox.next')}
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Why the AI doctor put a question here: each sign in the nurse's language with the words of the
 * mother's question that showed it, and the numbers it read; a "to review" item says it was not sure.
 */
function AiFindingsList({ findings, review }: { findings: NonNullable<InboxMessage['aiFindings']>; review: boolean }) {
  const { t, i18n } = useTranslation();
  const ne = i18n.language === 'ne';
  return (
    <div
      className={`mt-3 rounded-xl p-3 text-sm ${review ? 'bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50' : 'bg-red-50 text-red-950 dark:bg-red-950/40 dark:text-red-50'}`}
      data-testid="ai-findings"
    >
      <p className="font-semibold">{t(review ? 'staffAdmin.inbox.ai.notSure' : 'staffAdmin.inbox.ai.found')}</p>
      {findings.signs.length > 0 ? (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {findings.signs.map((s) => (
            <li key={s.id}>
              <span className="font-semibold">{ne ? s.label_ne : s.label_en}</span>
              {s.evidence.length > 0 ? <> {t('staffAdmin.inbox.ai.words', { words: s.evidence.map((w) => `“${w}”`).join(', ') })}</> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {findings.readings.length > 0 ? (
        <p className="mt-1">{t('staffAdmin.inbox.ai.readings', { readings: findings.readings.map((r) => localDigits(r, i18n.language)).join(', ') })}</p>
      ) : null}
    </div>
  );
}

/** One message: who, when, what, a call button, and "Mark handled" / "Reopen". */
function MessageCard({ message: m, showPost }: { message: InboxMessage; showPost: boolean }) {
  const { t, i18n } = useTranslation();
  const toggle = useSetInboxHandled(m.kind, m.id, {
    onSuccess: (res) => toast.success(res.message),
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const who = m.kind === 'contact' ? m.full_name : m.provider?.full_name;
  const urgent = m.kind === 'siren' && !m.handledAt;
  const toReview = m.kind === 'review' && !m.handledAt;

  return (
    <li
      className={`rounded-2xl bg-white p-4 ring-1 dark:bg-slate-900 ${
        urgent ? 'ring-red-300 dark:ring-red-900' : toReview ? 'ring-amber-300 dark:ring-amber-800' : 'ring-slate-200 dark:ring-slate-800'
      }`}
      data-testid="inbox-message"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {who ? <p className="font-semibold">{m.kind === 'contact' ? who : t('staffAdmin.inbox.account', { name: who })}</p> : null}
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('staffAdmin.inbox.received')} <When iso={m.createdAt} />
          </p>
          {m.pressedAt ? (
            // an urgent message kept on her phone while it was offline: when she pressed it, and that it came late
            <p className="text-sm font-semibold text-red-800 dark:text-red-300" data-testid="pressed-at">
              {t('staffAdmin.inbox.pressed')} <When iso={m.pressedAt} /> ({t('staffAdmin.inbox.pressedOffline')})
            </p>
          ) : null}
          <p className="mt-1 flex flex-wrap gap-2 text-xs">
            {m.recipient === 'Mayor' || m.recipient === 'Health-Office' ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">{t(`staffAdmin.inbox.to.${m.recipient}`)}</span>
            ) : null}
            {m.senderRegistered === false ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100" data-testid="sender-unregistered">
                {t('staffAdmin.inbox.unregistered')}
              </span>
            ) : null}
            {showPost && m.healthPost ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200">
                {i18n.language === 'ne' ? m.healthPost.name_ne : m.healthPost.name}
              </span>
            ) : null}
          </p>
        </div>
        <CallLink number={m.mobile_number} />
      </div>
      {m.subject ? <p className="mt-3 font-semibold">{t('staffAdmin.inbox.subject', { subject: m.subject })}</p> : null}
      <p className="mt-2 text-base font-medium break-words whitespace-pre-wrap">{m.message}</p>
      {m.aiFindings ? <AiFindingsList findings={m.aiFindings} review={m.kind === 'review'} /> : null}
      {m.kind === 'contact' ? (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          {m.email ? (
            <a href={`mailto:${m.email}`} className="break-all text-brand-700 underline dark:text-brand-300">
              {m.email}
            </a>
          ) : null}
          {m.address ? <span>{t('staffAdmin.inbox.address', { address: m.address })}</span> : null}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {m.handledAt ? (
            <>
              {m.handledBy ? t('staffAdmin.inbox.handledBy', { name: m.handledBy }) : t('staffAdmin.inbox.handledAt')}, <When iso={m.handledAt} />
            </>
          ) : null}
          {m.provider && !m.handledAt ? (
            <Link
              to={staffPaths.person(m.provider.id)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-300"
            >
              {t('staffAdmin.inbox.openRecord')}
            </Link>
          ) : null}
        </span>
        <Button variant={m.handledAt ? 'secondary' : 'success'} onClick={() => toggle.mutate(!m.handledAt)} busy={toggle.isPending}>
          {m.handledAt ? t('staffAdmin.inbox.reopen') : t('staffAdmin.inbox.markHandled')}
        </Button>
      </div>
    </li>
  );
}
