import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@mamata/core/preferences';
import type { BabyTableResponse, MotherTableResponse } from '@mamata/core/schemas/health';
import { api } from '../../../lib/api-client.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { healthKeys, REFETCH_ON_SHOW } from './health-keys.ts';

/** `GET /provider/mother-table` (all antenatal periods) or `/provider/mother-alert` (reminders only). */
export const motherTableQuery = (lang: Lang, which: 'table' | 'alert' = 'table') =>
  queryOptions({
    queryKey: which === 'table' ? healthKeys.motherTable(lang) : healthKeys.motherAlert(lang),
    queryFn: () => api.get<MotherTableResponse>(which === 'table' ? '/provider/mother-table' : '/provider/mother-alert'),
    ...REFETCH_ON_SHOW,
  });

/** `GET /provider/baby-table` (all baby periods) or `/provider/baby-alert` (reminders only). */
export const babyTableQuery = (lang: Lang, which: 'table' | 'alert' = 'table') =>
  queryOptions({
    queryKey: which === 'table' ? healthKeys.babyTable(lang) : healthKeys.babyAlert(lang),
    queryFn: () => api.get<BabyTableResponse>(which === 'table' ? '/provider/baby-table' : '/provider/baby-alert'),
    ...REFETCH_ON_SHOW,
  });

/** The mother's schedule periods in the current language. */
export function useMotherTable(which: 'table' | 'alert' = 'table', enabled = true) {
  const { lang } = usePreferences();
  return useQuery({ ...motherTableQuery(lang, which), enabled });
}

/** The baby's schedule periods in the current language. */
export function useBabyTable(which: 'table' | 'alert' = 'table', enabled = true) {
  const { lang } = usePreferences();
  return useQuery({ ...babyTableQuery(lang, which), enabled });
}
