import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Dhis2ConnectionBody,
  Dhis2ConnectionSchema,
  HmisIndicatorsResponse,
  HmisPalikaStatusSchema,
  HmisPostSendStatusSchema,
  HmisPushResult,
} from '@mamata/core/schemas/hmis';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** The month sent to DHIS2 and the palika's indicators (docs/decisions/029-hmis-push.md). */
export type HmisPostSendStatus = z.infer<typeof HmisPostSendStatusSchema>;
export type HmisPalikaStatus = z.infer<typeof HmisPalikaStatusSchema>;
export type Dhis2Connection = z.infer<typeof Dhis2ConnectionSchema>;

const monthPath = (postId: number, period: string) => `/staff/hmis/posts/${postId}/months/${period}/dhis2`;
export const hmisPushKeys = {
  all: [...staffKeys.all, 'hmis-push'] as const,
  post: (postId: number, period: string) => [...hmisPushKeys.all, 'post', postId, period] as const,
  palika: (palikaId: string, period: string) => [...hmisPushKeys.all, 'palika', palikaId, period] as const,
  connection: (palikaId: string) => [...hmisPushKeys.all, 'connection', palikaId] as const,
  indicators: (palikaId: string, to: string) => [...hmisPushKeys.all, 'indicators', palikaId, to] as const,
};

/** `GET .../dhis2/status`: sent, changed since sent or not sent, and whether this staff member can send. */
export function useHmisPostStatus(postId: number | null, period: string) {
  return useQuery({
    queryKey: hmisPushKeys.post(postId ?? 0, period),
    queryFn: () => staffApi.get<HmisPostSendStatus>(`${monthPath(postId ?? 0, period)}/status`),
    enabled: postId !== null,
  });
}

/** `GET /staff/hmis/palikas/:id/months/:period/status`: every post's month and DHIS2. */
export function useHmisPalikaStatus(palikaId: string | null, period: string) {
  return useQuery({
    queryKey: hmisPushKeys.palika(palikaId ?? '', period),
    queryFn: () => staffApi.get<HmisPalikaStatus>(`/staff/hmis/palikas/${palikaId ?? ''}/months/${period}/status`),
    enabled: palikaId !== null,
  });
}

/** `POST .../dhis2/dry-run`: DHIS2's import summary of the month, nothing stored there. */
export function dryRunHmisMonth(postId: number, period: string) {
  return staffApi.post<HmisPushResult>(`${monthPath(postId, period)}/dry-run`);
}

/** The dry run of a post's month; it changes nothing here, so nothing is fetched again. */
export function useDryRunHmisMonth(postId: number, period: string, config?: MutationConfig<HmisPushResult, void>) {
  return useWriteMutation(() => dryRunHmisMonth(postId, period), [], config);
}

/** `POST .../dhis2/send`: sends what the dry run showed. */
export function sendHmisMonth(postId: number, period: string, payloadHash: string) {
  return staffApi.post<HmisPushResult>(`${monthPath(postId, period)}/send`, { payloadHash });
}

/** Sending a post's month (by the payload's hash); every month's status and the indicators are fetched again. */
export function useSendHmisMonth(postId: number, period: string, config?: MutationConfig<HmisPushResult, string>) {
  return useWriteMutation((payloadHash: string) => sendHmisMonth(postId, period, payloadHash), [hmisPushKeys.all], config);
}

/** `GET/PUT /staff/hmis/palikas/:id/dhis2`: the palika's DHIS2 (the token is never read back). */
export function useDhis2Connection(palikaId: string | null) {
  return useQuery({
    queryKey: hmisPushKeys.connection(palikaId ?? ''),
    queryFn: () => staffApi.get<Dhis2Connection>(`/staff/hmis/palikas/${palikaId ?? ''}/dhis2`),
    enabled: palikaId !== null,
  });
}
export function saveDhis2Connection(palikaId: string, body: Dhis2ConnectionBody) {
  return staffApi.put<{ message: string }>(`/staff/hmis/palikas/${palikaId}/dhis2`, body);
}

/** Saving the palika's DHIS2 address and token; the connection and every month's status are fetched again. */
export function useSaveDhis2Connection(palikaId: string, config?: MutationConfig<{ message: string }, Dhis2ConnectionBody>) {
  return useWriteMutation((body: Dhis2ConnectionBody) => saveDhis2Connection(palikaId, body), [hmisPushKeys.all], config);
}

/** `GET /staff/hmis/palikas/:id/indicators?to=`: twelve months of indicators per post, and the children with no dose. */
export const hmisIndicatorsQuery = (palikaId: string, to: string) =>
  queryOptions({
    queryKey: hmisPushKeys.indicators(palikaId, to),
    queryFn: () => staffApi.get<HmisIndicatorsResponse>(`/staff/hmis/palikas/${palikaId}/indicators?to=${to}`),
  });
export function useHmisIndicators(palikaId: string | null, to: string) {
  return useQuery({ ...hmisIndicatorsQuery(palikaId ?? '', to), enabled: palikaId !== null });
}
