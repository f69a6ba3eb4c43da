import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Staff } from '@mamata/core/schemas/staff';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `GET /staff/me`: the logged-in staff member (role, health post, palika). */
export function getStaffMe() {
  return staffApi.get<{ staff: Staff }>('/staff/me');
}

export const staffMeQuery = () => queryOptions({ queryKey: staffKeys.me(), queryFn: getStaffMe, staleTime: 5 * 60_000 });

/** The logged-in staff member; `enabled` is false while there is no staff session. */
export function useStaffMe(enabled = true) {
  return useQuery({ ...staffMeQuery(), enabled });
}
