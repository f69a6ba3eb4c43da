import { queryOptions } from '@tanstack/react-query';
import type { InboxCounts, InboxKind, InboxResponse } from '@mamata/core/schemas/staff-admin';
import type { ApiErrorBody } from '@mamata/core/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { staffApi } from '../staff-session.ts';

/** Query keys of the inbox; everything under `all` is refetched after a message changes. */
export const inboxKeys = {
  all: ['staff', 'inbox'] as const,
  list: (kind: InboxKind, status: 'open' | 'handled', page: number) => ['staff', 'inbox', 'list', kind, status, page] as const,
  counts: ['staff', 'inbox', 'counts'] as const,
};

/** A page of the inbox: one kind, open or handled. */
export const inboxQuery = (kind: InboxKind, status: 'open' | 'handled', page: number, limit: number) =>
  queryOptions({
    queryKey: inboxKeys.list(kind, status, page),
    queryFn: () => staffApi.get<InboxResponse>(`/staff/inbox?kind=${kind}&status=${status}&page=${page}&limit=${limit}`),
  });

/** The kinds I may read and their open counts (the badge); checked every minute so a siren shows up. */
export const inboxCountsQuery = () =>
  queryOptions({
    queryKey: inboxKeys.counts,
    queryFn: () => staffApi.get<InboxCounts>('/staff/inbox/counts'),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** Marks a message handled, or open again. */
export function setHandled(kind: InboxKind, id: string, handled: boolean) {
  return staffApi.patch<{ message: string }>(`/staff/inbox/${kind}/${id}/handled`, { handled });
}

/**
 * Downloads the newsletter subscribers as a CSV file. The call carries the staff token in a
 * header, so a plain link cannot do it: the file is fetched, then saved through an object URL.
 */
export async function downloadNewsletterCsv(token: string | null): Promise<void> {
  let res: Response;
  try {
    res = await fetch('/api/v1/staff/newsletter.csv', {
      headers: { authorization: `Bearer ${token ?? ''}`, 'accept-language': i18n.language === 'ne' ? 'ne' : 'en' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', i18n.t('errors.network'));
  }
  if (!res.ok) {
    // a refusal answers with the usual JSON error body, already in the user's language
    const body = (await res.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(res.status, body?.code ?? 'INTERNAL', body?.message ?? i18n.t('messages.errors.internal'));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'mamata-newsletter.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
