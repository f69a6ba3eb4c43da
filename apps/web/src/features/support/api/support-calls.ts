import { queryOptions } from '@tanstack/react-query';
import type { EmergencySirenBody, HelpMessageBody, ProviderHealthPostsResponse, SupportNumbersResponse } from '@mamata/core/schemas/support';
import { api } from '../../../lib/api-client.ts';

/** Query keys of this area. */
export const supportKeys = {
  numbers: ['support', 'numbers'] as const,
  healthPosts: ['support', 'health-posts'] as const,
};

/** Spec §7 `support/provider/numbers`; spec §4: support number queries do not refetch on window focus. */
export const supportNumbersQuery = () =>
  queryOptions({
    queryKey: supportKeys.numbers,
    queryFn: () => api.get<SupportNumbersResponse>('/support/provider/numbers'),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

/** `GET provider/health-posts`: the health posts of her palika, hers first. */
export const healthPostsQuery = () =>
  queryOptions({
    queryKey: supportKeys.healthPosts,
    queryFn: () => api.get<ProviderHealthPostsResponse>('/provider/health-posts'),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

/** Spec §7 `help/provider/post-help-message`: a message to her health post's inbox. */
export function postHelpMessage(body: HelpMessageBody) {
  return api.post<{ message: string }>('/help/provider/post-help-message', body);
}

/**
 * The emergency button: an urgent message to her own health post (the siren, in her name); `pressedAt` for one
 * kept while the phone was offline (urgent-outbox.ts).
 */
export function sendEmergencyAlert(message: string, pressedAt?: string) {
  const body: EmergencySirenBody = pressedAt ? { message, pressed_at: pressedAt } : { message };
  return api.post<{ message: string }>('/help/provider/health-post-siren', body);
}
