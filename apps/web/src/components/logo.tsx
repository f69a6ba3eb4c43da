import { useTranslation } from '../lib/use-translation.ts';

/**
 * The Mamata mark, drawn in the page. It is the drawing of public/logo.svg (kept for the favicon, the
 * install icons and the service worker), which index.html's splash draws inline too; logo.test.tsx keeps
 * the three the same. An <img> of an SVG makes the browser build a separate SVG document for it: 8-20 ms
 * of a phone's main thread on her first screen (docs/decisions/019-inline-logo.md). `label`: its
 * accessible name; without one it is decoration (the name is written beside it, or the page says it).
 */
export function LogoMark({ size, label, className }: { size: number; label?: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-logo
    >
      <rect width="64" height="64" rx="16" fill="#be185d" />
      <path
        d="M32 52s-17-10.2-17-23.1C15 22.4 19.7 18 25.2 18c3 0 5.4 1.4 6.8 3.6C33.4 19.4 35.8 18 38.8 18 44.3 18 49 22.4 49 28.9 49 41.8 32 52 32 52z"
        fill="#fff"
      />
      <circle cx="32" cy="31" r="5.5" fill="#be185d" />
      <path d="M23.5 44c1.6-5.6 5-8.4 8.5-8.4s6.9 2.8 8.5 8.4" fill="none" stroke="#be185d" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The Mamata mark and name. `compact`: the name only from the sm breakpoint on; 'narrow': the name
 * except on a phone with enlarged text (styles.css `narrow`).
 */
export function Logo({ showName = true, compact = false }: { showName?: boolean; compact?: boolean | 'narrow' }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark size={36} label={showName ? undefined : t('login.logoAlt')} className="h-9 w-9 shrink-0" />
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
