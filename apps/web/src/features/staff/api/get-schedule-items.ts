import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleItemsResponse } from '@mamata/core/schemas/records';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `GET /staff/schedule-items`: the schedule's items in both languages. */
export function getScheduleItems() {
  return staffApi.get<ScheduleItemsResponse>('/staff/schedule-items');
}

export const scheduleItemsQuery = () => queryOptions({ queryKey: staffKeys.scheduleItems(), queryFn: getScheduleItems });

/** The schedule's items; `staleTime` for screens that only offer them as choices. */
export function useScheduleItems(opts: { staleTime?: number } = {}) {
  return useQuery({ ...scheduleItemsQuery(), ...opts });
}
