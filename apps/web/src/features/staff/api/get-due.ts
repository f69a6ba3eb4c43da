import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@mamata/core/preferences';
import type { z } from 'zod';
import type { DueResponseSchema } from '@mamata/core/schemas/records';
import { usePreferences } from '../../../lib/preferences.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

export type DueResponse = z.infer<typeof DueResponseSchema>;

/** `GET /staff/due`: who is flagged, late, or due in the next `days` days (item names come translated). */
export function getDue(days: number) {
  return staffApi.get<DueResponse>(`/staff/due?days=${days}`);
}

export const dueQuery = (days: number, lang: Lang) => queryOptions({ queryKey: staffKeys.due(days, lang), queryFn: () => getDue(days) });

/** The due list in the current language. */
export function useDue(days: number) {
  const { lang } = usePreferences();
  return useQuery(dueQuery(days, lang));
}
