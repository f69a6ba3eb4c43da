import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HmisMonthResponse } from '@mamata/core/schemas/hmis';
import { downloadFile } from '../../../lib/download-file.ts';
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

/** `GET /staff/hmis/posts/:id/months/:period/csv`: saves the same cells as a CSV file. */
export function downloadHmisCsv(token: string | null, healthPostId: number, period: string): Promise<void> {
  return downloadFile(`${pathOf({ kind: 'post', id: healthPostId }, period)}/csv`, token, `hmis-9.3-${period}.csv`);
}
