import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Lang } from '@mamata/core/preferences';
import type { z } from 'zod';
import type { DueResponseSchema } from '@mamata/core/schemas/records';
import { usePreferences } from '../../../lib/preferences.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

export type DueResponse = z.infer<typeof DueResponseSchema>;

/** `GET /staff/due`: a page of who is late or due in the next `days` days, and who is flagged (item names come translated). */
export function getDue(days: number, page = 0) {
  return staffApi.get<DueResponse>(`/staff/due?days=${days}&page=${page}`);
}

export const dueQuery = (days: number, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: staffKeys.due(days, lang),
    queryFn: ({ pageParam }) => getDue(days, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: DueResponse, _all: DueResponse[], page: number) => (last.more ? page + 1 : undefined),
  });

/** The due list in the current language, a page at a time (`fetchNextPage` loads the next people). */
export function useDue(days: number) {
  const { lang } = usePreferences();
  return useInfiniteQuery(dueQuery(days, lang));
}
