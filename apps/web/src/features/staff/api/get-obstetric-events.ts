import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ObstetricEventsResponseSchema } from '@mamata/core/schemas/hmis';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

export type ObstetricEvents = z.infer<typeof ObstetricEventsResponseSchema>;

/** `GET /staff/people/:id/obstetric-events`: her complications and maternal death as recorded. */
export function getObstetricEvents(personId: string) {
  return staffApi.get<ObstetricEvents>(`/staff/people/${personId}/obstetric-events`);
}

/** Under the person's key: a change to her record refreshes it. */
export const obstetricEventsQuery = (personId: string) =>
  queryOptions({ queryKey: [...staffKeys.person(personId), 'obstetric-events'], queryFn: () => getObstetricEvents(personId) });

/** Her complications and maternal death. */
export function useObstetricEvents(personId: string) {
  return useQuery(obstetricEventsQuery(personId));
}
