import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';

/** Spec §2 not-found page: image, "Sorry, we can not find this page", "Go to Homepage" (to /). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <svg viewBox="0 0 200 140" className="w-56 max-w-full text-brand-600 dark:text-brand-300" role="img" aria-hidden="true">
        <circle cx="100" cy="70" r="60" fill="currentColor" opacity="0.12" />
        <text x="100" y="88" textAnchor="middle" fontSize="52" fontWeight="700" fill="currentColor">
          404
        </text>
        <path d="M40 120h120" stroke="currentColor" strokeWidth="4" strokeLinecap="round" opacity="0.4" />
      </svg>
      <h1 className="mt-6 text-2xl font-bold">{t('errors.notFound')}</h1>
      <Link to="/" className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {t('errors.goHome')}
      </Link>
    </div>
  );
}
