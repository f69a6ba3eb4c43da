import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ProviderHealthPost } from '@mamata/core/schemas/support';
import { CallLink } from '../../components/ui/call-link.tsx';
import { HospitalIcon, MapPinIcon } from '../../components/ui/icons.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/page-state.tsx';
import { getErrorMessage } from '../../lib/api-client.ts';
import { healthPostsQuery } from './api/support-calls.ts';
import { MixedText } from '../../components/mixed-text.tsx';

function HealthPostCard({ post }: { post: ProviderHealthPost }) {
  const { t, i18n } = useTranslation();
  const ne = i18n.language === 'ne';
  return (
    <li
      className={`rounded-3xl bg-white p-5 shadow-sm ring-1 dark:bg-slate-900 ${post.is_mine ? 'ring-2 ring-brand-500 dark:ring-brand-400' : 'ring-slate-200 dark:ring-slate-800'}`}
    >
      <div className="flex items-start gap-3">
        <HospitalIcon className="mt-0.5 h-6 w-6 shrink-0 text-brand-700 dark:text-brand-300" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold">
            <MixedText text={ne ? post.name_ne : post.name} />
          </h2>
          {post.is_mine ? (
            <p className="mt-1 inline-block rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
              {t('support.healthPosts.mine')}
            </p>
          ) : null}
          {post.address ? (
            <p className="mt-2 flex items-start gap-2 text-slate-700 dark:text-slate-300">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0" />
              <span className="min-w-0">
                <span className="sr-only">{t('support.healthPosts.address')}: </span>
                <MixedText text={post.address} />
              </span>
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4">
        {post.phone ? <CallLink number={post.phone} /> : <p className="text-sm text-slate-500 dark:text-slate-400">{t('support.healthPosts.noPhone')}</p>}
      </div>
    </li>
  );
}

/** The health posts of her palika with address and tap-to-call, hers first (docs/spec/decisions.md: designed here). */
export function HealthPostsPage() {
  const { t, i18n } = useTranslation();
  const query = useQuery(healthPostsQuery());
  const palika = query.data ? (i18n.language === 'ne' ? query.data.palika.name_ne : query.data.palika.name) : '';
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">{palika ? t('support.healthPosts.titleOf', { palika }) : t('support.healthPosts.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('support.healthPosts.intro')}</p>
      <div className="mt-6">
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : query.data.healthPosts.length === 0 ? (
          <EmptyState message={t('support.noData')} />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {query.data.healthPosts.map((post) => (
              <HealthPostCard key={post.office_type_id} post={post} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
