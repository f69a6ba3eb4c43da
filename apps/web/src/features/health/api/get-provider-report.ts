import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderReportResponse } from '@mamata/core/schemas/health';
import { api } from '../../../lib/api-client.ts';
import { healthKeys, REFETCH_ON_SHOW } from './health-keys.ts';

/** `GET /provider/provider-report`: normal curves and her own measurements (numbers only, no texts). */
export const providerReportQuery = () =>
  queryOptions({
    queryKey: healthKeys.report(),
    queryFn: () => api.get<ProviderReportResponse>('/provider/provider-report'),
    ...REFETCH_ON_SHOW,
  });

/** The report of the logged-in provider. */
export function useProviderReport(enabled = true) {
  return useQuery({ ...providerReportQuery(), enabled });
}
