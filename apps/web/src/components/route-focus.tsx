import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation.ts';

/**
 * What a screen reader needs when a single-page app changes page: a "Skip to content" link first
 * in the page, and after each navigation (not the first load) the page title set from the new
 * page's heading, in her language, and focus moved to that heading so it is read out and the next
 * Tab starts in the page, not in the bottom navigation, unless the page focused a target of its own
 * (an element inside `[data-keeps-focus]`). Pages load lazily, so it waits (up to 3 s) for the heading
 * to appear.
 */
export function RouteFocus({ setTitle = true }: { setTitle?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    let frame = 0;
    const started = performance.now();
    const apply = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) {
        if (performance.now() - started < 3000) frame = requestAnimationFrame(apply);
        return;
      }
      if (setTitle) document.title = `${heading.textContent?.trim() ?? ''} · ${t('common.appName')}`;
      if (isFirst) return;
      // a screen that focused its own target (the item a reminder opened) keeps it
      if (document.activeElement?.closest('main [data-keeps-focus]')) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
    };
    frame = requestAnimationFrame(apply);
    return () => cancelAnimationFrame(frame);
  }, [pathname, setTitle, t]);

  return (
    <a href="#main" className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
      {t('common.skipToContent')}
    </a>
  );
}
