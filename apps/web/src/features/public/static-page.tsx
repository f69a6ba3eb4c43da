import { useTranslation } from 'react-i18next';

/** The pages whose content is text: about, contact, terms, privacy, disclaimer. */
export type StaticPageId = 'about' | 'contact' | 'terms' | 'privacy' | 'disclaimer';

/** A text page in the user's language. */
export function StaticPage({ page }: { page: StaticPageId }) {
  const { t } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t(`pages.${page}.title`)}</h1>
      <p className="mt-6 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{t(`pages.${page}.body`)}</p>
    </article>
  );
}
