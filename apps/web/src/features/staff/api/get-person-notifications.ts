import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonNotification } from '@mamata/core/schemas/reminders';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `GET /staff/people/:id/notifications`: her notifications with their in-app, push and SMS states. */
export function getPersonNotifications(id: string) {
  return staffApi.get<{ notifications: PersonNotification[] }>(`/staff/people/${id}/notifications`);
}

export const personNotificationsQuery = (id: string) =>
  queryOptions({ queryKey: staffKeys.personNotifications(id), queryFn: () => getPersonNotifications(id) });

/** A person's notifications and where each went. */
export function usePersonNotifications(id: string) {
  return useQuery(personNotificationsQuery(id));
}
