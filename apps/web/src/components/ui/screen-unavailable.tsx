import { useTranslation } from '../../lib/use-translation.ts';

/**
 * The code of a screen (or of a part of one) could not be fetched: a dynamic import failed, or Vite could not
 * preload its style sheet. Offline the service worker keeps every file of the build (docs/decisions/024), so
 * this is a phone whose worker is not installed yet (her first visit) or was cleared: it says, in her language,
 * that she is offline, never "Unexpected Application Error!" (spec §8 is for real errors).
 */
export function isCodeLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported/i.test(message);
}

/** In place of a screen whose code did not come: offline, with "Try again". */
export function ScreenUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="screen-unavailable"
      className="mx-auto my-8 max-w-md rounded-2xl border border-amber-300 bg-amber-50 p-5 text-center text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 className="text-lg font-bold">{t('offline.screenTitle')}</h2>
      <p className="mt-2">{t('offline.screenMissing')}</p>
      <button type="button" onClick={onRetry} className="mt-3 min-h-11 rounded-lg bg-amber-800 px-4 py-2 font-semibold text-white hover:bg-amber-900">
        {t('offline.retry')}
      </button>
    </div>
  );
}
