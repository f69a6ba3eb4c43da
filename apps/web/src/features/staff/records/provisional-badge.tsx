import { useTranslation } from '../../../lib/use-translation.ts';

/**
 * An item the reference could not confirm for Nepal: a plain "Provisional" badge; the reason opens on demand
 * (the item's own note when it has one, else why an item is provisional). Internal review wording never shows.
 */
export function ProvisionalBadge({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  return (
    <details className="mt-1 text-xs" data-testid="provisional">
      <summary className="inline-block cursor-pointer rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
        {t('records.unconfirmedBadge')}
      </summary>
      <p className="mt-1 max-w-prose text-slate-700 dark:text-slate-200">{reason ?? t('records.provisionalWhy')}</p>
    </details>
  );
}
