import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxResponse } from '@mamata/core/schemas/staff-admin';
import { staffApi } from '../staff-session.ts';
import { staffKeys, type InboxParams } from './staff-keys.ts';

/** `GET /staff/inbox`: a page of the inbox, one kind, open or handled. */
export function getInbox({ kind, status, page, limit }: InboxParams) {
  return staffApi.get<InboxResponse>(`/staff/inbox?kind=${kind}&status=${status}&page=${page}&limit=${limit}`);
}

export const inboxQuery = (params: InboxParams) => queryOptions({ queryKey: staffKeys.inboxPage(params), queryFn: () => getInbox(params) });

/** A page of the inbox; the previous page stays on screen while the next one loads. */
export function useInbox(params: InboxParams) {
  return useQuery({ ...inboxQuery(params), placeholderData: keepPreviousData });
}
