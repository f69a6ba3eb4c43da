import { useTranslation } from 'react-i18next';

/**
 * The Mamata mark and name. `compact`: the name only from the sm breakpoint on; 'narrow': the name
 * except on a phone with enlarged text (styles.css `narrow`).
 */
export function Logo({ showName = true, compact = false }: { showName?: boolean; compact?: boolean | 'narrow' }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2">
      <img src="/logo.svg" alt={showName ? '' : t('login.logoAlt')} width="36" height="36" className="h-9 w-9" />
      {showName ? (
        <span
          className={`${compact === 'narrow' ? 'narrow:hidden' : compact ? 'hidden sm:inline' : ''} text-xl font-bold tracking-tight text-brand-700 dark:text-brand-300`}
        >
          {t('common.appName')}
        </span>
      ) : null}
    </span>
  );
}
