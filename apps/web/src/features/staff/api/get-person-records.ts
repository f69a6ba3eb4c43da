import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@mamata/core/preferences';
import type { PersonRecords } from '@mamata/core/schemas/records';
import { usePreferences } from '../../../lib/preferences.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `GET /staff/people/:id/records`: schedules, fetal weights, birth and babies (item names come translated). */
export function getPersonRecords(id: string) {
  return staffApi.get<PersonRecords>(`/staff/people/${id}/records`);
}

export const personRecordsQuery = (id: string, lang: Lang) =>
  queryOptions({ queryKey: staffKeys.personRecords(id, lang), queryFn: () => getPersonRecords(id) });

/** A person's records in the current language. */
export function usePersonRecords(id: string) {
  const { lang } = usePreferences();
  return useQuery(personRecordsQuery(id, lang));
}
