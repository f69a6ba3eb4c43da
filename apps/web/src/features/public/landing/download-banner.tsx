import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { storeLinkFor } from '../../../lib/links.ts';
import { LogoMark } from '../../../components/logo.tsx';

/** Session storage key: the banner stays dismissed for the browser session (spec §4). */
export const BANNER_DISMISSED_KEY = 'mamataBannerDismissed';

/**
 * "Download Mobile App" (spec §2), on small screens only. The prerendered page already hides it
 * when it was dismissed (a class set before first paint by index.html), so nothing jumps.
 */
export function DownloadBanner() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const [href, setHref] = useState('#');
  useEffect(() => {
    setHref(storeLinkFor(navigator.userAgent));
    try {
      setDismissed(sessionStorage.getItem(BANNER_DISMISSED_KEY) === '1');
    } catch {
      // storage disabled: the banner simply shows
    }
  }, []);
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    document.documentElement.classList.add('banner-dismissed');
    try {
      sessionStorage.setItem(BANNER_DISMISSED_KEY, '1');
    } catch {
      // ignore
    }
  };
  return (
    <aside
      data-download-banner
      className="flex flex-wrap items-center gap-3 bg-brand-800 px-4 py-2 text-white md:hidden"
      aria-label={t('landing.banner.title')}
    >
      <LogoMark size={32} className="h-8 w-8 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1 basis-32 leading-tight">
        <p className="font-semibold">{t('landing.banner.title')}</p>
        <p className="text-xs text-brand-100">{t('landing.banner.text')}</p>
      </div>
      {/* data-store-link: main.tsx sets this phone's store before the page is hydrated */}
      <a
        href={href}
        data-store-link
        className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand-800"
        rel="noopener"
      >
        {t('landing.banner.download')}
      </a>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('landing.banner.close')}
        className="-mr-2 inline-flex h-11 w-11 items-center justify-center text-2xl leading-none"
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
