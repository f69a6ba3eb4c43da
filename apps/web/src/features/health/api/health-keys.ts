import type { Lang } from '@mamata/core/preferences';

/**
 * Query keys of the health screens. The server writes item names, doses and descriptions in the
 * language of Accept-Language, so the language is part of every key that carries texts.
 */
export const healthKeys = {
  all: ['health'] as const,
  motherTable: (lang: Lang) => [...healthKeys.all, 'mother-table', lang] as const,
  babyTable: (lang: Lang) => [...healthKeys.all, 'baby-table', lang] as const,
  motherAlert: (lang: Lang) => [...healthKeys.all, 'mother-alert', lang] as const,
  babyAlert: (lang: Lang) => [...healthKeys.all, 'baby-alert', lang] as const,
  report: () => [...healthKeys.all, 'provider-report'] as const,
};

/** An answer this young was asked for by this very showing of the screen (app/first-screen.ts). */
const JUST_ARRIVED_MS = 1_000;

/**
 * Spec §4 and §9: tables, reminders and the report refetch each time a screen is shown (stale time 0);
 * retry 3 and the 5-minute cache come from lib/query-client.ts. An answer that arrived a moment ago
 * is not asked for again: the page's first requests, made while the screen's code loaded, are the
 * screen's own.
 */
export const REFETCH_ON_SHOW = {
  staleTime: 0,
  refetchOnMount: (query: { state: { dataUpdatedAt: number } }) => (Date.now() - query.state.dataUpdatedAt < JUST_ARRIVED_MS ? false : 'always'),
} as const;
