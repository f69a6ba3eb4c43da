import { queryOptions } from '@tanstack/react-query';
import type { ChatHistoryResponse, ChatQueriesResponse, ChatQueryResponse } from '@mamata/core/schemas/ai-doctor';
import { api } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

/** Query keys of this area (suggestions by language: the server answers in hers). */
export const aiDoctorKeys = {
  all: ['ai-doctor'] as const,
  suggestions: (lang: string) => ['ai-doctor', 'suggestions', lang] as const,
  history: ['ai-doctor', 'history'] as const,
};

/** Spec §7 `provider/chatgpt/queries`; spec §9: stale time 0, so they refetch each time the screen is shown. */
export const suggestionsQuery = () =>
  queryOptions({
    queryKey: aiDoctorKeys.suggestions(i18n.language),
    queryFn: () => api.get<ChatQueriesResponse>('/provider/chatgpt/queries'),
    staleTime: 0,
  });

/** Spec §7 `provider/chatgpt/history`; spec §4: not refetched on window focus. */
export const historyQuery = () =>
  queryOptions({
    queryKey: aiDoctorKeys.history,
    queryFn: () => api.get<ChatHistoryResponse>('/provider/chatgpt/history'),
    refetchOnWindowFocus: false,
  });

/** Spec §7 `provider/chatgpt/query`. */
export function askQuestion(prompt: string) {
  return api.post<ChatQueryResponse>('/provider/chatgpt/query', { prompt });
}
