import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { toNepalDate } from '@mamata/core/calendar/nepal-time';
import { paths } from '../../lib/paths.ts';
import { DateText } from '../../components/date-text.tsx';
import { AlertIcon } from '../../components/ui/icons.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { getErrorMessage } from '../../lib/api-client.ts';
import { historyQuery } from './api/ai-doctor-calls.ts';
import { AnswerModal, type ShownAnswer } from './components/answer-modal.tsx';

/**
 * Her past questions (spec §2, §4): newest first, each with the prompt and a two-line preview of the
 * answer (spec §9); a tap opens the same modal with the full answer; a spinner while fetching.
 */
export function AiDoctorHistoryPage() {
  const { t } = useTranslation();
  const history = useQuery(historyQuery());
  const [shown, setShown] = useState<ShownAnswer | null>(null);

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('aiDoctor.historyTitle')}</h1>
        <Link to={paths.aiDoctor} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-300">
          {t('aiDoctor.back')}
        </Link>
      </div>
      {history.isPending ? <LoadingState /> : null}
      {history.isError ? <ErrorState message={getErrorMessage(history.error)} onRetry={() => void history.refetch()} /> : null}
      {history.data && history.data.history.length === 0 ? <EmptyState message={`${t('aiDoctor.empty')} ${t('aiDoctor.emptyHint')}`} /> : null}
      {history.data && history.data.history.length > 0 ? (
        <ul className="space-y-3">
          {history.data.history.map((h, i) => (
            <li key={`${h.createdAt}-${i}`}>
              <button
                type="button"
                onClick={() => setShown({ prompt: h.prompt, response: h.response, urgent: h.urgent, contacts: h.contacts })}
                className={`w-full rounded-2xl bg-white p-4 text-left ring-1 hover:bg-slate-50 dark:bg-slate-900 dark:hover:bg-slate-800 ${
                  h.urgent ? 'ring-red-300 dark:ring-red-800' : 'ring-slate-200 dark:ring-slate-800'
                }`}
                data-testid="history-entry"
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="font-semibold break-words">{h.prompt}</span>
                  {h.urgent ? (
                    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800 dark:bg-red-950 dark:text-red-200">
                      <AlertIcon className="h-3.5 w-3.5" />
                      {t('aiDoctor.urgent')}
                    </span>
                  ) : null}
                </span>
                <span className="mt-1 line-clamp-2 text-slate-600 dark:text-slate-300" data-testid="history-preview">
                  {h.response}
                </span>
                <span className="mt-2 block text-sm text-slate-500 dark:text-slate-400">
                  {t('aiDoctor.askedOn')} <DateText date={toNepalDate(new Date(h.createdAt))} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {shown ? <AnswerModal answer={shown} onClose={() => setShown(null)} /> : null}
    </div>
  );
}
