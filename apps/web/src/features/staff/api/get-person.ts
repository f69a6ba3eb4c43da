import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PersonDetailSchema } from '@mamata/core/schemas/staff';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

export type PersonDetail = z.infer<typeof PersonDetailSchema>;

/** `GET /staff/people/:id`: a person, her pregnancy, visits and the latest readings' verdicts. */
export function getPerson(id: string) {
  return staffApi.get<PersonDetail>(`/staff/people/${id}`);
}

export const personQuery = (id: string) => queryOptions({ queryKey: staffKeys.person(id), queryFn: () => getPerson(id) });

/** One person's record. */
export function usePerson(id: string) {
  return useQuery(personQuery(id));
}
