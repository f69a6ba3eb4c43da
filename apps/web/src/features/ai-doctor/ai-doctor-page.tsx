import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { PROMPT_MAX_LENGTH } from '@mamata/core/ai-doctor/limits';
import { paths } from '../../lib/paths.ts';
import { BotIcon } from '../../components/ui/icons.tsx';
import { ErrorState } from '../../components/ui/page-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, getErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/notify.ts';
import { aiDoctorKeys, askQuestion, suggestionsQuery } from './api/ai-doctor-calls.ts';
import { pendingQuestions, sendPending } from './pending-questions.ts';
import { AnswerModal, type ShownAnswer } from './components/answer-modal.tsx';
import { fieldBorder } from '../../components/ui/field-border.ts';

/**
 * The AI doctor (spec §2, §4): title, a History button, suggested questions, one `prompt` input with
 * a send button, a spinner over the screen while a question is pending, the answer in a modal, an
 * error toast with the server's message on failure. Choosing a suggestion fills the prompt and
 * sends it; closing the answer clears the prompt. What she typed stays on any error.
 */
export function AiDoctorPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useState('');
  const [shown, setShown] = useState<ShownAnswer | null>(null);
  const suggestions = useQuery(suggestionsQuery());
  const ask = useMutation({
    mutationFn: async (text: string): Promise<ShownAnswer> => {
      try {
        const res = await askQuestion(text);
        return { prompt: text, response: res.response, urgent: res.urgent, contacts: res.contacts };
      } catch (error) {
        // no connection: the danger-sign check on the phone, and the question kept to be asked later
        if (!isNetworkError(error)) throw error;
        const { offlineAnswer } = await import('./offline-answer.ts');
        return offlineAnswer(text);
      }
    },
    onSuccess: async (answer) => {
      setShown(answer);
      await queryClient.invalidateQueries({ queryKey: aiDoctorKeys.history });
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });

  // questions kept offline are asked when the phone is online again (and when the screen opens online)
  useEffect(() => {
    const flush = () => {
      if (pendingQuestions().length === 0 || !navigator.onLine) return;
      void sendPending(askQuestion, isNetworkError).then(async (sent) => {
        if (sent === 0) return;
        toast.success(t('aiDoctor.offline.sentLater'));
        await queryClient.invalidateQueries({ queryKey: aiDoctorKeys.history });
      });
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [queryClient, t]);

  const send = (text: string) => {
    if (ask.isPending) return;
    ask.mutate(text);
  };

  return (
    <div className="relative mx-auto max-w-3xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <BotIcon className="h-7 w-7 text-brand-700 dark:text-brand-300" />
          {t('nav.aiDoctor')}
        </h1>
        <Link
          to={paths.aiDoctorHistory}
          className="inline-flex min-h-11 items-center rounded-xl border border-slate-500 px-4 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {t('aiDoctor.history')}
        </Link>
      </div>
      <p className="text-slate-600 dark:text-slate-300">{t('aiDoctor.intro')}</p>

      <section aria-labelledby="suggestions-title">
        <h2 id="suggestions-title" className="mb-2 font-semibold">
          {t('aiDoctor.suggestions')}
        </h2>
        {suggestions.isPending ? <Spinner label={t('common.loading')} /> : null}
        {suggestions.isError ? <ErrorState message={getErrorMessage(suggestions.error)} onRetry={() => void suggestions.refetch()} /> : null}
        {suggestions.data && suggestions.data.queries.length === 0 ? <p className="text-slate-600 dark:text-slate-300">{t('aiDoctor.noSuggestions')}</p> : null}
        {suggestions.data && suggestions.data.queries.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {suggestions.data.queries.map((q) => (
              <li key={q}>
                <button
                  type="button"
                  disabled={ask.isPending}
                  onClick={() => {
                    setPrompt(q);
                    send(q);
                  }}
                  className="min-h-11 rounded-2xl bg-brand-50 px-4 py-2 text-left text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100 disabled:opacity-60 dark:bg-brand-900/40 dark:text-brand-100 dark:ring-brand-800 dark:hover:bg-brand-900/70"
                >
                  {q}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {/* in the page's flow: pinned above the bottom navigation it covered the last suggestions on a small phone, focus too */}
      <form
        noValidate
        className="flex items-end gap-2 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        onSubmit={(e) => {
          e.preventDefault();
          send(prompt);
        }}
      >
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('aiDoctor.promptLabel')}</span>
          <input
            name="prompt"
            value={prompt}
            maxLength={PROMPT_MAX_LENGTH}
            onChange={(e) => setPrompt(e.target.value)}
            placeholder={t('aiDoctor.promptPlaceholder')}
            autoComplete="off"
            className={`min-h-12 w-full rounded-2xl border bg-white px-4 text-base placeholder:text-slate-500 dark:bg-slate-950 dark:placeholder:text-slate-400 ${fieldBorder(false)}`}
          />
        </label>
        <button
          type="submit"
          disabled={ask.isPending}
          className="min-h-12 rounded-2xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 dark:bg-brand-600 dark:hover:bg-brand-500"
        >
          {t('aiDoctor.send')}
        </button>
      </form>

      {ask.isPending ? (
        <div className="fixed inset-0 z-40 flex items-center justify-center bg-white/70 dark:bg-slate-950/70" data-testid="asking-overlay">
          <div className="flex items-center gap-3 rounded-2xl bg-white px-5 py-4 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
            <Spinner className="h-6 w-6" />
            <span role="status">{t('aiDoctor.asking')}</span>
          </div>
        </div>
      ) : null}

      {shown ? (
        <AnswerModal
          answer={shown}
          onClose={() => {
            setShown(null);
            setPrompt('');
          }}
        />
      ) : null}
    </div>
  );
}

function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NETWORK';
}
