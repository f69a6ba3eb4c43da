import { useTranslation } from '../../lib/use-translation.ts';
import { isCodeLoadError, ScreenUnavailable } from '../../components/ui/screen-unavailable.tsx';

/** Spec §8: an unexpected route error shows "Unexpected Application Error!" with the message. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // code that did not come (offline before the app was saved) is not an application error: she is told she is offline
  if (isCodeLoadError(error)) return <ScreenUnavailable onRetry={() => window.location.reload()} />;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-red-700 dark:text-red-400">{t('errors.unexpected')}</h1>
      <pre className="mt-4 rounded-xl bg-slate-100 p-4 text-sm whitespace-pre-wrap dark:bg-slate-900">{message}</pre>
      <a href="/" className="mt-6 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
        {t('errors.goHome')}
      </a>
    </div>
  );
}
