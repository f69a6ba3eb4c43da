import { useTranslation } from '../../lib/use-translation.ts';
import { Spinner } from './spinner.tsx';

/** The plain loading screen of spec §2 ("Loading..."). */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-600 dark:text-slate-300" role="status" aria-live="polite">
      <Spinner />
      <span>{t('common.loading')}</span>
    </div>
  );
}

/** A failed load, with the reason and a way to try again. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto my-8 max-w-md rounded-2xl border border-red-200 bg-red-50 p-5 text-center text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <p>{message ?? t('errors.loadFailed')}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="mt-3 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** Nothing to show (spec §8: "No Data Found!" and the like); `message` is already translated. */
export function EmptyState({ message }: { message: string }) {
  return (
    <p
      className="my-8 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300"
      role="status"
    >
      {message}
    </p>
  );
}
