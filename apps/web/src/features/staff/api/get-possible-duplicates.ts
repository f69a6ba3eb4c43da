import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PossibleDuplicatesResponseSchema } from '@mamata/core/schemas/staff';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

export type PossibleDuplicates = z.infer<typeof PossibleDuplicatesResponseSchema>;

/** What is typed so far of a new person: enough to look for her among the health post's people? */
export function duplicateQuery(values: Record<string, unknown>): string | null {
  const text = (k: string) => (typeof values[k] === 'string' ? values[k].trim() : '');
  const mobile = text('mobile_number');
  const first = text('first_name');
  const date = text('lastMenstrualPeriod') || text('birthDate');
  const completeNumber = /^[0-9०-९]{10}$/.test(mobile);
  if (!completeNumber && !(first && /^\d{4}-\d{2}-\d{2}$/.test(date))) return null;
  const params = new URLSearchParams();
  if (completeNumber) params.set('mobile_number', mobile);
  if (first) params.set('first_name', first);
  if (text('last_name')) params.set('last_name', text('last_name'));
  if (/^\d{4}-\d{2}-\d{2}$/.test(text('lastMenstrualPeriod'))) params.set('lastMenstrualPeriod', text('lastMenstrualPeriod'));
  if (/^\d{4}-\d{2}-\d{2}$/.test(text('birthDate'))) params.set('birthDate', text('birthDate'));
  return params.toString();
}

/** `GET /staff/people/possible-duplicates`: who of her people may be the person being registered (online only). */
export function usePossibleDuplicates(query: string | null, online: boolean) {
  return useQuery({
    queryKey: staffKeys.possibleDuplicates(query ?? ''),
    queryFn: () => staffApi.get<PossibleDuplicates>(`/staff/people/possible-duplicates?${query}`),
    enabled: query !== null && online,
    staleTime: 30_000,
  });
}
