import { useEffect } from 'react';
import { useTranslation } from './use-translation.ts';

/** The public pages that have their own title and description (prerendered into their HTML too). */
export type PageMetaId = 'home' | 'about' | 'contact' | 'terms' | 'privacy' | 'disclaimer' | 'login';

/** Sets the document title and description of a public page in the user's language. */
export function usePageMeta(page: PageMetaId) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t(`public.meta.${page}.title`);
    document.querySelector('meta[name="description"]')?.setAttribute('content', t(`public.meta.${page}.description`));
  }, [page, t, i18n.language]);
}
