import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { DownloadBanner } from './landing/download-banner.tsx';
import { FeaturesSection } from './landing/features-section.tsx';
import { Showcase } from './landing/showcase.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

const loadModal = () => import('./health-post/health-post-modal.tsx');
const HealthPostModal = lazy(loadModal);

/** Landing page (spec §2). */
export function HomePage() {
  const { t } = useTranslation();
  usePageMeta('home');
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <>
      <DownloadBanner />
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 pt-14 pb-16 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl leading-tight font-bold text-slate-900 sm:text-5xl dark:text-white">{t('landing.heroTitle')}</h1>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('landing.heroText')}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <button
              type="button"
              onClick={() => setModalOpen(true)}
              onPointerEnter={() => void loadModal()}
              onFocus={() => void loadModal()}
              className="rounded-full bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800"
            >
              {t('landing.reachOut')}
            </button>
            <Link
              to="/login"
              className="rounded-full border border-brand-700 px-6 py-3 text-lg font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-200 dark:hover:bg-slate-900"
            >
              {t('landing.loginCta')}
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('landing.registerNote')}</p>
        </div>
      </section>
      <FeaturesSection />
      <Showcase />
      {modalOpen ? (
        <Suspense fallback={null}>
          <HealthPostModal onClose={() => setModalOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
