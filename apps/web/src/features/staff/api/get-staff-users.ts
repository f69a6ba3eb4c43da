import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StaffUsersResponseSchema } from '@mamata/core/schemas/staff';
import { staffApi } from '../staff-session.ts';
import { staffKeys, type StaffUsersParams } from './staff-keys.ts';

/** `GET /staff/staff-users`: one page of the staff accounts I manage (administrators). */
export function getStaffUsers({ search, page, limit }: StaffUsersParams) {
  return staffApi.get<z.infer<typeof StaffUsersResponseSchema>>(`/staff/staff-users?search=${encodeURIComponent(search)}&page=${page}&limit=${limit}`);
}

export const staffUsersQuery = (params: StaffUsersParams) =>
  queryOptions({ queryKey: staffKeys.staffUsersPage(params), queryFn: () => getStaffUsers(params), placeholderData: keepPreviousData });

/** A page of the staff accounts; the previous page stays on screen while the next one loads. */
export function useStaffUsers(params: StaffUsersParams) {
  return useQuery(staffUsersQuery(params));
}
