import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HmisMonthResponse } from '@mamata/core/schemas/hmis';
import type { ApiErrorBody } from '@mamata/core/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** Whose month: a health post's, or a palika's (the sum of its posts). */
export type HmisSubject = { kind: 'post'; id: number } | { kind: 'palika'; id: string };

const pathOf = (subject: HmisSubject, period: string) =>
  subject.kind === 'post' ? `/staff/hmis/posts/${subject.id}/months/${period}` : `/staff/hmis/palikas/${subject.id}/months/${period}`;

/** `GET /staff/hmis/posts/:id/months/:period` or `/staff/hmis/palikas/:id/months/:period`: the HMIS 9.3 month. */
export function getHmisMonth(subject: HmisSubject, period: string) {
  return staffApi.get<HmisMonthResponse>(pathOf(subject, period));
}

export const hmisMonthQuery = (subject: HmisSubject, period: string) =>
  queryOptions({ queryKey: [...staffKeys.all, 'hmis', subject.kind, String(subject.id), period], queryFn: () => getHmisMonth(subject, period) });

/** The month's sheet. */
export function useHmisMonth(subject: HmisSubject | null, period: string) {
  return useQuery({ ...hmisMonthQuery(subject ?? { kind: 'post', id: 0 }, period), enabled: subject !== null });
}

/**
 * `GET /staff/hmis/posts/:id/months/:period/csv`: saves the same cells as a CSV file. The call carries the staff token
 * in a header, so it is fetched and saved through an object URL (as the newsletter export).
 */
export async function downloadHmisCsv(token: string | null, healthPostId: number, period: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/v1/staff/hmis/posts/${healthPostId}/months/${period}/csv`, {
      headers: { authorization: `Bearer ${token ?? ''}`, 'accept-language': i18n.language === 'ne' ? 'ne' : 'en' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', i18n.t('errors.network'));
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(res.status, body?.code ?? 'INTERNAL', body?.message ?? i18n.t('messages.errors.internal'));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `hmis-9.3-${period}.csv`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
