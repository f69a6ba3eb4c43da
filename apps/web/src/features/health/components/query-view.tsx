import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-state.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';

/**
 * The three states every list and chart of spec §2 has around its data: a loader while fetching,
 * 'No Data Found!' when empty, and the error with a retry.
 */
export function QueryView<T>({
  query,
  isEmpty,
  emptyHint,
  pendingClassName,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  /** Shown under 'No Data Found!' (e.g. where to look instead). */
  emptyHint?: ReactNode;
  /** The loader's own height, where what comes is taller (so what is below it does not jump then). */
  pendingClassName?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return pendingClassName ? (
      <div className={pendingClassName}>
        <LoadingState />
      </div>
    ) : (
      <LoadingState />
    );
  if (query.isError) return <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data))
    return (
      <>
        <EmptyState message={t('health.empty')} />
        {emptyHint}
      </>
    );
  return <>{children(query.data)}</>;
}
