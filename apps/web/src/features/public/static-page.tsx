import { useTranslation } from '../../lib/use-translation.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { MixedText } from '../../components/mixed-text.tsx';

/** The text pages of the public site (and, later, of the logged-in app). */
export type StaticPageId = 'about' | 'terms' | 'privacy' | 'disclaimer';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** A text page in the user's language: title, introduction and sections. */
export function StaticPage({ page }: { page: StaticPageId }) {
  const { t } = useTranslation();
  usePageMeta(page);
  const sections = t(`public.pages.${page}.sections`, { returnObjects: true }) as Section[] | string;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">
        <MixedText text={t(`public.pages.${page}.title`)} />
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
        <MixedText text={t(`public.pages.${page}.intro`)} />
      </p>
      {Array.isArray(sections)
        ? sections.map((s) => (
            <section key={s.heading} className="mt-8">
              <h2 className="text-xl font-semibold">
                <MixedText text={s.heading} />
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p.slice(0, 40)} className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
                  <MixedText text={p} />
                </p>
              ))}
            </section>
          ))
        : null}
    </article>
  );
}
