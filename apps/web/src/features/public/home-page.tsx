import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Landing page (spec §2). The public-site issue adds features, carousel and the health-post form. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl leading-tight font-bold text-slate-900 sm:text-5xl dark:text-white">{t('landing.heroTitle')}</h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('landing.heroText')}</p>
        <Link to="/login" className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800">
          {t('landing.loginCta')}
        </Link>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('landing.registerNote')}</p>
      </div>
    </section>
  );
}
