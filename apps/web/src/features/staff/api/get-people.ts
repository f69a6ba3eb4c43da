import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PeopleResponseSchema } from '@mamata/core/schemas/staff';
import { staffApi } from '../staff-session.ts';
import { staffKeys, type PeopleParams } from './staff-keys.ts';

/** `GET /staff/people`: one page of the people of my health post, searched by name or mobile number. */
export function getPeople({ search, page, limit }: PeopleParams) {
  return staffApi.get<z.infer<typeof PeopleResponseSchema>>(`/staff/people?search=${encodeURIComponent(search)}&page=${page}&limit=${limit}`);
}

export const peopleQuery = (params: PeopleParams) =>
  queryOptions({ queryKey: staffKeys.peoplePage(params), queryFn: () => getPeople(params), placeholderData: keepPreviousData });

/** A page of the people list; the previous page stays on screen while the next one loads. */
export function usePeople(params: PeopleParams) {
  return useQuery(peopleQuery(params));
}
