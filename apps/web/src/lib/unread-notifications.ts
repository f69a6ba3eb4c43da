import { useQuery } from '@tanstack/react-query';
import type { NotificationListResponse } from '@mamata/core/schemas/notifications';
import { api } from './api-client.ts';

/** Query keys of her notifications: the list pages and the unread count (the bell, the dashboard). */
export const notificationKeys = {
  all: ['provider', 'notifications'] as const,
  unread: ['provider', 'notifications', 'unread'] as const,
};

/**
 * Her unread count for the navbar bell and the dashboard; null until known. A failed fetch shows nothing
 * (spec §8: notification failures are silently ignored). Refetched on focus and every 5 minutes.
 */
export function useUnreadCount(): number | null {
  const q = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => api.get<NotificationListResponse>('/notification/provider?offset=0&limit=1'),
    staleTime: 0,
    refetchInterval: 5 * 60_000,
    select: (d) => d.unread,
  });
  return q.data ?? null;
}
