import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxCounts } from '@mamata/core/schemas/staff-admin';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `GET /staff/inbox/counts`: the kinds I may read and their open counts. */
export function getInboxCounts() {
  return staffApi.get<InboxCounts>('/staff/inbox/counts');
}

/** Checked every minute, so a siren shows up in the badge. */
export const inboxCountsQuery = () => queryOptions({ queryKey: staffKeys.inboxCounts(), queryFn: getInboxCounts, staleTime: 30_000, refetchInterval: 60_000 });

/** The inbox kinds and their open counts (the badge). */
export function useInboxCounts() {
  return useQuery(inboxCountsQuery());
}
